import { and, eq, sql } from 'drizzle-orm'
import type { RefundReason } from '../../contract/constants'
import { payments, refunds } from '../base/db/schema'
import type { Bindings, Database } from '../base/env'
import { stripeFor } from './stripe'

type Payment = typeof payments.$inferSelect

/**
 * What is left of a payment's charge to give back: what it charged minus every refund stored.
 * Nothing was charged while it has no PaymentIntent (an open or expired Checkout). The one place
 * an amount to refund is computed: the family page's sentence, the cancellation, the group rate,
 * the webhook's refunds and the console all read it.
 */
export function refundableCents(payment: Pick<Payment, 'amountCents' | 'refundedCents' | 'paymentIntentId'>) {
  return payment.paymentIntentId ? Math.max(0, payment.amountCents - payment.refundedCents) : 0
}

/** Stripe's refund reason for ours: money that should never have been taken is a duplicate to Stripe. */
const STRIPE_REASON: Record<RefundReason, 'duplicate' | 'requested_by_customer'> = {
  'already-paid': 'duplicate',
  'seat-gone': 'requested_by_customer',
  'quote-changed': 'requested_by_customer',
  cancelled: 'requested_by_customer',
  'group-rate': 'requested_by_customer',
}

/**
 * The statements that record a refund Stripe made: its row (once per payment and reason), the
 * payment's refunded sum from its rows, and `refunded` once nothing is left. A row that would
 * take the sum past the charge is never written (and the payments table's check refuses it too).
 */
function refundRecord(
  db: Database,
  paymentId: string,
  reason: RefundReason,
  amountCents: number,
  stripeRefundId: string | null,
) {
  const refundedSum = sql<number>`(SELECT coalesce(sum(amount_cents), 0) FROM refunds WHERE payment_id = ${paymentId})`
  return [
    db.insert(refunds).select(
      db
        .select({
          id: sql<string>`${crypto.randomUUID()}`.as('id'),
          paymentId: sql<string>`${paymentId}`.as('payment_id'),
          reason: sql<RefundReason>`${reason}`.as('reason'),
          amountCents: sql<number>`${amountCents}`.as('amount_cents'),
          stripeRefundId: sql<string | null>`${stripeRefundId}`.as('stripe_refund_id'),
          createdAt: sql<string>`${new Date().toISOString()}`.as('created_at'),
        })
        .from(payments)
        .where(
          and(
            eq(payments.id, paymentId),
            sql`${refundedSum} + ${amountCents} <= ${payments.amountCents}`,
            sql`NOT EXISTS (SELECT 1 FROM refunds WHERE payment_id = ${paymentId} AND reason = ${reason})`,
          ),
        ),
    ),
    db
      .update(payments)
      .set({
        refundedCents: refundedSum,
        status: sql`CASE WHEN ${refundedSum} >= ${payments.amountCents} THEN 'refunded' ELSE ${payments.status} END`,
      })
      .where(eq(payments.id, paymentId)),
  ] as const
}

/**
 * Gives back `amountCents` of a payment (all that is left when omitted, never more) through
 * Stripe's refunds API, once per payment and reason (the idempotency key), always naming the
 * amount so Stripe and our books say the same figure. Returns the cents refunded and the
 * statements that record it, for the caller's batch (with its email or audit entry); null when
 * nothing can be refunded here (no Stripe key, nothing charged) so the caller says so.
 * Throws when Stripe refuses or cannot be reached: nothing is recorded then.
 */
export async function refundThroughStripe(
  env: Bindings,
  db: Database,
  payment: Payment,
  reason: RefundReason,
  amountCents?: number,
) {
  const stripe = stripeFor(env)
  const left = refundableCents(payment)
  const amount = Math.min(left, amountCents ?? left)
  if (!stripe || !payment.paymentIntentId || amount <= 0) return null
  const refund = await stripe.refunds.create(
    {
      payment_intent: payment.paymentIntentId,
      amount,
      reason: STRIPE_REASON[reason],
      metadata: { payment_id: payment.id, why: reason },
    },
    { idempotencyKey: `refund:${reason}:${payment.id}` },
  )
  return { amountCents: amount, statements: refundRecord(db, payment.id, reason, amount, refund.id) }
}

/** Refunds and records at once, for callers with nothing else to write in the same batch. */
export async function refundPayment(
  env: Bindings,
  db: Database,
  payment: Payment,
  reason: RefundReason,
  amountCents?: number,
) {
  const refund = await refundThroughStripe(env, db, payment, reason, amountCents)
  if (!refund) return null
  await db.batch(refund.statements)
  return refund.amountCents
}

/** Money given back on a registration's payments, oldest first, as the refunds table records it. */
export function refundsOf(db: Database, registrationId: string) {
  return db
    .select({
      paymentId: refunds.paymentId,
      reason: refunds.reason,
      amountCents: refunds.amountCents,
      createdAt: refunds.createdAt,
    })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(eq(payments.registrationId, registrationId))
    .orderBy(refunds.createdAt)
}

/** The reasons a payment is given back in full on arrival (reconcile.ts). */
const RETURNED = ['seat-gone', 'quote-changed', 'already-paid'] as const
const isReturned = (reason: RefundReason): reason is (typeof RETURNED)[number] =>
  (RETURNED as readonly RefundReason[]).includes(reason)

/** The last of `given` that gave a whole payment back on arrival, with its reason narrowed; null when none did. */
export function lastReturned<R extends { reason: RefundReason }>(given: R[]) {
  const returned = given.filter((refund): refund is R & { reason: (typeof RETURNED)[number] } =>
    isReturned(refund.reason),
  )
  return returned.at(-1) ?? null
}
