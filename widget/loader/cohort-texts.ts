import type { CohortTexts } from '../../contract/cohorts'
import type { Language } from '../../content/language'

/**
 * A chunk of its own, fetched as the first element that shows a cohort's facts is put on a
 * host page (lazy-renderer.ts): those elements' code is two fetches deep (their chunk, then its
 * styles), so the facts, also two deep (this chunk, then the API), arrive with it, and the
 * loader stays 3 KB. It shares no module with the loader, so the loader's sheet is handed in.
 */

/** What the registration form's seats line adds to its height ("30 seats left", the head start's line), at every width and in both languages. */
export const SEATS_LINE_HEIGHT = 44

/** What the registration form's choice of cohorts adds to its height (one field row), the same at every width and in both languages. */
const COHORT_CHOICE_HEIGHT = 89

const answers = new Map<string, Promise<CohortTexts | null>>()

/**
 * The next cohort's facts, worded in `language` (`GET /api/cohorts/texts`, cached a minute),
 * asked once per page and language however many elements show them. Null when the API cannot
 * answer: the element then keeps its build's words, which name no date. Without `api-base`
 * they come from where this chunk (and the loader) came from.
 */
export function cohortTextsFor(apiBase: string | undefined, language: Language): Promise<CohortTexts | null> {
  // A page opened from a group's link: the form's texts carry the group's notice. Only the code's
  // shape is checked here (this chunk stays free of the contract's); the worker checks the rest.
  const group = /^[a-z0-9]{1,16}$/i.exec(new URLSearchParams(location.search).get('group') ?? '')?.[0]
  const url = new URL(
    `/api/cohorts/texts?lang=${language}${group ? `&group=${group}` : ''}`,
    apiBase || import.meta.url,
  ).href
  let answer = answers.get(url)
  if (!answer)
    answers.set(
      url,
      // A body that is not JSON (a proxy's error page) counts as no answer too, or the element
      // waiting on it would never show.
      (answer = fetch(url)
        .then((response): Promise<CohortTexts> | null => (response.ok ? response.json() : null))
        .catch(() => null)),
    )
  return answer
}

let linesReserved = false

/**
 * The registration form's lines that come from the cohorts ahead, which RESERVED_HEIGHTS
 * (reserve-space.ts) leaves out: the seats line whenever the texts name seats, and with two or
 * more cohorts open a choice of them (one field more), added to the reserve `sheet` as padding
 * (content-box, whatever the host's box-sizing) until the form renders.
 */
function reserveCohortLines(texts: CohortTexts | null, sheet: CSSStyleSheet) {
  if (linesReserved || !texts) return
  const extra = (texts.slots.seats ? SEATS_LINE_HEIGHT : 0) + (texts.choices.length > 1 ? COHORT_CHOICE_HEIGHT : 0)
  if (!extra) return
  linesReserved = true
  sheet.insertRule(
    `:host(bootcamp-register:not([mode=dialog])){box-sizing:content-box;padding-bottom:${extra}px}`,
    sheet.cssRules.length,
  )
}

/** Asks for the facts as an element is put on the page, and reserves the form's lines they add. */
export function askEarly(apiBase: string | undefined, language: Language, sheet: CSSStyleSheet) {
  void cohortTextsFor(apiBase, language).then((texts) => reserveCohortLines(texts, sheet))
}
