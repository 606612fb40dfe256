import { and, count, eq, gte, inArray, lt, sql } from 'drizzle-orm'
import { STAFF_EMAILS } from '../../../content/emails'
import { BOOTCAMP_TIME_ZONE } from '../../../contract/constants'
import { outbox, type JobStatus, type NotificationKind } from '../db/schema'
import type { Bindings, Database } from '../env'
import type { Cancelled, Email, Job } from './email'
import { emailLayout, paragraph, type Block } from './layout'
import { newJob } from './jobs'
import { hourStart, STAFF_ALERT_KINDS, staffAlertsPerHour } from './limits'

const HOUR_MS = 3_600_000
const HOUR_LABEL = new Intl.DateTimeFormat('en-US', {
  timeZone: BOOTCAMP_TIME_ZONE,
  dateStyle: 'medium',
  timeStyle: 'short',
})
const TIME_LABEL = new Intl.DateTimeFormat('en-US', { timeZone: BOOTCAMP_TIME_ZONE, timeStyle: 'short' })

/** A summary's hour (its record id, `YYYY-MM-DDTHH`) as the instants it starts and ends. */
const hourBounds = (hour: string) => {
  const start = new Date(`${hour}:00:00.000Z`)
  return { start: start.toISOString(), end: new Date(start.getTime() + HOUR_MS).toISOString() }
}

/**
 * For every ended hour with coalesced staff alerts, one `staff-summary` job (per staff inbox),
 * and those alerts marked `summarised`, in one transaction: a second sweep running at the same
 * time finds nothing left to summarise. Run by the cron sweep, so a summary arrives within
 * minutes of its hour's end. Returns the new jobs' ids, for the queue.
 */
export async function summariseStaffAlerts(db: Database, now: Date): Promise<string[]> {
  const ended = and(eq(outbox.status, 'coalesced'), lt(outbox.createdAt, hourStart(now)))
  const hour = sql<string>`substr(${outbox.createdAt}, 1, 13)`
  const summary = newJob({
    id: sql<string>`lower(hex(randomblob(16)))`,
    kind: sql<NotificationKind>`'staff-summary'`,
    recordId: hour,
    email: outbox.email,
    language: sql<string>`'en'`,
    origin: sql<string>`max(${outbox.origin})`,
    status: sql<JobStatus>`'pending'`,
    createdAt: now,
  })
  const [written] = await db.batch([
    db
      .insert(outbox)
      .select(db.select(summary).from(outbox).where(ended).groupBy(hour, outbox.email))
      .returning({ id: outbox.id }),
    db.update(outbox).set({ status: 'summarised' }).where(ended),
  ])
  return written.map(({ id }) => id)
}

/** The summary email: how many registrations and messages the hour held past the threshold, and where to read them. */
export async function summaryEmail(db: Database, env: Bindings, job: Job): Promise<Email | Cancelled> {
  const { start, end } = hourBounds(job.recordId)
  const rows = await db
    .select({ kind: outbox.kind, n: count() })
    .from(outbox)
    .where(
      and(
        inArray(outbox.kind, [...STAFF_ALERT_KINDS]),
        gte(outbox.createdAt, start),
        lt(outbox.createdAt, end),
        eq(outbox.status, 'summarised'),
        eq(outbox.email, job.email),
      ),
    )
    .groupBy(outbox.kind)
  const counted = (kind: NotificationKind) => rows.find((row) => row.kind === kind)?.n ?? 0
  const [registrations, messages] = [counted('registration-staff'), counted('contact-staff')]
  if (registrations + messages === 0) return { cancelled: 'record_missing' }
  const copy = STAFF_EMAILS.summary
  const hour = copy.hour(HOUR_LABEL.format(new Date(start)), TIME_LABEL.format(new Date(end)))
  const blocks: Block[] = [
    paragraph(copy.body(staffAlertsPerHour(env))),
    { list: [copy.registrations(registrations), copy.messages(messages)] },
    { link: { href: `${job.origin}/admin/registrations`, label: copy.registrationsLink } },
    { link: { href: `${job.origin}/admin/messages?status=waiting`, label: copy.messagesLink } },
  ]
  return {
    from: env.FROM_EMAIL,
    to: job.email,
    subject: copy.subject(registrations + messages, hour),
    ...emailLayout(blocks),
  }
}
