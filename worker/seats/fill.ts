import { and, eq, inArray, sql } from 'drizzle-orm'
import { cohorts, outbox, registrations, type NotificationKind } from '../base/db/schema'
import type { Bindings, Database } from '../base/env'
import { errorKind } from '../base/errors'
import { queueJobs, registrationJob } from '../base/notify/jobs'
import { startOfDay } from '../base/clock'
import { mayBeOffered } from './head-start'
import { seatsFree } from './rules'

/** The offer of a freed seat, emailed to the family it is offered to. */
const OFFER: NotificationKind = 'seat-offer'

/** The cohort facts a fill needs: how long an offer waits, and the start no offer outlives. */
async function offerTerms(db: Database, cohortId: string) {
  return db
    .select({ offerHours: cohorts.offerHours, startDate: cohorts.startDate })
    .from(cohorts)
    .where(eq(cohorts.id, cohortId))
    .get()
}

/**
 * When an offer made at `now` lapses: after the cohort's offer hours, and at the start of the
 * cohort's first day at the latest (a seat held past the start helps nobody). Null when that is
 * already past: the cohort has begun and no more offers go out.
 */
export function offerExpiry(now: Date, terms: { offerHours: number; startDate: string }): string | null {
  const expiry = Math.min(now.getTime() + terms.offerHours * 3_600_000, startOfDay(terms.startDate).getTime())
  return expiry > now.getTime() ? new Date(expiry).toISOString() : null
}

/**
 * The statements that give a cohort's free seats to the head of its waitlist: each is offered the
 * seat until `expiresAt`, and an offer email is written to the outbox in the same batch (so an
 * offer and its email exist together or not at all, and a crash makes neither twice). Put them
 * in the batch of whatever freed the seats (a cancellation, a move, a lapse, more capacity):
 * D1 runs the batch as one transaction, so two fills cannot offer one seat twice.
 *
 * The email's language and the site it links to are the family's, from their confirmation;
 * `fallbackOrigin` serves only a registration whose confirmation job is gone.
 */
function fillStatements(db: Database, cohortId: string, now: Date, expiresAt: string, fallbackOrigin: string) {
  const at = now.toISOString()
  // During a head start only the families in line are offered (head-start.ts).
  const head = sql`(SELECT id FROM registrations WHERE cohort_id = ${cohortId} AND status = 'waitlisted' AND ${mayBeOffered(cohortId, at)} ORDER BY queue_number LIMIT ${seatsFree(cohortId)})`
  const offer = db
    .update(registrations)
    .set({ status: 'offered', offerExpiresAt: expiresAt, statusChangedAt: at })
    .where(inArray(registrations.id, head))
  const job = registrationJob(OFFER, now, fallbackOrigin)
  const justOffered = and(
    eq(registrations.cohortId, cohortId),
    eq(registrations.status, 'offered'),
    eq(registrations.offerExpiresAt, expiresAt),
    eq(registrations.statusChangedAt, at),
    sql`NOT EXISTS (SELECT 1 FROM outbox WHERE kind = ${OFFER} AND record_id = ${registrations.id} AND created_at = ${at})`,
  )
  return [offer, db.insert(outbox).select(db.select(job).from(registrations).where(justOffered))] as const
}

/** One statement of a fill: a drizzle query, for a drizzle batch or, as SQL, a raw D1 one. */
type FillStatement = ReturnType<typeof fillStatements>[number]

/** The offer emails a fill at `now` wrote for `cohortId`, to put on the queue once the batch is in. */
async function offerJobIds(db: Database, cohortId: string, now: Date): Promise<string[]> {
  const rows = await db
    .select({ id: outbox.id })
    .from(outbox)
    .innerJoin(registrations, eq(registrations.id, outbox.recordId))
    .where(
      and(
        eq(outbox.kind, OFFER),
        eq(outbox.createdAt, now.toISOString()),
        eq(outbox.status, 'pending'),
        eq(registrations.cohortId, cohortId),
      ),
    )
  return rows.map((row) => row.id)
}

/**
 * The fill that follows whatever may have freed seats in `cohortId` at `now`: its statements for
 * the same batch, and, once that batch is in, the ids of the offer emails it wrote. No statements
 * once the cohort has begun (an offer would lapse before it was read).
 */
export async function fillFreedSeats(db: Database, cohortId: string, now: Date, fallbackOrigin: string) {
  const terms = await offerTerms(db, cohortId)
  const expiresAt = terms ? offerExpiry(now, terms) : null
  const none: FillStatement[] = []
  if (!expiresAt) return { statements: none, jobIds: async () => [] as string[] }
  return {
    statements: [...fillStatements(db, cohortId, now, expiresAt, fallbackOrigin)] as FillStatement[],
    jobIds: () => offerJobIds(db, cohortId, now),
  }
}

/** Puts offer emails on the queue; a failure loses nothing (they are pending in the outbox, and the sweep re-queues them). */
export function queueOffers(env: Bindings, jobIds: string[]) {
  return queueJobs(env, jobIds).catch((error) =>
    console.error(JSON.stringify({ level: 'warn', event: 'enqueue_failed', kind: errorKind(error) })),
  )
}
