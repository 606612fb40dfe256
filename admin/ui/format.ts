const MONEY = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 })

/** An amount the API gives in integer cents, as staff read it ("$144.50"). */
export const money = (cents: number) => MONEY.format(cents / 100)

const DATE_TIME = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' })

/** An instant from the API in the reader's own time zone. */
export const formatWhen = (iso: string | null | undefined) => (iso ? DATE_TIME.format(new Date(iso)) : '')

/** 24 hours from `createdAt`: how long is left (negative once overdue). */
export function timeLeft(createdAt: string, promiseHours: number, now = Date.now()) {
  const leftMs = Date.parse(createdAt) + promiseHours * 3600_000 - now
  return {
    overdue: leftMs < 0,
    hours: Math.floor(Math.abs(leftMs) / 3600_000),
    minutes: Math.floor((Math.abs(leftMs) % 3600_000) / 60_000),
  }
}

/** An amount staff type in dollars ("144.5") in integer cents, or null when it is none (empty, negative, not a number). */
export function centsOfDollars(dollars: string): number | null {
  const cents = Math.round(Number(dollars) * 100)
  return dollars.trim() !== '' && Number.isFinite(cents) && cents >= 0 ? cents : null
}
