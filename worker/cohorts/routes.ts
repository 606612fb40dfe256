import { Hono } from 'hono'
import * as z from 'zod/mini'
import type { CohortTexts, PublicCohort } from '../../contract/cohorts'
import { withGroupLink } from '../registration/group-link'
import { cohortTexts } from '../../content/cohort'
import { LANGUAGES } from '../../content/language'
import { LIMITS } from '../../contract/constants'
import { requestNow } from '../base/clock'
import type { AppEnv } from '../base/env'
import { ApiError, methodNotAllowed } from '../base/errors'
import { cohortCalendar } from '../family/calendar'
import { CALENDAR } from '../../content/calendar'
import { SITE } from '../../content/site'
import { findCohort } from './store'
import { validated } from '../base/validation'
import { publicCohortsAhead } from './texts'

/** `?lang=en` or `?lang=es`: the texts are cached per address, so the language is in it (not in Accept-Language). */
const textsQuery = z.strictObject({ lang: z.enum(LANGUAGES) })
/** The form's texts may carry a group's link (`&group=`): its notice (registration/group-link.ts). */
const formTextsQuery = z.strictObject({
  lang: z.enum(LANGUAGES),
  group: z.optional(z.string().check(z.maxLength(LIMITS.groupCode))),
})

/**
 * Public and cacheable for a minute, the one exception to the API's `no-store`: a staff edit
 * shows on every page within 60 seconds, and a busy page costs one query a minute per edge.
 */
const CACHE_FOR_A_MINUTE = 'public, max-age=60'

/**
 * `GET /api/cohorts/next` (`{ cohort }`, null while none is ahead), `GET /api/cohorts` (every
 * open cohort ahead, soonest first) and `GET /api/cohorts/texts?lang=` (what the elements show
 * of them, worded). "Ahead" is judged on the bootcamp's
 * own calendar day from the one clock (worker/base/clock.ts).
 */
export const cohortRoutes = new Hono<AppEnv>()
  // Public facts: any page may show them, including a school not (yet) listed in ALLOWED_ORIGINS,
  // whose schedule must not name a stale date. Listed origins keep their own grant (apiCors).
  .use(async function anyOriginMayRead(c, next) {
    await next()
    if (c.res.headers.has('Access-Control-Allow-Origin')) return
    c.res.headers.set('Access-Control-Allow-Origin', '*')
    c.res.headers.delete('Access-Control-Allow-Credentials')
  })
  .get('/next', async (c) => {
    const [next] = await publicCohortsAhead(c.var.db, requestNow(c))
    c.header('Cache-Control', CACHE_FOR_A_MINUTE)
    return c.json({ cohort: next ?? null } satisfies { cohort: PublicCohort | null })
  })
  .all('/next', methodNotAllowed('GET'))
  // The texts an element on a partner page writes into its slots (contract/cohorts.ts COHORT_SLOTS).
  .get('/texts', validated('query', formTextsQuery), async (c) => {
    const { lang, group } = c.req.valid('query')
    const ahead = await publicCohortsAhead(c.var.db, requestNow(c))
    const texts = await withGroupLink(c.var.db, cohortTexts(lang, ahead), ahead, group, lang)
    c.header('Cache-Control', CACHE_FOR_A_MINUTE)
    return c.json(texts satisfies CohortTexts)
  })
  .all('/texts', methodNotAllowed('GET'))
  // A cohort's four sessions for a family's calendar (linked from the family's page and emails):
  // the cohort's public facts only, so no token is needed, and one address per cohort and language.
  .get('/:id/calendar.ics', validated('query', textsQuery), async (c) => {
    const cohort = await findCohort(c.var.db, c.req.param('id'))
    if (!cohort || cohort.archived) throw new ApiError(404, 'notFound')
    const { lang } = c.req.valid('query')
    const site = new URL(SITE[lang].path, c.req.url).href
    c.header('Content-Type', 'text/calendar; charset=utf-8')
    c.header('Content-Disposition', `attachment; filename="${CALENDAR[lang].fileName}"`)
    c.header('Cache-Control', CACHE_FOR_A_MINUTE)
    return c.body(cohortCalendar(cohort, lang, site, requestNow(c)))
  })
  .all('/:id/calendar.ics', methodNotAllowed('GET'))
  .get('/', async (c) => {
    const cohorts = await publicCohortsAhead(c.var.db, requestNow(c))
    c.header('Cache-Control', CACHE_FOR_A_MINUTE)
    return c.json({ cohorts } satisfies { cohorts: PublicCohort[] })
  })
  .all('/', methodNotAllowed('GET'))
