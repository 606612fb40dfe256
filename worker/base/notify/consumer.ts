import { and, eq, sql } from 'drizzle-orm'
import { openDatabase } from '../db/client'
import { NOW, outbox } from '../db/schema'
import type { Bindings, Database, NotifyMessage } from '../env'
import { errorKind } from '../errors'
import type { Composer } from './email'
import { withSafeHeaders } from './header-values'

/** Seconds before a failed send is tried again: 10 s, 30 s, 1.5, 4.5 and 13.5 minutes (about 20 in all). */
export const retryDelay = (attempts: number) => 10 * 3 ** Math.max(0, attempts - 1)

/**
 * Takes a pending job for sending. Only one consumer wins (the UPDATE is conditional), and a job
 * already sent, cancelled or failed is never taken again: sending is idempotent.
 */
async function claim(db: Database, jobId: string) {
  const [job] = await db
    .update(outbox)
    .set({ status: 'sending', attempts: sql`${outbox.attempts} + 1`, claimedAt: NOW })
    .where(and(eq(outbox.id, jobId), eq(outbox.status, 'pending')))
    .returning()
  return job
}

async function sendOne(db: Database, env: Bindings, compose: Composer, message: Message<NotifyMessage>) {
  // A busy database is waited out by the queue's own DB (index.ts, withRetryingDatabase).
  const job = await claim(db, message.body.jobId)
  if (!job) return message.ack()
  try {
    const email = await compose(db, env, job)
    if ('cancelled' in email) {
      await db.update(outbox).set({ status: 'cancelled', lastError: email.cancelled }).where(eq(outbox.id, job.id))
      return message.ack()
    }
    const { messageId } = await env.EMAIL.send(withSafeHeaders(email))
    await db
      .update(outbox)
      .set({ status: 'sent', sentAt: NOW, messageId, lastError: null })
      .where(eq(outbox.id, job.id))
    message.ack()
  } catch (error) {
    await db
      .update(outbox)
      .set({ status: 'pending', lastError: errorKind(error) })
      .where(eq(outbox.id, job.id))
    message.retry({ delaySeconds: retryDelay(job.attempts) })
  }
}

/** Messages that ran out of retries: their jobs are marked failed, for `npm run outbox` and staff. */
async function markFailed(db: Database, message: Message<NotifyMessage>) {
  await db
    .update(outbox)
    .set({ status: 'failed' })
    .where(and(eq(outbox.id, message.body.jobId), eq(outbox.status, 'pending')))
  message.ack()
}

export const DEAD_LETTER_QUEUE = 'vital-bootcamp-notify-dead'

/**
 * The worker's `queue()` handler for the notification queue and its dead-letter queue; `compose`
 * builds each job's email (the features' composer table, handed in by index.ts).
 */
export async function handleNotifyBatch(batch: MessageBatch<NotifyMessage>, env: Bindings, compose: Composer) {
  const db = openDatabase(env.DB)
  for (const message of batch.messages) {
    try {
      if (batch.queue === DEAD_LETTER_QUEUE) await markFailed(db, message)
      else await sendOne(db, env, compose, message)
    } catch (error) {
      // The database itself failed (busy, unavailable). A drizzle error's message lists bound
      // values, so only its kind is logged; the message comes back later.
      console.error(
        JSON.stringify({ level: 'error', event: 'notify_failed', kind: errorKind(error), queue: batch.queue }),
      )
      message.retry({ delaySeconds: retryDelay(message.attempts) })
    }
  }
}
