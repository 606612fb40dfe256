import { and, eq, gte, isNull, lte, ne, or } from 'drizzle-orm'
import { addDays, lastSessionDay } from '../../contract/cohorts'
import { bootcampDay } from '../base/clock'
import { openDatabase } from '../base/db/client'
import { cohorts, outbox, registrations, type NotificationKind } from '../base/db/schema'
import type { Bindings } from '../base/env'
import { latestOrigin, registrationJob } from '../base/notify/jobs'

/** Days after the last session each follow-up is due, with its kind, in order. */
export const FOLLOW_UP_DAYS = [
  { days: 7, kind: 'follow-up-day-7' },
  { days: 14, kind: 'follow-up-day-14' },
  { days: 30, kind: 'follow-up-day-30' },
] as const satisfies readonly { days: number; kind: NotificationKind }[]

export type FollowUpKind = (typeof FOLLOW_UP_DAYS)[number]['kind']

/** The last follow-up is still written this many days after its day (a cron that was down catches up). */
const LAST_GRACE_DAYS = 7

/**
 * The follow-up due `today` for a cohort whose last session was `lastDay`: the latest whose day
 * has come, until the next one's (a sweep that missed day 7 on day 14 writes only day 14's); none
 * before day 7 or a week after day 30.
 */
export function dueFollowUp(lastDay: string, today: string): FollowUpKind | null {
  let due: FollowUpKind | null = null
  for (const { days, kind } of FOLLOW_UP_DAYS) if (today >= addDays(lastDay, days)) due = kind
  const end = addDays(lastDay, FOLLOW_UP_DAYS.at(-1)!.days + LAST_GRACE_DAYS)
  return today < end ? due : null
}

/** How far back a cohort's start may be for its follow-up still to be due: four weeks of sessions, then the last one's days. */
const LOOK_DAYS_BEFORE = 28 + FOLLOW_UP_DAYS.at(-1)!.days + LAST_GRACE_DAYS

/**
 * Part of the cron sweep: writes each follow-up due today to the outbox, once per seated
 * Complete Bootcamp participant (or with no preference, priced as complete) of the cohorts that
 * ended 7 to 37 days ago. "Once" is the database's unique index (outbox_follow_up_once), however
 * often the cron runs. Whether it is still sent (cancelled, erased, stopped, unsubscribed) is
 * decided as it is built (email.ts).
 */
export async function writeFollowUps(env: Bindings, now: Date): Promise<number> {
  const db = openDatabase(env.DB)
  const today = bootcampDay(now)
  const recent = await db
    .select()
    .from(cohorts)
    .where(and(lte(cohorts.startDate, addDays(today, -7)), gte(cohorts.startDate, addDays(today, -LOOK_DAYS_BEFORE))))
  let written = 0
  let fallbackOrigin: string | null = null
  for (const cohort of recent) {
    const kind = dueFollowUp(lastSessionDay(cohort), today)
    if (!kind) continue
    fallbackOrigin ??= await latestOrigin(db)
    const who = and(
      eq(registrations.cohortId, cohort.id),
      eq(registrations.status, 'seated'),
      or(isNull(registrations.sessionPreference), ne(registrations.sessionPreference, 'individual')),
    )
    const job = registrationJob(kind, now, fallbackOrigin)
    const result = await db.insert(outbox).select(db.select(job).from(registrations).where(who)).onConflictDoNothing()
    written += result.meta.changes
  }
  return written
}
