import { and, eq, getTableColumns, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import { coordinatorNoteSchema, type CohortAssessment, type CoordinatorNote } from '../../contract/assessment'
import { ADMIN_ERROR_MESSAGES, COHORT_MESSAGES } from '../../content/admin'
import { assessments, registrations } from '../base/db/schema'
import { ApiError } from '../base/errors'
import { asLanguage } from '../base/language'
import { fromConfirmation } from '../base/notify/jobs'
import { jsonBody } from '../base/middleware/json-body'
import { audit } from '../base/staff/audit'
import { validated } from '../base/validation'
import type { AdminEnv } from '../base/staff/session'
import { findCohort } from '../cohorts/store'
import { assessmentLink, takesAssessment } from './links'

/**
 * `GET /api/admin/cohorts/:id/assessment`: the cohort's seated Complete Bootcamp participants,
 * each with their own signed assessment link (the console shows it as a QR code on the day) and
 * whether they have taken each assessment. Audited: the links open the participants' answers.
 */
export const assessmentStaffRoutes = new Hono<AdminEnv>()
  .get('/:id/assessment', async (c) => {
    const cohort = await findCohort(c.var.db, c.req.param('id'))
    const secret = c.env.UNSUBSCRIBE_SECRET
    if (!cohort || !secret) throw new ApiError(404, COHORT_MESSAGES.notFound)
    const rows = await c.var.db
      .select({
        ...getTableColumns(registrations),
        language: fromConfirmation('language', sql.raw('registrations.id'), 'en'),
      })
      .from(registrations)
      .where(and(eq(registrations.cohortId, cohort.id), eq(registrations.status, 'seated')))
      .orderBy(registrations.lastName, registrations.firstName)
    const taken = await c.var.db
      .select({
        registrationId: assessments.registrationId,
        round: assessments.round,
        completedAt: assessments.completedAt,
        note: assessments.note,
      })
      .from(assessments)
      .innerJoin(registrations, eq(registrations.id, assessments.registrationId))
      .where(eq(registrations.cohortId, cohort.id))
    const has = (id: string, round: 'first' | 'last') =>
      taken.some((row) => row.registrationId === id && row.round === round && row.completedAt !== null)
    const noteOf = (id: string) => taken.find((row) => row.registrationId === id && row.round === 'last')?.note ?? ''
    const origin = new URL(c.req.url).origin
    const participants = await Promise.all(
      rows.filter(takesAssessment).map(async (row) => ({
        id: row.id,
        firstName: row.firstName,
        lastName: row.lastName,
        href: await assessmentLink(secret, origin, row, cohort, asLanguage(row.language)),
        firstTaken: has(row.id, 'first'),
        lastTaken: has(row.id, 'last'),
        note: noteOf(row.id),
      })),
    )
    await audit(c.var.db, 'record-read', c.var.staff.username, `cohort ${cohort.id}: assessment links`)
    return c.json({ cohortId: cohort.id, participants } satisfies CohortAssessment)
  })
  /**
   * `POST /api/admin/cohorts/:id/assessment/:registrationId/note`: the coordinator's short note on
   * a participant's report (the family page and the printable page show it); '' takes it off.
   * Only once the final assessment is begun, since the report is of that. Audited in the same
   * batch (who and whose, never the words).
   */
  .post('/:id/assessment/:registrationId/note', ...jsonBody, validated('json', coordinatorNoteSchema), async (c) => {
    const { id, registrationId } = c.req.param()
    const { note } = c.req.valid('json')
    const last = and(eq(assessments.registrationId, registrationId), eq(assessments.round, 'last'))
    const row = await c.var.db
      .select({ registrationId: assessments.registrationId })
      .from(assessments)
      .innerJoin(registrations, eq(registrations.id, assessments.registrationId))
      .where(and(last, eq(registrations.cohortId, id)))
      .get()
    if (!row) throw new ApiError(404, ADMIN_ERROR_MESSAGES.noFinalAssessment)
    await c.var.db.batch([
      c.var.db
        .update(assessments)
        .set({ note: note || null })
        .where(last),
      audit(
        c.var.db,
        'report-note',
        c.var.staff.username,
        `registration ${registrationId}: report note ${note ? 'written' : 'removed'}`,
      ),
    ])
    return c.json({ registrationId, note } satisfies CoordinatorNote)
  })
