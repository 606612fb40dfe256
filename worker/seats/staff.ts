import { and, eq, sql } from 'drizzle-orm'
import { Hono, type Context } from 'hono'
import { placementSchema, type PlacementResult, type StaffPlacement } from '../../contract/admin'
import { ADMIN_ERROR_MESSAGES } from '../../content/admin'
import { auditSelection } from '../base/staff/audit'
import { refuse } from '../base/staff/access'
import { can } from '../../contract/roles'
import type { AdminEnv } from '../base/staff/session'
import { requestNow } from '../base/clock'
import type { RegistrationStatus } from '../../contract/constants'
import { auditLog, outbox, payments, registrations } from '../base/db/schema'
import { registrationJob } from '../base/notify/jobs'
import { ApiError } from '../base/errors'
import type { Database } from '../base/env'
import { jsonBody } from '../base/middleware/json-body'
import { validated } from '../base/validation'
import { refundableCents, refundPayment } from '../payments/refunds'
import { fillFreedSeats, queueOffers } from './fill'
import { holdsSeat, nextQueueNumber, seatsFree } from './rules'

/**
 * The write that moves one registration, guarded by the status staff saw, so a claim or a lapse
 * that landed meanwhile is not overwritten. Seating needs a free seat: staff may seat someone
 * ahead of the waitlist's order (their call), never past the capacity.
 */
function move(id: string, cohortId: string, from: RegistrationStatus, to: StaffPlacement, at: string) {
  const seen = and(eq(registrations.id, id), eq(registrations.status, from))
  const common = { status: to, offerExpiresAt: null, statusChangedAt: at }
  if (to === 'seated')
    return { set: common, where: and(seen, holdsSeat(from) ? undefined : sql`${seatsFree(cohortId)} > 0`) }
  if (to === 'waitlisted') return { set: { ...common, queueNumber: nextQueueNumber }, where: seen }
  return { set: common, where: seen }
}

/** Whether cancelling the registration would refund money. */
async function refundDue(c: Context<AdminEnv>, id: string): Promise<boolean> {
  const paid = await c.var.db
    .select()
    .from(payments)
    .where(and(eq(payments.registrationId, id), eq(payments.status, 'paid')))
    .get()
  return Boolean(paid && refundableCents(paid) > 0)
}

/** Refunds the paid payment of a registration staff cancelled; the cents refunded (0 when none was paid). */
async function refundOnCancel(c: Context<AdminEnv>, id: string, at: string): Promise<number> {
  const paid = await c.var.db
    .select()
    .from(payments)
    .where(and(eq(payments.registrationId, id), eq(payments.status, 'paid')))
    .get()
  if (!paid || refundableCents(paid) === 0) return 0
  // What is left of the charge: a group rate given back earlier is not sent twice.
  const refunded = await refundPayment(c.env, c.var.db, paid, 'cancelled').catch(() => null)
  if (!refunded) throw new ApiError(502, ADMIN_ERROR_MESSAGES.refundFailed)
  await c.var.db.insert(auditLog).values({
    id: crypto.randomUUID(),
    at,
    action: 'payment-refunded',
    username: c.var.staff.username,
    detail: `registration ${id}: payment ${paid.id}, ${refunded} cents`,
  })
  return refunded
}

/** Where a registration stands before staff move it: its cohort and status; 404 when there is no such registration. */
export async function placementOf(db: Database, id: string) {
  const row = await db
    .select({ cohortId: registrations.cohortId, status: registrations.status })
    .from(registrations)
    .where(eq(registrations.id, id))
    .get()
  if (!row) throw new ApiError(404, 'notFound')
  return row
}

/**
 * `POST /api/admin/registrations/:id/placement` `{ status }`: staff seat a registration, move it
 * to the end of the waitlist, or cancel it. The move, its audit entry and the offers of the seat
 * it frees are one batch: all or nothing, and the offers are emailed through the outbox.
 */
export const placementRoute = new Hono<AdminEnv>().post(
  '/:id/placement',
  ...jsonBody,
  validated('json', placementSchema),
  async (c) => {
    const id = c.req.param('id')
    const { status: to } = c.req.valid('json')
    const db = c.var.db
    const row = await placementOf(db, id)
    if (!row.cohortId) throw new ApiError(409, ADMIN_ERROR_MESSAGES.noCohortYet)
    if (row.status === to) return c.json({ id, status: to, offersMade: 0, refundedCents: 0 } satisfies PlacementResult)
    // Cancelling a paid registration refunds it: a money decision, a director's.
    if (to === 'cancelled' && !can(c.var.staff.role, 'money-decisions') && (await refundDue(c, id)))
      return refuse(c, ADMIN_ERROR_MESSAGES.refundNeedsDirector)
    const now = requestNow(c)
    const at = now.toISOString()
    const { set, where } = move(id, row.cohortId, row.status, to, at)
    const entry = auditSelection({
      id: crypto.randomUUID(),
      at,
      action: 'registration-placed',
      username: c.var.staff.username,
      detail: `registration ${id}: ${row.status} to ${to}`,
    })
    const moved = and(eq(registrations.id, id), eq(registrations.status, to), eq(registrations.statusChangedAt, at))
    const fill = await fillFreedSeats(db, row.cohortId, now, new URL(c.req.url).origin)
    const [result] = await db.batch([
      db.update(registrations).set(set).where(where),
      db.insert(auditLog).select(db.select(entry).from(registrations).where(moved)),
      // The family hears of a change staff made to its place, as of any other.
      db.insert(outbox).select(
        db
          .select(registrationJob('placement-changed', now, new URL(c.req.url).origin))
          .from(registrations)
          .where(moved),
      ),
      ...fill.statements,
    ])
    if (result.meta.changes === 0) {
      // Nothing moved, so the fill found no seat this move freed; whatever it did was owed anyway.
      const now = await db
        .select({ status: registrations.status })
        .from(registrations)
        .where(eq(registrations.id, id))
        .get()
      throw new ApiError(
        409,
        to === 'seated' && now?.status === row.status
          ? ADMIN_ERROR_MESSAGES.noFreeSeat
          : ADMIN_ERROR_MESSAGES.placementChanged,
      )
    }
    const jobs = await fill.jobIds()
    const told = await db
      .select({ id: outbox.id })
      .from(outbox)
      .where(and(eq(outbox.recordId, id), eq(outbox.kind, 'placement-changed'), eq(outbox.createdAt, at)))
    c.executionCtx.waitUntil(queueOffers(c.env, [...jobs, ...told.map((job) => job.id)]))
    // A paid registration cancelled by staff gets its money back through Stripe.
    const refundedCents = to === 'cancelled' ? await refundOnCancel(c, id, at) : 0
    return c.json({ id, status: to, offersMade: jobs.length, refundedCents } satisfies PlacementResult)
  },
)
