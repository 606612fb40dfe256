import type { AttendanceTap, RosterRow } from '../../contract/admin'

/** The session to check in first: today's, else the next one, else the last. */
export function defaultSession(days: string[], today: string) {
  return days.find((day) => day >= today) ?? days.at(-1) ?? today
}

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
