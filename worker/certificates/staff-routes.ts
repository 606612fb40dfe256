import { and, eq, isNull } from 'drizzle-orm'
import { Hono } from 'hono'
import { revokeCertificateSchema, type CohortCertificates } from '../../contract/certificates'
import { SESSIONS_PER_COHORT } from '../../contract/cohorts'
import { ADMIN_ERROR_MESSAGES, COHORT_MESSAGES } from '../../content/admin'
import { requestNow } from '../base/clock'
import { certificates } from '../base/db/schema'
import { ApiError } from '../base/errors'
import { jsonBody } from '../base/middleware/json-body'
import { audit } from '../base/staff/audit'
import type { AdminEnv } from '../base/staff/session'
import { validated } from '../base/validation'
import { findCohort } from '../cohorts/store'
import { issueEarned } from './standings'

/**
 * `GET /api/admin/cohorts/:id/certificates`: every Complete Bootcamp participant of the cohort
 * against the certificate's rule (sessions attended, final assessment taken), who earned it,
 * who is one session short, with the certificates issued (any just earned are issued here).
 */
export const cohortCertificateRoutes = new Hono<AdminEnv>().get('/:id/certificates', async (c) => {
  const cohort = await findCohort(c.var.db, c.req.param('id'))
  if (!cohort) throw new ApiError(404, COHORT_MESSAGES.notFound)
  const participants = await issueEarned(c.var.db, cohort, requestNow(c))
  await audit(c.var.db, 'record-read', c.var.staff.username, `cohort ${cohort.id}: certificates`)
  return c.json({
    cohortId: cohort.id,
    minimumSessions: cohort.minimumSessions,
    sessions: SESSIONS_PER_COHORT,
    participants,
  } satisfies CohortCertificates)
})

/**
 * `POST /api/admin/certificates/:code/revoke`: a director withdraws a certificate, with a reason
 * kept beside it. The verification page then says "revoked"; the family page no longer offers
 * the download. Audited in the same batch (the code, never the reason's words). A certificate
 * already revoked keeps its first reason: 409.
 */
export const certificateStaffRoutes = new Hono<AdminEnv>().post(
  '/:code/revoke',
  ...jsonBody,
  validated('json', revokeCertificateSchema),
  async (c) => {
    const code = c.req.param('code')
    const { reason } = c.req.valid('json')
    const existing = await c.var.db.select().from(certificates).where(eq(certificates.code, code)).get()
    if (!existing) throw new ApiError(404, 'notFound')
    if (existing.revokedAt) throw new ApiError(409, ADMIN_ERROR_MESSAGES.certificateRevoked)
    const at = requestNow(c).toISOString()
    await c.var.db.batch([
      c.var.db
        .update(certificates)
        .set({ revokedAt: at, revokedReason: reason, revokedBy: c.var.staff.username })
        .where(and(eq(certificates.code, code), isNull(certificates.revokedAt))),
      audit(
        c.var.db,
        'certificate-revoked',
        c.var.staff.username,
        `certificate ${code} of registration ${existing.registrationId}`,
      ),
    ])
    return c.json({ code, revokedAt: at })
  },
)
