import { and, eq, sql, type SQL } from 'drizzle-orm'
import type { AnySQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core'
import { inList } from '../db/id-list'
import { outbox, type JobStatus, type NotificationKind } from '../db/schema'
import type { Language } from '../../../content/language'
import type { Bindings, Database } from '../env'
import { initialStatus } from './limits'

/** A submissions table: every one has a text `id`. */
export type TableWithId = SQLiteTable & { id: AnySQLiteColumn }

/** One email a submission promises: what it is and who receives it. */
export interface Notification {
  kind: NotificationKind
  email: string
}

/** What a new job is given; the rest of its columns start empty. */
interface NewJob {
  id: SQL<string>
  kind: SQL<NotificationKind>
  recordId: SQL<string>
  email: SQL<string> | typeof outbox.email
  language: SQL<string>
  origin: SQL<string>
  status: SQL<JobStatus>
  createdAt: Date
}

/**
 * A new outbox row as the columns of an INSERT … SELECT: drizzle's insert-select takes every
 * column of the table, in the table's order, each named as the column it fills.
 */
export function newJob(job: NewJob) {
  return {
    id: job.id.as('id'),
    kind: job.kind.as('kind'),
    recordId: job.recordId.as('record_id'),
    email: 'as' in job.email ? job.email.as('email') : job.email,
    language: job.language.as('language'),
    origin: job.origin.as('origin'),
    status: job.status.as('status'),
    attempts: sql<number>`0`.as('attempts'),
    lastError: sql<null>`null`.as('last_error'),
    createdAt: sql<string>`${job.createdAt.toISOString()}`.as('created_at'),
    claimedAt: sql<null>`null`.as('claimed_at'),
    sentAt: sql<null>`null`.as('sent_at'),
    messageId: sql<null>`null`.as('message_id'),
  } satisfies Record<keyof typeof outbox.$inferSelect, unknown>
}

/**
 * A family's language (`'en'` when unknown) or site, from its registration's confirmation email
 * (the outbox keeps them), for a job written later about it: an offer, a reminder, a decision.
 * `registrationId` is a value or a column of the statement's own row (`registrations.id`, named
 * in full, since inside this subquery over the outbox a bare "id" would be the outbox's).
 */
export const fromConfirmation = (column: 'language' | 'origin', registrationId: SQL | string, fallback: string) =>
  sql<string>`coalesce((SELECT ${sql.identifier(column)} FROM outbox WHERE record_id = ${registrationId} AND kind = 'registration-confirmation' ORDER BY created_at LIMIT 1), ${fallback})`

/** Where and when a submission arrived: what its jobs record besides the email itself. */
export interface JobContext {
  /** The site's origin as the visitor reached it, for the links in the email. */
  origin: string
  /** The family's emails are written in the language they used on the form. */
  language: Language
  /** The clock's now (worker/base/clock.ts): limits count back from it. */
  now: Date
  /** The hour's staff alerts sent one by one (limits.ts). */
  alertsPerHour: number
}

/**
 * The outbox rows for a stored submission, as statements for the same D1 batch as its row.
 * Each is an INSERT … SELECT that finds the submission's row by its new id: when the row was
 * not inserted (a sign-up already on the list, a repeated registration or message) no job is
 * written either, so nobody is emailed twice by submitting twice. Each job's status is decided
 * in the same statement (limits.ts): pending, or held back by a daily or hourly limit.
 */
export function outboxStatements(
  db: Database,
  table: TableWithId,
  recordId: string,
  context: JobContext,
  notifications: Notification[],
) {
  return jobsAbout(db, table, eq(table.id, recordId), context, notifications)
}

/**
 * The same jobs, about whichever row of `table` `where` finds when the statement runs (none:
 * no job), each recording that row's own id: a registration brought back after it ended keeps
 * its id, so its confirmation is about that row.
 */
export function jobsAbout(
  db: Database,
  table: TableWithId,
  where: SQL,
  { origin, language, now, alertsPerHour }: JobContext,
  notifications: Notification[],
) {
  return notifications.map(({ kind, email }) => {
    const jobId = crypto.randomUUID()
    const job = newJob({
      id: sql<string>`${jobId}`,
      kind: sql<NotificationKind>`${kind}`,
      recordId: sql<string>`${table.id}`,
      email: sql<string>`${email}`,
      language: sql<string>`${language}`,
      origin: sql<string>`${origin}`,
      status: initialStatus(kind, email, now, alertsPerHour),
      createdAt: now,
    })
    // Nothing when the job exists already: the batch may run again after a lost answer.
    const statement = db.insert(outbox).select(db.select(job).from(table).where(where)).onConflictDoNothing()
    return { jobId, statement }
  })
}

/** Sends one queue message per job id (ids only, never content), 100 at a time as sendBatch allows. */
export async function queueJobs(env: Bindings, jobIds: string[]) {
  for (let start = 0; start < jobIds.length; start += 100) {
    await env.NOTIFY_QUEUE.sendBatch(jobIds.slice(start, start + 100).map((jobId) => ({ body: { jobId } })))
  }
}

/** Puts the jobs that exist and may be sent on the queue. A failure here loses nothing: the sweep re-queues them. */
export async function enqueue(db: Database, env: Bindings, jobIds: string[]) {
  if (jobIds.length === 0) return
  const written = await db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(inList(outbox.id, jobIds), eq(outbox.status, 'pending')))
  await queueJobs(
    env,
    written.map(({ id }) => id),
  )
}

/** The staff inbox, when one is configured. */
export const staffInbox = (env: Bindings): Notification['email'] | null => env.NOTIFY_EMAIL?.trim() || null

/**
 * The site the most recent email linked to: the cron's emails (offers, reminders) link to the
 * site the family used, read from their confirmation (fromConfirmation); this is the fallback for
 * one whose confirmation is gone. '' when nothing was ever sent.
 */
export async function latestOrigin(db: Database): Promise<string> {
  const recent = await db
    .select({ origin: outbox.origin })
    .from(outbox)
    .orderBy(sql`${outbox.createdAt} DESC`)
    .limit(1)
    .get()
  return recent?.origin ?? ''
}

/**
 * A job of `kind` about each registration an INSERT … SELECT over `registrations` finds (an
 * offer, a reminder): to its address, in the family's language and to its site, from its
 * confirmation (fromConfirmation), pending for the sweep and the queue.
 */
export const registrationJob = (kind: NotificationKind, now: Date, fallbackOrigin: string) =>
  newJob({
    id: sql<string>`lower(hex(randomblob(16)))`,
    kind: sql<NotificationKind>`${kind}`,
    recordId: sql<string>`registrations.id`,
    email: sql<string>`registrations.email`,
    language: fromConfirmation('language', sql.raw('registrations.id'), 'en'),
    origin: fromConfirmation('origin', sql.raw('registrations.id'), fallbackOrigin),
    status: sql`'pending'`,
    createdAt: now,
  })
