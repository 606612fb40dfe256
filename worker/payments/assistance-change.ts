import { and, eq, isNull } from 'drizzle-orm'
import { Hono } from 'hono'
import { assistanceChangeSchema, type AssistanceChange } from '../../contract/admin'
import { ADMIN_ERROR_MESSAGES } from '../../content/admin'
import { requestNow } from '../base/clock'
import { assistanceRequests, auditLog, outbox, payments, registrations } from '../base/db/schema'
import { ApiError } from '../base/errors'
import { jsonBody } from '../base/middleware/json-body'
import { queueJobs } from '../base/notify/jobs'
import { assistanceJob } from './assistance-job'
import { auditSelection } from '../base/staff/audit'
import type { AdminEnv } from '../base/staff/session'
import { validated } from '../base/validation'
import { hasEnded } from '../seats/rules'

/** A decision as the audit log words it: "granted, 5000 cents to pay" or "declined". */
const worded = (status: 'granted' | 'declined', amountCents: number | null) =>
  status === 'granted' ? `granted, ${amountCents ?? 0} cents to pay` : 'declined'

const sameAs = (change: AssistanceChange, status: string, amountCents: number | null) =>
  change.decision === 'decline' ? status === 'declined' : status === 'granted' && amountCents === change.amountCents

/**
 * `PATCH /api/admin/registrations/:id/assistance` `{ decision, amountCents?, reason }`: a director
 * changes a decided request (new facts, a mistake), while nothing is paid and the registration
 * lives. The change, its audit entry with the reason, and the family's email are one batch,
 * written only if the decision staff saw is still the stored one. The hold on an unpaid seat
 * runs afresh from the change (holds.ts `holdStart`), as from a first decision.
 */
export const assistanceChangeRoute = new Hono<AdminEnv>().patch(
  '/:id/assistance',
  ...jsonBody,
  validated('json', assistanceChangeSchema),
  async (c) => {
    const id = c.req.param('id')
    const change = c.req.valid('json')
    const db = c.var.db
    const request = await db.select().from(assistanceRequests).where(eq(assistanceRequests.registrationId, id)).get()
    const registration = await db
      .select({ email: registrations.email, status: registrations.status })
      .from(registrations)
      .where(eq(registrations.id, id))
      .get()
    if (!request || !registration) throw new ApiError(404, 'notFound')
    if (request.status === 'open') throw new ApiError(409, ADMIN_ERROR_MESSAGES.assistanceNotDecided)
    if (sameAs(change, request.status, request.amountCents))
      throw new ApiError(409, ADMIN_ERROR_MESSAGES.assistanceUnchanged)
    const paid = await db
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.registrationId, id), eq(payments.status, 'paid')))
      .get()
    if (paid || hasEnded(registration.status)) throw new ApiError(409, ADMIN_ERROR_MESSAGES.assistanceAfterPayment)
    const at = requestNow(c).toISOString()
    const status = change.decision === 'grant' ? 'granted' : 'declined'
    const amountCents = change.decision === 'grant' ? change.amountCents : null
    const changed = and(
      eq(assistanceRequests.id, request.id),
      eq(assistanceRequests.decidedAt, at),
      eq(assistanceRequests.decidedBy, c.var.staff.username),
    )
    const entry = auditSelection({
      id: crypto.randomUUID(),
      at,
      action: 'assistance-changed',
      username: c.var.staff.username,
      detail: `registration ${id}: ${worded(request.status, request.amountCents)} changed to ${worded(status, amountCents)}; reason: ${change.reason}`,
    })
    const { id: jobId, job } = assistanceJob(
      'assistance-decision-changed',
      request,
      { id, email: registration.email },
      at,
      c.req.url,
    )
    const [result] = await db.batch([
      db
        .update(assistanceRequests)
        .set({ status, amountCents, decidedAt: at, decidedBy: c.var.staff.username })
        .where(
          and(
            eq(assistanceRequests.id, request.id),
            eq(assistanceRequests.status, request.status),
            request.amountCents === null
              ? isNull(assistanceRequests.amountCents)
              : eq(assistanceRequests.amountCents, request.amountCents),
            request.decidedAt === null
              ? isNull(assistanceRequests.decidedAt)
              : eq(assistanceRequests.decidedAt, request.decidedAt),
          ),
        ),
      db.insert(auditLog).select(db.select(entry).from(assistanceRequests).where(changed)),
      db.insert(outbox).select(db.select(job).from(assistanceRequests).where(changed)),
    ])
    if (result.meta.changes === 0) throw new ApiError(409, ADMIN_ERROR_MESSAGES.placementChanged)
    c.executionCtx.waitUntil(queueJobs(c.env, [jobId]).catch(() => {}))
    return c.json({ id, status })
  },
)
