import { and, eq, gt, gte, inArray, ne, sql, type SQL } from 'drizzle-orm'
import { outbox, type JobStatus, type NotificationKind } from '../db/schema'
import type { Bindings } from '../env'
import { hoursBefore } from '../clock'

/**
 * Why these live in D1 and not in the Rate Limiting binding: that binding counts over 10 or 60
 * seconds only, and a botnet rotating client addresses stays under any per-minute limit while
 * sending one stranger's inbox thousands of emails a day. A day's count must be exact and
 * shared, so it is read from the rows themselves, inside the same transaction that writes.
 */

/**
 * New participants one email address can register in any 24 hours: a parent with siblings fits.
 * The sixth is refused (429) and stores nothing, so every stored registration still gets its
 * confirmation, which is never suppressed. Enforced by the trigger `registrations_daily_limit`
 * (migrations/0006), which raises DAILY_REGISTRATION_LIMIT; a worker test holds the two equal.
 */
export const REGISTRATIONS_PER_ADDRESS_PER_DAY = 5
export const DAILY_REGISTRATION_LIMIT = 'registration_daily_limit'

/**
 * Emails a public submission sends to the address it names, other than a registration's
 * confirmation: at most this many reach one address in any 24 hours. Past that the submission
 * is stored and answered as usual (a prober learns nothing) and the email is kept `suppressed`.
 */
export const COURTESY_EMAILS_PER_ADDRESS_PER_DAY = 3
export const CAPPED_KINDS = [
  'contact-acknowledgement',
  'signup-guide',
  'registration-repeat',
] as const satisfies readonly NotificationKind[]

/**
 * A courtesy email that is written at most once in any 24 hours per address, whatever its
 * status: the notice that someone sent a live registration again (routes/register.ts). A
 * stranger repeating the form all day costs the family one email, and the outbox one row.
 */
export function firstOfTheDay(kind: 'registration-repeat', email: string, now: Date): SQL {
  const today = and(eq(outbox.kind, kind), eq(outbox.email, email), gt(outbox.createdAt, hoursBefore(now, 24)))
  return sql`NOT EXISTS (SELECT 1 FROM ${outbox} WHERE ${today})`
}

/** Staff alerts sent one by one in each clock hour (UTC); the rest of that hour become one summary. */
export const STAFF_ALERTS_PER_HOUR = 10
export const STAFF_ALERT_KINDS = ['registration-staff', 'contact-staff'] as const satisfies readonly NotificationKind[]

/** The configured hourly threshold (STAFF_ALERTS_PER_HOUR), or the default for a missing or bad value. */
export function staffAlertsPerHour(env: Pick<Bindings, 'STAFF_ALERTS_PER_HOUR'>): number {
  const configured = Number(env.STAFF_ALERTS_PER_HOUR)
  return Number.isInteger(configured) && configured >= 0 ? configured : STAFF_ALERTS_PER_HOUR
}

/** The start of `now`'s clock hour (UTC), as stored. */
export const hourStart = (now: Date) => `${now.toISOString().slice(0, 13)}:00:00.000Z`

const includes = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value)

/**
 * The status a new job starts in, decided inside the INSERT that writes it (one transaction,
 * so concurrent submissions cannot all slip under a limit): `suppressed` for a courtesy email
 * past the address's daily cap, `coalesced` for a staff alert past the hour's threshold (the
 * sweep sends one summary for them after the hour), else `pending`.
 */
export function initialStatus(kind: NotificationKind, email: string, now: Date, alertsPerHour: number): SQL<JobStatus> {
  if (includes(CAPPED_KINDS, kind)) {
    const sentToday = and(
      eq(outbox.email, email),
      inArray(outbox.kind, [...CAPPED_KINDS]),
      ne(outbox.status, 'suppressed'),
      gt(outbox.createdAt, hoursBefore(now, 24)),
    )
    return sql<JobStatus>`CASE WHEN (SELECT count(*) FROM ${outbox} WHERE ${sentToday}) >= ${COURTESY_EMAILS_PER_ADDRESS_PER_DAY} THEN 'suppressed' ELSE 'pending' END`
  }
  if (includes(STAFF_ALERT_KINDS, kind)) {
    const thisHour = and(inArray(outbox.kind, [...STAFF_ALERT_KINDS]), gte(outbox.createdAt, hourStart(now)))
    return sql<JobStatus>`CASE WHEN (SELECT count(*) FROM ${outbox} WHERE ${thisHour}) >= ${alertsPerHour} THEN 'coalesced' ELSE 'pending' END`
  }
  return sql<JobStatus>`'pending'`
}
