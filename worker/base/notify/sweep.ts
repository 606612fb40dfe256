import { and, eq, isNull, lt, or } from 'drizzle-orm'
import { openDatabase } from '../db/client'
import { outbox } from '../db/schema'
import type { Bindings } from '../env'
import { queueJobs } from './jobs'
import { summariseStaffAlerts } from './summary'

/** A job nobody took this long after it was written lost its queue message. */
const UNCLAIMED_AFTER_MS = 2 * 60_000
/** Longer than every retry delay added up (about 20 minutes): the message itself was lost. */
const RETRY_LOST_AFTER_MS = 30 * 60_000
/** A consumer that took a job and neither sent nor released it this long ago crashed. */
const SENDING_STUCK_AFTER_MS = 10 * 60_000

const ago = (ms: number, now: number) => new Date(now - ms).toISOString()

/** The three waits, or one shorter wait for all when SWEEP_AFTER_SECONDS is set (the soak sets 5). */
function waits(env: Bindings) {
  const override = Number(env.SWEEP_AFTER_SECONDS) * 1000
  if (override > 0) return { unclaimed: override, retryLost: override, sendingStuck: override }
  return { unclaimed: UNCLAIMED_AFTER_MS, retryLost: RETRY_LOST_AFTER_MS, sendingStuck: SENDING_STUCK_AFTER_MS }
}

/**
 * The cron sweep: jobs left behind by a lost queue message or a crashed consumer go back to
 * pending and onto the queue, and each ended hour's coalesced staff alerts become one summary.
 * Returns how many jobs were queued.
 */
export async function sweepOutbox(env: Bindings, now = Date.now()): Promise<number> {
  const db = openDatabase(env.DB)
  const wait = waits(env)
  await db
    .update(outbox)
    .set({ status: 'pending', claimedAt: null })
    .where(and(eq(outbox.status, 'sending'), lt(outbox.claimedAt, ago(wait.sendingStuck, now))))
  const stuck = await db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        eq(outbox.status, 'pending'),
        or(
          and(isNull(outbox.claimedAt), lt(outbox.createdAt, ago(wait.unclaimed, now))),
          lt(outbox.claimedAt, ago(wait.retryLost, now)),
        ),
      ),
    )
  const summaries = await summariseStaffAlerts(db, new Date(now))
  await queueJobs(env, [...stuck.map(({ id }) => id), ...summaries])
  return stuck.length + summaries.length
}
