/**
 * The reconciliation rule, in one pure function: a completed Checkout is accepted only if, when
 * its money arrives, the registration still holds the seat it was quoted for and still has the
 * amount it was charged left to pay (the quote, less what the office took in cash or by cheque).
 * Anything else is given back in full (webhook.ts), with the reason the family is told, so the
 * sum paid never exceeds the quote.
 * Table tests: worker/payments/reconcile.test.ts.
 */
import type { RefundReason, RegistrationStatus } from '../../contract/constants'

/** What a payment attempt was quoted for, as stored when the family pressed "Pay". */
export interface QuotedAttempt {
  amountCents: number
  /** Null on attempts made before the cohort was kept with them: any cohort the registration holds a seat in. */
  cohortId: string | null
  /** Per session: how many; null for the complete bootcamp. */
  sessions: number | null
}

/** The registration as it stands when the money arrives. */
export interface RegistrationNow {
  status: RegistrationStatus
  cohortId: string | null
  /**
   * What is left to pay now for the attempt's choice (pricing.ts `balance`: the quote, less what
   * the office holds); null when nothing can be quoted (no cohort, a price range).
   */
  owedCents: number | null
  /** Its session preference as quoted (no preference is quoted as the complete bootcamp). */
  preference: 'individual' | 'complete'
  /** Another attempt of the same registration is already paid. */
  otherPaid: boolean
  /** The office took the whole bill in cash or by cheque meanwhile: nothing is left to pay. */
  settledAtOffice: boolean
}

export type Verdict =
  { accept: true } | { accept: false; reason: Extract<RefundReason, 'already-paid' | 'seat-gone' | 'quote-changed'> }

export function judgeCompletedCheckout(attempt: QuotedAttempt, now: RegistrationNow): Verdict {
  if (now.otherPaid || now.settledAtOffice) return { accept: false, reason: 'already-paid' }
  if (now.status !== 'seated' || (attempt.cohortId !== null && attempt.cohortId !== now.cohortId))
    return { accept: false, reason: 'seat-gone' }
  const quotedPreference = attempt.sessions === null ? 'complete' : 'individual'
  if (quotedPreference !== now.preference || now.owedCents !== attempt.amountCents)
    return { accept: false, reason: 'quote-changed' }
  return { accept: true }
}
