import type { SessionPreference } from '../contract/constants'

/** Prices in dollars, once: the pricing cards, the session select and the emails format them per language. */
export const PRICES = { individual: [50, 75], complete: 200 } as const satisfies Record<SessionPreference, number | readonly [number, number]>
/** The early-bird saving and the group discount of the special offers. */
export const OFFERS = { earlyBirdSaving: 30, earlyBirdDeadline: '2025-02-01', groupSize: 3, groupDiscount: 0.15, completeSaving: 100 } as const
/** The first Saturday of the next cohort. */
export const NEXT_COHORT_START = '2025-02-15'
