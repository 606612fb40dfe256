import { and, eq, isNotNull, ne, sql } from 'drizzle-orm'
import { bootcampDay } from '../base/clock'
import { openDatabase } from '../base/db/client'
import { cohorts, outbox, registrations } from '../base/db/schema'
import type { Bindings } from '../base/env'
import { latestOrigin, queueJobs, registrationJob } from '../base/notify/jobs'
import { groupOf } from '../payments/quote-of'
import { waitlistPlace } from '../seats/waitlist-place'

/** How far a waitlist place moves, either way, before the family is told its new place. */
const WAITLIST_MOVE_TOLD = 3

/**
 * Part of the cron sweep: each waitlisted registration whose place in line moved by
 * WAITLIST_MOVE_TOLD or more since the family last heard it gets an email with its place now.
 * The place last told is kept on the row (`told_waitlist_place`): a registration's first sweep
 * records its place (the confirmation told it), and each job is written in the same batch as the
 * new told place, so a sweep run twice, or two overlapping, tell one move once. A registration
 * that leaves the waitlist forgets its told place (back on it, it starts again).
 */
export async function tellWaitlistMoves(env: Bindings, now: Date): Promise<number> {
  const db = openDatabase(env.DB)
  const waiting = eq(registrations.status, 'waitlisted')
  const moved = and(
    waiting,
    isNotNull(registrations.toldWaitlistPlace),
    sql`abs(${registrations.toldWaitlistPlace} - ${waitlistPlace}) >= ${WAITLIST_MOVE_TOLD}`,
  )
  const job = registrationJob('waitlist-place-changed', now, await latestOrigin(db))
  const [written] = await db.batch([
    db.insert(outbox).select(db.select(job).from(registrations).where(moved)).returning({ id: outbox.id }),
    db
      .update(registrations)
      .set({ toldWaitlistPlace: waitlistPlace })
      .where(and(waiting, sql`(${registrations.toldWaitlistPlace} IS NULL OR ${moved})`)),
    db
      .update(registrations)
      .set({ toldWaitlistPlace: null })
      .where(and(ne(registrations.status, 'waitlisted'), isNotNull(registrations.toldWaitlistPlace))),
  ])
  await queueJobs(
    env,
    written.map(({ id }) => id),
  ).catch(() => {})
  return written.length
}

/**
 * Part of the cron sweep: when a group of friends first has the cohort's minimum of members
 * holding settled seats (payments/quote-of.ts `groupOf` counts them), each member holding a seat
 * is told once (a unique index on the outbox per kind and registration), while the cohort's
 * cancellations are still open; once they close, the group refund's own email says it.
 */
export async function tellGroupRatesReached(env: Bindings, now: Date): Promise<number> {
  const db = openDatabase(env.DB)
  const today = bootcampDay(now)
  const groups = await db
    .selectDistinct({ groupId: sql<string>`${registrations.groupId}`, minimum: cohorts.groupMinimum })
    .from(registrations)
    .innerJoin(cohorts, eq(cohorts.id, registrations.cohortId))
    .where(
      and(
        isNotNull(registrations.groupId),
        eq(registrations.status, 'seated'),
        sql`${cohorts.groupPercent} > 0`,
        sql`date(${cohorts.startDate}, '-' || ${cohorts.refundDays} || ' days') >= ${today}`,
        sql`NOT EXISTS (SELECT 1 FROM outbox WHERE outbox.kind = 'group-rate-applied' AND outbox.record_id = ${registrations.id})`,
      ),
    )
  let fallbackOrigin: string | null = null
  const jobIds: string[] = []
  for (const { groupId, minimum } of groups) {
    if (((await groupOf(db, groupId))?.settled ?? 0) < minimum) continue
    // Read only when some group is to be told: most runs tell none.
    fallbackOrigin ??= await latestOrigin(db)
    const job = registrationJob('group-rate-applied', now, fallbackOrigin)
    const members = and(eq(registrations.groupId, groupId), eq(registrations.status, 'seated'))
    const written = await db
      .insert(outbox)
      .select(db.select(job).from(registrations).where(members))
      .onConflictDoNothing()
      .returning({ id: outbox.id })
    jobIds.push(...written.map(({ id }) => id))
  }
  await queueJobs(env, jobIds).catch(() => {})
  return jobIds.length
}
