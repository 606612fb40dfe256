import { useEffect, useState } from 'react'
import type { CohortTexts } from '../../contract/cohort-slots'
import { useElement } from '../lib/element-context'
import { knowsChoices, shownCohortTexts } from '../static/cohort-texts'

/**
 * The next cohort's facts for a form: from its first render the ones its page already shows (so a
 * hydrating form matches the markup the worker or the page wrote), then the loader's answer when
 * it arrives (read from the markup, they lack the choice of cohorts). Undefined until one of
 * them, and at build time: the form shows its words without prices.
 */
export function useCohortTexts(): CohortTexts | undefined {
  const { language, cohortTexts } = useElement()
  const [texts, setTexts] = useState(() => (typeof document === 'undefined' ? undefined : shownCohortTexts(language)))
  useEffect(() => {
    if ((texts && knowsChoices(texts)) || !cohortTexts) return
    let current = true
    void cohortTexts().then((answer) => {
      if (current && answer) setTexts(answer)
    })
    return () => {
      current = false
    }
  }, [texts, cohortTexts])
  return texts
}
