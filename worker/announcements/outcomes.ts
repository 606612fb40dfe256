import { and, eq, sql } from 'drizzle-orm'
import {
  type AnnouncementOutcome,
  type AnnouncementOutcomes,
  type AnnouncementSkip,
} from '../../contract/announcement-outcomes'
import { announcementOutcomes, announcements, outbox, registrations, type JobStatus } from '../base/db/schema'
import type { Database } from '../base/env'

/** One row the send writes per person of the audience: the job that carried their email, or why none did. */
export interface OutcomeToWrite {
  registrationId: string
  jobId: string | null
  skip: AnnouncementSkip | null
}

/**
 * The send's rows of who was emailed and who was left out, as one statement whatever the audience's
 * size (the list is one JSON parameter: D1 binds at most 100), written only with this request's
 * announcement row (a racing twin with the same key writes none).
 */
export const writeOutcomes = (db: Database, announcementId: string, rows: OutcomeToWrite[]) =>
  db
    .insert(announcementOutcomes)
    .select(
      sql`SELECT ${announcementId}, json_extract(value, '$.registrationId'), json_extract(value, '$.jobId'), json_extract(value, '$.skip') FROM json_each(${JSON.stringify(rows)}) WHERE EXISTS (SELECT 1 FROM ${announcements} WHERE ${announcements.id} = ${announcementId})`,
    )

const FROM_JOB: Record<JobStatus, AnnouncementOutcome> = {
  pending: 'queued',
  sending: 'queued',
  sent: 'sent',
  failed: 'failed',
  cancelled: 'cancelled',
  suppressed: 'held',
  coalesced: 'held',
  summarised: 'held',
}

/** Skips first, then emails that did not go out, then the rest: what staff act on comes first. */
const ORDER: AnnouncementOutcome[] = [
  'unsubscribed',
  'forgotten',
  'failed',
  'cancelled',
  'held',
  'queued',
  'sent',
  'emailed',
]

/**
 * Who a sent announcement reached and who it did not, and why: each person's outcome from the
 * send's own rows and, for those emailed, the outbox job's state now (`emailed` once the outbox no
 * longer keeps it). Names and record ids only for a reader who may open records.
 */
export async function outcomesOf(
  db: Database,
  cohortId: string,
  announcementId: string,
  withNames: boolean,
): Promise<AnnouncementOutcomes | null> {
  const announcement = await db
    .select({ id: announcements.id })
    .from(announcements)
    .where(and(eq(announcements.id, announcementId), eq(announcements.cohortId, cohortId)))
    .get()
  if (!announcement) return null
  const rows = await db
    .select({
      registrationId: announcementOutcomes.registrationId,
      firstName: registrations.firstName,
      lastName: registrations.lastName,
      skipped: announcementOutcomes.skipped,
      jobStatus: outbox.status,
    })
    .from(announcementOutcomes)
    .innerJoin(registrations, eq(registrations.id, announcementOutcomes.registrationId))
    .leftJoin(outbox, eq(outbox.id, announcementOutcomes.jobId))
    .where(eq(announcementOutcomes.announcementId, announcementId))
    .orderBy(registrations.lastName, registrations.firstName)
  const people = rows
    .map((row) => ({
      registrationId: withNames ? row.registrationId : null,
      name: withNames ? `${row.firstName} ${row.lastName}` : null,
      outcome: row.skipped ?? (row.jobStatus ? FROM_JOB[row.jobStatus] : 'emailed'),
    }))
    .sort((a, b) => ORDER.indexOf(a.outcome) - ORDER.indexOf(b.outcome))
  const counts: Record<AnnouncementOutcome, number> = {
    sent: 0,
    queued: 0,
    emailed: 0,
    failed: 0,
    cancelled: 0,
    held: 0,
    unsubscribed: 0,
    forgotten: 0,
  }
  for (const person of people) counts[person.outcome] += 1
  return { counts, people }
}
