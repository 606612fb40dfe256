/**
 * The money rules, in one pure module: what a registration owes, item by item, in integer cents.
 * No I/O and no clock: the cohort's prices, the day the family registered (the bootcamp's
 * calendar day) and what applies to it are passed in, so every rule is a row in a table of tests
 * (worker/payments/pricing.test.ts). The quote page, the checkout, the webhook, the refunds and the
 * console only call `quote()`; nothing else computes an amount.
 *
 * The order is the advertised one: the session preference's price, minus the early-bird saving
 * when registered by the deadline (on the Complete Bootcamp only: per-session prices take none), then the group percentage off what remains, then what staff
 * granted as assistance. Each step is rounded half up to the cent and never goes below zero.
 */
import type { QuoteLine } from '../../contract/admin'

export type { QuoteLine }

type SessionPreference = 'individual' | 'complete'

/** A cohort's prices and offers, as stored (cohorts table). */
export interface CohortPrices {
  /** Per session; with a larger `sessionPriceMaxCents` the price is a range ("$50-75"). */
  sessionPriceCents: number
  sessionPriceMaxCents: number | null
  /** All sessions together. */
  completePriceCents: number
  /** `YYYY-MM-DD`, the last day (inclusive, in the bootcamp's time zone) that earns the saving. */
  earlyBirdDeadline: string | null
  earlyBirdSavingCents: number | null
  /** The group rate: this many seated registrations in one group take `groupPercent` off. */
  groupMinimum: number
  groupPercent: number
  /** How many sessions the cohort has (its dates). */
  sessionCount: number
}

/** What staff granted a family that asked for financial assistance: a lower amount, or nothing to pay. */
export type Assistance = { kind: 'reduced'; amountCents: number } | { kind: 'waiver' }

export interface QuoteInput {
  preference: SessionPreference
  /** Per session: how many sessions the family chose on the quote step (the form has no such field). */
  sessions: number
  /** The bootcamp's calendar day the registration was made (`YYYY-MM-DD`). */
  registeredOn: string
  /** The group rate applies: enough seated registrations share the group, or this one paid at the rate. */
  groupRate: boolean
  assistance: Assistance | null
}

export type Quote =
  | { ok: true; lines: QuoteLine[]; totalCents: number }
  /** `price-range`: per-session prices are a range until staff set one; `sessions`: a count outside 1..sessionCount. */
  | { ok: false; reason: 'price-range' | 'sessions' }

/** `amount × percent / 100`, rounded half up to the cent (amounts are never negative here). */
export const percentOf = (amountCents: number, percent: number) => Math.floor((amountCents * percent + 50) / 100)

/** A per-session price shown as a range ("$50-75") takes no per-session payment until staff set one price. */
export const isPriceRange = (prices: Pick<CohortPrices, 'sessionPriceCents' | 'sessionPriceMaxCents'>) =>
  prices.sessionPriceMaxCents !== null && prices.sessionPriceMaxCents !== prices.sessionPriceCents

/** The early bird is the Complete Bootcamp's offer alone, as the page, the emails and the JSON-LD say. */
const earnsEarlyBird = (prices: CohortPrices, input: QuoteInput) =>
  input.preference === 'complete' &&
  prices.earlyBirdDeadline !== null &&
  (prices.earlyBirdSavingCents ?? 0) > 0 &&
  input.registeredOn <= prices.earlyBirdDeadline

/** What one registration owes, item by item. Discount lines carry negative amounts; the lines add up to the total. */
export function quote(prices: CohortPrices, input: QuoteInput): Quote {
  const lines: QuoteLine[] = []
  let owed: number
  if (input.preference === 'complete') {
    owed = prices.completePriceCents
    lines.push({ item: 'complete', amountCents: owed })
  } else {
    if (isPriceRange(prices)) return { ok: false, reason: 'price-range' }
    if (!Number.isInteger(input.sessions) || input.sessions < 1 || input.sessions > prices.sessionCount)
      return { ok: false, reason: 'sessions' }
    owed = prices.sessionPriceCents * input.sessions
    lines.push({ item: 'sessions', count: input.sessions, unitCents: prices.sessionPriceCents, amountCents: owed })
  }
  const take = (line: QuoteLine & { amountCents: number }, off: number) => {
    const taken = Math.min(owed, Math.max(0, off))
    if (taken === 0) return
    owed -= taken
    lines.push({ ...line, amountCents: -taken })
  }
  if (earnsEarlyBird(prices, input)) take({ item: 'early-bird', amountCents: 0 }, prices.earlyBirdSavingCents ?? 0)
  if (input.groupRate && prices.groupPercent > 0)
    take({ item: 'group', percent: prices.groupPercent, amountCents: 0 }, percentOf(owed, prices.groupPercent))
  if (input.assistance)
    take(
      { item: 'assistance', amountCents: 0 },
      input.assistance.kind === 'waiver' ? owed : owed - input.assistance.amountCents,
    )
  return { ok: true, lines, totalCents: owed }
}

/** What a registration's money comes to: its bill now against what was paid and given back. */
export interface BalanceInput {
  /** The quote's total now (null while it cannot be quoted: a per-session price range). */
  owedCents: number | null
  /** Money received: the paid online payment's amount. */
  paidCents: number
  /** The group rate given back once earned: it lowers the bill, not what was paid. */
  groupRefundedCents: number
  /** Every other refund: money returned to the family. */
  refundedCents: number
  /** Received at the office in cash or by cheque (every partial payment added up). */
  offlinePaidCents: number
  /** Given back at the office in cash or by cheque: recorded, never sent through Stripe. */
  offlineRefundedCents: number
  /** What financial assistance took off the bill (already out of `owedCents`; shown, not subtracted again). */
  assistedCents: number
  /** Cancelled or lapsed: nothing is owed any more, whatever the quote says. */
  ended: boolean
}

export interface Balance {
  chargedCents: number
  /** Paid online (Stripe). */
  paidCents: number
  /** Received at the office, less what the office gave back. */
  offlineCents: number
  /** Taken off the bill by financial assistance. */
  assistedCents: number
  /** Every refund: through Stripe, the group rate given back, and at the office. */
  refundedCents: number
  /** Still to pay (never below zero). */
  dueCents: number
  /** Kept beyond the bill (paid more than charged, or kept after an ended registration). */
  creditCents: number
}

/**
 * The one balance: the bill (the quote, less the group rate given back), what was paid online and
 * at the office, what was refunded either way, and what is left to pay. An ended registration owes nothing.
 */
export function balance(input: BalanceInput): Balance | null {
  if (input.owedCents === null && !input.ended) return null
  const chargedCents = input.ended ? 0 : Math.max(0, (input.owedCents ?? 0) - input.groupRefundedCents)
  const kept =
    input.paidCents +
    input.offlinePaidCents -
    input.groupRefundedCents -
    input.refundedCents -
    input.offlineRefundedCents
  return {
    chargedCents,
    paidCents: input.paidCents,
    offlineCents: input.offlinePaidCents - input.offlineRefundedCents,
    assistedCents: input.ended ? 0 : input.assistedCents,
    refundedCents: input.refundedCents + input.groupRefundedCents + input.offlineRefundedCents,
    dueCents: Math.max(0, chargedCents - kept),
    creditCents: Math.max(0, kept - chargedCents),
  }
}
