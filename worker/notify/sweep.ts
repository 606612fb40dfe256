import { and, eq, isNull, lt, or } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/d1'
import * as schema from '../db/schema'
import { outbox } from '../db/schema'
import type { Bindings } from '../env'

/** A job nobody took this long after it was written lost its queue message. */
const UNCLAIMED_AFTER_MS = 2 * 60_000
/** Longer than every retry delay added up (about 20 minutes): the message itself was lost. */
const RETRY_LOST_AFTER_MS = 30 * 60_000
/** A consumer that took a job and neither sent nor released it this long ago crashed. */
const SENDING_STUCK_AFTER_MS = 10 * 60_000

const ago = (ms: number, now: number) => new Date(now - ms).toISOString()

/**
 * The cron sweep: jobs left behind by a lost queue message or a crashed consumer go back to
 * pending and onto the queue. Returns how many were re-queued.
 */
export async function sweepOutbox(env: Bindings, now = Date.now()): Promise<number> {
  const db = drizzle(env.DB, { schema })
  await db
    .update(outbox)
    .set({ status: 'pending', claimedAt: null })
    .where(and(eq(outbox.status, 'sending'), lt(outbox.claimedAt, ago(SENDING_STUCK_AFTER_MS, now))))
  const stuck = await db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        eq(outbox.status, 'pending'),
        or(and(isNull(outbox.claimedAt), lt(outbox.createdAt, ago(UNCLAIMED_AFTER_MS, now))), lt(outbox.claimedAt, ago(RETRY_LOST_AFTER_MS, now))),
      ),
    )
  // sendBatch takes at most 100 messages.
  for (let start = 0; start < stuck.length; start += 100) {
    await env.NOTIFY_QUEUE.sendBatch(stuck.slice(start, start + 100).map(({ id }) => ({ body: { jobId: id } })))
  }
  return stuck.length
}
