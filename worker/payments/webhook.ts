import { and, eq, ne } from 'drizzle-orm'
import { Hono } from 'hono'
import { outbox, payments, registrations, stripeEvents } from '../db/schema'
import type { AppEnv, Bindings, Database } from '../env'
import { ApiError } from '../errors'
import { readTextAtMost } from '../middleware/json-body'
import { queueJobs } from '../notify/jobs'
import { refundPayment } from './refunds'
import { verifiedEvent } from './stripe'

/** Stripe's events are a few kilobytes; anything far larger is not Stripe's. */
const MAX_EVENT_BYTES = 256 * 1024

/** What the webhook answers Stripe: 200 for every genuine event, handled or deliberately ignored. */
type Handled =
  | { received: true; handled: 'paid' | 'refunded-duplicate' | 'already-handled' }
  | { received: true; ignored: 'event-type' | 'unknown-session' | 'not-paid' }

/**
 * A second payment for a registration already paid (two tabs, two Checkout sessions): it is
 * recorded as refunded, and refunded through Stripe's API when a key is set.
 */
async function refundDuplicate(
  env: Bindings,
  db: Database,
  payment: typeof payments.$inferSelect,
  paymentIntent: string | null,
) {
  const paid = { ...payment, paymentIntentId: paymentIntent }
  if (!(await refundPayment(env, db, paid, 'duplicate')))
    await db
      .update(payments)
      .set({ status: 'refunded', refundedCents: payment.amountCents, paymentIntentId: paymentIntent })
      .where(eq(payments.id, payment.id))
}

/**
 * `checkout.session.completed` with the money in: the attempt it names becomes `paid`, the event
 * id is recorded and the receipt is written to the outbox, all in one batch, so a retried or
 * replayed event (the same id) changes nothing, and a receipt is never promised twice.
 */
async function checkoutCompleted(
  env: Bindings,
  db: Database,
  eventId: string,
  session: { id: string; payment_status: string; payment_intent: string | { id: string } | null },
  now: Date,
): Promise<Handled> {
  if (session.payment_status !== 'paid') return { received: true, ignored: 'not-paid' }
  const payment = await db.select().from(payments).where(eq(payments.checkoutSessionId, session.id)).get()
  if (!payment) return { received: true, ignored: 'unknown-session' }
  if (payment.status !== 'open') return { received: true, handled: 'already-handled' }
  const paymentIntent =
    typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? null)
  const otherPaid = await db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.registrationId, payment.registrationId),
        eq(payments.status, 'paid'),
        ne(payments.id, payment.id),
      ),
    )
    .get()
  if (otherPaid) {
    await refundDuplicate(env, db, payment, paymentIntent)
    return { received: true, handled: 'refunded-duplicate' }
  }
  const registration = await db
    .select({ email: registrations.email })
    .from(registrations)
    .where(eq(registrations.id, payment.registrationId))
    .get()
  const jobId = crypto.randomUUID()
  const at = now.toISOString()
  try {
    await db.batch([
      db.insert(stripeEvents).values({ id: eventId, type: 'checkout.session.completed' }),
      db
        .update(payments)
        .set({ status: 'paid', paidAt: at, paymentIntentId: paymentIntent })
        .where(and(eq(payments.id, payment.id), eq(payments.status, 'open'))),
      ...(registration
        ? [
            db.insert(outbox).values({
              id: jobId,
              kind: 'payment-receipt',
              recordId: payment.id,
              email: registration.email,
              language: payment.language,
              origin: payment.origin,
              createdAt: at,
            }),
          ]
        : []),
    ])
  } catch (error) {
    // The event id is the primary key: an event handled meanwhile (Stripe's retry racing the first) changed nothing.
    if (error instanceof Error && error.message.includes('UNIQUE'))
      return { received: true, handled: 'already-handled' }
    throw error
  }
  if (registration) await queueJobs(env, [jobId]).catch(() => {})
  return { received: true, handled: 'paid' }
}

/**
 * `POST /api/stripe/webhook`: Stripe's events, verified with `constructEventAsync` and
 * SubtleCrypto on the raw body (a forged, altered or stale one is answered 400 and changes
 * nothing), handled once per event id.
 */
export const stripeWebhookRoute = new Hono<AppEnv>().post('/', async function stripeWebhook(c) {
  const secret = c.env.STRIPE_WEBHOOK_SECRET
  if (!secret) throw new ApiError(404, 'notFound')
  // The JSON endpoints' own cap on the bytes actually read, at Stripe's size.
  const body = await readTextAtMost(c, MAX_EVENT_BYTES)
  const signature = c.req.header('stripe-signature')
  if (!signature) throw new ApiError(400, 'badSignature')
  let event: Awaited<ReturnType<typeof verifiedEvent>>
  try {
    event = await verifiedEvent(body, signature, secret)
  } catch {
    throw new ApiError(400, 'badSignature')
  }
  const seen = await c.var.db
    .select({ id: stripeEvents.id })
    .from(stripeEvents)
    .where(eq(stripeEvents.id, event.id))
    .get()
  if (seen) return c.json({ received: true, handled: 'already-handled' } satisfies Handled)
  if (event.type !== 'checkout.session.completed')
    return c.json({ received: true, ignored: 'event-type' } satisfies Handled)
  return c.json(await checkoutCompleted(c.env, c.var.db, event.id, event.data.object, new Date()))
})
