import { sql } from 'drizzle-orm'
import { payments, registrations, type JobStatus, type NotificationKind } from '../base/db/schema'
import { newJob } from '../base/notify/jobs'

type Payment = typeof payments.$inferSelect

/**
 * An email about a payment, to its registration's address (selected from the registration's
 * row, so an erased family gets none), in the language the family paid in. For an
 * `INSERT … SELECT … FROM registrations` whose condition decides whether the email is owed.
 */
export const familyJob = (kind: NotificationKind, payment: Payment, jobId: string, now: Date) =>
  newJob({
    id: sql<string>`${jobId}`,
    kind: sql<NotificationKind>`${kind}`,
    recordId: sql<string>`${payment.id}`,
    email: sql<string>`${registrations.email}`,
    language: sql<string>`${payment.language}`,
    origin: sql<string>`${payment.origin}`,
    status: sql<JobStatus>`${'pending'}`,
    createdAt: now,
  })

/** No email of this kind about this payment is in the outbox yet: two sweeps or deliveries at once tell the family once. */
export const notToldYet = (kind: NotificationKind, paymentId: string) =>
  sql`NOT EXISTS (SELECT 1 FROM outbox WHERE outbox.kind = ${kind} AND outbox.record_id = ${paymentId})`
