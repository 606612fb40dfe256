import { sql, type SQL } from 'drizzle-orm'
import type { RegistrationStatus } from '../../contract/constants'
import type { Placement } from '../../contract/responses'
import { registrations } from '../base/db/schema'

/**
 * The seat rules as SQL, for statements that decide inside D1's own transaction. D1 runs every
 * write of a database on its single primary, one transaction at a time: a count and the write
 * that depends on it, in one statement (or one batch), cannot be interleaved with another
 * isolate's, whichever location it runs in. So no seat is given twice and no lock is needed
 * (docs/operating.md, "Seats and the waitlist").
 */

/** The statuses that hold one of a cohort's seats: a seat taken, or offered and not yet claimed or lapsed. */
export const SEAT_HOLDING: readonly RegistrationStatus[] = ['seated', 'offered']

const holding = sql.raw(SEAT_HOLDING.map((status) => `'${status}'`).join(', '))

/** Whether a status holds one of its cohort's seats. */
export const holdsSeat = (status: RegistrationStatus) => SEAT_HOLDING.includes(status)

/** A registration that has ended (cancelled, or its seat or offer lapsed): nothing more is asked of the family. */
export const hasEnded = (status: RegistrationStatus) => status === 'cancelled' || status === 'lapsed'

/**
 * Where a registration stands as families are told it (the API's answer, the confirmation
 * email): an open offer is a seat held for them. Null once it has ended (cancelled, lapsed).
 */
export function placementOf(status: RegistrationStatus): Placement | null {
  if (holdsSeat(status)) return 'seated'
  return status === 'waitlisted' || status === 'interest' ? status : null
}

/** Seats held in `cohortId`. */
const seatsHeld = (cohortId: string | SQL) =>
  sql`(SELECT count(*) FROM registrations WHERE cohort_id = ${cohortId} AND status IN (${holding}))`

/** Seats still free in `cohortId` (never below zero, even if staff lowered nothing and a row was moved by hand). */
export const seatsFree = (cohortId: string | SQL) =>
  sql`max(0, coalesce((SELECT capacity FROM cohorts WHERE id = ${cohortId}), 0) - ${seatsHeld(cohortId)})`

/**
 * What a newcomer to `cohortId` becomes: a free seat, unless people already wait for one (they
 * are offered first, by fillSeats); otherwise the end of the waitlist. No cohort: interest.
 */
export function newcomerStatus(cohortId: string | null): SQL<RegistrationStatus> {
  if (cohortId === null) return sql<RegistrationStatus>`'interest'`
  return sql<RegistrationStatus>`(CASE WHEN ${seatsFree(cohortId)} > 0 AND NOT EXISTS (SELECT 1 FROM registrations WHERE cohort_id = ${cohortId} AND status = 'waitlisted') THEN 'seated' ELSE 'waitlisted' END)`
}

/** The next number in the database's own order of arrival: the waitlist's order. */
export const nextQueueNumber = sql<number>`(SELECT coalesce(max(queue_number), 0) + 1 FROM registrations)`

/**
 * When a registration entered its cohort (its first submission, or its return after a
 * cancellation or a lapse): the day its prices are judged by. A row written outside the form
 * (a fixture, a script) has none and entered when it was created.
 */
export const enteredAt = sql<string>`coalesce(${registrations.enteredAt}, ${registrations.createdAt})`
