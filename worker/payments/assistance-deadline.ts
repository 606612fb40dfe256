/**
 * A request for financial assistance has a decision deadline: its cohort's
 * `assistance_decision_days` after the family asked. Until then the request keeps the seat;
 * undecided after it, the seat's usual hold runs from the deadline (holds.ts `holdStart`), so the
 * family gets the usual reminder a day before the seat goes to the waitlist. The deadline is
 * stored when the family asks, so the date the page showed them never moves.
 */
import { momentIn } from '../../content/emails'
import type { Language } from '../../content/language'
import { PAYMENT } from '../../content/payments'

const DAY_MS = 86_400_000

/** When staff must have decided a request asked `at`, for a cohort that gives them `days`. */
export const decisionDeadline = (at: Date, days: number) => new Date(at.getTime() + days * DAY_MS).toISOString()

/** When a hold that began at `holdStart` (holds.ts) ends, for a cohort that holds seats `holdHours`. */
export const holdEnd = (holdStart: string, holdHours: number) =>
  new Date(Date.parse(holdStart) + holdHours * 3_600_000).toISOString()

/**
 * What the payment page says of a request still open at `now`: staff decide by its deadline and
 * the seat is the family's until then; past it, until when the seat now waits for the payment.
 */
export function openRequestNotice(
  language: Language,
  request: { decideBy: string | null },
  hold: { start: string; hours: number },
  now: Date,
): string {
  const copy = PAYMENT[language].assistance
  return request.decideBy && request.decideBy > now.toISOString()
    ? copy.open(momentIn(language, request.decideBy))
    : copy.undecided(momentIn(language, holdEnd(hold.start, hold.hours)))
}
