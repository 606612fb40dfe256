import { describe, expect, it } from 'vitest'
import { judgeCompletedCheckout, type QuotedAttempt, type RegistrationNow } from './reconcile'

/** The reconciliation rule, row by row: a payment is accepted only for the seat and amount it was quoted for. */
const COHORT = 'cohort-a'
const complete: QuotedAttempt = { amountCents: 20000, cohortId: COHORT, sessions: null }
const twoSessions: QuotedAttempt = { amountCents: 12000, cohortId: COHORT, sessions: 2 }
const seated: RegistrationNow = {
  status: 'seated',
  cohortId: COHORT,
  owedCents: 20000,
  preference: 'complete',
  otherPaid: false,
  settledAtOffice: false,
}

describe('judgeCompletedCheckout', () => {
  it.each([
    ['the seat as quoted', complete, seated, { accept: true }],
    ['per session as quoted', twoSessions, { ...seated, preference: 'individual', owedCents: 12000 }, { accept: true }],
    ['an attempt from before the cohort was kept, seated', { ...complete, cohortId: null }, seated, { accept: true }],
    [
      'another attempt already paid',
      complete,
      { ...seated, otherPaid: true },
      { accept: false, reason: 'already-paid' },
    ],
    [
      'already paid wins over a seat since lapsed',
      complete,
      { ...seated, status: 'lapsed', otherPaid: true },
      { accept: false, reason: 'already-paid' },
    ],
    ['the hold lapsed', complete, { ...seated, status: 'lapsed' }, { accept: false, reason: 'seat-gone' }],
    ['cancelled', complete, { ...seated, status: 'cancelled' }, { accept: false, reason: 'seat-gone' }],
    ['moved to the waitlist', complete, { ...seated, status: 'waitlisted' }, { accept: false, reason: 'seat-gone' }],
    ['offered, not yet claimed', complete, { ...seated, status: 'offered' }, { accept: false, reason: 'seat-gone' }],
    ['moved to another cohort', complete, { ...seated, cohortId: 'cohort-b' }, { accept: false, reason: 'seat-gone' }],
    ['quoted per session, now complete', twoSessions, seated, { accept: false, reason: 'quote-changed' }],
    [
      'quoted complete, now per session',
      complete,
      { ...seated, preference: 'individual', owedCents: 6000 },
      { accept: false, reason: 'quote-changed' },
    ],
    [
      'assistance granted meanwhile',
      complete,
      { ...seated, owedCents: 5000 },
      { accept: false, reason: 'quote-changed' },
    ],
    ['nothing can be quoted now', complete, { ...seated, owedCents: null }, { accept: false, reason: 'quote-changed' }],
    [
      'the rest after an office payment, as charged',
      { ...complete, amountCents: 15000 },
      { ...seated, owedCents: 15000 },
      { accept: true },
    ],
    [
      'more taken at the office meanwhile',
      { ...complete, amountCents: 15000 },
      { ...seated, owedCents: 5000 },
      { accept: false, reason: 'quote-changed' },
    ],
    [
      'the rest taken at the office meanwhile',
      { ...complete, amountCents: 15000 },
      { ...seated, owedCents: 0, settledAtOffice: true },
      { accept: false, reason: 'already-paid' },
    ],
  ] as const)('%s', (_, attempt, now, verdict) => {
    expect(judgeCompletedCheckout(attempt, now)).toEqual(verdict)
  })
})
