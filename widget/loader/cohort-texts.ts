import type { CohortTexts } from '../../contract/cohorts'
import type { Language } from '../../content/language'
import { LOADER_URL } from './script-url'

/** The elements that show a cohort's facts: they ask for them as they are put on the page, beside their chunks. */
export const SHOWS_COHORT = new Set(['bootcamp-page', 'bootcamp-hero', 'bootcamp-schedule', 'bootcamp-register'])

const answers = new Map<string, Promise<CohortTexts | null>>()

/**
 * The next cohort's facts, worded in `language` (`GET /api/cohorts/texts`, cached a minute),
 * asked once per page and language however many elements show them. Null when the API cannot
 * answer: the element then keeps its build's words, which name no date.
 */
export function cohortTextsFor(apiBase: string | undefined, language: Language): Promise<CohortTexts | null> {
  const url = new URL(`/api/cohorts/texts?lang=${language}`, apiBase || LOADER_URL).href
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
