/**
 * Paying for a seat: the family's payment page from its signed link, and Stripe's
 * webhook, verified with real signatures made by the stripe package's own test-header helper.
 * No Stripe API is reached here (no secret key in these tests): the page then takes no payment
 * and says how to pay; the checkout itself runs against the local stand-in in e2e/payments.spec.ts.
 */
import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { openDatabase } from '../base/db/client'
import * as schema from '../base/db/schema'
import { composeEmail } from '../emails'
import type { Job } from '../base/notify/email'
import { signToken } from '../base/notify/signed-token'
import { createStaff, signIn, staffCall, staffPost } from './admin-helpers'
import { STRIPE_TEST_BINDINGS } from './stripe-stand-in'
import { COHORT, insertCohort, linkFor, register, sendEvent, stripeEvent, words } from './payment-helpers'
import { call, clearTables, countAllRows, ORIGIN, postJson, readRows, ROOMY, validRegistration } from './helpers'

beforeEach(clearTables)

const db = openDatabase(env.DB)
const SECRET = env.UNSUBSCRIBE_SECRET!

const page = async (url: URL) => {
  const response = await call(`${url.pathname}${url.search}`)
  return { status: response.status, text: await response.text() }
}
/** A token with its last character changed (to another one, whatever it was). */
const altered = (token: string) => `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`

/** An outbox row as read from D1 (snake_case) in the shape composeEmail takes. */
const asJob = (row: Record<string, unknown>): Job => ({
  id: String(row.id),
  kind: row.kind as Job['kind'],
  recordId: String(row.record_id),
  email: String(row.email),
  language: String(row.language),
  origin: String(row.origin),
  status: row.status as Job['status'],
  attempts: Number(row.attempts),
  lastError: null,
  createdAt: String(row.created_at),
  claimedAt: null,
  sentAt: null,
  messageId: null,
})

describe("the payment page from the family's link", () => {
  it('shows the quote item by item and, with no Stripe key, takes no payment and says how to pay', async () => {
    await insertCohort()
    const row = await register()
    const { status, text } = await page(await linkFor(row.id))
    expect(status).toBe(200)
    expect(words(text)).toContain(
      'Pay for your seat Amara Okafor, cohort starting March 7, 2099. Complete Bootcamp (all 4 sessions) $200.00 Total to pay $200.00 This is the whole amount: no fee is added at checkout.',
    )
    expect(words(text)).toContain('Online payment is not available yet. Reply to any of our emails or write to')
    expect(text).not.toMatch(/<form method="post" action="\/pay\?token=/)
    expect(text).not.toContain('Pay $')
  })

  it('per session: the family chooses how many, and the early bird applies by its deadline', async () => {
    await insertCohort({ deadline: '2099-02-01' })
    const row = await register({ sessionPreference: 'individual' })
    const url = await linkFor(row.id)
    url.searchParams.set('sessions', '3')
    const { text } = await page(url)
    expect(words(text)).toContain('3 sessions × $60.00 $180.00 Early bird saving -$30.00 Total to pay $150.00')
    expect(text).toContain('<option value="3" selected>3</option>')
  })

  it('in Spanish, from a Spanish link', async () => {
    await insertCohort()
    const row = await register()
    const { text } = await page(await linkFor(row.id, 'es'))
    expect(text).toContain('<html lang="es">')
    expect(words(text)).toContain('Bootcamp completo (las 4 sesiones) $200.00 Total a pagar $200.00')
  })

  it('a per-session price shown as a range takes no per-session payment and says so', async () => {
    await insertCohort({ maxCents: 7500 })
    const row = await register({ sessionPreference: 'individual' })
    const { status, text } = await page(await linkFor(row.id))
    expect(status).toBe(200)
    expect(words(text)).toContain('The price per session is not set yet for this cohort.')
    expect(text).not.toContain('Total to pay')
  })

  it('a waitlisted family has nothing to pay yet', async () => {
    await insertCohort({ capacity: 0 })
    const row = await register()
    expect(row.status).toBe('waitlisted')
    const { text } = await page(await linkFor(row.id))
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
    const { status, text } = await page(new URL(`/pay/done${url.search}`, url))
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
    expect(await emailOf('Amara')).toMatch(/Pay for the seat online: http:\/\/127\.0\.0\.1:8787\/pay\?token=[\w.-]+/)
    expect(await emailOf('Bola')).not.toContain('/pay?token=')
  })
})

/** A seated registration with an open payment attempt for Checkout Session `sessionId`. */
async function openPayment(sessionId: string, registrationId?: string) {
  const id = crypto.randomUUID()
  const owner = registrationId ?? (await register()).id
  await env.DB.prepare(
    `INSERT INTO payments (id, registration_id, amount_cents, lines, cohort_id, status, checkout_session_id, expires_at, language, origin) VALUES (?, ?, 20000, '[{"item":"complete","amountCents":20000}]', ?, 'open', ?, ?, 'en', 'http://127.0.0.1:8787')`,
  )
    .bind(id, owner, COHORT, sessionId, new Date(Date.now() + 3_600_000).toISOString())
    .run()
  return { id, registrationId: owner }
}

const completed = (sessionId: string, paymentStatus = 'paid') => ({
  id: sessionId,
  object: 'checkout.session',
  payment_status: paymentStatus,
  payment_intent: `pi_${sessionId.slice(3)}`,
})
const paymentRows = () =>
  readRows<{
    id: string
    status: string
    paid_at: string | null
    payment_intent_id: string | null
    refunded_cents: number
  }>('payments')
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
    expect(text).toContain('Total to pay: $200.00')
    expect(text).toContain(`Reference: ${payment.id}`)
  })
})

const askForAssistance = async (url: URL, reason: string) =>
  call(`/pay/assistance${url.search}`, { method: 'POST', body: new URLSearchParams({ reason }) })

/** A seated family that asked for assistance, and a staff member signed in to decide. */
async function askedThenSignedIn() {
  await insertCohort()
  const row = await register()
  const url = await linkFor(row.id)
  await askForAssistance(url, 'Help, please')
  await createStaff()
  return { row, url, token: await signIn() }
}

describe('financial assistance', () => {
  it('a family asks from its payment page; the request is kept once; the page then says it is with staff', async () => {
    await insertCohort()
    const row = await register()
    const url = await linkFor(row.id)
    expect(words((await page(url)).text)).toContain('Need help paying? Financial assistance is available.')
    const asked = await askForAssistance(url, 'Two of us started school\nthis month.')
    expect(asked.status).toBe(303)
    expect(asked.headers.get('location')).toBe(`/pay${url.search}`)
    expect(await readRows('assistance_requests')).toEqual([
      expect.objectContaining({
        registration_id: row.id,
        reason: 'Two of us started school\nthis month.',
        status: 'open',
        amount_cents: null,
      }),
    ])
    // A second ask keeps the first.
    await askForAssistance(url, 'Again')
    expect(await readRows('assistance_requests')).toHaveLength(1)
    expect(words((await page(url)).text)).toContain(
      'Your request for financial assistance is with our staff: they will reply by email by',
    )
  })

  it('an empty, hidden-character or overlong reason is refused on the page, keeping what was typed, and stores nothing', async () => {
    await insertCohort()
    const row = await register()
    const url = await linkFor(row.id)
    for (const [reason, message] of [
      ['   ', 'Please tell us briefly why you are asking.'],
      ['help\u202e', 'Please tell us briefly why you are asking.'],
      ['x'.repeat(501), 'Please keep it to 500 characters.'],
    ] as const) {
      const response = await askForAssistance(url, reason)
      expect(response.status).toBe(400)
      const text = await response.text()
      expect(words(text)).toContain(message)
      expect(text).toContain('aria-invalid="true"')
    }
    const kept = await (await askForAssistance(url, `${'y'.repeat(501)}`)).text()
    expect(kept).toContain(`>${'y'.repeat(501)}</textarea>`)
    expect(await readRows('assistance_requests')).toEqual([])
  })

  it('staff grant a reduced amount: the quote carries the assistance line, the family is emailed the new amount with its link, and it is audited', async () => {
    const { row, url, token } = await askedThenSignedIn()
    const summary = await (await staffCall(token, `/api/admin/registrations/${row.id}/payment`)).json()
    expect(summary).toMatchObject({
      owed: { lines: [{ item: 'complete', amountCents: 20000 }], totalCents: 20000 },
      payments: [],
      assistance: { status: 'open', reason: 'Help, please' },
    })
    const decided = await staffPost(token, `/api/admin/registrations/${row.id}/assistance`, {
      decision: 'grant',
      amountCents: 5000,
    })
    expect(decided.status).toBe(200)
    expect(words((await page(url)).text)).toContain(
      'Complete Bootcamp (all 4 sessions) $200.00 Financial assistance -$150.00 Total to pay $50.00',
    )
    const again = await staffPost(token, `/api/admin/registrations/${row.id}/assistance`, { decision: 'decline' })
    expect(again.status).toBe(409)
    const jobs = (await readRows<Record<string, unknown>>('outbox')).filter((job) => job.kind === 'assistance-decision')
    expect(jobs).toHaveLength(1)
    const email = await composeEmail(db, env, asJob(jobs[0]!))
    expect(email).toMatchObject({ to: 'amara.parent@example.org', subject: 'Your request for financial assistance' })
    expect('text' in email ? email.text : '').toContain(
      'We reviewed your request for Amara Okafor. You now pay $50.00 for the bootcamp.',
    )
    expect('text' in email ? email.text : '').toMatch(
      /See what you owe and pay: http:\/\/127\.0\.0\.1:8787\/pay\?token=/,
    )
    expect(
      (await readRows<{ action: string; detail: string }>('audit_log')).filter(
        (entry) => entry.action === 'assistance-decided',
      ),
    ).toEqual([expect.objectContaining({ detail: `registration ${row.id}: granted, 5000 cents to pay` })])
  })

  it('a waiver leaves nothing to pay: no Pay button, the seat confirmed', async () => {
    const { row, url, token } = await askedThenSignedIn()
    expect(
      (await staffPost(token, `/api/admin/registrations/${row.id}/assistance`, { decision: 'grant', amountCents: 0 }))
        .status,
    ).toBe(200)
    const text = words((await page(url)).text)
    expect(text).toContain(
      'Total to pay $0.00 Nothing to pay: financial assistance covers the whole amount. Your seat is confirmed.',
    )
    expect(text).not.toContain('Pay $')
  })

  it('staff decisions are validated: a negative or fractional amount, or an unknown decision, is a 400 that changes nothing', async () => {
    await insertCohort()
    const row = await register()
    await askForAssistance(await linkFor(row.id), 'Help, please')
    await createStaff()
    const token = await signIn()
    for (const body of [
      { decision: 'grant', amountCents: -1 },
      { decision: 'grant', amountCents: 10.5 },
      { decision: 'grant' },
      { decision: 'maybe' },
      { decision: 'decline', extra: 1 },
    ]) {
      expect((await staffPost(token, `/api/admin/registrations/${row.id}/assistance`, body)).status).toBe(400)
    }
    expect(await readRows('assistance_requests')).toEqual([expect.objectContaining({ status: 'open' })])
  })

  it('erasing the family removes its request for assistance, and keeps its payments for the books', async () => {
    await insertCohort()
    const row = await register()
    await askForAssistance(await linkFor(row.id), 'Help, please')
    await openPayment('cs_test_erase', row.id)
    await createStaff()
    const token = await signIn()
    const erased = await staffPost(token, '/api/admin/erase', { email: 'amara.parent@example.org' })
    expect(erased.status).toBe(200)
    expect(await readRows('assistance_requests')).toEqual([])
    expect(await readRows('registrations')).toEqual([])
    expect(await readRows('payments')).toHaveLength(1)
  })
})

describe('the group rate', () => {
  const startGroup = async (url: URL) => call(`/pay/group${url.search}`, { method: 'POST' })
  const codeOf = async () => (await readRows<{ code: string }>('registration_groups'))[0]!.code

  it('a family starts a group from its page and gets the link to share; friends who register with its code join it', async () => {
    await insertCohort({ capacity: 5 })
    const first = await register()
    const url = await linkFor(first.id)
    expect(words((await page(url)).text)).toContain(
      'Registering with friends? When 3 or more friends register together, each pays 15% less. Everyone pays the full price first; when cancellations close on February 21, 2099, if at least 3 in the group have paid and still hold their seats, each who paid gets 15% back.',
    )
    expect((await startGroup(url)).status).toBe(303)
    // A second click starts nothing new.
    await startGroup(url)
    const code = await codeOf()
    expect(code).toMatch(/^[a-hjkmnp-z2-9]{8}$/)
    expect(words((await page(url)).text)).toContain(
      `Your group’s link, to share with friends: http://127.0.0.1:8787/?group=${code}#registration 0 in the group have paid and hold seats so far; the group rate needs 3.`,
    )

    const joined = await postJson(
      '/api/register',
      { ...validRegistration, firstName: 'Bola', email: 'bola@example.org', groupCode: code },
      {},
      ROOMY,
    )
    expect(joined.status).toBe(201)
    const stranger = await postJson(
      '/api/register',
      { ...validRegistration, firstName: 'Chidi', email: 'chidi@example.org', groupCode: 'zzzzzzzz' },
      {},
      ROOMY,
    )
    expect(stranger.status).toBe(201)
    const groups = Object.fromEntries(
      (await readRows<{ first_name: string; group_id: string | null }>('registrations')).map((row) => [
        row.first_name,
        row.group_id,
      ]),
    )
    expect(groups.Bola).toBe(groups.Amara)
    expect(groups.Amara).not.toBeNull()
    expect(groups.Chidi).toBeNull()
  })

  it('with 3 seated in the group each still pays the list price: the rate is refunded once earned, not taken off the quote', async () => {
    await insertCohort({ capacity: 5, deadline: '2099-02-01' })
    const first = await register()
    await startGroup(await linkFor(first.id))
    const code = await codeOf()
    await postJson(
      '/api/register',
      { ...validRegistration, firstName: 'Bola', email: 'bola@example.org', groupCode: code },
      {},
      ROOMY,
    )
    expect(words((await page(await linkFor(first.id))).text)).toContain(
      'Early bird saving -$30.00 Total to pay $170.00',
    )
    await postJson(
      '/api/register',
      { ...validRegistration, firstName: 'Chidi', email: 'chidi@example.org', groupCode: code },
      {},
      ROOMY,
    )
    const text = words((await page(await linkFor(first.id))).text)
    expect(text).toContain('Complete Bootcamp (all 4 sessions) $200.00 Early bird saving -$30.00 Total to pay $170.00')
    expect(text).not.toContain('Group rate')
    expect(text).toContain(
      '0 in the group have paid and hold seats so far; the group rate needs 3. When cancellations close on February 21, 2099, each who paid gets 15% back if 3 or more still do.',
    )
  })

  it('a code longer than any group code is refused with the field named, and nothing is stored', async () => {
    await insertCohort()
    const response = await postJson('/api/register', { ...validRegistration, groupCode: 'x'.repeat(17) }, {}, ROOMY)
    expect(response.status).toBe(400)
    expect(((await response.json()) as { issues: { path: string }[] }).issues.map((issue) => issue.path)).toEqual([
      'groupCode',
    ])
    expect(await readRows('registrations')).toEqual([])
  })

  it('a contact message or a sign-up carrying a group code is refused: it belongs to registrations only', async () => {
    expect(
      (
        await postJson('/api/contact', {
          name: 'Dana',
          email: 'dana@example.org',
          message: 'Hello there, a question.',
          groupCode: 'abcdefgh',
        })
      ).status,
    ).toBe(400)
    expect((await postJson('/api/email-signup', { email: 'dana@example.org', groupCode: 'abcdefgh' })).status).toBe(400)
  })
})

describe('the books in the console', () => {
  it('each cohort card counts what was paid, refunded and still owed; the payments CSV lists every attempt, audited', async () => {
    await insertCohort({ capacity: 5 })
    const paidOne = await openPayment('cs_test_books')
    await sendEvent(await stripeEvent('checkout.session.completed', completed('cs_test_books')))
    await register({ firstName: 'Bola', email: 'bola@example.org' })
    await createStaff()
    const token = await signIn()
    const list = (await (await staffCall(token, '/api/admin/cohorts')).json()) as {
      cohorts: { id: string; money: unknown }[]
    }
    expect(list.cohorts.find((cohort) => cohort.id === COHORT)!.money).toEqual({
      paidCents: 20000,
      refundedCents: 0,
      paid: 1,
      unpaidSeated: 1,
      openAssistance: 0,
    })
    const csv = await staffCall(token, `/api/admin/export/payments?cohortId=${COHORT}`)
    expect(csv.status).toBe(200)
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    const [header, ...lines] = (await csv.text()).trim().split(/\r?\n/)
    expect(header).toBe(
      'payment_id,registration_id,first_name,last_name,cohort_start,status,amount_usd,refunded_usd,sessions,created_at,paid_at',
    )
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(
      new RegExp(`^${paidOne.id},${paidOne.registrationId},Amara,Okafor,2099-03-07,paid,200.00,0.00,,`),
    )
    expect(
      (await readRows<{ action: string; detail: string }>('audit_log')).filter((entry) => entry.action === 'export'),
    ).toEqual([expect.objectContaining({ detail: `payments: 1 rows; cohort ${COHORT}` })])
    expect((await staffCall(token, '/api/admin/export/payments?cohortId=not-an-id')).status).toBe(400)
  })

  it('staff cancelling a paid registration where Stripe cannot be reached: the cancellation stays and the console is told to refund by hand', async () => {
    await insertCohort()
    const paidOne = await openPayment('cs_test_cancel')
    await sendEvent(await stripeEvent('checkout.session.completed', completed('cs_test_cancel')))
    await createStaff()
    const token = await signIn()
    const response = await staffPost(token, `/api/admin/registrations/${paidOne.registrationId}/placement`, {
      status: 'cancelled',
    })
    expect(response.status).toBe(502)
    expect(await response.json()).toEqual({
      message:
        "The registration is cancelled, but Stripe did not refund the payment: refund it from Stripe's dashboard.",
    })
    expect((await readRows<{ status: string }>('registrations')).map((row) => row.status)).toEqual(['cancelled'])
    expect((await paymentRows()).map((row) => row.status)).toEqual(['paid'])
  })
})

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
    const db = openDatabase(env.DB)
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
    expect(words((await page(await linkFor(row.id))).text)).toContain('Early bird saving -$30.00 Total to pay $170.00')
    await env.DB.prepare('UPDATE registrations SET entered_at = ?').bind('2099-02-02T05:00:00.000Z').run()
    expect(words((await page(await linkFor(row.id))).text)).toContain(
      'Complete Bootcamp (all 4 sessions) $200.00 Total to pay $200.00',
    )
  })
})
