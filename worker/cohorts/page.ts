import type { Context } from 'hono'
import { COHORT_BOX_ATTRIBUTE, COHORT_SLOT_ATTRIBUTE, isSlotOf, type CohortTexts } from '../../contract/cohorts'
import { cohortTexts } from '../../content/cohort'
import type { Language } from '../../content/language'
import { requestNow } from '../base/clock'
import { openDatabase } from '../base/db/client'
import type { AppEnv } from '../base/env'
import { withGroupLink } from '../registration/group-link'
import { educationEvent } from './structured-data'
import { publicCohortsAhead } from './texts'

/** JSON inside a `<script>`: `<` escaped, so no text can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')

const slotOf = (texts: CohortTexts, name: string | null): string | null | undefined =>
  isSlotOf(texts, name) ? texts.slots[name] : undefined

/**
 * Serves a pre-rendered home page (`/`, `/es`) with the next cohort written in: each slot's text,
 * each box shown or hidden (a hydrating form reads its texts back from them), and the cohort as
 * JSON-LD for search engines. One query per page view, and the page may be cached for a minute,
 * as the cohort answers are: a staff edit is live within 60 seconds, with no build and no deploy.
 * A page search engines do not index (an iframe page is `noindex`) gets no JSON-LD: no search
 * engine would read it, and it would cost the page its first round trip.
 */
export async function withCohortFacts(
  c: Context<AppEnv>,
  page: Response,
  language: Language,
  { indexed = true }: { indexed?: boolean } = {},
): Promise<Response> {
  const db = openDatabase(c.env.DB)
  const ahead = await publicCohortsAhead(db, requestNow(c))
  const texts = await withGroupLink(db, cohortTexts(language, ahead), ahead, c.req.query('group'), language)
  const event = indexed && ahead[0] ? educationEvent(ahead[0], language, new URL(c.req.url).origin) : null
  const rewritten = new HTMLRewriter()
    .on(`[${COHORT_SLOT_ATTRIBUTE}]`, {
      element(element) {
        const text = slotOf(texts, element.getAttribute(COHORT_SLOT_ATTRIBUTE))
        if (text !== undefined) element.setInnerContent(text ?? '')
      },
    })
    .on(`[${COHORT_BOX_ATTRIBUTE}]`, {
      element(element) {
        const text = slotOf(texts, element.getAttribute(COHORT_BOX_ATTRIBUTE))
        if (text === null) element.setAttribute('hidden', '')
        else if (text !== undefined) element.removeAttribute('hidden')
      },
    })
    .on('head', {
      element(head) {
        if (event) head.append(`<script type="application/ld+json">${scriptJson(event)}</script>`, { html: true })
      },
    })
    .transform(page)
  const served = new Response(rewritten.body, rewritten)
  // The asset's validators describe the file, not the page with today's cohort in it.
  served.headers.delete('ETag')
  served.headers.delete('Content-Length')
  served.headers.set('Cache-Control', 'public, max-age=60')
  return served
}
