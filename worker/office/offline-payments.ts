import { eq, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import { ADMIN_ERROR_MESSAGES } from '../../content/admin'
import { offlinePaymentSchema } from '../../contract/office'
import { bootcampDay, requestNow } from '../base/clock'
import { auditLog, offlinePayments, registrations } from '../base/db/schema'
import { ApiError } from '../base/errors'
import { jsonBody } from '../base/middleware/json-body'
import { auditSelection } from '../base/staff/audit'
import type { AdminEnv } from '../base/staff/session'
import { validated } from '../base/validation'
import { quoteOf } from '../payments/quote-of'

/** What the office holds of the family's money now: received, less given back (in SQL, so two refunds at once cannot both pass). */
const offlineNet = (registrationId: string) =>
  sql<number>`coalesce((SELECT sum(CASE kind WHEN 'payment' THEN amount_cents ELSE -amount_cents END) FROM offline_payments WHERE registration_id = ${registrationId}), 0)`

/**
 * `POST /api/admin/registrations/:id/offline-payments`: cash or a cheque taken at the office
 * (a partial payment is one of several), or money given back in person: recorded, never sent
 * through Stripe, and never more than the family has paid (online and here) and not had back.
 * The entry and its audit line (with the reason) are one batch.
 */
export const offlinePaymentRoute = new Hono<AdminEnv>().post(
  '/:id/offline-payments',
  ...jsonBody,
  validated('json', offlinePaymentSchema),
  async (c) => {
    const entry = c.req.valid('json')
    const id = c.req.param('id')
    const db = c.var.db
    const now = requestNow(c)
    if (entry.receivedOn > bootcampDay(now))
      throw new ApiError(400, 'invalid', [{ path: 'receivedOn', message: ADMIN_ERROR_MESSAGES.receivedInFuture }])
    const found = await quoteOf(db, id, 1)
    if (!found) {
      // Interest in the next cohort has no bill to pay against yet.
      const exists = await db.$count(registrations, eq(registrations.id, id))
      throw exists ? new ApiError(409, ADMIN_ERROR_MESSAGES.noCohortYet) : new ApiError(404, 'notFound')
    }
    const offlineRefunded = found.offline
      .filter((row) => row.kind === 'refund')
      .reduce((total, row) => total + row.amountCents, 0)
    // Kept from Stripe: paid online, less every refund of it (the group rate's too).
    const onlineKept = found.balance ? found.balance.paidCents - (found.balance.refundedCents - offlineRefunded) : 0
    const rowId = crypto.randomUUID()
    const at = now.toISOString()
    const values = {
      id: sql<string>`${rowId}`.as('id'),
      registrationId: sql<string>`${id}`.as('registration_id'),
      kind: sql<string>`${entry.kind}`.as('kind'),
      method: sql<string>`${entry.method}`.as('method'),
      amountCents: sql<number>`${entry.amountCents}`.as('amount_cents'),
      receivedOn: sql<string>`${entry.receivedOn}`.as('received_on'),
      receivedBy: sql<string>`${entry.receivedBy}`.as('received_by'),
      reason: sql<string>`${entry.reason}`.as('reason'),
      recordedBy: sql<string>`${c.var.staff.username}`.as('recorded_by'),
      createdAt: sql<string>`${at}`.as('created_at'),
    }
    const allowed = entry.kind === 'refund' ? sql`${onlineKept} + ${offlineNet(id)} >= ${entry.amountCents}` : sql`1`
    const dollars = (entry.amountCents / 100).toFixed(2)
    const [inserted] = await db.batch([
      db.insert(offlinePayments).select(
        db
          .select(values)
          .from(sql`(SELECT 1)`)
          .where(allowed),
      ),
      db.insert(auditLog).select(
        db
          .select(
            auditSelection({
              id: crypto.randomUUID(),
              at,
              action: 'offline-payment-recorded',
              username: c.var.staff.username,
              detail: `registration ${id}: ${entry.method} ${entry.kind} of $${dollars} on ${entry.receivedOn}, by ${entry.receivedBy}; reason: ${entry.reason}`,
            }),
          )
          .from(offlinePayments)
          .where(eq(offlinePayments.id, rowId)),
      ),
    ])
    if (inserted.meta.changes === 0) throw new ApiError(409, ADMIN_ERROR_MESSAGES.refundAboveKept)
    return c.json({ id: rowId }, 201)
  },
)
