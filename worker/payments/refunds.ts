import { and, eq } from 'drizzle-orm'
import { payments } from '../db/schema'
import type { Bindings, Database } from '../env'
import { stripeFor } from './stripe'

type Payment = typeof payments.$inferSelect

/**
 * Gives back what was paid through Stripe's refunds API, once (the idempotency key is the
 * payment's), then records it. Used when a second payment arrives for a registration already
 * paid, and when staff cancel a paid registration. Without Stripe (no key) nothing can be
 * refunded here, and nothing is recorded as refunded: the console says so.
 */
export async function refundPayment(
  env: Bindings,
  db: Database,
  payment: Payment,
  reason: 'duplicate' | 'requested_by_customer',
): Promise<boolean> {
  const stripe = stripeFor(env)
  if (!stripe || !payment.paymentIntentId) return false
  await stripe.refunds.create(
    { payment_intent: payment.paymentIntentId, reason, metadata: { payment_id: payment.id } },
    { idempotencyKey: `refund:${payment.id}` },
  )
  await db
    .update(payments)
    .set({ status: 'refunded', refundedCents: payment.amountCents })
    .where(and(eq(payments.id, payment.id), eq(payments.status, payment.status)))
  return true
}

/**
 * Gives back part of a payment (the group rate that came after it was paid), once per payment
 * (the idempotency key), and records how much. False without Stripe.
 */
export async function refundPart(env: Bindings, db: Database, payment: Payment, amountCents: number): Promise<boolean> {
  const stripe = stripeFor(env)
  if (!stripe || !payment.paymentIntentId || amountCents <= 0) return false
  await stripe.refunds.create(
    {
      payment_intent: payment.paymentIntentId,
      amount: amountCents,
      reason: 'requested_by_customer',
      metadata: { payment_id: payment.id, why: 'group-rate' },
    },
    { idempotencyKey: `group-refund:${payment.id}` },
  )
  await db
    .update(payments)
    .set({ refundedCents: amountCents })
    .where(and(eq(payments.id, payment.id), eq(payments.refundedCents, 0)))
  return true
}
