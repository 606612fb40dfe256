/**
 * Paying for a seat: the family's payment page from its signed link, and Stripe's
 * webhook, verified with real signatures made by the stripe package's own test-header helper.
 * No Stripe API is reached here (no secret key in these tests): the page then takes no payment
 * and says how to pay; the checkout itself runs against the local stand-in in e2e/stripe-stand-in/payments.spec.ts.
 */
import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { openDatabase } from '../base/db/client'
import * as schema from '../base/db/schema'
import { composeEmail } from '../emails'
import type { Job } from '../base/notify/email'
import { createStaff, signIn } from '../test/admin-helpers'
import { STRIPE_TEST_BINDINGS } from '../test/stripe-stand-in'
import {
  insertCohort,
  linkFor,
  openPage,
  paymentRows,
  register,
  sendEvent,
  stripeEvent,
  words,
} from '../test/payment-helpers'
import { call, clearTables, ORIGIN, readRows } from '../test/helpers'

const db = openDatabase(env.DB)
beforeEach(clearTables)

describe('taking and giving back money through the stand-in for Stripe', () => {
  const withStripe = STRIPE_TEST_BINDINGS
  const standIn = STRIPE_TEST_BINDINGS.STRIPE_API_BASE
  const stripeGet = async (path: string) =>
    (
      await fetch(`${standIn}${path}`, {
        headers: { authorization: `Bearer ${STRIPE_TEST_BINDINGS.STRIPE_SECRET_KEY}` },
      })
    ).json()

  /** Pay presses the button on our page, then on the stand-in's checkout page; returns the session as Stripe tells it. */
  async function payThroughCheckout(url: URL, form: Record<string, string> = { sessions: '1' }) {
    const started = await call(
      `${url.pathname}${url.search}`,
      { method: 'POST', body: new URLSearchParams(form) },
      ORIGIN,
      withStripe,
    )
    expect(started.status).toBe(303)
    const checkout = started.headers.get('location')!
    expect(checkout).toMatch(new RegExp(`^${standIn}/checkout/cs_test_[0-9a-f]+$`))
    const paid = await fetch(`${checkout}/pay`, { method: 'POST', redirect: 'manual' })
    expect(paid.status).toBe(303)
    const id = checkout.split('/').at(-1)!
    return (await stripeGet(`/v1/checkout/sessions/${id}`)) as {
      id: string
      amount_total: number
      payment_intent: string
      payment_status: string
    }
  }

  it("the amount charged is the server's quote, whatever the browser sends", async () => {
    await insertCohort({ deadline: '2099-02-01' })
    const row = await register()
    const session = await payThroughCheckout(await linkFor(row.id), {
      sessions: '1',
      amount: '1',
      amountCents: '100',
      totalCents: '0',
    })
    expect(session).toMatchObject({ amount_total: 17000, payment_status: 'paid' })
    expect(await readRows('payments')).toEqual([
      expect.objectContaining({ amount_cents: 17000, status: 'open', checkout_session_id: session.id }),
    ])
  })

  it('staff cancelling a paid registration refunds the whole payment through Stripe, once, and audits it', async () => {
    await insertCohort()
    const row = await register()
    const session = await payThroughCheckout(await linkFor(row.id))
    expect(
      await (
        await sendEvent(await stripeEvent('checkout.session.completed', { ...session, object: 'checkout.session' }))
      ).json(),
    ).toEqual({ received: true, outcome: 'applied' })
    await createStaff()
    const token = await signIn()
    const cancelled = await call(
      `/api/admin/registrations/${row.id}/placement`,
      {
        method: 'POST',
        headers: {
          cookie: `bootcamp_staff=${token}`,
          'content-type': 'application/json',
          origin: ORIGIN,
          'sec-fetch-site': 'same-origin',
        },
        body: JSON.stringify({ status: 'cancelled' }),
      },
      ORIGIN,
      withStripe,
    )
    expect(cancelled.status).toBe(200)
    expect(await cancelled.json()).toEqual({ id: row.id, status: 'cancelled', offersMade: 0, refundedCents: 20000 })
    expect((await paymentRows()).map(({ status, refunded_cents }) => ({ status, refunded_cents }))).toEqual([
      { status: 'refunded', refunded_cents: 20000 },
    ])
    const refunds = (await (await fetch(`${standIn}/__refunds`)).json()) as {
      payment_intent: string
      amount: number
      reason: string
    }[]
    expect(refunds.filter((refund) => refund.payment_intent === session.payment_intent)).toEqual([
      expect.objectContaining({ amount: 20000, reason: 'requested_by_customer' }),
    ])
    expect(
      (await readRows<{ action: string; detail: string }>('audit_log')).filter(
        (entry) => entry.action === 'payment-refunded',
      ),
    ).toHaveLength(1)
  })

  /** The family page's link in the family's confirmation email, and a POST of one of its forms. */
  async function familyCancel(registrationId: string, bindings: Partial<typeof env> = withStripe) {
    const job = (await db.select().from(schema.outbox)).find(
      (candidate) => candidate.kind === 'registration-confirmation' && candidate.recordId === registrationId,
    ) as Job
    const email = await composeEmail(db, env, job)
    if ('cancelled' in email) throw new Error(email.cancelled)
    const link = new URL(/\/family\?token=[A-Za-z0-9_-]{43}/.exec(email.text)![0], ORIGIN)
    return call(
      `/family/cancel${link.search}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN },
        body: 'confirmCancel=yes',
      },
      ORIGIN,
      bindings,
    )
  }

  async function paidRegistration() {
    await insertCohort()
    const row = await register()
    const session = await payThroughCheckout(await linkFor(row.id))
    await sendEvent(await stripeEvent('checkout.session.completed', { ...session, object: 'checkout.session' }))
    return { row, session }
  }

  it('a family cancelling on its own page inside the refund rule gets the whole payment back through Stripe', async () => {
    const { row, session } = await paidRegistration()
    const cancelled = await familyCancel(row.id)
    expect(cancelled.status).toBe(200)
    expect(await cancelled.text()).toContain('$200.00 is on its way back to your card.')
    expect((await paymentRows()).map(({ status, refunded_cents }) => ({ status, refunded_cents }))).toEqual([
      { status: 'refunded', refunded_cents: 20000 },
    ])
    const refunds = (await (await fetch(`${standIn}/__refunds`)).json()) as { payment_intent: string; amount: number }[]
    expect(refunds.filter((refund) => refund.payment_intent === session.payment_intent)).toEqual([
      expect.objectContaining({ amount: 20000, reason: 'requested_by_customer' }),
    ])
  })

  it('a refund Stripe cannot make is said to the family and left to staff in the audit log, never silently dropped', async () => {
    const { row } = await paidRegistration()
    // Stripe not configured at that moment: nothing can be refunded automatically.
    const cancelled = await familyCancel(row.id, { STRIPE_SECRET_KEY: '' })
    expect(cancelled.status).toBe(200)
    expect(await cancelled.text()).toContain(
      'We could not send the refund of $200.00 automatically. Our staff will refund it by hand',
    )
    expect((await paymentRows()).map(({ status }) => status)).toEqual(['paid'])
    const entry = (await readRows<{ action: string; detail: string }>('audit_log')).find(
      (candidate) => candidate.action === 'refund-failed',
    )
    expect(entry?.detail).toMatch(new RegExp(`^registration ${row.id}: payment [0-9a-f-]{36}, refund by hand$`))
  })

  it('a family cancelling after the refund deadline keeps the seat cancelled and the payment unrefunded, as the page said', async () => {
    const { row, session } = await paidRegistration()
    // The cohort now starts in three days: its 14-day refund deadline has passed.
    const start = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10)
    await env.DB.prepare('UPDATE cohorts SET start_date = ?').bind(start).run()
    const cancelled = await familyCancel(row.id)
    expect(cancelled.status).toBe(200)
    expect(await cancelled.text()).not.toContain('on its way back')
    expect((await readRows<{ status: string }>('registrations')).map((r) => r.status)).toEqual(['cancelled'])
    expect((await paymentRows()).map(({ status }) => status)).toEqual(['paid'])
    const refunds = (await (await fetch(`${standIn}/__refunds`)).json()) as { payment_intent: string }[]
    expect(refunds.filter((refund) => refund.payment_intent === session.payment_intent)).toEqual([])
  })

  it("the early bird follows the bootcamp's day: registered at 11 PM on the deadline in New York (4 AM the next day in UTC) still earns it", async () => {
    await insertCohort({ deadline: '2099-02-01' })
    const row = await register()
    await env.DB.prepare('UPDATE registrations SET entered_at = ?').bind('2099-02-02T04:00:00.000Z').run()
    expect(words((await openPage(await linkFor(row.id))).text)).toContain(
      'Early bird saving -$30.00 Total to pay $170.00',
    )
    await env.DB.prepare('UPDATE registrations SET entered_at = ?').bind('2099-02-02T05:00:00.000Z').run()
    expect(words((await openPage(await linkFor(row.id))).text)).toContain(
      'Complete Bootcamp (all 4 sessions) $200.00 Total to pay $200.00',
    )
  })
})
