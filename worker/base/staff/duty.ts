import { lastSessionDay } from '../../../contract/cohorts'
import { VOLUNTEER_WINDOW_MINUTES } from '../../../contract/roles'
import type { Me } from '../../../contract/admin'
import { addDays } from '../../../contract/cohorts'
import { bootcampDay, startOfDay, zoneOffsetMs } from '../clock'

/** What a volunteer's hours are judged by: their cohort's session days and hours. */
export interface DutyCohort {
  id: string
  startDate: string
  sessionDates: string[]
  sessionStart: string
  sessionEnd: string
}

export type CheckInWindow = NonNullable<Me['checkInWindow']>

const WINDOW_MS = VOLUNTEER_WINDOW_MINUTES * 60_000

/** The instant a wall-clock time (`HH:MM`) of a day happens in the bootcamp's time zone. */
function atBootcampTime(day: string, time: string): Date {
  const [hours = 0, minutes = 0] = time.split(':').map(Number)
  const wallClock = Date.parse(`${day}T00:00:00Z`) + (hours * 60 + minutes) * 60_000
  // The offset at the wall-clock time read as UTC is at most a few hours off; read it again there.
  const first = wallClock - zoneOffsetMs(new Date(wallClock))
  return new Date(wallClock - zoneOffsetMs(new Date(first)))
}

/** A session day's check-in window for a volunteer: VOLUNTEER_WINDOW_MINUTES either side of the session. */
export function windowOf(cohort: DutyCohort, day: string, now: Date): CheckInWindow {
  const opensAt = new Date(atBootcampTime(day, cohort.sessionStart).getTime() - WINDOW_MS)
  const closesAt = new Date(atBootcampTime(day, cohort.sessionEnd).getTime() + WINDOW_MS)
  return {
    cohortId: cohort.id,
    day,
    opensAt: opensAt.toISOString(),
    closesAt: closesAt.toISOString(),
    open: now >= opensAt && now <= closesAt,
  }
}

/** The window open now, or the next one ahead; null when the cohort has no session left. */
export function checkInWindow(cohort: DutyCohort, now: Date): CheckInWindow | null {
  for (const day of [...cohort.sessionDates].sort()) {
    const window = windowOf(cohort, day, now)
    if (Date.parse(window.closesAt) >= now.getTime()) return window
  }
  return null
}

/**
 * Whether a volunteer's tap counts: tapped inside that day's window, and sent before the end
 * of that day (a phone that was offline at the door sends its queue later that day).
 */
export function tapAllowed(cohort: DutyCohort, tap: { sessionDate: string; tappedAt: string }, now: Date): boolean {
  if (!cohort.sessionDates.includes(tap.sessionDate)) return false
  const window = windowOf(cohort, tap.sessionDate, now)
  const tapped = Date.parse(tap.tappedAt)
  return (
    tapped >= Date.parse(window.opensAt) &&
    tapped <= Date.parse(window.closesAt) &&
    tapped <= now.getTime() &&
    now.getTime() >= Date.parse(window.opensAt) &&
    bootcampDay(now) === tap.sessionDate
  )
}

/** The end of a cohort's last session day in the bootcamp's time zone: a volunteer's account ends there. */
const cohortDutyEnds = (cohort: Pick<DutyCohort, 'startDate' | 'sessionDates'>) =>
  startOfDay(addDays(lastSessionDay(cohort), 1))

/**
 * When an account stops working: its own `expiresAt`, or for a volunteer with a cohort the end
 * of that cohort's last session day, whichever is first; null when it does not end by itself.
 */
export function accountEnds(
  account: { role: string; expiresAt: string | null },
  cohort: Pick<DutyCohort, 'startDate' | 'sessionDates'> | null,
): string | null {
  const ends = [
    account.expiresAt ? Date.parse(account.expiresAt) : null,
    account.role === 'volunteer' && cohort ? cohortDutyEnds(cohort).getTime() : null,
  ].filter((value): value is number => value !== null && !Number.isNaN(value))
  return ends.length ? new Date(Math.min(...ends)).toISOString() : null
}
