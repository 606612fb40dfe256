// No zod here: the static elements' chunks import these names, and must stay small.
/**
 * The page's words that come from the cohorts ahead, one slot each. In the pre-rendered markup an
 * element marked `data-cohort="<slot>"` shows its slot's text, and one marked
 * `data-cohort-box="<slot>"` is left out while its slot has none (an early bird that is over). The
 * worker fills them in as it serves `/` and `/es`; on a partner page the element fills them from
 * `GET /api/cohorts/texts`. Both compute them with content's `cohortTexts`, from the same rows.
 *
 * @public (the list CohortSlot is made from; nothing reads it at run time)
 */
export const COHORT_SLOTS = [
  'next',
  'hours',
  'price-individual',
  'price-complete',
  'saving',
  'early-bird',
  'group',
  'session-individual',
  'session-complete',
  'seats',
  'venue',
  'venue-detail',
  // The registration form opened from a group's link (`?group=`): its notice, and the success panel's line.
  'group-link',
  'group-joined',
] as const
export type CohortSlot = (typeof COHORT_SLOTS)[number]
/** Whether `name` (an attribute read from markup) is a slot of `texts`. */
export const isSlotOf = (texts: CohortTexts, name: string | null): name is CohortSlot =>
  !!name && Object.hasOwn(texts.slots, name)
export const COHORT_SLOT_ATTRIBUTE = 'data-cohort'
export const COHORT_BOX_ATTRIBUTE = 'data-cohort-box'

/** `GET /api/cohorts/texts?lang=…`: each slot's text in one language (null: leave it out), and the form's choice of cohorts. */
export interface CohortTexts {
  language: string
  slots: Record<CohortSlot, string | null>
  /** The open cohorts ahead, soonest first, each named by its start; the form offers a choice when there are two or more. */
  choices: { id: string; label: string; seats: string }[]
}
