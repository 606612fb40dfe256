import { and, eq, sql } from 'drizzle-orm'
import { assistanceRequests, outbox, type JobStatus, type NotificationKind } from '../base/db/schema'
import type { Bindings, Database } from '../base/env'
import { newJob, queueJobs, staffInbox } from '../base/notify/jobs'

/**
 * Tells staff a family asked for assistance: the job is written only for the request stored at
 * `now` (a repeated ask keeps the first request and writes nothing). Nothing without a staff
 * inbox (NOTIFY_EMAIL). The statement goes in the request's own batch; `queue` sends it after.
 */
export function assistanceStaffJob(env: Bindings, db: Database, registrationId: string, now: Date, origin: string) {
  const inbox = staffInbox(env)
  if (!inbox) return null
  const jobId = crypto.randomUUID()
  const job = newJob({
    id: sql<string>`${jobId}`,
    kind: sql<NotificationKind>`${'assistance-staff'}`,
    recordId: sql<string>`${assistanceRequests.id}`,
    email: sql<string>`${inbox}`,
    language: sql<string>`'en'`,
    origin: sql<string>`${origin}`,
    status: sql<JobStatus>`'pending'`,
    createdAt: now,
  })
  const stored = and(
    eq(assistanceRequests.registrationId, registrationId),
    eq(assistanceRequests.createdAt, now.toISOString()),
    eq(assistanceRequests.status, 'open'),
  )
  return {
    statement: db.insert(outbox).select(db.select(job).from(assistanceRequests).where(stored)),
    queue: () => queueJobs(env, [jobId]).catch(() => {}),
  }
}
