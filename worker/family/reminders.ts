import { and, eq, gt, isNull, lte, sql, type SQL } from 'drizzle-orm'
import { ADULT_AGE } from '../../contract/constants'
import { bootcampDay } from '../clock'
import { openDatabase } from '../db/client'
import { cohorts, outbox, registrations, type NotificationKind } from '../db/schema'
import type { Bindings, Database } from '../env'
import { latestOrigin, registrationJob } from '../notify/jobs'

/** How many days before the first session each reminder is due (on the bootcamp's calendar). */
const DUE_DAYS_BEFORE = { 'session-reminder-week': 7, 'session-reminder-day': 1, 'consent-reminder': 7 } as const

/** The day `days` after `day`, both `YYYY-MM-DD`. */
const dayAfter = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)

/**
 * Part of the cron sweep: the emails before a cohort starts, each written to the outbox once per
 * registration (the sweep then sends it through the queue):
 * - 7 days and 1 day before the first session, to every seated family, in its language;
 * - 7 days before, while a participant under 18 has no guardian's consent, to that family.
 *
 * "Once" is the database's: a unique index on the outbox (kind, registration) for these kinds
 * makes a second write of the same reminder do nothing, however often the cron runs, restarts or
 * overlaps. A sweep that missed the week's window (a cohort created 3 days before its start)
 * sends only what is still ahead: no "one week to go" three days before. A registration
 * cancelled after its reminder was written gets nothing: the email is built as it is sent.
 */
export async function writeCohortReminders(env: Bindings, now: Date): Promise<number> {
  const db = openDatabase(env.DB)
  const today = bootcampDay(now)
  const soon = await db
    .select({ id: cohorts.id, startDate: cohorts.startDate })
    .from(cohorts)
    .where(and(isNull(cohorts.archivedAt), gt(cohorts.startDate, today), lte(cohorts.startDate, dayAfter(today, 7))))
  if (soon.length === 0) return 0
  const fallbackOrigin = await latestOrigin(db)
  let written = 0
  for (const cohort of soon) {
    const inCohort = and(eq(registrations.cohortId, cohort.id))
    const due = (kind: keyof typeof DUE_DAYS_BEFORE) => today >= dayAfter(cohort.startDate, -DUE_DAYS_BEFORE[kind])
    const dayBefore = due('session-reminder-day')
    if (dayBefore)
      written += await remind(
        db,
        'session-reminder-day',
        and(inCohort, eq(registrations.status, 'seated'))!,
        now,
        fallbackOrigin,
      )
    else if (due('session-reminder-week'))
      written += await remind(
        db,
        'session-reminder-week',
        and(inCohort, eq(registrations.status, 'seated'))!,
        now,
        fallbackOrigin,
      )
    if (due('consent-reminder'))
      written += await remind(
        db,
        'consent-reminder',
        and(
          inCohort,
          sql`${registrations.status} IN ('seated', 'offered')`,
          sql`${registrations.age} < ${ADULT_AGE}`,
          sql`NOT EXISTS (SELECT 1 FROM guardian_consents WHERE registration_id = registrations.id)`,
        )!,
        now,
        fallbackOrigin,
      )
  }
  return written
}

/** Writes `kind` for every registration `who` selects that has not had it; how many were written. */
async function remind(db: Database, kind: NotificationKind, who: SQL, now: Date, fallbackOrigin: string) {
  const job = registrationJob(kind, now, fallbackOrigin)
  const result = await db.insert(outbox).select(db.select(job).from(registrations).where(who)).onConflictDoNothing()
  return result.meta.changes
}
