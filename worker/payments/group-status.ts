import { formatsFor } from '../../content/format'
import type { Language } from '../../content/language'
import { PAYMENT } from '../../content/payments'
import { refundDeadline } from './refund-rule'

interface GroupTerms {
  startDate: string
  refundDays: number
  groupMinimum: number
  groupPercent: number
}

/** The day cancellations close, when the group rate is decided, as the family reads dates. */
export const groupRateDecidedAfter = (language: Language, cohort: GroupTerms) =>
  formatsFor(language).date(refundDeadline(cohort.startDate, cohort.refundDays))

/** Whether cancellations have closed on `today` (a bootcamp day): the group rate is then decided. */
export const cancellationsClosed = (cohort: GroupTerms, today: string) =>
  today > refundDeadline(cohort.startDate, cohort.refundDays)

/**
 * Where a group stands, as the payment page and the family page say it: how many have paid and
 * hold seats, what the rate needs, and when (or, once cancellations have closed, that) it is refunded.
 */
export function groupStatus(language: Language, settled: number, cohort: GroupTerms, today: string) {
  const closed = cancellationsClosed(cohort, today)
  return PAYMENT[language].group.status(
    settled,
    cohort.groupMinimum,
    cohort.groupPercent,
    groupRateDecidedAfter(language, cohort),
    closed,
  )
}
