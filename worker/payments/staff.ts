import { and, desc, eq, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import { assistanceDecisionSchema, type PaymentSummary } from '../../contract/admin'
import { ADMIN_ERROR_MESSAGES } from '../../content/admin'
import * as z from 'zod/mini'
import { audit, auditSelection } from '../base/staff/audit'
import { toCsv } from '../base/csv'
import type { AdminEnv } from '../base/staff/session'
import { requestNow } from '../base/clock'
import { assistanceRequests, auditLog, cohorts, outbox, payments, registrations } from '../base/db/schema'
import { ApiError } from '../base/errors'
import { jsonBody } from '../base/middleware/json-body'
import { queueJobs } from '../base/notify/jobs'
import { assistanceJob } from './assistance-job'
import { validated } from '../base/validation'
import { quoteOf } from './quote-of'
import { refundDeadline } from './refund-rule'
import { refundsOf } from './refunds'
import { hasEnded } from '../seats/rules'

/**
 * The console's view of a registration's money, and staff's decision on its request for
 * financial assistance. The amounts come from the one pricing module (quote-of.ts).
 */
export const paymentStaffRoutes = new Hono<AdminEnv>()
  .get('/:id/payment', async (c) => {
    const id = c.req.param('id')
    const db = c.var.db
    // Per session, the console quotes one session: the family chooses how many on its page.
    const found = await quoteOf(db, id, 1)
    // Without a cohort there is no quote: whether the registration exists at all is asked then only.
    if (
      !found &&
      !(await db.select({ id: registrations.id }).from(registrations).where(eq(registrations.id, id)).get())
    )
      throw new ApiError(404, 'notFound')
    // One family's money, opened: on record like the record itself.
    await audit(db, 'record-read', c.var.staff.username, `registration ${id}: payment`)
    const rows = await db
      .select()
      .from(payments)
      .where(eq(payments.registrationId, id))
      .orderBy(desc(payments.createdAt))
    const request = found
      ? found.assistance
      : await db.select().from(assistanceRequests).where(eq(assistanceRequests.registrationId, id)).get()
    const owed: PaymentSummary['owed'] = !found
      ? { unavailable: 'no-cohort' }
      : found.owed.ok
        ? { lines: found.owed.lines, totalCents: found.owed.totalCents }
        : { unavailable: 'price-range' }
    const given = rows.length ? await refundsOf(db, id) : []
    return c.json({
      owed,
      balance: found?.balance ?? null,
      offlinePayments: (found?.offline ?? []).map(({ registrationId: _id, ...entry }) => entry),
      ended: found ? hasEnded(found.registration.status) : false,
      group: found?.group
        ? {
            code: found.group.code,
            settled: found.group.settled,
            minimum: found.cohort.groupMinimum,
            percent: found.cohort.groupPercent,
            decidedAfter: refundDeadline(found.cohort.startDate, found.cohort.refundDays),
          }
        : null,
      payments: rows.map((row) => ({
        id: row.id,
        amountCents: row.amountCents,
        status: row.status,
        refundedCents: row.refundedCents,
        refunds: given
          .filter((refund) => refund.paymentId === row.id)
          .map(({ reason, amountCents }) => ({ reason, amountCents })),
        createdAt: row.createdAt,
        paidAt: row.paidAt,
      })),
      assistance: request
        ? {
            status: request.status,
            reason: request.reason,
            amountCents: request.amountCents,
            createdAt: request.createdAt,
            decideBy: request.decideBy,
            decidedAt: request.decidedAt,
            decidedBy: request.decidedBy,
          }
        : null,
    } satisfies PaymentSummary)
  })
  /**
   * `POST /api/admin/registrations/:id/assistance` `{ decision: 'grant', amountCents } | { decision: 'decline' }`:
   * decides the open request. The decision, its audit entry and the family's email are one batch.
   */
  .post('/:id/assistance', ...jsonBody, validated('json', assistanceDecisionSchema), async (c) => {
    const id = c.req.param('id')
    const decision = c.req.valid('json')
    const db = c.var.db
    const request = await db.select().from(assistanceRequests).where(eq(assistanceRequests.registrationId, id)).get()
    if (!request) throw new ApiError(404, 'notFound')
    if (request.status !== 'open') throw new ApiError(409, ADMIN_ERROR_MESSAGES.assistanceDecided)
    const registration = await db
      .select({ email: registrations.email })
      .from(registrations)
      .where(eq(registrations.id, id))
      .get()
    if (!registration) throw new ApiError(404, 'notFound')
    const at = requestNow(c).toISOString()
    const granted = decision.decision === 'grant'
    // The audit entry and the email are written only if this decision landed (not a second click's).
    const decided = and(
      eq(assistanceRequests.id, request.id),
      eq(assistanceRequests.decidedAt, at),
      eq(assistanceRequests.decidedBy, c.var.staff.username),
    )
    const entry = auditSelection({
      id: crypto.randomUUID(),
      at,
      action: 'assistance-decided',
      username: c.var.staff.username,
      detail: `registration ${id}: ${granted ? `granted, ${decision.amountCents} cents to pay` : 'declined'}`,
    })
    const { id: jobId, job } = assistanceJob(
      'assistance-decision',
      request,
      { id, email: registration.email },
      at,
      c.req.url,
    )
    const [result] = await db.batch([
      db
        .update(assistanceRequests)
        .set({
          status: granted ? 'granted' : 'declined',
          amountCents: granted ? decision.amountCents : null,
          decidedAt: at,
          decidedBy: c.var.staff.username,
        })
        .where(and(eq(assistanceRequests.id, request.id), eq(assistanceRequests.status, 'open'))),
      db.insert(auditLog).select(db.select(entry).from(assistanceRequests).where(decided)),
      db.insert(outbox).select(db.select(job).from(assistanceRequests).where(decided)),
    ])
    if (result.meta.changes === 0) throw new ApiError(409, ADMIN_ERROR_MESSAGES.assistanceDecided)
    c.executionCtx.waitUntil(queueJobs(c.env, [jobId]).catch(() => {}))
    return c.json({ id, status: granted ? 'granted' : 'declined' })
  })

const cohortFilter = z.strictObject({ cohortId: z.optional(z.string().check(z.regex(/^[0-9a-f-]{36}$/))) })

/**
 * `GET /api/admin/export/payments[?cohortId=]`: the books as CSV, one row per payment attempt,
 * with the participant's name while the registration exists (an erased family's payments stay,
 * nameless). Audited like every export.
 */
export const paymentsExportRoute = new Hono<AdminEnv>().get('/', validated('query', cohortFilter), async (c) => {
  const { cohortId } = c.req.valid('query')
  const rows = await c.var.db
    .select({
      payment_id: payments.id,
      registration_id: payments.registrationId,
      first_name: registrations.firstName,
      last_name: registrations.lastName,
      cohort_start: cohorts.startDate,
      status: payments.status,
      amount_usd: sql<string>`printf('%.2f', ${payments.amountCents} / 100.0)`,
      refunded_usd: sql<string>`printf('%.2f', ${payments.refundedCents} / 100.0)`,
      sessions: payments.sessions,
      created_at: payments.createdAt,
      paid_at: payments.paidAt,
    })
    .from(payments)
    .leftJoin(registrations, eq(registrations.id, payments.registrationId))
    .leftJoin(cohorts, eq(cohorts.id, registrations.cohortId))
    .where(cohortId ? eq(registrations.cohortId, cohortId) : undefined)
    .orderBy(payments.createdAt)
  await audit(
    c.var.db,
    'export',
    c.var.staff.username,
    `payments: ${rows.length} rows${cohortId ? `; cohort ${cohortId}` : ''}`,
  )
  return c.body(toCsv(rows, Object.keys(rows[0] ?? PAYMENT_COLUMNS)), 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="payments-${new Date().toISOString().slice(0, 10)}.csv"`,
  })
})

/** The CSV's columns when there are no rows yet (the header alone). */
const PAYMENT_COLUMNS = {
  payment_id: 0,
  registration_id: 0,
  first_name: 0,
  last_name: 0,
  cohort_start: 0,
  status: 0,
  amount_usd: 0,
  refunded_usd: 0,
  sessions: 0,
  created_at: 0,
  paid_at: 0,
}
