/**
 * What the payment tests share: a cohort far ahead, a registration in it, its signed payment
 * link, Stripe events signed by the stripe package's own test helper, and the local stand-in for
 * Stripe (no machine here reaches Stripe) to open, pay, expire and refund Checkout sessions.
 */
import { env } from 'cloudflare:workers'
import Stripe from 'stripe'
import { expect } from 'vitest'
import { eq } from 'drizzle-orm'
import { openDatabase } from '../base/db/client'
import { outbox, type NotificationKind } from '../base/db/schema'
import { composeEmail } from '../emails'
import { newFamilyLink } from '../family/links'
import { paymentLink } from '../payments/pay'
import { call, ORIGIN, postJson, readRows, ROOMY, storeCohort, validRegistration } from './helpers'
import { STRIPE_TEST_BINDINGS } from './stripe-stand-in'

export const COHORT = '33333333-3333-4333-8333-333333333333'
const SECRET = env.UNSUBSCRIBE_SECRET!
const WEBHOOK_SECRET = env.STRIPE_WEBHOOK_SECRET!

/** A cohort far ahead (the real clock sees it as next): one per-session price unless `maxCents` makes it a range. */
export function insertCohort({
  capacity = 10,
  maxCents = null as number | null,
  deadline = null as string | null,
  start = '2099-03-07',
} = {}) {
  return storeCohort({
    id: COHORT,
    startDate: start,
    capacity,
    sessionPriceMaxCents: maxCents,
    earlyBirdDeadline: deadline,
    earlyBirdSavingCents: 3000,
  })
}

/** Registers one participant (the default one unless `extra` says otherwise); returns its row. */
export async function register(extra: Record<string, unknown> = {}) {
  const response = await postJson('/api/register', { ...validRegistration, ...extra }, {}, ROOMY)
  expect(response.status).toBe(201)
  const rows = await readRows<{ id: string; status: string; first_name: string }>('registrations')
  return rows.find((row) => row.first_name === (extra.firstName ?? validRegistration.firstName))!
}

export const linkFor = async (id: string, language: 'en' | 'es' = 'en', now = new Date()) =>
  new URL(await paymentLink(SECRET, ORIGIN, { id, linkVersion: 0 }, now, language))

/** A signed Stripe event, as Stripe sends it (the package's own helper signs it). */
export async function stripeEvent(
  type: string,
  object: Record<string, unknown>,
  {
    id = `evt_${crypto.randomUUID().replaceAll('-', '')}`,
    secret = WEBHOOK_SECRET,
    timestamp,
  }: { id?: string; secret?: string; timestamp?: number } = {},
) {
  const payload = JSON.stringify({
    id,
    object: 'event',
    type,
    api_version: '2025-01-01',
    created: Math.floor(Date.now() / 1000),
    data: { object },
  })
  const signature = await Stripe.webhooks.generateTestHeaderStringAsync({
    payload,
    secret,
    cryptoProvider: Stripe.createSubtleCryptoProvider(),
    ...(timestamp ? { timestamp } : {}),
  })
  return { id, payload, signature }
}

export const sendEvent = (event: { payload: string; signature: string }, bindings: Partial<typeof env> = {}) =>
  call(
    '/api/stripe/webhook',
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
      body: event.payload,
    },
    ORIGIN,
    bindings,
  )

export const WITH_STRIPE = STRIPE_TEST_BINDINGS
const STAND_IN = STRIPE_TEST_BINDINGS.STRIPE_API_BASE

/** A request to the stand-in's API, with the worker's key. */
export async function standIn<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${STAND_IN}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${STRIPE_TEST_BINDINGS.STRIPE_SECRET_KEY}`, ...init.headers },
  })
  return (await response.json()) as T
}

export interface StandInSession {
  id: string
  object: string
  amount_total: number
  payment_intent: string | null
  payment_status: string
  status: string
  expires_at: number
}

/** The refunds the stand-in made for one PaymentIntent. */
export async function refundsAtStripe(paymentIntent: string | null) {
  const all = await standIn<{ payment_intent: string; amount: number; reason: string }[]>('/__refunds')
  return all.filter((refund) => refund.payment_intent === paymentIntent)
}

/** Presses "Pay" on our page with `bindings` (Stripe's and any pinned clock); returns where it sent the family. */
export async function startCheckout(
  url: URL,
  bindings: Partial<typeof env> = {},
  form: Record<string, string> = { sessions: '1' },
) {
  const started = await call(
    `${url.pathname}${url.search}`,
    { method: 'POST', body: new URLSearchParams(form) },
    ORIGIN,
    {
      ...WITH_STRIPE,
      ...bindings,
    },
  )
  expect(started.status).toBe(303)
  return started.headers.get('location')!
}

/** Pays a Checkout on the stand-in's page; returns the session as Stripe then tells it. */
export async function payAtStripe(checkoutUrl: string) {
  const paid = await fetch(`${checkoutUrl}/pay`, { method: 'POST', redirect: 'manual' })
  expect(paid.status).toBe(303)
  return standIn<StandInSession>(`/v1/checkout/sessions/${checkoutUrl.split('/').at(-1)}`)
}

/**
 * A second open Checkout for the same seat, stored as ours and held at the stand-in: what a second
 * tab opened in a race (or a Checkout from before the one-open rule) leaves at Stripe. Its URL.
 */
export async function secondCheckout(registrationId: string) {
  const session = await standIn<StandInSession & { url: string }>('/v1/checkout/sessions', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '20000',
      success_url: 'http://127.0.0.1:8787/pay/done',
      cancel_url: 'http://127.0.0.1:8787/pay',
    }),
  })
  await env.DB.prepare(
    `INSERT INTO payments (id, registration_id, amount_cents, lines, cohort_id, status, checkout_session_id, checkout_url, expires_at, language, origin)
     VALUES (?, ?, 20000, '[{"item":"complete","amountCents":20000}]', ?, 'open', ?, ?, ?, 'en', 'http://127.0.0.1:8787')`,
  )
    .bind(
      crypto.randomUUID(),
      registrationId,
      COHORT,
      session.id,
      session.url,
      new Date(Date.now() + 3_600_000).toISOString(),
    )
    .run()
  return session.url
}

/** Stripe's word that a paid session completed, as its webhook sends it. */
export const completedEvent = (session: StandInSession) =>
  stripeEvent('checkout.session.completed', { ...session, object: 'checkout.session' })

/** A POST from the family's page (its private link, made now), with Stripe's bindings. */
export async function familyPost(
  registrationId: string,
  path: string,
  body: string,
  bindings: Partial<typeof env> = WITH_STRIPE,
) {
  const link = await newFamilyLink(openDatabase(env.DB), registrationId, ORIGIN, 'en', new Date())
  await link.statement
  return call(
    `${path}${new URL(link.href).search}`,
    { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN }, body },
    ORIGIN,
    bindings,
  )
}

/** A registration that paid the list price through Checkout, applied by Stripe's webhook. */
export async function paidThroughCheckout(registrationId: string) {
  const session = await payAtStripe(await startCheckout(await linkFor(registrationId)))
  const response = await sendEvent(await completedEvent(session), WITH_STRIPE)
  expect(await response.json()).toEqual({ received: true, outcome: 'applied' })
  return session
}

/** A page's visible words: tags gone, the two entities our pages write decoded, runs of space made one. */
export const words = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim()

/** The email the first outbox job of `kind` would send now, as the consumer builds it; null when there is none to send. */
export async function emailOfKind(kind: NotificationKind) {
  const db = openDatabase(env.DB)
  const job = await db.select().from(outbox).where(eq(outbox.kind, kind)).get()
  const email = job ? await composeEmail(db, env, job) : null
  return email && 'text' in email ? email : null
}

/** A seated registration with an open payment attempt for Checkout Session `sessionId`. */
export async function openPayment(sessionId: string, registrationId?: string) {
  const id = crypto.randomUUID()
  const owner = registrationId ?? (await register()).id
  await env.DB.prepare(
    `INSERT INTO payments (id, registration_id, amount_cents, lines, cohort_id, status, checkout_session_id, expires_at, language, origin) VALUES (?, ?, 20000, '[{"item":"complete","amountCents":20000}]', ?, 'open', ?, ?, 'en', 'http://127.0.0.1:8787')`,
  )
    .bind(id, owner, COHORT, sessionId, new Date(Date.now() + 3_600_000).toISOString())
    .run()
  return { id, registrationId: owner }
}

/** A completed Checkout Session object as Stripe sends it in the webhook. */
export const completed = (sessionId: string, paymentStatus = 'paid') => ({
  id: sessionId,
  object: 'checkout.session',
  payment_status: paymentStatus,
  payment_intent: `pi_${sessionId.slice(3)}`,
})

/** The payments table as stored. */
export const paymentRows = () =>
  readRows<{
    id: string
    status: string
    paid_at: string | null
    payment_intent_id: string | null
    refunded_cents: number
  }>('payments')

/** A page the worker serves at `url`: its status and HTML. */
export const openPage = async (url: URL) => {
  const response = await call(`${url.pathname}${url.search}`)
  return { status: response.status, text: await response.text() }
}

/** A token with its last character changed (to another one, whatever it was). */
export const altered = (token: string) => `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`
