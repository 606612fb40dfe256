import type { PublicCohort } from '../../contract/cohorts'
import { bootcampDay } from '../base/clock'
import { retryWhileBusy } from '../base/db/retry-busy'
import type { Database } from '../base/env'
import { cohortsAhead, toPublic } from './store'

/**
 * The open cohorts ahead as the page may show them on `now`'s bootcamp day, soonest first. A read
 * on a public page's path: it waits out a busy local database as the forms' writes do.
 */
export async function publicCohortsAhead(db: Database, now: Date): Promise<PublicCohort[]> {
  const today = bootcampDay(now)
  const ahead = await retryWhileBusy(() => cohortsAhead(db, today), { idempotent: true })
  return ahead.map((cohort) => toPublic(cohort, today, now))
}
