import { and, eq, inArray, sql } from 'drizzle-orm'
import type { BatchItem } from 'drizzle-orm/batch'
import { Hono } from 'hono'
import * as z from 'zod/mini'
import { attendanceSchema, type AttendanceResult } from '../../contract/admin'
import { ADMIN_ERROR_MESSAGES, COHORT_MESSAGES } from '../../content/admin'
import { createMiddleware } from 'hono/factory'
import { refuse } from '../base/staff/access'
import { can } from '../../contract/roles'
import { CHECK_IN_DAY } from '../../content/check-in-day'
import { tapAllowed, windowOf } from '../base/staff/duty'
import { audit } from '../base/staff/audit'
import type { AdminEnv } from '../base/staff/session'
import { bootcampDay, requestNow } from '../base/clock'
import { toCsv } from '../base/csv'
import { inList } from '../base/db/id-list'
import { attendance, cohorts, registrations } from '../base/db/schema'
import { ApiError } from '../base/errors'
import { jsonBody } from '../base/middleware/json-body'
import { SEAT_HOLDING } from '../seats/rules'
import { validated } from '../base/validation'
import { checkInEntries } from './check-in-audit'
import { rosterCsvColumns, rosterCsvRows, rosterOf } from './roster'

const notFound = () => new ApiError(404, COHORT_MESSAGES.notFound)

/**
 * A volunteer checks in their own cohort only (403 for any other, or without one), and reads
 * its roster only inside a session day's window (an hour either side of the session, the
 * bootcamp's time); their taps are judged one by one below. Other roles pass.
 */
export const volunteersOnDuty = createMiddleware<AdminEnv>(async function volunteersOnDuty(c, next) {
  const { role, cohort } = c.var.staff
  if (role !== 'volunteer') return next()
  if (!cohort || cohort.id !== c.req.param('id')) return refuse(c, ADMIN_ERROR_MESSAGES.notYourCohort)
  const now = requestNow(c)
  const today = bootcampDay(now)
  if (c.req.method === 'GET' && !(cohort.sessionDates.includes(today) && windowOf(cohort, today, now).open))
    return refuse(c, ADMIN_ERROR_MESSAGES.outsideSessionHours)
  await next()
})

/** `/api/admin/cohorts/:id/roster` and `/attendance`: who is in a cohort, and who came to each session. */
export const rosterRoutes = new Hono<AdminEnv>()
  .use('/:id/roster', volunteersOnDuty)
  .use('/:id/attendance', volunteersOnDuty)
  .get('/:id/roster', async (c) => {
    const roster = await rosterOf(c.var.db, c.req.param('id'), bootcampDay(requestNow(c)))
    if (!roster) throw notFound()
    // At the door: names and check-in, no money.
    if (c.var.staff.role === 'volunteer')
      return c.json({ ...roster, participants: roster.participants.map((row) => ({ ...row, payment: null })) })
    return c.json(roster)
  })
  /**
   * Taps from the check-in screen, in the order the phone queued them (offline ones arrive late
   * and together). One row per participant and session: a tap sent again changes nothing, and a
   * tap older than the one stored loses. Taps naming someone not holding a seat in this cohort
   * (moved or erased since the list was loaded) are ignored and counted, never an error: a
   * phone's queue must drain. Only today's session is tapped: a session ahead is refused (400),
   * and a past one is a correction that only a coordinator or director makes, audited.
   */
  .post('/:id/attendance', ...jsonBody, validated('json', attendanceSchema), async (c) => {
    const cohortId = c.req.param('id')
    const { taps } = c.req.valid('json')
    const cohort = await c.var.db
      .select({ sessionDates: cohorts.sessionDates })
      .from(cohorts)
      .where(eq(cohorts.id, cohortId))
      .get()
    if (!cohort) throw notFound()
    const wrongDay = taps.findIndex((tap) => !cohort.sessionDates.includes(tap.sessionDate))
    if (wrongDay >= 0)
      throw new ApiError(400, 'invalid', [
        { path: `taps.${wrongDay}.sessionDate`, message: 'Not a session day of this cohort.' },
      ])
    // Nobody marks a session ahead; a past one is a correction, for those allowed to make it.
    const today = bootcampDay(requestNow(c))
    const ahead = taps.findIndex((tap) => tap.sessionDate > today)
    if (ahead >= 0)
      throw new ApiError(400, 'invalid', [{ path: `taps.${ahead}.sessionDate`, message: CHECK_IN_DAY.notYet }])
    const pastDays = [...new Set(taps.filter((tap) => tap.sessionDate < today).map((tap) => tap.sessionDate))].sort()
    if (pastDays.length > 0 && !can(c.var.staff.role, 'attendance-corrections'))
      return refuse(c, ADMIN_ERROR_MESSAGES.pastSessionNeedsCoordinator)
    // A volunteer's tap counts when it was made inside that day's window and arrives that day.
    const { cohort: duty } = c.var.staff
    if (c.var.staff.role === 'volunteer' && !taps.every((tap) => duty && tapAllowed(duty, tap, requestNow(c))))
      return refuse(c, ADMIN_ERROR_MESSAGES.outsideSessionHours)
    const known = await c.var.db
      .select({ id: registrations.id })
      .from(registrations)
      .where(
        and(
          eq(registrations.cohortId, cohortId),
          inArray(registrations.status, SEAT_HOLDING),
          inList(registrations.id, [...new Set(taps.map((tap) => tap.registrationId))]),
        ),
      )
    const inCohort = new Set(known.map((row) => row.id))
    const valid = taps.filter((tap) => inCohort.has(tap.registrationId))
    const statements: BatchItem<'sqlite'>[] = valid.map((tap) =>
      c.var.db
        .insert(attendance)
        .values({ ...tap, recordedBy: c.var.staff.username })
        .onConflictDoUpdate({
          target: [attendance.registrationId, attendance.sessionDate],
          set: {
            present: sql`excluded.present`,
            tappedAt: sql`excluded.tapped_at`,
            recordedBy: sql`excluded.recorded_by`,
          },
          setWhere: sql`excluded.tapped_at > ${attendance.tappedAt}`,
        }),
    )
    const corrected = valid.filter((tap) => tap.sessionDate < today).length
    if (corrected > 0)
      statements.push(
        audit(
          c.var.db,
          'attendance-corrected',
          c.var.staff.username,
          `cohort ${cohortId}: ${corrected} taps for ${pastDays.join(', ')}`,
        ),
      )
    statements.push(...checkInEntries(c.var.db, valid, c.var.staff.username, requestNow(c).toISOString()))
    const [first, ...rest] = statements
    const results = first ? await c.var.db.batch([first, ...rest]) : []
    const stored = results.slice(0, valid.length).reduce((sum, result) => sum + result.meta.changes, 0)
    return c.json({ stored, ignored: taps.length - valid.length } satisfies AttendanceResult)
  })

/** `GET /api/admin/export/roster?cohortId=`: the roster as CSV, with attendance per session. Audited like every export. */
export const rosterExportRoute = new Hono<AdminEnv>().get(
  '/',
  validated('query', z.strictObject({ cohortId: z.string().check(z.regex(/^[A-Za-z0-9-]{1,64}$/)) })),
  async (c) => {
    const { cohortId } = c.req.valid('query')
    const roster = await rosterOf(c.var.db, cohortId, bootcampDay(requestNow(c)))
    if (!roster) throw notFound()
    await audit(
      c.var.db,
      'export',
      c.var.staff.username,
      `roster: ${roster.participants.length} rows; cohort ${cohortId}`,
    )
    return c.body(toCsv(rosterCsvRows(roster), rosterCsvColumns(roster)), 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="roster-${roster.startDate}.csv"`,
    })
  },
)
