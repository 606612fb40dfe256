import { and, gte, isNull, lte } from 'drizzle-orm'
import { addDays, lastSessionDay } from '../../contract/cohorts'
import { bootcampDay } from '../base/clock'
import { openDatabase } from '../base/db/client'
import { cohorts } from '../base/db/schema'
import type { Bindings } from '../base/env'
import { issueEarned } from './standings'

/** How long after its start a cohort's certificates are still looked for: the last session, and the assessment link's 90 days after. */
const LOOK_DAYS_AFTER_START = 21 + 90

/**
 * Part of the cron sweep: issues the certificates earned in cohorts whose last session has come
 * (the final assessment opens that day, so none is earned before), while their links still work.
 */
export async function issueCertificates(env: Bindings, now: Date): Promise<void> {
  const db = openDatabase(env.DB)
  const today = bootcampDay(now)
  const recent = await db
    .select()
    .from(cohorts)
    .where(
      and(
        isNull(cohorts.archivedAt),
        lte(cohorts.startDate, today),
        gte(cohorts.startDate, addDays(today, -LOOK_DAYS_AFTER_START)),
      ),
    )
  for (const cohort of recent.filter((row) => lastSessionDay(row) <= today)) await issueEarned(db, cohort, now)
}
