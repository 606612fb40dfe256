import { and, desc, eq, gte, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import { suppressedQuerySchema, type SuppressedEmail } from '../../contract/admin'
import { ADMIN_ERROR_MESSAGES } from '../../content/admin'
import { auditLog, contactMessages, outbox } from '../base/db/schema'
import { auditSelection } from '../base/staff/audit'
import type { Database } from '../base/env'
import { ApiError } from '../base/errors'
import { queueJobs } from '../base/notify/jobs'
import { validated } from '../base/validation'
import { cursorCondition, pageSize, toPage } from '../base/paging'
import type { AdminEnv } from '../base/staff/session'

const SUPPRESSED_DAYS_SHOWN = 7

/** Suppressed emails per UTC day, the last week, for the overview. */
export function suppressedPerDay(db: Database, now: Date) {
  const day = sql<string>`substr(${outbox.createdAt}, 1, 10)`
  const weekAgo = new Date(now.getTime() - SUPPRESSED_DAYS_SHOWN * 86_400_000).toISOString().slice(0, 10)
  return db
    .select({ day, count: sql<number>`count(*)` })
    .from(outbox)
    .where(and(eq(outbox.status, 'suppressed'), gte(outbox.createdAt, weekAgo)))
    .groupBy(day)
    .orderBy(desc(day))
}

/**
 * The audit entry for sending a held email, written only if the job is still held: an
 * INSERT … SELECT in the same transaction as the status change, so a second click writes
 * neither a second entry nor a second send.
 */
function auditSend(db: Database, jobId: string, username: string) {
  const entry = auditSelection({
    id: crypto.randomUUID(),
    at: new Date().toISOString(),
    action: 'send-held',
    username,
    detail: sql<string>`'sent by hand: ' || ${outbox.kind} || ' ' || ${outbox.id} || ' for ' || ${outbox.recordId}`,
  })
  return db.insert(auditLog).select(
    db
      .select(entry)
      .from(outbox)
      .where(and(eq(outbox.id, jobId), eq(outbox.status, 'suppressed'))),
  )
}

/**
 * `/api/admin/suppressed`: the courtesy emails an address's daily cap held back, newest first,
 * and `POST /:id/send` to send one by hand (audited). The address is shown to staff, as
 * everywhere in the console; the message's text is not repeated here.
 */
export const suppressedRoutes = new Hono<AdminEnv>()
  .get('/', validated('query', suppressedQuerySchema), async (c) => {
    const { cursor, limit: asked } = c.req.valid('query')
    const limit = pageSize(asked)
    const rows = await c.var.db
      .select({
        id: outbox.id,
        kind: outbox.kind,
        createdAt: outbox.createdAt,
        email: outbox.email,
        recordId: outbox.recordId,
        senderName: contactMessages.name,
      })
      .from(outbox)
      .leftJoin(
        contactMessages,
        and(eq(outbox.kind, 'contact-acknowledgement'), eq(contactMessages.id, outbox.recordId)),
      )
      .where(
        and(eq(outbox.status, 'suppressed'), cursorCondition({ id: outbox.id, createdAt: outbox.createdAt }, cursor)),
      )
      .orderBy(desc(outbox.createdAt), desc(outbox.id))
      .limit(limit + 1)
    // eslint-disable-next-line @typescript-eslint/no-unsafe-type-assertion -- only the capped kinds are ever suppressed (notify/limits.ts)
    return c.json(toPage(rows, limit, (row) => row as SuppressedEmail))
  })
  .post('/:id/send', async (c) => {
    const id = c.req.param('id')
    const [, released] = await c.var.db.batch([
      auditSend(c.var.db, id, c.var.staff.username),
      c.var.db
        .update(outbox)
        .set({ status: 'pending', claimedAt: null })
        .where(and(eq(outbox.id, id), eq(outbox.status, 'suppressed')))
        .returning({ id: outbox.id }),
    ])
    if (released.length === 0) throw new ApiError(409, ADMIN_ERROR_MESSAGES.notSuppressed)
    await queueJobs(c.env, [id])
    return c.json({ id, status: 'pending' as const })
  })
