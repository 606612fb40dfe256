/**
 * Paying for a seat: the family's payment page from its signed link, and Stripe's
 * webhook, verified with real signatures made by the stripe package's own test-header helper.
 * No Stripe API is reached here (no secret key in these tests): the page then takes no payment
 * and says how to pay; the checkout itself runs against the local stand-in in e2e/stripe-stand-in/payments.spec.ts.
 */
import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { openDatabase } from '../base/db/client'
import { composeEmail } from '../emails'
import { completed, insertCohort, openPayment, paymentRows, sendEvent, stripeEvent } from '../test/payment-helpers'
import { call, clearTables, countAllRows, readRows } from '../test/helpers'
import { asJob } from '../test/emails'
beforeEach(clearTables)

const db = openDatabase(env.DB)

const receiptJobs = async () =>
  (await readRows<{ kind: string; record_id: string; status: string }>('outbox')).filter(
    (job) => job.kind === 'payment-receipt',
  )

describe('POST /api/stripe/webhook', () => {
  it('a genuine checkout.session.completed marks the attempt paid and writes one receipt', async () => {
    await insertCohort()
    const payment = await openPayment('cs_test_one')
    const response = await sendEvent(await stripeEvent('checkout.session.completed', completed('cs_test_one')))
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ received: true, outcome: 'applied' })
    const [row] = await paymentRows()
    expect(row).toMatchObject({ id: payment.id, status: 'paid', payment_intent_id: 'pi_test_one', refunded_cents: 0 })
    expect(row!.paid_at).toMatch(/^\d{4}-\d{2}-\d{2}T/)
    expect(await receiptJobs()).toEqual([expect.objectContaining({ record_id: payment.id })])
    expect(await readRows('stripe_events')).toHaveLength(1)
  })

  it('the same event again, or another event for the same session, changes nothing', async () => {
    await insertCohort()
    await openPayment('cs_test_two')
    const event = await stripeEvent('checkout.session.completed', completed('cs_test_two'))
    await sendEvent(event)
    const replay = await sendEvent(event)
    expect(replay.status).toBe(200)
    expect(await replay.json()).toEqual({ received: true, outcome: 'duplicate' })
    const another = await sendEvent(await stripeEvent('checkout.session.completed', completed('cs_test_two')))
    expect(await another.json()).toEqual({ received: true, outcome: 'duplicate' })
    expect(await receiptJobs()).toHaveLength(1)
    expect((await paymentRows()).map((row) => row.status)).toEqual(['paid'])
  })

  it('a wrong signature, a body altered after signing, a stale timestamp or no signature: 400, nothing changes', async () => {
    await insertCohort()
    await openPayment('cs_test_three')
    const before = await countAllRows()
    const genuine = await stripeEvent('checkout.session.completed', completed('cs_test_three'))
    const forged = await stripeEvent('checkout.session.completed', completed('cs_test_three'), {
      secret: 'whsec_someone_else',
    })
    const stale = await stripeEvent('checkout.session.completed', completed('cs_test_three'), {
      timestamp: Math.floor(Date.now() / 1000) - 600,
    })
    for (const event of [
      forged,
      stale,
      { payload: `${genuine.payload} `, signature: genuine.signature },
      { payload: genuine.payload, signature: '' },
    ]) {
      const response = await sendEvent(event)
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({ message: 'The webhook signature is missing, wrong or too old.' })
    }
    expect(await countAllRows()).toEqual(before)
    expect((await paymentRows()).map((row) => row.status)).toEqual(['open'])
  })

  it('an unknown session, an unpaid session or another event type is acknowledged and ignored', async () => {
    await insertCohort()
    await openPayment('cs_test_four')
    const before = await countAllRows()
    for (const event of [
      await stripeEvent('checkout.session.completed', completed('cs_test_nobody')),
      await stripeEvent('checkout.session.completed', completed('cs_test_four', 'unpaid')),
      await stripeEvent('checkout.session.expired', { id: 'cs_test_nobody', object: 'checkout.session' }),
      await stripeEvent('charge.succeeded', { id: 'ch_1' }),
    ]) {
      const response = await sendEvent(event)
      expect(response.status).toBe(200)
      expect(await response.json()).toEqual({ received: true, outcome: 'ignored' })
    }
    expect(await countAllRows()).toEqual(before)
  })

  it('a second payment that cannot be refunded here (no Stripe key) is answered 500 and stored nowhere, so Stripe sends it again', async () => {
    await insertCohort()
    const first = await openPayment('cs_test_five')
    await openPayment('cs_test_six', first.registrationId)
    await sendEvent(await stripeEvent('checkout.session.completed', completed('cs_test_five')))
    const before = await countAllRows()
    const second = await sendEvent(await stripeEvent('checkout.session.completed', completed('cs_test_six')))
    expect(second.status).toBe(500)
    expect(await countAllRows()).toEqual(before)
    expect((await paymentRows()).map((row) => row.status).sort()).toEqual(['open', 'paid'])
    expect(await receiptJobs()).toHaveLength(1)
  })

  it('an oversized body is refused with 413 before anything is read into the database', async () => {
    const response = await call('/api/stripe/webhook', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
      body: 'x'.repeat(300 * 1024),
    })
    expect(response.status).toBe(413)
    expect(await countAllRows()).toEqual(
      Object.fromEntries(Object.keys(await countAllRows()).map((table) => [table, 0])),
    )
  })

  it("the receipt lists what was paid, item by item, in the family's language", async () => {
    await insertCohort()
    const payment = await openPayment('cs_test_seven')
    await sendEvent(await stripeEvent('checkout.session.completed', completed('cs_test_seven')))
    const [job] = (await readRows<Record<string, unknown>>('outbox')).filter((row) => row.kind === 'payment-receipt')
    const email = await composeEmail(db, env, asJob(job!))
    expect(email).toMatchObject({
      to: 'amara.parent@example.org',
      subject: 'Your receipt: VITAL Youth Leadership Bootcamp',
    })
    const text = 'text' in email ? email.text : ''
    expect(text).toContain('Complete Bootcamp (all 4 sessions): $200.00')
    expect(text).toContain('Total paid: $200.00')
    expect(text).toContain(`Reference: ${payment.id}`)
  })
})
