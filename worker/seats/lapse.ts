import { and, eq, lte } from 'drizzle-orm'
import { openDatabase } from '../base/db/client'
import { registrations } from '../base/db/schema'
import { latestOrigin } from '../base/notify/jobs'
import type { Bindings } from '../base/env'
import { fillFreedSeats, queueOffers } from './fill'

/**
 * Part of the cron sweep: offers not claimed by their expiry lapse, and each lapsed seat is
 * offered to the next on the waitlist, one batch per cohort (the lapse and the new offers with
 * their emails together, so a crash between them can neither lose a seat nor offer it twice).
 * Returns how many offers lapsed.
 */
export async function lapseOffers(env: Bindings, now: Date): Promise<number> {
  const db = openDatabase(env.DB)
  const at = now.toISOString()
  const due = and(eq(registrations.status, 'offered'), lte(registrations.offerExpiresAt, at))
  const cohortIds = (await db.selectDistinct({ cohortId: registrations.cohortId }).from(registrations).where(due)).map(
    (row) => row.cohortId!,
  )
  if (cohortIds.length === 0) return 0
  const fallbackOrigin = await latestOrigin(db)
  let lapsed = 0
  for (const cohortId of cohortIds) {
    const fill = await fillFreedSeats(db, cohortId, now, fallbackOrigin)
    const [result] = await db.batch([
      db
        .update(registrations)
        .set({ status: 'lapsed', offerExpiresAt: null, statusChangedAt: at })
        .where(and(due, eq(registrations.cohortId, cohortId))),
      ...fill.statements,
    ])
    lapsed += result.meta.changes
    await queueOffers(env, await fill.jobIds())
  }
  return lapsed
}
