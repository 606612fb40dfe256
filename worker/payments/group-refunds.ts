import { and, eq, isNotNull, sql } from 'drizzle-orm'
import { bootcampDay } from '../base/clock'
import { openDatabase } from '../base/db/client'
import { cohorts, outbox, payments, registrations } from '../base/db/schema'
import type { Bindings } from '../base/env'
import { errorKind } from '../base/errors'
import { queueJobs } from '../base/notify/jobs'
import { familyJob, notToldYet } from './family-job'
import { quoteOf } from './quote-of'
import { refundThroughStripe } from './refunds'

/**
 * Part of the cron sweep: the group rate is earned, not claimed. Each friend pays the list price;
 * once the cohort's refund window has closed (cancellations are no longer refunded, so the group
 * can only shrink by people who lose their money), a group with at least the cohort's minimum of
 * members holding seats with their bill settled (paid online or at the office, or assisted) has
 * the rate's difference refunded to each member who paid online, through Stripe, with an email
 * saying so. Members who cancel inside the window never bought the others a discount. Each
 * payment's group refund is made once (a refund row per payment and reason, and Stripe's idempotency key).
 */
export async function refundEarnedGroupRates(env: Bindings, now: Date): Promise<number> {
  if (!env.STRIPE_SECRET_KEY) return 0
  const db = openDatabase(env.DB)
  const today = bootcampDay(now)
  const candidates = await db
    .select({ payment: payments })
    .from(payments)
    .innerJoin(registrations, eq(registrations.id, payments.registrationId))
    .innerJoin(cohorts, eq(cohorts.id, registrations.cohortId))
    .where(
      and(
        eq(payments.status, 'paid'),
        isNotNull(registrations.groupId),
        eq(registrations.status, 'seated'),
        sql`${cohorts.groupPercent} > 0`,
        // The window has closed: the day after the last refundable day, in the bootcamp's calendar.
        sql`date(${cohorts.startDate}, '-' || ${cohorts.refundDays} || ' days') < ${today}`,
        sql`NOT EXISTS (SELECT 1 FROM refunds WHERE refunds.payment_id = ${payments.id} AND refunds.reason = 'group-rate')`,
      ),
    )
  const jobIds: string[] = []
  for (const { payment } of candidates) {
    // The quote counts the group's settled members and prices the rate: one reading for both.
    const found = await quoteOf(db, payment.registrationId, payment.sessions ?? 1)
    if (!found?.withGroupRate.ok || (found.group?.settled ?? 0) < found.cohort.groupMinimum) continue
    const difference = payment.amountCents - found.withGroupRate.totalCents
    if (difference <= 0) continue
    try {
      const refund = await refundThroughStripe(env, db, payment, 'group-rate', difference)
      if (!refund) continue
      const jobId = crypto.randomUUID()
      const [told] = await db.batch([
        // Two sweeps at once refund once (the refund's row and Stripe's idempotency key) and email once.
        db.insert(outbox).select(
          db
            .select(familyJob('group-refund', payment, jobId, now))
            .from(registrations)
            .where(and(eq(registrations.id, payment.registrationId), notToldYet('group-refund', payment.id))),
        ),
        ...refund.statements,
      ])
      if (told.meta.changes > 0) jobIds.push(jobId)
    } catch (error) {
      // The next sweep tries again: the refund's idempotency key makes a retried call one refund.
      console.error(JSON.stringify({ level: 'warn', event: 'group_refund_failed', kind: errorKind(error) }))
    }
  }
  if (jobIds.length > 0) await queueJobs(env, jobIds).catch(() => {})
  return jobIds.length
}
