import { and, eq, gt, isNull, sql, type SQL } from 'drizzle-orm'
import { bootcampDay, hoursBefore } from '../base/clock'
import { openDatabase } from '../base/db/client'
import { cohorts, outbox, registrations } from '../base/db/schema'
import type { Bindings, Database } from '../base/env'
import { latestOrigin, queueJobs, registrationJob } from '../base/notify/jobs'
import { isPriceRange } from './pricing'
import { fillFreedSeats, queueOffers } from '../seats/fill'

/** The reminder goes out this long before a hold ends. */
const REMINDER_HOURS_BEFORE = 24

// Subqueries name `registrations.id` in full: in a SELECT over one table drizzle writes its
// columns unqualified, and inside a subquery over payments or outbox a bare "id" would be theirs.

/**
 * When a seat's hold began: when it was seated, or, after staff decided a request for
 * assistance (a reduced amount, or no), when they decided: the family has the whole period again
 * to pay what is owed now. While a request is open its decision deadline is the start, later
 * than now, so nothing lapses and no reminder goes out until the deadline passes undecided; the
 * usual hold runs from it then (with its reminder a day before the end).
 */
export const holdStart = sql<string>`max(${registrations.statusChangedAt}, coalesce((SELECT CASE status WHEN 'open' THEN decide_by ELSE decided_at END FROM assistance_requests WHERE registration_id = registrations.id), ''))`

/** When the hold on a registration's unpaid seat ends (its start plus the cohort's hold hours); null without a cohort. */
export async function holdEndOf(db: Database, registrationId: string): Promise<Date | null> {
  const row = await db
    .select({ start: holdStart, holdHours: cohorts.holdHours })
    .from(registrations)
    .innerJoin(cohorts, eq(cohorts.id, registrations.cohortId))
    .where(eq(registrations.id, registrationId))
    .get()
  // A row written without its status's time (by hand, or before the column was kept) has no hold to end.
  const start = row?.start ? Date.parse(row.start) : Number.NaN
  return row && Number.isFinite(start) ? new Date(start + row.holdHours * 3_600_000) : null
}

/**
 * When the sweep will release this registration's unpaid seat if nothing changes (an ISO
 * instant), or null when it will not: not seated, paid (online or at the office), waived, a
 * cohort begun, payments not taken here (no Stripe key), or a Checkout open now (it holds the
 * seat while it lasts).
 */
export async function holdReleaseOf(env: Bindings, db: Database, registrationId: string, now: Date) {
  if (!env.STRIPE_SECRET_KEY) return null
  const row = await db
    .select({
      cohortId: cohorts.id,
      startDate: cohorts.startDate,
      sessionPriceCents: cohorts.sessionPriceCents,
      sessionPriceMaxCents: cohorts.sessionPriceMaxCents,
    })
    .from(registrations)
    .innerJoin(cohorts, eq(cohorts.id, registrations.cohortId))
    .where(eq(registrations.id, registrationId))
    .get()
  if (!row || row.startDate <= bootcampDay(now)) return null
  const held = await db
    .select({ id: registrations.id })
    .from(registrations)
    .where(and(eq(registrations.id, registrationId), unpaidSeats(row.cohortId, isPriceRange(row), now)))
    .get()
  return held ? ((await holdEndOf(db, registrationId))?.toISOString() ?? null) : null
}

/**
 * Seats of `cohortId` that are held for a payment not made: seated, nothing paid, no waiver (an
 * open request for assistance holds the seat through `holdStart` until its deadline). Per session
 * with a price range the family cannot pay online, so nothing is held against them.
 */
function unpaidSeats(cohortId: string, priceRange: boolean, now: Date): SQL {
  return and(
    eq(registrations.cohortId, cohortId),
    eq(registrations.status, 'seated'),
    priceRange ? sql`coalesce(${registrations.sessionPreference}, 'complete') <> 'individual'` : undefined,
    sql`NOT EXISTS (SELECT 1 FROM payments WHERE registration_id = registrations.id AND status = 'paid')`,
    sql`NOT EXISTS (SELECT 1 FROM assistance_requests WHERE registration_id = registrations.id AND status = 'granted' AND amount_cents = 0)`,
    // Money taken at the office (cash, a cheque, part of the bill) keeps the seat: staff took it
    // in person and release it by hand if they must.
    sql`coalesce((SELECT sum(CASE kind WHEN 'payment' THEN amount_cents ELSE -amount_cents END) FROM offline_payments WHERE registration_id = registrations.id), 0) <= 0`,
    // A Checkout the family opened holds the seat until it expires (checkouts.ts): money taken
    // at its last minute must find the seat still theirs.
    sql`NOT EXISTS (SELECT 1 FROM payments WHERE registration_id = registrations.id AND status = 'open' AND expires_at > ${now.toISOString()})`,
  )!
}

/**
 * Part of the cron sweep, only where payments are taken (a Stripe key is set): an unpaid seat is
 * held for its cohort's `hold_hours` (72 by default). 24 hours before the hold ends the family is
 * reminded once (with its payment link); at the end the seat is released (`lapsed`) and offered
 * to the next on the waitlist, the release and the offers in one batch per cohort. A request for
 * assistance that is open keeps the seat until its decision deadline; a cohort that has begun
 * releases nothing.
 */
export async function releaseUnpaidHolds(env: Bindings, now: Date): Promise<{ released: number; reminded: number }> {
  if (!env.STRIPE_SECRET_KEY) return { released: 0, reminded: 0 }
  const db = openDatabase(env.DB)
  const at = now.toISOString()
  const ahead = await db
    .select({
      id: cohorts.id,
      holdHours: cohorts.holdHours,
      sessionPriceCents: cohorts.sessionPriceCents,
      sessionPriceMaxCents: cohorts.sessionPriceMaxCents,
    })
    .from(cohorts)
    .where(and(isNull(cohorts.archivedAt), gt(cohorts.startDate, bootcampDay(now))))
  const fallbackOrigin = await latestOrigin(db)
  let released = 0
  const reminders: string[] = []
  const told: string[] = []
  for (const cohort of ahead) {
    const held = unpaidSeats(cohort.id, isPriceRange(cohort), now)
    const reminded = await remind(db, held, cohort.holdHours, now, fallbackOrigin)
    reminders.push(...reminded)
    const due = and(held, sql`${holdStart} <= ${hoursBefore(now, cohort.holdHours)}`)
    // Every five minutes, for every cohort ahead: the release and its fill are written only when a hold has ended.
    if (!(await db.select({ id: registrations.id }).from(registrations).where(due).limit(1).get())) continue
    const fill = await fillFreedSeats(db, cohort.id, now, fallbackOrigin)
    // The families whose seats are released are told, written before the release that the same `due` finds.
    const lapsedJob = registrationJob('hold-lapsed', now, fallbackOrigin)
    const [, result] = await db.batch([
      db.insert(outbox).select(db.select(lapsedJob).from(registrations).where(due)),
      db.update(registrations).set({ status: 'lapsed', statusChangedAt: at }).where(due),
      ...fill.statements,
    ])
    released += result.meta.changes
    if (result.meta.changes > 0) await queueOffers(env, await fill.jobIds())
    if (result.meta.changes > 0) told.push(...(await jobsWritten(db, 'hold-lapsed', at)))
  }
  if (reminders.length + told.length > 0) await queueJobs(env, [...reminders, ...told]).catch(() => {})
  return { released, reminded: reminders.length }
}

/** Writes the reminders due now (once per hold: none since the hold began); returns their job ids. */
async function remind(
  db: Database,
  held: SQL,
  holdHours: number,
  now: Date,
  fallbackOrigin: string,
): Promise<string[]> {
  const at = now.toISOString()
  const dueForReminder = and(
    held,
    sql`${holdStart} <= ${hoursBefore(now, holdHours - REMINDER_HOURS_BEFORE)}`,
    sql`${holdStart} > ${hoursBefore(now, holdHours)}`,
    sql`NOT EXISTS (SELECT 1 FROM outbox WHERE kind = 'payment-reminder' AND record_id = registrations.id AND created_at >= ${holdStart})`,
  )
  const job = registrationJob('payment-reminder', now, fallbackOrigin)
  await db.insert(outbox).select(db.select(job).from(registrations).where(dueForReminder))
  return jobsWritten(db, 'payment-reminder', at)
}

/** The ids of the pending jobs of `kind` this sweep wrote (at its `now`), for the queue. */
async function jobsWritten(db: Database, kind: 'payment-reminder' | 'hold-lapsed', at: string) {
  const written = await db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(eq(outbox.kind, kind), eq(outbox.createdAt, at), eq(outbox.status, 'pending')))
  return written.map((row) => row.id)
}
