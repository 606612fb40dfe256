/**
 * The money rules (worker/payments/pricing.ts), one row per case: each offer alone and together,
 * the early-bird deadline at its boundary, per-session counts, rounding half up, never below
 * zero, assistance and the price range that takes no per-session payment.
 */
import { describe, expect, it } from 'vitest'
import { percentOf, quote, type CohortPrices, type QuoteInput, type QuoteLine } from './pricing'

/** The spec's cohort: $50-75 per session, $200 complete, $30 early bird by 2025-02-01, 15% for 3 or more. */
const SPEC: CohortPrices = {
  sessionPriceCents: 5000,
  sessionPriceMaxCents: 7500,
  completePriceCents: 20000,
  earlyBirdDeadline: '2025-02-01',
  earlyBirdSavingCents: 3000,
  groupMinimum: 3,
  groupPercent: 15,
  sessionCount: 4,
}
/** The same cohort once staff set one per-session price, $60. */
const ONE_PRICE: CohortPrices = { ...SPEC, sessionPriceCents: 6000, sessionPriceMaxCents: null }

const LATE = '2025-02-02'
const base: QuoteInput = { preference: 'complete', sessions: 0, registeredOn: LATE, groupRate: false, assistance: null }

const complete = (amountCents: number): QuoteLine => ({ item: 'complete', amountCents })
const sessions = (count: number, unitCents: number): QuoteLine => ({
  item: 'sessions',
  count,
  unitCents,
  amountCents: count * unitCents,
})
const early = (amountCents: number): QuoteLine => ({ item: 'early-bird', amountCents })
const group = (amountCents: number): QuoteLine => ({ item: 'group', percent: 15, amountCents })
const assistance = (amountCents: number): QuoteLine => ({ item: 'assistance', amountCents })

const cases: [string, CohortPrices, Partial<QuoteInput>, QuoteLine[], number][] = [
  ['complete, no offer', SPEC, {}, [complete(20000)], 20000],
  [
    'complete, early bird on the deadline day itself',
    SPEC,
    { registeredOn: '2025-02-01' },
    [complete(20000), early(-3000)],
    17000,
  ],
  [
    'complete, early bird well before the deadline',
    SPEC,
    { registeredOn: '2024-12-01' },
    [complete(20000), early(-3000)],
    17000,
  ],
  [
    'complete, the day after the deadline: no early bird',
    SPEC,
    { registeredOn: '2025-02-02' },
    [complete(20000)],
    20000,
  ],
  ['complete, group rate alone', SPEC, { groupRate: true }, [complete(20000), group(-3000)], 17000],
  [
    'complete, early bird then the group rate off what remains',
    SPEC,
    { registeredOn: '2025-01-10', groupRate: true },
    [complete(20000), early(-3000), group(-2550)],
    14450,
  ],
  ['per session, 1 of 4 at one price', ONE_PRICE, { preference: 'individual', sessions: 1 }, [sessions(1, 6000)], 6000],
  ['per session, 3 of 4', ONE_PRICE, { preference: 'individual', sessions: 3 }, [sessions(3, 6000)], 18000],
  ['per session, all 4', ONE_PRICE, { preference: 'individual', sessions: 4 }, [sessions(4, 6000)], 24000],
  [
    'per session, 3 before the deadline: the early bird is the Complete Bootcamp only, the group rate applies',
    ONE_PRICE,
    { preference: 'individual', sessions: 3, registeredOn: '2025-01-31', groupRate: true },
    [sessions(3, 6000), group(-2700)],
    15300,
  ],
  [
    'per session, 1 well before the deadline: no early bird',
    ONE_PRICE,
    { preference: 'individual', sessions: 1, registeredOn: '2025-01-01' },
    [sessions(1, 6000)],
    6000,
  ],
  [
    'an early-bird saving larger than the price stops at zero',
    { ...ONE_PRICE, completePriceCents: 2500 },
    { registeredOn: '2025-01-01', groupRate: true },
    [complete(2500), early(-2500)],
    0,
  ],
  [
    'group rate rounds half up: 15% of $10.10 is $1.515, so $1.52',
    { ...ONE_PRICE, sessionPriceCents: 1010 },
    { preference: 'individual', sessions: 1, groupRate: true },
    [sessions(1, 1010), group(-152)],
    858,
  ],
  [
    'group rate rounds down below the half: 15% of $10.03 is $1.5045, so $1.50',
    { ...ONE_PRICE, sessionPriceCents: 1003 },
    { preference: 'individual', sessions: 1, groupRate: true },
    [sessions(1, 1003), group(-150)],
    853,
  ],
  [
    'assistance: a reduced amount after both offers',
    SPEC,
    { registeredOn: '2025-01-10', groupRate: true, assistance: { kind: 'reduced', amountCents: 5000 } },
    [complete(20000), early(-3000), group(-2550), assistance(-9450)],
    5000,
  ],
  [
    'assistance: a waiver owes nothing',
    SPEC,
    { assistance: { kind: 'waiver' } },
    [complete(20000), assistance(-20000)],
    0,
  ],
  [
    'assistance above what is owed changes nothing',
    SPEC,
    { assistance: { kind: 'reduced', amountCents: 25000 } },
    [complete(20000)],
    20000,
  ],
  [
    'no deadline: no early bird',
    { ...SPEC, earlyBirdDeadline: null },
    { registeredOn: '2020-01-01' },
    [complete(20000)],
    20000,
  ],
  [
    'a zero saving adds no line',
    { ...SPEC, earlyBirdSavingCents: 0 },
    { registeredOn: '2025-01-01' },
    [complete(20000)],
    20000,
  ],
  [
    'a range whose ends are equal is one price',
    { ...SPEC, sessionPriceMaxCents: 5000 },
    { preference: 'individual', sessions: 2 },
    [sessions(2, 5000)],
    10000,
  ],
]

describe('quote(): one row per rule', () => {
  it.each(cases)('%s', (_, prices, input, lines, total) => {
    const result = quote(prices, { ...base, ...input })
    expect(result).toEqual({ ok: true, lines, totalCents: total })
    // The lines add up to the total, whatever the case.
    if (result.ok) expect(result.lines.reduce((sum, line) => sum + line.amountCents, 0)).toBe(total)
  })

  it('a per-session price shown as a range ($50-75) takes no per-session payment until staff set one price', () => {
    expect(quote(SPEC, { ...base, preference: 'individual', sessions: 2 })).toEqual({
      ok: false,
      reason: 'price-range',
    })
    // The complete bootcamp has one price: it can be paid.
    expect(quote(SPEC, base)).toMatchObject({ ok: true, totalCents: 20000 })
  })

  it.each([0, -1, 5, 2.5, Number.NaN])('per session: %s sessions is refused', (count) => {
    expect(quote(ONE_PRICE, { ...base, preference: 'individual', sessions: count })).toEqual({
      ok: false,
      reason: 'sessions',
    })
  })

  it('percentOf rounds half up to the cent', () => {
    expect([
      percentOf(1010, 15),
      percentOf(1003, 15),
      percentOf(1, 50),
      percentOf(0, 15),
      percentOf(20000, 15),
    ]).toEqual([152, 150, 1, 0, 3000])
  })
})
