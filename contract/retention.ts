import { BOOTCAMP_TIME_ZONE } from './constants'

/**
 * Records kept on purpose (worker/retention/classes.ts): youth-programme rules and insurers ask a
 * programme for minors to keep these until some years after the participant turns 18, so the
 * retention sweep and every erasure keep them, with a reduced registration row for the name
 * they need, and erase them when the hold ends. A table added here needs its words in
 * content/held-records.ts (tsc says so).
 */
export const LEGAL_HOLD_TABLES = ['consents', 'attendance', 'check_outs', 'incidents', 'incident_corrections'] as const
export type LegalHoldTable = (typeof LEGAL_HOLD_TABLES)[number]

/** The bootcamp's calendar day (New York's) of an instant: the day a registration was made. */
const DAY_IN_ZONE = new Intl.DateTimeFormat('en-CA', {
  timeZone: BOOTCAMP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})
export const registrationDay = (createdAt: string) => DAY_IN_ZONE.format(new Date(createdAt))

/**
 * How many years after the participant's 18th birthday the held records are kept: a director's
 * setting on the console's Settings screen (worker/retention/settings.ts), 3 until changed, and
 * never outside these bounds.
 */
export const LEGAL_HOLD_YEARS_DEFAULT = 3
export const LEGAL_HOLD_YEARS_MIN = 1
export const LEGAL_HOLD_YEARS_MAX = 10

/** The setting's key in `console_settings` (worker/retention/settings.ts; `npm run data:delete` reads it too). */
export const LEGAL_HOLD_KEY = 'legal_hold_years'

/** A stored value of the hold's years, or the default when there is none or it is out of bounds. */
export function legalHoldYearsOf(value: string | null | undefined): number {
  const years = Number(value ?? Number.NaN)
  return Number.isInteger(years) && years >= LEGAL_HOLD_YEARS_MIN && years <= LEGAL_HOLD_YEARS_MAX
    ? years
    : LEGAL_HOLD_YEARS_DEFAULT
}

/**
 * Only the age is stored, so the hold counts from the latest eighteenth birthday the age allows,
 * with a year's margin for an age stated for the bootcamp rather than the day of registering:
 * the registration day plus (19 − age + `yearsAfter18`) years. `registeredOn` is the bootcamp's
 * calendar day (`YYYY-MM-DD`); a 29 February lands on the 28th of a common year.
 */
export function legalHoldEnd(registeredOn: string, age: number, yearsAfter18: number): string {
  const years = Math.max(0, 19 - age + yearsAfter18)
  const [year = 0, month = 1, day = 1] = registeredOn.split('-').map(Number)
  const lastDay = new Date(Date.UTC(year + years, month, 0)).getUTCDate()
  return new Date(Date.UTC(year + years, month - 1, Math.min(day, lastDay))).toISOString().slice(0, 10)
}

/** One registration whose held records an erasure or the sweep keeps: for the person and for staff. */
export interface HeldRecords {
  firstName: string
  lastName: string
  /** The last day they are kept (`YYYY-MM-DD`, the bootcamp's); erased the day after. */
  heldUntil: string
  /** Rows kept per held table. */
  tables: Partial<Record<LegalHoldTable, number>>
  /** The setting the hold was counted with: years after the 18th birthday. */
  yearsAfter18: number
}
