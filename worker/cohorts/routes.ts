import { Hono } from 'hono'
import type { PublicCohort } from '../../contract/cohorts'
import { bootcampDay, requestNow } from '../clock'
import type { AppEnv } from '../env'
import { methodNotAllowed } from '../errors'
import { cohortsAhead, toPublic } from './store'

/**
 * Public and cacheable for a minute, the one exception to the API's `no-store`: a staff edit
 * shows on every page within 60 seconds, and a busy page costs one query a minute per edge.
 */
const CACHE_FOR_A_MINUTE = 'public, max-age=60'

/**
 * `GET /api/cohorts/next` (`{ cohort }`, null while none is ahead) and `GET /api/cohorts` (every
 * open cohort ahead, soonest first, for the form's choice). "Ahead" is judged on the bootcamp's
 * own calendar day from the one clock (worker/clock.ts).
 */
export const cohortRoutes = new Hono<AppEnv>()
  .get('/next', async (c) => {
    const today = bootcampDay(requestNow(c))
    const [next] = await cohortsAhead(c.var.db, today)
    c.header('Cache-Control', CACHE_FOR_A_MINUTE)
    return c.json({ cohort: next ? toPublic(next, today) : null } satisfies { cohort: PublicCohort | null })
  })
  .all('/next', methodNotAllowed('GET'))
  .get('/', async (c) => {
    const today = bootcampDay(requestNow(c))
    const ahead = await cohortsAhead(c.var.db, today)
    c.header('Cache-Control', CACHE_FOR_A_MINUTE)
    return c.json({ cohorts: ahead.map((cohort) => toPublic(cohort, today)) } satisfies { cohorts: PublicCohort[] })
  })
  .all('/', methodNotAllowed('GET'))
