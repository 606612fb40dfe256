import { COHORT_BOX_ATTRIBUTE, COHORT_SLOT_ATTRIBUTE, type CohortSlot } from '../../contract/cohorts'
import { cohortTexts } from '../../content/cohort'
import type { Language } from '../../content/language'

/**
 * Build-time only: a cohort slot's props and text as the build writes them, which is the state
 * with no cohort ahead (never a stale date). The worker (`/`, `/es`) or the element (partner
 * pages, static/cohort-texts.ts) fills in the next cohort's.
 */
export function buildTimeSlots(language: Language) {
  const { slots } = cohortTexts(language, [])
  return {
    /** `<p {...text('next')} />`: the element whose text is the slot's. */
    text: (slot: CohortSlot) => ({ [COHORT_SLOT_ATTRIBUTE]: slot, children: slots[slot] ?? '' }),
    /** The element left out while its slot has no text (an offer that is over). */
    box: (slot: CohortSlot) => ({ [COHORT_BOX_ATTRIBUTE]: slot, hidden: slots[slot] === null }),
  }
}
