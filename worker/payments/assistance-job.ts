import { sql } from 'drizzle-orm'
import type { JobStatus, NotificationKind } from '../base/db/schema'
import { fromConfirmation, newJob } from '../base/notify/jobs'

/**
 * The family's email about a decision on their request for assistance, as the columns of the
 * outbox row the decision's own INSERT … SELECT writes (only when the decision landed): in the
 * language, and from the origin, of their confirmation. `url` is the staff request's, the origin
 * used when no confirmation says one. `id` is the job's, to queue once the batch is stored.
 */
export function assistanceJob(
  kind: Extract<NotificationKind, 'assistance-decision' | 'assistance-decision-changed'>,
  request: { id: string },
  registration: { id: string; email: string },
  at: string,
  url: string,
) {
  const id = crypto.randomUUID()
  const job = newJob({
    id: sql<string>`${id}`,
    kind: sql<NotificationKind>`${kind}`,
    recordId: sql<string>`${request.id}`,
    email: sql<string>`${registration.email}`,
    language: fromConfirmation('language', registration.id, 'en'),
    origin: fromConfirmation('origin', registration.id, new URL(url).origin),
    status: sql<JobStatus>`${'pending'}`,
    createdAt: new Date(at),
  })
  return { id, job }
}
