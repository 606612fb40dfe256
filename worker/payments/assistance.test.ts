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
import { createStaff, signIn, staffCall, staffPost } from '../test/admin-helpers'
import { insertCohort, linkFor, openPage, openPayment, register, words } from '../test/payment-helpers'
import { call, clearTables, readRows } from '../test/helpers'
import { asJob } from '../test/emails'
beforeEach(clearTables)

const db = openDatabase(env.DB)

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
    expect(words((await openPage(url)).text)).toContain('Need help paying? Financial assistance is available.')
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
    expect(words((await openPage(url)).text)).toContain(
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
    expect(words((await openPage(url)).text)).toContain(
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
    const text = words((await openPage(url)).text)
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
