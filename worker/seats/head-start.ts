import { sql, type SQL } from 'drizzle-orm'
import type { RegistrationStatus } from '../../contract/constants'
import { newcomerStatus, seatsFree } from './rules'

/**
 * The head start of a cohort's families in line (worker/interest/): from its opening until its
 * `head_start_until`, only the registrations of interest told of the opening take its seats;
 * anyone else who registers joins the waitlist behind them, and freed seats are offered only to
 * them. Set only when families were in line at the opening. `at` is an ISO instant as stored.
 */
const inHeadStart = (cohortId: string | SQL, at: string) =>
  sql<number>`coalesce((SELECT head_start_until > ${at} FROM cohorts WHERE id = ${cohortId}), 0)`

/** What a newcomer from the public form becomes at `at`: the waitlist during a head start, else the seat rule. */
export function publicNewcomerStatus(cohortId: string | null, at: string): SQL<RegistrationStatus> {
  if (cohortId === null) return newcomerStatus(null)
  return sql<RegistrationStatus>`(CASE WHEN ${inHeadStart(cohortId, at)} THEN 'waitlisted' ELSE ${newcomerStatus(cohortId)} END)`
}

/**
 * A family in line taking its place during the head start, keeping its order of interest: a free
 * seat unless someone ahead of it in line already waits for one; else the waitlist, in that order.
 */
export const placeInLineStatus = (cohortId: string, queueNumber: number) =>
  sql<RegistrationStatus>`(CASE WHEN ${seatsFree(cohortId)} > 0 AND NOT EXISTS (SELECT 1 FROM registrations WHERE cohort_id = ${cohortId} AND status = 'waitlisted' AND queue_number < ${queueNumber}) THEN 'seated' ELSE 'waitlisted' END)`

/** Whom a fill at `at` may offer a seat: during the head start, only the families in line. */
export const mayBeOffered = (cohortId: string, at: string) =>
  sql`(NOT ${inHeadStart(cohortId, at)} OR registrations.id IN (SELECT registration_id FROM interest_openings WHERE cohort_id = ${cohortId}))`
