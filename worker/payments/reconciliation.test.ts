/**
 * Every payment is judged against the registration as it stands when Stripe says it was paid
 * (payments/reconcile.ts): a payment for a seat no longer held, or for a quote that changed, is
 * refunded in full through the local stand-in for Stripe, the family is emailed why, staff see it.
 */
import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { releaseUnpaidHolds } from './holds'
import { clearTables, readRows } from '../test/helpers'
import {
  completedEvent,
  emailOfKind,
  insertCohort,
  linkFor,
  payAtStripe,
  refundsAtStripe,
  register,
  sendEvent,
  startCheckout,
  WITH_STRIPE,
} from '../test/payment-helpers'

beforeEach(clearTables)
const HOUR = 3_600_000

const statuses = async () =>
  Object.fromEntries(
    (await readRows<{ first_name: string; status: string }>('registrations')).map((row) => [
      row.first_name,
      row.status,
    ]),
  )
const paymentRows = () =>
  readRows<{ status: string; refunded_cents: number; payment_intent_id: string | null }>('payments')
const refundRows = () => readRows<{ reason: string; amount_cents: number }>('refunds')

describe('a payment that no longer matches its registration', () => {
  it('arriving after the hold lapsed and the seat went to the waitlist: refunded in full, the family told why', async () => {
    await insertCohort({ capacity: 1 })
    const amara = await register()
    await register({ firstName: 'Bola', email: 'bola@example.org' })
    const session = await payAtStripe(await startCheckout(await linkFor(amara.id)))
    // Three and a half days on: the 72-hour hold and the Checkout's 24 hours are both over.
    expect(await releaseUnpaidHolds({ ...env, ...WITH_STRIPE }, new Date(Date.now() + 84 * HOUR))).toMatchObject({
      released: 1,
    })
    expect(await statuses()).toEqual({ Amara: 'lapsed', Bola: 'offered' })
    const response = await sendEvent(await completedEvent(session), WITH_STRIPE)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ received: true, outcome: 'refunded' })
    expect(await paymentRows()).toEqual([
      expect.objectContaining({ status: 'refunded', refunded_cents: 20000, payment_intent_id: session.payment_intent }),
    ])
    expect(await refundRows()).toEqual([expect.objectContaining({ reason: 'seat-gone', amount_cents: 20000 })])
    expect(await refundsAtStripe(session.payment_intent)).toEqual([expect.objectContaining({ amount: 20000 })])
    expect(await statuses()).toEqual({ Amara: 'lapsed', Bola: 'offered' })
    const email = await emailOfKind('payment-returned')
    expect(email?.to).toBe('amara.parent@example.org')
    expect(email?.subject).toBe('Your payment was refunded: VITAL Youth Leadership Bootcamp')
    expect(email?.text).toContain(
      'Your payment of $200.00 for Amara Okafor arrived after the seat was no longer held for it, and the seat has gone to the next family on the waitlist. We have refunded the whole $200.00',
    )
    expect(email?.text).toContain('Register again: http://127.0.0.1:8787/#registration')
    expect((await readRows<{ action: string }>('audit_log')).map((entry) => entry.action)).toContain('payment-returned')
    expect(await readRows('outbox')).not.toContainEqual(expect.objectContaining({ kind: 'payment-receipt' }))
    // Stripe sends it again: nothing more is refunded or written.
    expect(await (await sendEvent(await completedEvent(session), WITH_STRIPE)).json()).toEqual({
      received: true,
      outcome: 'duplicate',
    })
    expect(await refundsAtStripe(session.payment_intent)).toHaveLength(1)
  })

  it('paid at the one-session price while the registration is now the complete bootcamp: refunded, with the way to pay the right amount', async () => {
    await insertCohort()
    const amara = await register({ sessionPreference: 'individual' })
    const session = await payAtStripe(await startCheckout(await linkFor(amara.id)))
    expect(session.amount_total).toBe(6000)
    // The preference changed behind the Checkout's back (staff, or a page from before this rule).
    await env.DB.prepare("UPDATE registrations SET session_preference = 'complete'").run()
    expect(await (await sendEvent(await completedEvent(session), WITH_STRIPE)).json()).toEqual({
      received: true,
      outcome: 'refunded',
    })
    expect(await refundRows()).toEqual([expect.objectContaining({ reason: 'quote-changed', amount_cents: 6000 })])
    expect(await statuses()).toEqual({ Amara: 'seated' })
    const email = await emailOfKind('payment-returned')
    expect(email?.text).toContain('Your payment of $60.00 for Amara Okafor no longer matched what is owed')
    expect(email?.text).toMatch(/See what you owe and pay: http:\/\/127\.0\.0\.1:8787\/pay\?token=/)
  })

  it('a payment that matches is applied with its receipt; money that cannot go back here (no Stripe key) answers 500 and stores nothing', async () => {
    await insertCohort({ capacity: 1 })
    const amara = await register()
    const session = await payAtStripe(await startCheckout(await linkFor(amara.id)))
    await env.DB.prepare("UPDATE registrations SET status = 'cancelled'").run()
    const refused = await sendEvent(await completedEvent(session))
    expect(refused.status).toBe(500)
    expect(await paymentRows()).toEqual([expect.objectContaining({ status: 'open', refunded_cents: 0 })])
    expect(await readRows('stripe_events')).toEqual([])
    await env.DB.prepare("UPDATE registrations SET status = 'seated'").run()
    expect(await (await sendEvent(await completedEvent(session), WITH_STRIPE)).json()).toEqual({
      received: true,
      outcome: 'applied',
    })
    expect(await paymentRows()).toEqual([expect.objectContaining({ status: 'paid', refunded_cents: 0 })])
    expect((await emailOfKind('payment-receipt'))?.text).toContain('Total paid: $200.00')
  })
})
