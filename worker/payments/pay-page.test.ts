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
import { signToken } from '../base/notify/signed-token'
import { altered, insertCohort, linkFor, openPage, register, words } from '../test/payment-helpers'
import { call, clearTables, countAllRows, readRows } from '../test/helpers'
import { asJob } from '../test/emails'
beforeEach(clearTables)

const db = openDatabase(env.DB)
const SECRET = env.UNSUBSCRIBE_SECRET!

describe("the payment page from the family's link", () => {
  it('shows the quote item by item and, with no Stripe key, takes no payment and says how to pay', async () => {
    await insertCohort()
    const row = await register()
    const { status, text } = await openPage(await linkFor(row.id))
    expect(status).toBe(200)
    expect(words(text)).toContain(
      'Pay for your seat Amara Okafor, cohort starting March 7, 2099. Complete Bootcamp (all 4 sessions) $200.00 Total to pay $200.00 This is the whole amount: no fee is added at checkout.',
    )
    expect(words(text)).toContain('Online payment is not available yet. Reply to any of our emails or write to')
    expect(text).not.toMatch(/<form method="post" action="\/pay\?token=/)
    expect(text).not.toContain('Pay $')
  })

  it("per session: the family chooses how many, and the early bird (the Complete Bootcamp's) does not apply", async () => {
    await insertCohort({ deadline: '2099-02-01' })
    const row = await register({ sessionPreference: 'individual' })
    const url = await linkFor(row.id)
    url.searchParams.set('sessions', '3')
    const { text } = await openPage(url)
    expect(words(text)).toContain('3 sessions × $60.00 $180.00 Total to pay $180.00')
    expect(text).toContain('<option value="3" selected>3</option>')
  })

  it('in Spanish, from a Spanish link', async () => {
    await insertCohort()
    const row = await register()
    const { text } = await openPage(await linkFor(row.id, 'es'))
    expect(text).toContain('<html lang="es">')
    expect(words(text)).toContain('Bootcamp completo (las 4 sesiones) $200.00 Total a pagar $200.00')
  })

  it('a per-session price shown as a range takes no per-session payment and says so', async () => {
    await insertCohort({ maxCents: 7500 })
    const row = await register({ sessionPreference: 'individual' })
    const { status, text } = await openPage(await linkFor(row.id))
    expect(status).toBe(200)
    expect(words(text)).toContain('The price per session is not set yet for this cohort.')
    expect(text).not.toContain('Total to pay')
  })

  it('a waitlisted family has nothing to pay yet', async () => {
    await insertCohort({ capacity: 0 })
    const row = await register()
    expect(row.status).toBe('waitlisted')
    const { text } = await openPage(await linkFor(row.id))
    expect(words(text)).toContain('Nothing to pay yet You are on the waitlist.')
  })

  it('a forged, altered or expired link opens nothing (400) and changes nothing', async () => {
    await insertCohort()
    const row = await register()
    const before = await countAllRows()
    const expired = await signToken(SECRET, 'payment', row.id, Math.floor(Date.now() / 1000) - 1)
    const claimToken = await signToken(SECRET, 'seat-claim', row.id, Math.floor(Date.now() / 1000) + 3600)
    for (const token of [
      'nonsense',
      expired,
      claimToken,
      altered((await linkFor(row.id)).searchParams.get('token')!),
    ]) {
      const response = await call(`/pay?token=${encodeURIComponent(token)}`)
      expect(response.status).toBe(400)
      expect(words(await response.text())).toContain('This payment link does not work')
      const post = await call(`/pay?token=${encodeURIComponent(token)}`, {
        method: 'POST',
        body: new URLSearchParams({ sessions: '1' }),
      })
      expect(post.status).toBe(400)
    }
    expect(await countAllRows()).toEqual(before)
  })

  it("the page may send its form on to Stripe's Checkout (form-action), and no other page may", async () => {
    await insertCohort()
    const row = await register()
    const url = await linkFor(row.id)
    const policy = (await call(`${url.pathname}${url.search}`)).headers.get('content-security-policy')
    expect(policy).toContain("form-action 'self' https://checkout.stripe.com;")
    expect((await call('/unsubscribe?token=x')).headers.get('content-security-policy')).toContain("form-action 'self';")
  })

  it('returning from Checkout marks nothing paid: the page waits for the webhook, with a link to check again', async () => {
    await insertCohort()
    const row = await register()
    const url = await linkFor(row.id)
    const { status, text } = await openPage(new URL(`/pay/done${url.search}`, url))
    expect(status).toBe(200)
    expect(text).not.toContain('http-equiv="refresh"')
    expect(words(text)).toContain(
      'Confirming your payment… Stripe is telling us about your payment; it usually takes a few seconds. Check again in a moment. Check again',
    )
    expect(text).toContain(`<a href="/pay/done${url.search.replaceAll('&', '&amp;')}" class="button">Check again</a>`)
    expect(await readRows('payments')).toEqual([])
  })

  it("the confirmation email of a seated family carries its payment link; a waitlisted one's does not", async () => {
    await insertCohort({ capacity: 1 })
    await register()
    await register({ firstName: 'Bola', email: 'bola.parent@example.org' })
    const registrations = await readRows<{ id: string; first_name: string }>('registrations')
    const emailOf = async (firstName: string) => {
      const id = registrations.find((row) => row.first_name === firstName)!.id
      const [job] = (await readRows<Record<string, unknown>>('outbox')).filter(
        (row) => row.kind === 'registration-confirmation' && row.record_id === id,
      )
      const email = await composeEmail(db, env, asJob(job!))
      return 'text' in email ? email.text : ''
    }
    expect(await emailOf('Amara')).toMatch(
      /Pay, or ask for financial assistance: http:\/\/127\.0\.0\.1:8787\/pay\?token=[\w.-]+/,
    )
    expect(await emailOf('Bola')).not.toContain('/pay?token=')
  })
})
