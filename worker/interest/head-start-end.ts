import { and, eq, gt, isNotNull, isNull, lte } from 'drizzle-orm'
import { bootcampDay } from '../base/clock'
import { openDatabase } from '../base/db/client'
import { cohorts } from '../base/db/schema'
import type { Bindings } from '../base/env'
import { latestOrigin } from '../base/notify/jobs'
import { fillFreedSeats, queueOffers } from '../seats/fill'

/**
 * The cron's step after a head start ends: the seats the families in line left free go to
 * whoever waits on the cohort's waitlist, in order (those who registered during the head start
 * queued there), each with its offer email. Run every sweep: a cohort with no free seat or no
 * waitlist writes nothing, and an offer is made once (fill.ts).
 */
export async function fillAfterHeadStarts(env: Bindings, now: Date) {
  const db = openDatabase(env.DB)
  const ended = await db
    .select({ id: cohorts.id })
    .from(cohorts)
    .where(
      and(
        isNotNull(cohorts.headStartUntil),
        lte(cohorts.headStartUntil, now.toISOString()),
        eq(cohorts.open, true),
        isNull(cohorts.archivedAt),
        gt(cohorts.startDate, bootcampDay(now)),
      ),
    )
  if (ended.length === 0) return
  const fallbackOrigin = await latestOrigin(db)
  for (const { id } of ended) {
    const fill = await fillFreedSeats(db, id, now, fallbackOrigin)
    const [first, ...rest] = fill.statements
    if (!first) continue
    await db.batch([first, ...rest])
    await queueOffers(env, await fill.jobIds())
  }
}
