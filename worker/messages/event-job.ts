import { and, eq, sql, type SQL } from 'drizzle-orm'
import { outbox, registrations, type NotificationKind } from '../base/db/schema'
import type { Database } from '../base/env'
import { registrationJob } from '../base/notify/jobs'

/**
 * The email of one thing that happened to registration `registrationId`, as a statement for the
 * same batch as the change itself: written only while `still` holds when it runs (put it after
 * the change, guarded by what the change wrote), so a change that lost a race sends nothing and
 * a change made once is told once. In the family's language and to their site, from their
 * confirmation (jobs.ts `registrationJob`); never held back by a daily cap (limits.ts caps
 * courtesy emails only). Queue `jobId` after the batch (`enqueue` in jobs.ts).
 *
 * @example
 * const told = eventJob(db, 'registration-cancelled', id, eq(registrations.statusChangedAt, at), now, origin)
 * await db.batch([cancel, told.statement])
 * await enqueue(db, env, [told.jobId])
 */
export function eventJob(
  db: Database,
  kind: NotificationKind,
  registrationId: string,
  still: SQL | undefined,
  now: Date,
  fallbackOrigin: string,
) {
  const jobId = crypto.randomUUID()
  const job = { ...registrationJob(kind, now, fallbackOrigin), id: sql<string>`${jobId}`.as('id') }
  const statement = db.insert(outbox).select(
    db
      .select(job)
      .from(registrations)
      .where(and(eq(registrations.id, registrationId), still)),
  )
  return { jobId, statement }
}
