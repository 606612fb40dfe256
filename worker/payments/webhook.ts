import { and, eq, inArray, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import { auditSelection } from '../base/staff/audit'
import { auditLog, outbox, payments, registrations, stripeEvents } from '../base/db/schema'
import type { AppEnv, Bindings, Database } from '../base/env'
import { ApiError, ConfigurationError } from '../base/errors'
import { readTextAtMost } from '../base/middleware/json-body'
import { queueJobs } from '../base/notify/jobs'
import { familyJob, notToldYet } from './family-job'
import { quoteOf } from './quote-of'
import { judgeCompletedCheckout, type RegistrationNow, type Verdict } from './reconcile'
import { refundThroughStripe } from './refunds'
import { verifiedEvent } from './stripe'

/** Stripe's events are a few kilobytes; anything far larger is not Stripe's. */
const MAX_EVENT_BYTES = 256 * 1024

/**
 * What became of an event, as the webhook answers and logs it: its effect stored (`applied`,
 * `refunded`), already stored (`duplicate`), or not ours to act on (`ignored`). Nothing is
 * answered 200 before its effect is stored: a failure answers 5xx and Stripe sends it again.
 */
type Outcome = 'applied' | 'refunded' | 'duplicate' | 'ignored'

type Payment = typeof payments.$inferSelect

interface CheckoutSession {
  id: string
  payment_status: string
  payment_intent: string | { id: string } | null
}

const intentOf = (session: CheckoutSession) =>
  typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? null)

/** The event's id, recorded in the batch that stores its effect; a concurrent copy of it adds nothing. */
const recordEvent = (db: Database, id: string, type: string) =>
  db.insert(stripeEvents).values({ id, type }).onConflictDoNothing()

/** What the office holds of a registration's money (received less given back), in SQL: read and checked in one statement. */
const officeNet = (registrationId: string) =>
  sql<number>`coalesce((SELECT sum(CASE kind WHEN 'payment' THEN amount_cents ELSE -amount_cents END) FROM offline_payments WHERE registration_id = ${registrationId}), 0)`

type Judged = RegistrationNow & { officeNetCents: number }

/**
 * The registration as it stands now, for the reconciliation rule: its quote also names the
 * payment already paid, and its balance what is left after the office's cash and cheques.
 */
async function registrationNow(db: Database, payment: Payment): Promise<Judged> {
  const found = await quoteOf(db, payment.registrationId, payment.sessions ?? 1)
  // Without a cohort (or a row) nothing holds a seat; whether another payment was paid still names the reason.
  if (!found) {
    const paid = await db
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.registrationId, payment.registrationId), eq(payments.status, 'paid')))
      .get()
    return {
      status: 'lapsed',
      cohortId: null,
      owedCents: null,
      preference: 'complete',
      otherPaid: Boolean(paid),
      settledAtOffice: false,
      officeNetCents: 0,
    }
  }
  const office = found.offline.reduce(
    (net, row) => net + (row.kind === 'payment' ? row.amountCents : -row.amountCents),
    0,
  )
  const left = found.owed.ok && found.balance ? found.balance.dueCents : null
  return {
    status: found.registration.status,
    cohortId: found.registration.cohortId,
    owedCents: left,
    preference: found.preference,
    otherPaid: Boolean(found.paid && found.paid.id !== payment.id),
    settledAtOffice: found.offline.length > 0 && left === 0,
    officeNetCents: office,
  }
}

/**
 * Accepts the payment in one conditional statement, so that two completions arriving at once
 * (two Checkout sessions of one registration paid together) cannot both pass: D1 runs each
 * statement alone, and only the first finds no other paid attempt, the seat still held as
 * quoted and the office's money as it was judged. The event and the receipt are written only where the payment became paid here.
 */
async function acceptPayment(
  env: Bindings,
  db: Database,
  payment: Payment,
  intent: string | null,
  eventId: string,
  now: Date,
  officeNetCents: number,
) {
  const at = now.toISOString()
  const jobId = crypto.randomUUID()
  const quotedPreference = payment.sessions === null ? 'complete' : 'individual'
  const paidHere = and(eq(payments.id, payment.id), eq(payments.status, 'paid'), eq(payments.paidAt, at))
  const [result] = await db.batch([
    db
      .update(payments)
      .set({ status: 'paid', paidAt: at, paymentIntentId: intent })
      .where(
        and(
          eq(payments.id, payment.id),
          inArray(payments.status, ['open', 'expired']),
          sql`EXISTS (SELECT 1 FROM registrations WHERE registrations.id = ${payment.registrationId} AND registrations.status = 'seated' AND registrations.cohort_id = coalesce(${payment.cohortId}, registrations.cohort_id) AND coalesce(registrations.session_preference, 'complete') = ${quotedPreference})`,
          sql`NOT EXISTS (SELECT 1 FROM payments AS other WHERE other.registration_id = ${payment.registrationId} AND other.status = 'paid')`,
          // Cash or a cheque recorded since the judging changes what is left: judged again.
          sql`${officeNet(payment.registrationId)} = ${officeNetCents}`,
        ),
      ),
    db
      .insert(stripeEvents)
      .select(
        db
          .select({
            id: sql<string>`${eventId}`.as('id'),
            type: sql<string>`'checkout.session.completed'`.as('type'),
            receivedAt: sql<string>`${at}`.as('received_at'),
          })
          .from(payments)
          .where(paidHere),
      )
      .onConflictDoNothing(),
    db.insert(outbox).select(
      db
        .select(familyJob('payment-receipt', payment, jobId, now))
        .from(registrations)
        .where(
          and(
            eq(registrations.id, payment.registrationId),
            sql`EXISTS (SELECT 1 FROM payments WHERE payments.id = ${payment.id} AND payments.status = 'paid' AND payments.paid_at = ${at})`,
            // One receipt per payment, even for two deliveries of one event in the same millisecond.
            notToldYet('payment-receipt', payment.id),
          ),
        ),
    ),
  ])
  if (result.meta.changes === 0) return false
  await queueJobs(env, [jobId]).catch(() => {})
  return true
}

/**
 * Gives a payment back in full: the money arrived for a seat it no longer matches. The refund
 * (its idempotency key is the payment's, so a retried event refunds once), the event, the
 * family's email in their language and an audit entry staff read are stored together.
 */
async function returnPayment(
  env: Bindings,
  db: Database,
  payment: Payment,
  reason: Exclude<Verdict, { accept: true }>['reason'],
  eventId: string,
  now: Date,
) {
  // The PaymentIntent is kept before Stripe is asked: the books name what was refunded even if the call fails.
  await db.update(payments).set({ paymentIntentId: payment.paymentIntentId }).where(eq(payments.id, payment.id))
  const refund = await refundThroughStripe(env, db, payment, reason)
  // Without Stripe nothing can be given back here: the event fails so Stripe sends it again.
  if (!refund) throw new ConfigurationError('refund_unavailable')
  const jobId = crypto.randomUUID()
  const at = now.toISOString()
  const detail = `registration ${payment.registrationId}: payment ${payment.id} refunded in full (${reason})`
  // Two deliveries of one event at once refund once (the idempotency key); they tell staff and the family once too.
  const firstTelling = (kind: 'job' | 'entry') =>
    kind === 'job'
      ? notToldYet('payment-returned', payment.id)
      : sql`NOT EXISTS (SELECT 1 FROM audit_log WHERE audit_log.action = 'payment-returned' AND audit_log.detail = ${detail})`
  const entry = auditSelection({ id: crypto.randomUUID(), at, action: 'payment-returned', username: 'stripe', detail })
  const job = familyJob('payment-returned', payment, jobId, now)
  await db.batch([
    ...refund.statements,
    recordEvent(db, eventId, 'checkout.session.completed'),
    db.insert(auditLog).select(
      db
        .select(entry)
        .from(payments)
        .where(and(eq(payments.id, payment.id), firstTelling('entry'))),
    ),
    // An erased family has no address left: the refund is still made and recorded, and no email goes.
    db.insert(outbox).select(
      db
        .select(job)
        .from(registrations)
        .where(and(eq(registrations.id, payment.registrationId), firstTelling('job'))),
    ),
  ])
  await queueJobs(env, [jobId]).catch(() => {})
}

/**
 * `checkout.session.completed` with the money in: judged against the registration as it stands
 * now (reconcile.ts). Accepted, the attempt becomes `paid` with its receipt; otherwise the whole
 * payment goes back through Stripe and the family is told why.
 */
async function checkoutCompleted(
  env: Bindings,
  db: Database,
  eventId: string,
  session: CheckoutSession,
  now: Date,
): Promise<Outcome> {
  if (session.payment_status !== 'paid') return 'ignored'
  const found = await db.select().from(payments).where(eq(payments.checkoutSessionId, session.id)).get()
  if (!found) return 'ignored'
  if (found.status === 'paid' || found.status === 'refunded') return 'duplicate'
  const payment = { ...found, paymentIntentId: found.paymentIntentId ?? intentOf(session) }
  const judged = await registrationNow(db, payment)
  let verdict = judgeCompletedCheckout(payment, judged)
  if (verdict.accept) {
    if (await acceptPayment(env, db, payment, payment.paymentIntentId, eventId, now, judged.officeNetCents))
      return 'applied'
    // Something changed between the reading and the write (another payment, the seat): judge again.
    const again = await db.select().from(payments).where(eq(payments.id, payment.id)).get()
    if (again?.status === 'paid' || again?.status === 'refunded') return 'duplicate'
    verdict = judgeCompletedCheckout(payment, await registrationNow(db, payment))
    if (verdict.accept) verdict = { accept: false, reason: 'already-paid' }
  }
  await returnPayment(env, db, payment, verdict.reason, eventId, now)
  return 'refunded'
}

/** `checkout.session.expired`: the attempt took no money and holds the seat no longer. */
async function checkoutExpired(db: Database, eventId: string, session: { id: string }): Promise<Outcome> {
  const found = await db.select().from(payments).where(eq(payments.checkoutSessionId, session.id)).get()
  if (!found) return 'ignored'
  if (found.status !== 'open') return 'duplicate'
  await db.batch([
    db
      .update(payments)
      .set({ status: 'expired' })
      .where(and(eq(payments.id, found.id), eq(payments.status, 'open'))),
    recordEvent(db, eventId, 'checkout.session.expired'),
  ])
  return 'applied'
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
  const db = c.var.db
  const seen = await db.select({ id: stripeEvents.id }).from(stripeEvents).where(eq(stripeEvents.id, event.id)).get()
  const outcome: Outcome = seen
    ? 'duplicate'
    : event.type === 'checkout.session.completed'
      ? await checkoutCompleted(c.env, db, event.id, event.data.object, new Date())
      : event.type === 'checkout.session.expired'
        ? await checkoutExpired(db, event.id, event.data.object)
        : 'ignored'
  // The event's type and what became of it: no amount, no address, no name.
  console.log(JSON.stringify({ level: 'info', event: 'stripe_webhook', type: event.type, outcome }))
  return c.json({ received: true, outcome })
})
