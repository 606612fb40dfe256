import { and, sql, type SQL } from 'drizzle-orm'
import { outbox, registrations, type NotificationKind } from '../base/db/schema'
import type { Database } from '../base/env'
import { fromConfirmation, newJob, type JobContext } from '../base/notify/jobs'
import { firstOfTheDay, initialStatus } from '../base/notify/limits'

/**
 * The notice that someone sent the registration form again for a live registration, as a
 * statement for the submission's batch: to the address on file, in the language and to the site
 * of the registration's confirmation, about the registration (the family page's link is made
 * when the email is written: family/emails.ts). `registration` finds it, or nothing; `email` is
 * the submitted address (the same, by the participant's key). Written only when no notice went
 * to the address in the last 24 hours, and counted among its courtesy emails (notify/limits.ts).
 */
export function repeatNotice(
  db: Database,
  email: string,
  registration: SQL | undefined,
  { origin, now, alertsPerHour }: JobContext,
) {
  const jobId = crypto.randomUUID()
  const registrationId = sql.raw('registrations.id')
  const job = newJob({
    id: sql<string>`${jobId}`,
    kind: sql<NotificationKind>`'registration-repeat'`,
    recordId: sql<string>`${registrationId}`,
    email: sql<string>`${registrations.email}`,
    language: fromConfirmation('language', registrationId, 'en'),
    origin: fromConfirmation('origin', registrationId, origin),
    status: initialStatus('registration-repeat', email, now, alertsPerHour),
    createdAt: now,
  })
  const statement = db
    .insert(outbox)
    .select(
      db
        .select(job)
        .from(registrations)
        .where(and(registration, firstOfTheDay('registration-repeat', email, now))),
    )
    .onConflictDoNothing()
  return { jobId, statement }
}
