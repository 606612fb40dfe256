import { and, desc, eq, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import { seatOutOfOrderSchema } from '../../contract/admin'
import { ADMIN_ERROR_MESSAGES } from '../../content/admin'
import { requestNow } from '../base/clock'
import { auditLog, outbox, registrations } from '../base/db/schema'
import { ApiError } from '../base/errors'
import { jsonBody } from '../base/middleware/json-body'
import { queueJobs, registrationJob } from '../base/notify/jobs'
import { auditSelection } from '../base/staff/audit'
import type { AdminEnv } from '../base/staff/session'
import { validated } from '../base/validation'
import { seatsFree } from './rules'
import { placementOf } from './staff'
import { waitlistPlaceOf } from './waitlist-place'

/**
 * `POST /api/admin/registrations/:id/seat-out-of-order` `{ reason }`: staff seat a waitlisted
 * participant ahead of the line (a sibling, a scholarship). A free seat is taken; with none, the
 * seat of the latest pending offer: that family goes back to the waitlist keeping its queue
 * number, so it is first again and the next freed seat is offered to it. Never past capacity.
 * The moves, the audit entry with the reason and both families' emails are one batch.
 */
export const seatOutOfOrderRoute = new Hono<AdminEnv>().post(
  '/:id/seat-out-of-order',
  ...jsonBody,
  validated('json', seatOutOfOrderSchema),
  async (c) => {
    const id = c.req.param('id')
    const { reason } = c.req.valid('json')
    const db = c.var.db
    const row = await placementOf(db, id)
    if (row.status !== 'waitlisted' || !row.cohortId) throw new ApiError(409, ADMIN_ERROR_MESSAGES.notWaiting)
    const cohortId = row.cohortId
    const place = await waitlistPlaceOf(db, id)
    const free = await db
      .select({ seats: sql<number>`${seatsFree(cohortId)}` })
      .from(sql`(SELECT 1)`)
      .get()
    const offered = free?.seats
      ? null
      : await db
          .select({ id: registrations.id })
          .from(registrations)
          .where(and(eq(registrations.cohortId, cohortId), eq(registrations.status, 'offered')))
          .orderBy(desc(registrations.queueNumber))
          .get()
    if (!free?.seats && !offered) throw new ApiError(409, ADMIN_ERROR_MESSAGES.noSeatToGive)
    const now = requestNow(c)
    const at = now.toISOString()
    const origin = new URL(c.req.url).origin
    const stillWaiting = sql`EXISTS (SELECT 1 FROM registrations AS chosen WHERE chosen.id = ${id} AND chosen.status = 'waitlisted')`
    const movedAt = (who: string, status: 'seated' | 'waitlisted') =>
      and(eq(registrations.id, who), eq(registrations.status, status), eq(registrations.statusChangedAt, at))
    const entry = auditSelection({
      id: crypto.randomUUID(),
      at,
      action: 'seated-out-of-order',
      username: c.var.staff.username,
      detail: `registration ${id}: seated from place ${place ?? '?'} in line${offered ? `; the offer to registration ${offered.id} went back to the front of the waitlist` : ''}; reason: ${reason}`,
    })
    const seatJob = (who: string, status: 'seated' | 'waitlisted') =>
      db.insert(outbox).select(
        db
          .select(registrationJob('placement-changed', now, origin))
          .from(registrations)
          .where(movedAt(who, status)),
      )
    const seat = db
      .update(registrations)
      .set({ status: 'seated', offerExpiresAt: null, statusChangedAt: at })
      .where(and(eq(registrations.id, id), eq(registrations.status, 'waitlisted'), sql`${seatsFree(cohortId)} > 0`))
    const audited = db.insert(auditLog).select(db.select(entry).from(registrations).where(movedAt(id, 'seated')))
    // The offer goes back first, so the seat it held is free for the participant staff chose.
    const [seated] = offered
      ? (
          await db.batch([
            db
              .update(registrations)
              .set({ status: 'waitlisted', offerExpiresAt: null, statusChangedAt: at })
              .where(and(eq(registrations.id, offered.id), eq(registrations.status, 'offered'), stillWaiting)),
            seat,
            audited,
            seatJob(id, 'seated'),
            seatJob(offered.id, 'waitlisted'),
          ])
        ).slice(1)
      : await db.batch([seat, audited, seatJob(id, 'seated')])
    if (!seated || seated.meta.changes === 0) throw new ApiError(409, ADMIN_ERROR_MESSAGES.placementChanged)
    const told = await db
      .select({ id: outbox.id })
      .from(outbox)
      .where(and(eq(outbox.kind, 'placement-changed'), eq(outbox.createdAt, at)))
    c.executionCtx.waitUntil(
      queueJobs(
        c.env,
        told.map((job) => job.id),
      ).catch(() => {}),
    )
    return c.json({ id, status: 'seated' as const, offerWithdrawn: Boolean(offered) })
  },
)
