import type { AttendanceTap, RosterRow } from '../../contract/admin'

/**
 * The sessions this phone may tap: today's when today is one; with corrections allowed, the
 * past ones too. Never a session ahead (the worker refuses those).
 */
export const tappableSessions = (days: readonly string[], today: string, corrections: boolean) =>
  days.filter((day) => day === today || (corrections && day < today))

/** The session to check in first: today's, else none (the screen says when check-in opens). */
export const defaultSession = (days: readonly string[], today: string) => (days.includes(today) ? today : null)

/** The next session day after today, or null when they are over. */
export const nextSession = (days: readonly string[], today: string) =>
  [...days].sort().find((day) => day > today) ?? null

/** Whether a participant shows as present on `day`: this phone's queued tap over what the server has stored. */
export function shownPresent(
  queue: readonly AttendanceTap[],
  participants: readonly Pick<RosterRow, 'id' | 'attendance'>[],
  registrationId: string,
  day: string,
) {
  const queued = queue.find((mark) => mark.registrationId === registrationId && mark.sessionDate === day)
  return queued ? queued.present : participants.find((row) => row.id === registrationId)?.attendance[day] === true
}
