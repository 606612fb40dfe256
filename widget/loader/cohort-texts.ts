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
  // A page opened from a group's link: the form's texts carry the group's notice. Only the code's
  // shape is checked here (the loader stays free of the contract's chunk); the worker checks the rest.
  const group = /^[a-z0-9]{1,16}$/i.exec(new URLSearchParams(location.search).get('group') ?? '')?.[0]
  const url = new URL(`/api/cohorts/texts?lang=${language}${group ? `&group=${group}` : ''}`, apiBase || LOADER_URL)
    .href
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
