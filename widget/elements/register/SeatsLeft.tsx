import { COHORT_BOX_ATTRIBUTE, COHORT_SLOT_ATTRIBUTE, type CohortTexts } from '../../../contract/cohort-slots'
import { Icon } from '../../ui/Icon'

interface Props {
  texts: CohortTexts | undefined
  /** The cohort chosen in the form; "" for the next one. */
  chosen: string
}

/**
 * The seats left in the cohort the form registers for ("12 seats left", "Full: join the
 * waitlist"), from the same texts as the rest of the page. Marked as a cohort slot so the worker
 * writes it into `/` and `/es` and hydration finds the same words; hidden while no cohort is ahead.
 * Polite live region: choosing another cohort reads its seats out.
 */
export function SeatsLeft({ texts, chosen }: Props) {
  const seats = (chosen && texts?.choices.find((choice) => choice.id === chosen)?.seats) || texts?.slots.seats || null
  return (
    <p
      part="seats-left"
      aria-live="polite"
      className="mb-5 flex items-center gap-2 font-semibold text-ink"
      {...{ [COHORT_BOX_ATTRIBUTE]: 'seats' }}
      hidden={!seats}
    >
      <Icon name="users" className="size-5 shrink-0 text-primary" />
      <span {...{ [COHORT_SLOT_ATTRIBUTE]: 'seats' }}>{seats ?? ''}</span>
    </p>
  )
}
