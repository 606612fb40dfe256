import { and, eq, gt, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm'
import { addDays } from '../../contract/cohorts'
import { ADULT_AGE } from '../../contract/constants'
import { bootcampDay } from '../base/clock'
import { openDatabase } from '../base/db/client'
import { cohorts, outbox, registrations, type NotificationKind } from '../base/db/schema'
import type { Bindings, Database } from '../base/env'
import { latestOrigin, registrationJob } from '../base/notify/jobs'
import { SEAT_HOLDING } from '../seats/rules'
import { requiredConsentMissing } from '../consents/state'

/** How many days before the first session each reminder is due (on the bootcamp's calendar). */
const DUE_DAYS_BEFORE = { 'session-reminder-week': 7, 'session-reminder-day': 1, 'consent-reminder': 7 } as const

/**
 * Part of the cron sweep: the emails before a cohort starts, each written to the outbox once per
 * registration (the sweep then sends it through the queue):
 * - 7 days and 1 day before the first session, to every seated family, in its language;
 * - 7 days before, while a participant under 18 has no guardian's consent, to a family offered a
 *   seat (a seated family reads it, with the rest still missing, in the week's reminder).
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
    .where(and(isNull(cohorts.archivedAt), gt(cohorts.startDate, today), lte(cohorts.startDate, addDays(today, 7))))
  if (soon.length === 0) return 0
  const fallbackOrigin = await latestOrigin(db)
  let written = 0
  for (const cohort of soon) {
    const due = (kind: keyof typeof DUE_DAYS_BEFORE) => today >= addDays(cohort.startDate, -DUE_DAYS_BEFORE[kind])
    // The nearer one only: no "one week to go" once it is the day before.
    const session = due('session-reminder-day')
      ? 'session-reminder-day'
      : due('session-reminder-week')
        ? 'session-reminder-week'
        : null
    const inCohort = eq(registrations.cohortId, cohort.id)
    if (session)
      written += await remind(db, session, and(inCohort, eq(registrations.status, 'seated'))!, now, fallbackOrigin)
    if (due('consent-reminder'))
      written += await remind(
        db,
        'consent-reminder',
        and(
          inCohort,
          // A seated family reads what is missing in the week's reminder (one email, not two).
          inArray(
            registrations.status,
            SEAT_HOLDING.filter((status) => status !== 'seated'),
          ),
          sql`${registrations.age} < ${ADULT_AGE}`,
          requiredConsentMissing(registrations.id),
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
