/**
 * Paying for a seat end to end, as a parent on a phone would: the payment link from the
 * confirmation email, the quote item by item, Stripe's hosted checkout (here the local stand-in,
 * scripts/dev/stripe-stand-in.ts, since no machine here reaches Stripe), the return to our page, which
 * says "processing" until the stand-in's signed webhook marks the seat paid, and the receipt sent.
 * On the stand-in's stack (its own database), in a cohort of its own.
 */
import { readFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { STAND_IN_URL } from '../../playwright.config'
import { sqlText } from '../../scripts/dev/d1'
import { queryD1 as query } from '../database'
import { cohortInsertSql, cohortRow } from '../../test-data/cohort-row'
import { signToken } from '../../worker/notify/signed-token'
import { HtmlValidate } from 'html-validate'
import { axeViolations, expectLive } from '../fixtures'
import { HTML_RULES } from '../html-rules'

/** One at a time: the group test closes every other cohort so the page's form offers its own. */
test.describe.configure({ mode: 'serial' })

/** The served page's HTML problems (the site's rules, as e2e/main-stack/html-validity.spec.ts checks every page). */
async function htmlProblems(html: string) {
  const report = await new HtmlValidate(HTML_RULES).validateString(html, 'pay')
  return report.results.flatMap((result) => result.messages.map((message) => `${message.ruleId}: ${message.message}`))
}

/** Presses "Check again" until the webhook has marked the payment paid (a parent would, every few seconds). */
async function checkUntilPaid(page: Page) {
  const paid = page.getByRole('heading', { level: 1, name: 'Paid: your seat is confirmed' })
  const again = page.getByRole('link', { name: 'Check again' })
  for (let tries = 0; tries < 30; tries++) {
    // One or the other, once the page a click opened has rendered (reading `paid` at once raced
    // the new page: a webhook that landed meanwhile left no link to click).
    await expect(paid.or(again)).toBeVisible()
    if (await paid.isVisible()) break
    await page.waitForTimeout(500)
    await again.click()
  }
  await expect(paid).toBeVisible()
}

const secret = () => /^UNSUBSCRIBE_SECRET=(.*)$/m.exec(readFileSync('.dev.vars', 'utf8'))![1]!
const base = STAND_IN_URL

/** A cohort of its own, far ahead: $200 complete, $30 off until 2099-01-01 (so today earns it). */
async function cohortWithEarlyBird(start = '2100-03-06') {
  const id = crypto.randomUUID()
  await query(
    cohortInsertSql(
      cohortRow({ id, startDate: start, capacity: 5, earlyBirdDeadline: '2099-01-01', earlyBirdSavingCents: 3000 }),
    ),
  )
  return id
}

test('a seated family sees its quote, pays on the checkout page, returns to "processing", then "paid", and the receipt is sent', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000)
  await page.setViewportSize({ width: 375, height: 812 })
  const cohortId = await cohortWithEarlyBird()
  const email = `payer.${Date.now().toString(36)}@example.org`
  const registered = await request.post(`${base}/api/register`, {
    headers: { 'cf-connecting-ip': '10.25.0.1' },
    data: {
      firstName: 'Maya',
      lastName: 'Chen',
      email,
      phone: '(614) 555-0188',
      age: 19,
      sessionPreference: 'complete',
      parentalConsent: false,
      mediaConsent: false,
      termsAgreement: true,
      cohortId,
    },
  })
  expect(registered.status()).toBe(201)
  expect(((await registered.json()) as { status: string }).status).toBe('seated')
  const [row] = await query<{ id: string }>(`SELECT id FROM registrations WHERE email = ${sqlText(email)}`)
  const token = await signToken(secret(), 'payment', row!.id, Math.floor(Date.now() / 1000) + 3600)

  await page.goto(`${base}/pay?token=${token}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Pay for your seat' })).toBeVisible()
  const quote = page.locator('table.quote')
  const cells = await quote
    .locator('tr')
    .evaluateAll((rows) => rows.map((row) => [...row.children].map((cell) => cell.textContent!.trim())))
  expect(cells).toEqual([
    ['Complete Bootcamp (all 4 sessions)', '$200.00'],
    ['Early bird saving', '-$30.00'],
    ['Total to pay', '$170.00'],
  ])
  await expect(
    page.getByText('Local demo: this payment goes to a stand-in for Stripe on this computer. No money moves.'),
  ).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
  expect(await htmlProblems(await (await request.get(`${base}/pay?token=${token}`)).text())).toEqual([])
  expect(await htmlProblems(await (await request.get(`${base}/pay/done?token=${token}`)).text())).toEqual([])
  // A refused reason for assistance, shown under its field (the page in Spanish, for once).
  const refused = await request.post(`${base}/pay/assistance?token=${token}&lang=es`, { form: { reason: '   ' } })
  expect(refused.status()).toBe(400)
  expect(await htmlProblems(await refused.text())).toEqual([])
  await page.screenshot({ path: 'test-results/payment-quote-375.png', fullPage: true })

  // Stripe's hosted page (the stand-in's): the amount is the server's quote.
  await page.getByRole('button', { name: 'Pay $170.00' }).click()
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/checkout\/cs_test_/)
  await expect(page.locator('.amount')).toHaveText('$170.00')
  await page.getByRole('button', { name: 'Pay $170.00' }).click()

  // Back on our page: "processing" until the webhook arrives, then "paid" when the parent checks again.
  await expect(page).toHaveURL(new RegExp(`^${base}/pay/done\\?token=`))
  await expect(page.getByRole('heading', { level: 1, name: 'Confirming your payment…' })).toBeVisible()
  await checkUntilPaid(page)
  await expect(
    page.getByText(/^We received \$170\.00 on [A-Z][a-z]+ \d{1,2}, \d{4}\. A receipt is on its way to your inbox\.$/),
  ).toBeVisible()
  expect(await axeViolations(page)).toEqual([])

  const payments = await query<{ status: string; amount_cents: number; payment_intent_id: string }>(
    `SELECT status, amount_cents, payment_intent_id FROM payments WHERE registration_id = ${sqlText(row!.id)}`,
  )
  expect(payments).toEqual([
    { status: 'paid', amount_cents: 17000, payment_intent_id: expect.stringMatching(/^pi_test_/) },
  ])
  // The receipt goes out through the outbox and the queue.
  await expect
    .poll(
      async () =>
        (
          await query<{ status: string }>(
            `SELECT status FROM outbox WHERE kind = 'payment-receipt' AND email = ${sqlText(email)}`,
          )
        ).map((job) => job.status),
      { timeout: 20_000 },
    )
    .toEqual(['sent'])

  // The link again, later: "paid", and no way to pay twice.
  await page.goto(`${base}/pay?token=${token}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Paid: your seat is confirmed' })).toBeVisible()
  await expect(page.getByRole('button', { name: /^Pay / })).toHaveCount(0)
})

test('a group of three: each pays the list price, and once cancellations have closed each gets the group rate back', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000)
  await page.setViewportSize({ width: 375, height: 812 })
  // A cohort ten days ahead: its 14-day refund window has already closed, so the rate is decided now.
  const start = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10)
  const cohortId = await cohortWithEarlyBird(start)
  // The friends register from the page's own form: this cohort must be the one it offers.
  await query(`UPDATE cohorts SET open = 0 WHERE id <> ${sqlText(cohortId)}`)
  const run = Date.now().toString(36)
  const first = `group.first.${run}@example.org`
  const registered = await request.post(`${base}/api/register`, {
    headers: { 'cf-connecting-ip': '10.25.0.2' },
    data: {
      firstName: 'Ana',
      lastName: 'Lopez',
      email: first,
      phone: '(614) 555-0188',
      age: 19,
      sessionPreference: 'complete',
      parentalConsent: false,
      mediaConsent: false,
      termsAgreement: true,
      cohortId,
    },
  })
  expect(registered.status()).toBe(201)
  const idOf = async (email: string) =>
    (await query<{ id: string }>(`SELECT id FROM registrations WHERE email = ${sqlText(email)}`))[0]!.id
  const payLink = async (email: string) =>
    `${base}/pay?token=${await signToken(secret(), 'payment', await idOf(email), Math.floor(Date.now() / 1000) + 3600)}`
  const payFullPrice = async (email: string) => {
    await page.goto(await payLink(email))
    await expect(page.locator('table.quote tfoot')).toContainText('$170.00')
    await page.getByRole('button', { name: 'Pay $170.00' }).click()
    await page.getByRole('button', { name: 'Pay $170.00' }).click()
    await checkUntilPaid(page)
  }

  // She pays the list price, then starts a group.
  await payFullPrice(first)
  await page.getByRole('button', { name: 'Start a group' }).click()
  const link = await page.getByRole('link', { name: /\?group=[a-z2-9]{8}#registration$/ }).getAttribute('href')
  expect(link).toMatch(new RegExp(`^${base}/\\?group=[a-z2-9]{8}#registration$`))
  await expect(
    page.getByText(
      '1 in the group has paid and holds a seat so far; the group rate needs 3. Cancellations have closed: each who paid gets 15% back once 3 or more have.',
    ),
  ).toBeVisible()
  expect(await htmlProblems(await (await request.get(await payLink(first))).text())).toEqual([])

  // Two friends open the shared link and register on the page itself.
  for (const friend of ['Bea', 'Cai']) {
    // A fresh load each time (the same address differs from the last only by its fragment).
    await page.goto('about:blank')
    await page.goto(link!)
    const form = page.locator('bootcamp-page form[part~="form-registration"]')
    await form.scrollIntoViewIfNeeded()
    await expectLive(form)
    for (const [label, value] of Object.entries({
      'First Name': friend,
      'Last Name': 'Lopez',
      Email: `group.${friend.toLowerCase()}.${run}@example.org`,
      Phone: '(614) 555-0188',
    }))
      await form.getByLabel(label, { exact: true }).fill(value)
    await form.getByLabel('Age').selectOption('19')
    await form.getByLabel('Session Preference').selectOption('complete')
    await form.getByLabel('I agree to the terms and conditions').check()
    await form.getByRole('button', { name: 'Complete Registration' }).click()
    await expect(
      page
        .locator('bootcamp-page [part~="section-registration"]')
        .getByRole('heading', { name: 'Registration Complete!' }),
    ).toBeVisible()
  }
  const members = await query<{ first_name: string; status: string }>(
    `SELECT first_name, status FROM registrations WHERE group_id = (SELECT group_id FROM registrations WHERE email = ${sqlText(first)}) ORDER BY first_name`,
  )
  expect(members).toEqual([
    { first_name: 'Ana', status: 'seated' },
    { first_name: 'Bea', status: 'seated' },
    { first_name: 'Cai', status: 'seated' },
  ])

  // Made-up friends would buy nothing: the rate waits for the friends to pay the list price too.
  expect((await request.get(`${base}/__scheduled`)).status()).toBe(200)
  expect(
    await query(
      `SELECT id FROM refunds WHERE reason = 'group-rate' AND payment_id IN (SELECT id FROM payments WHERE registration_id = ${sqlText(await idOf(first))})`,
    ),
  ).toEqual([])
  for (const friend of ['bea', 'cai']) await payFullPrice(`group.${friend}.${run}@example.org`)

  // The sweep refunds each of the three 15% of $170.00, once.
  for (let sweep = 0; sweep < 2; sweep++) expect((await request.get(`${base}/__scheduled`)).status()).toBe(200)
  const payments = await query<{ amount_cents: number; refunded_cents: number }>(
    `SELECT amount_cents, refunded_cents FROM payments WHERE status = 'paid' AND registration_id IN (SELECT id FROM registrations WHERE group_id = (SELECT group_id FROM registrations WHERE email = ${sqlText(first)}))`,
  )
  expect(payments).toEqual([1, 2, 3].map(() => ({ amount_cents: 17000, refunded_cents: 2550 })))
  expect(
    await query(
      `SELECT kind FROM outbox WHERE kind = 'group-refund' AND email LIKE ${sqlText(`group.%.${run}@example.org`)}`,
    ),
  ).toEqual([1, 2, 3].map(() => ({ kind: 'group-refund' })))
})
