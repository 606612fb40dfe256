import type { Context } from 'hono'
import { ADMIN_ERROR_MESSAGES } from '../../content/admin'
import type { IncidentInput } from '../../contract/incidents'
import { bootcampDay, requestNow, zoneOffsetMs } from '../base/clock'
import { ApiError } from '../base/errors'
import { refuse } from '../base/staff/access'
import { windowOf } from '../base/staff/duty'
import type { AdminEnv } from '../base/staff/session'

/** `now` as the bootcamp's wall clock (`YYYY-MM-DDTHH:MM`, New York): how incident times are written. */
const wallClockOf = (now: Date) => new Date(now.getTime() + zoneOffsetMs(now)).toISOString().slice(0, 16)

const invalid = (path: keyof IncidentInput, message: string) => new ApiError(400, 'invalid', [{ path, message }])

/**
 * The times of an incident against the cohort and the clock: it happened on one of the cohort's
 * session days and not ahead of now; the family was told after it and not ahead of now, with a
 * time exactly when they were told (none while they are not reached).
 */
export function checkTimes(incident: IncidentInput, sessionDates: readonly string[], now: Date) {
  const nowWall = wallClockOf(now)
  if (!sessionDates.includes(incident.occurredAt.slice(0, 10)))
    throw invalid('occurredAt', 'Choose a time on one of this cohort’s session days.')
  if (incident.occurredAt > nowWall) throw invalid('occurredAt', 'That time is still ahead: say when it happened.')
  const told = incident.familyToldAt
  if (incident.familyTold === 'not-yet') {
    if (told !== null) throw invalid('familyToldAt', 'Leave this empty while the family is not reached.')
    return
  }
  if (told === null) throw invalid('familyToldAt', 'Say when the family was told.')
  if (told < incident.occurredAt)
    throw invalid('familyToldAt', 'The family was told after it happened: check the time.')
  if (told > nowWall) throw invalid('familyToldAt', 'That time is still ahead: say when the family was told.')
}

/**
 * A volunteer records an incident of their own cohort (volunteersOnDuty) on today's session,
 * while its window is open, as they tap check-in; other roles any session day of the cohort.
 */
export async function volunteerOnTheDay(c: Context<AdminEnv>, occurredAt: string) {
  const { role, cohort } = c.var.staff
  if (role !== 'volunteer' || !cohort) return
  const now = requestNow(c)
  const today = bootcampDay(now)
  if (occurredAt.slice(0, 10) !== today || !cohort.sessionDates.includes(today) || !windowOf(cohort, today, now).open)
    await refuse(c, ADMIN_ERROR_MESSAGES.outsideSessionHours)
}
