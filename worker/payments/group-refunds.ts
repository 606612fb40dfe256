import { and, eq, isNotNull } from 'drizzle-orm'
import { openDatabase } from '../db/client'
import { outbox, payments, registrations } from '../db/schema'
import type { Bindings } from '../env'
import { queueJobs } from '../notify/jobs'
import { quoteOf } from './quote-of'
import { refundPart } from './refunds'

/**
 * Part of the cron sweep: a family that paid before its group had enough seated gets the
 * difference back once it has, automatically, through Stripe, and an email saying so. The
 * difference is the pricing module's own: the same quote, now with the group rate. Each payment
 * is refunded once (its refunded amount is recorded, and Stripe's idempotency key is the
 * payment's). A group that later falls below its minimum charges no one after the fact.
 */
export async function refundGroupDifferences(env: Bindings, now: Date): Promise<number> {
  if (!env.STRIPE_SECRET_KEY) return 0
  const db = openDatabase(env.DB)
  const candidates = await db
    .select({ payment: payments })
    .from(payments)
    .innerJoin(registrations, eq(registrations.id, payments.registrationId))
    .where(
      and(
        eq(payments.status, 'paid'),
        eq(payments.refundedCents, 0),
        isNotNull(registrations.groupId),
        eq(registrations.status, 'seated'),
      ),
    )
  const jobIds: string[] = []
  for (const { payment } of candidates) {
    if (payment.lines.some((line) => line.item === 'group')) continue
    const found = await quoteOf(db, payment.registrationId, payment.sessions ?? 1)
    if (!found?.owed.ok || !found.owed.lines.some((line) => line.item === 'group')) continue
    const difference = payment.amountCents - found.owed.totalCents
    if (difference <= 0 || !(await refundPart(env, db, payment, difference).catch(() => false))) continue
    const jobId = crypto.randomUUID()
    await db.insert(outbox).values({
      id: jobId,
      kind: 'group-refund',
      recordId: payment.id,
      email: found.registration.email,
      language: payment.language,
      origin: payment.origin,
      createdAt: now.toISOString(),
    })
    jobIds.push(jobId)
  }
  if (jobIds.length > 0) await queueJobs(env, jobIds).catch(() => {})
  return jobIds.length
}
