import { and, eq, getTableColumns, isNotNull, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import type { CohortAssessment } from '../../contract/assessment'
import { COHORT_MESSAGES } from '../../content/admin'
import { assessments, registrations } from '../base/db/schema'
import { ApiError } from '../base/errors'
import { asLanguage } from '../base/language'
import { fromConfirmation } from '../base/notify/jobs'
import { audit } from '../base/staff/audit'
import type { AdminEnv } from '../base/staff/session'
import { findCohort } from '../cohorts/store'
import { assessmentLink, takesAssessment } from './links'

/**
 * `GET /api/admin/cohorts/:id/assessment`: the cohort's seated Complete Bootcamp participants,
 * each with their own signed assessment link (the console shows it as a QR code on the day) and
 * whether they have taken each assessment. Audited: the links open the participants' answers.
 */
export const assessmentStaffRoutes = new Hono<AdminEnv>().get('/:id/assessment', async (c) => {
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
    .select({ registrationId: assessments.registrationId, round: assessments.round })
    .from(assessments)
    .innerJoin(registrations, eq(registrations.id, assessments.registrationId))
    .where(and(eq(registrations.cohortId, cohort.id), isNotNull(assessments.completedAt)))
  const has = (id: string, round: 'first' | 'last') =>
    taken.some((row) => row.registrationId === id && row.round === round)
  const origin = new URL(c.req.url).origin
  const participants = await Promise.all(
    rows.filter(takesAssessment).map(async (row) => ({
      id: row.id,
      firstName: row.firstName,
      lastName: row.lastName,
      href: await assessmentLink(secret, origin, row, cohort, asLanguage(row.language)),
      firstTaken: has(row.id, 'first'),
      lastTaken: has(row.id, 'last'),
    })),
  )
  await audit(c.var.db, 'record-read', c.var.staff.username, `cohort ${cohort.id}: assessment links`)
  return c.json({ cohortId: cohort.id, participants } satisfies CohortAssessment)
})
