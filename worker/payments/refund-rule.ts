import { addDays } from '../../contract/cohorts'

/**
 * The last day (inclusive, the bootcamp's calendar day) a cancellation is refunded: the cohort's
 * `refund_days` before its start. After it, places are settled: the group rate is decided then.
 */
export const refundDeadline = (startDate: string, days: number) => addDays(startDate, -days)
