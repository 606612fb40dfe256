/**
 * One open Checkout per registration, holding the seat until it expires: a second press of Pay
 * goes back to it, coming back from Stripe closes it, and what it was quoted for cannot change
 * under it. Against the local stand-in for Stripe (no machine here reaches Stripe).
 */
import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { releaseUnpaidHolds } from './holds'
import { call, clearTables, ORIGIN, readRows } from '../test/helpers'
import {
  familyPost,
  insertCohort,
  linkFor,
  register,
  sendEvent,
  standIn,
  startCheckout,
  stripeEvent,
  WITH_STRIPE,
  type StandInSession,
  words,
} from '../test/payment-helpers'

beforeEach(clearTables)
const MINUTE = 60_000
const HOUR = 60 * MINUTE
const sessionOf = (checkoutUrl: string) =>
  standIn<StandInSession>(`/v1/checkout/sessions/${checkoutUrl.split('/').at(-1)}`)
const paymentRows = () => readRows<{ status: string; expires_at: string; checkout_url: string }>('payments')

describe('an open Checkout', () => {
  it('a second press of Pay, or a second tab, goes back to the Checkout already open; the page offers it', async () => {
    await insertCohort()
    const row = await register()
    const url = await linkFor(row.id)
    const [first, second] = await Promise.all([startCheckout(url), startCheckout(url)])
    const again = await startCheckout(url)
    expect(new Set([first, second, again]).size).toBe(1)
    expect(await paymentRows()).toHaveLength(1)
    const page = await call(`${url.pathname}${url.search}`, {}, ORIGIN, WITH_STRIPE)
    const text = words(await page.text())
    expect(text).toMatch(
      /Your payment is open on Stripe’s page until .+ \(New York time\), and your seat is held for it until then\./,
    )
    expect(text).toContain('Continue to the payment')
    expect(text).not.toContain('Pay $200.00')
  })

  it('lasts until the hold ends (Stripe’s 30 minutes at least), and the sweep keeps the seat until it expires', async () => {
    await insertCohort({ capacity: 1 })
    const row = await register()
    const [seated] = await readRows<{ status_changed_at: string }>('registrations')
    const holdEnds = Date.parse(seated!.status_changed_at) + 72 * HOUR
    // Pay is pressed ten minutes before the hold ends: the Checkout gets Stripe's shortest, 31 minutes.
    const pressed = new Date(holdEnds - 10 * MINUTE)
    const checkout = await startCheckout(await linkFor(row.id), { BOOTCAMP_NOW: pressed.toISOString() })
    const [payment] = await paymentRows()
    expect(Date.parse(payment!.expires_at)).toBe(pressed.getTime() + 31 * MINUTE)
    const session = await sessionOf(checkout)
    expect(session.expires_at * 1000 - Date.now()).toBeGreaterThan(30 * MINUTE)
    const sweep = (at: number) => releaseUnpaidHolds({ ...env, ...WITH_STRIPE }, new Date(at))
    expect(await sweep(holdEnds + 5 * MINUTE)).toEqual({ released: 0, reminded: 0 })
    expect((await readRows<{ status: string }>('registrations'))[0]!.status).toBe('seated')
    expect((await sweep(pressed.getTime() + 32 * MINUTE)).released).toBe(1)
    expect((await readRows<{ status: string }>('registrations'))[0]!.status).toBe('lapsed')
  })

  it('coming back from Stripe without paying closes it at Stripe, and Pay opens a new one', async () => {
    await insertCohort()
    const row = await register()
    const url = await linkFor(row.id)
    const first = await startCheckout(url)
    const back = await call(`/pay/return${url.search}`, {}, ORIGIN, WITH_STRIPE)
    expect(back.status).toBe(303)
    expect(back.headers.get('location')).toBe(`/pay${url.search}`)
    expect((await sessionOf(first)).status).toBe('expired')
    expect((await fetch(`${first}/pay`, { method: 'POST', redirect: 'manual' })).status).toBe(410)
    const second = await startCheckout(url)
    expect(second).not.toBe(first)
    expect((await paymentRows()).map((payment) => payment.status).sort()).toEqual(['expired', 'open'])
  })

  it('changing the session preference closes the open Checkout first; while Stripe completes it, the preference stays', async () => {
    await insertCohort()
    const row = await register({ sessionPreference: 'individual' })
    const first = await startCheckout(await linkFor(row.id))
    const change = () => familyPost(row.id, '/family/preference', 'sessionPreference=complete')
    expect((await change()).status).toBe(303)
    expect((await sessionOf(first)).status).toBe('expired')
    expect((await readRows<{ session_preference: string }>('registrations'))[0]!.session_preference).toBe('complete')
    // A Checkout already paid cannot be closed: the change is refused and the webhook decides.
    await env.DB.prepare("UPDATE registrations SET session_preference = 'individual'").run()
    const paying = await startCheckout(await linkFor(row.id))
    await fetch(`${paying}/pay`, { method: 'POST', redirect: 'manual' })
    const refused = await change()
    expect(refused.status).toBe(409)
    expect(words(await refused.text())).toContain(
      'A payment for this registration is being completed on Stripe’s page, so the preference cannot change now.',
    )
    expect((await readRows<{ session_preference: string }>('registrations'))[0]!.session_preference).toBe('individual')
  })

  it('checkout.session.expired closes the attempt: it no longer holds the seat', async () => {
    await insertCohort()
    const row = await register()
    const checkout = await startCheckout(await linkFor(row.id))
    const session = await sessionOf(checkout)
    const event = await stripeEvent('checkout.session.expired', { ...session, status: 'expired' })
    expect(await (await sendEvent(event)).json()).toEqual({ received: true, outcome: 'applied' })
    expect(await (await sendEvent(event)).json()).toEqual({ received: true, outcome: 'duplicate' })
    expect((await paymentRows()).map((payment) => payment.status)).toEqual(['expired'])
  })

  it('cancelling on the family page closes the open Checkout, so no money is taken for the seat given up', async () => {
    await insertCohort()
    const row = await register()
    const checkout = await startCheckout(await linkFor(row.id))
    expect((await familyPost(row.id, '/family/cancel', 'confirmCancel=yes')).status).toBe(200)
    expect((await sessionOf(checkout)).status).toBe('expired')
    expect((await paymentRows()).map((payment) => payment.status)).toEqual(['expired'])
    expect((await fetch(`${checkout}/pay`, { method: 'POST', redirect: 'manual' })).status).toBe(410)
  })
})
