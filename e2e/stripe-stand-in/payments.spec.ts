/**
 * Paying for a seat end to end, as a parent on a phone would: the payment link from the
 * confirmation email, the quote item by item, Stripe's hosted checkout (here the local stand-in,
 * scripts/dev/stripe-stand-in.ts, since no machine here reaches Stripe), the return to our page, which
 * says "processing" until the stand-in's signed webhook marks the seat paid, and the receipt sent.
 * On the stand-in's stack (its own database), in a cohort of its own.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { sqlText } from '../../scripts/dev/d1'
import { queryD1 as query } from '../database'
import { axeViolations, test, reviewShot } from '../fixtures'
import { startCohort, todayInNewYork } from './cohort-days'
import {
  base,
  cohortWithEarlyBird,
  expectEarlyBirdQuote,
  checkUntilPaid,
  htmlProblems,
  payOnCheckout,
  paymentToken,
  registerAdult,
  registerFromGroupLink,
  registrationIdOf,
} from './paying'

test('a seated family sees its quote, pays on the checkout page, returns to "processing", then "paid", and the receipt is sent', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000)
  await page.setViewportSize({ width: 375, height: 812 })
  const cohortId = await cohortWithEarlyBird()
  const email = `payer.${Date.now().toString(36)}@example.org`
  expect(await registerAdult(request, { firstName: 'Maya', lastName: 'Chen', email, ip: '10.25.0.1', cohortId })).toBe(
    'seated',
  )
  const token = await paymentToken(email)
  await expectEarlyBirdQuote(page, request, token)
  await reviewShot(page, 'test-results/payment-quote-375.png', { fullPage: true })

  // Stripe's hosted page (the stand-in's): the amount is the server's quote.
  await page.getByRole('button', { name: 'Pay $170.00' }).click()
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/checkout\/cs_test_/)
  await expect(page.locator('.amount')).toHaveText('$170.00')
  await page.getByRole('button', { name: 'Pay $170.00' }).click()

  // Back on our page: "processing" until the webhook arrives, then "paid" when the parent checks again.
  await expect(page).toHaveURL(new RegExp(`^${base}/pay/done\\?token=`))
  await expect(page.getByRole('heading', { level: 1, name: 'Confirming your payment…' })).toBeVisible()
  await checkUntilPaidAndReceipt(page, email)

  // The link again, later: "paid", and no way to pay twice.
  await page.goto(`${base}/pay?token=${token}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Paid: your seat is confirmed' })).toBeVisible()
  await expect(page.getByRole('button', { name: /^Pay / })).toHaveCount(0)
})

/** "Paid" on our page, one paid row of $170.00, and the receipt sent through the outbox and the queue. */
async function checkUntilPaidAndReceipt(page: Page, email: string) {
  await checkUntilPaid(page)
  await expect(
    page.getByText(/^We received \$170\.00 on [A-Z][a-z]+ \d{1,2}, \d{4}\. A receipt is on its way to your inbox\.$/),
  ).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
  const payments = await query<{ status: string; amount_cents: number; payment_intent_id: string }>(
    `SELECT status, amount_cents, payment_intent_id FROM payments WHERE registration_id = ${sqlText(await registrationIdOf(email))}`,
  )
  expect(payments).toEqual([
    { status: 'paid', amount_cents: 17000, payment_intent_id: expect.stringMatching(/^pi_test_/) },
  ])
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
}

test('a group of three: each pays the list price, and once cancellations have closed each gets the group rate back', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000)
  await page.setViewportSize({ width: 375, height: 812 })
  // A cohort twenty days ahead: a group can be started while its 14-day refund window is open.
  const start = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10)
  const cohortId = await cohortWithEarlyBird(start)
  const run = Date.now().toString(36)
  const first = `group.first.${run}@example.org`
  const friendEmail = (friend: string) => `group.${friend.toLowerCase()}.${run}@example.org`
  await registerAdult(request, { firstName: 'Ana', lastName: 'Lopez', email: first, ip: '10.25.0.2', cohortId })

  // She pays the list price, then starts a group; two friends open the shared link and register on the page itself.
  const link = await payThenStartGroup(page, request, first, start)
  for (const friend of ['Bea', 'Cai']) await registerFromGroupLink(page, link, friend, friendEmail(friend))
  const inGroupOf = `(SELECT group_id FROM registrations WHERE email = ${sqlText(first)})`
  expect(
    await query(`SELECT first_name, status FROM registrations WHERE group_id = ${inGroupOf} ORDER BY first_name`),
  ).toEqual([
    { first_name: 'Ana', status: 'seated' },
    { first_name: 'Bea', status: 'seated' },
    { first_name: 'Cai', status: 'seated' },
  ])

  // Then ten days ahead: the window has closed, so the rate is decided at each sweep from now on.
  await startCohort(cohortId, todayInNewYork(), 10)
  // Made-up friends would buy nothing: the rate waits for the friends to pay the list price too.
  expect((await request.get(`${base}/__scheduled`)).status()).toBe(200)
  expect(
    await query(
      `SELECT id FROM refunds WHERE reason = 'group-rate' AND payment_id IN (SELECT id FROM payments WHERE registration_id = ${sqlText(await registrationIdOf(first))})`,
    ),
  ).toEqual([])
  for (const friend of ['Bea', 'Cai']) await payFullPrice(page, friendEmail(friend))

  // The sweep refunds each of the three 15% of $170.00, once.
  for (let sweep = 0; sweep < 2; sweep++) expect((await request.get(`${base}/__scheduled`)).status()).toBe(200)
  const payments = await query<{ amount_cents: number; refunded_cents: number }>(
    `SELECT amount_cents, refunded_cents FROM payments WHERE status = 'paid' AND registration_id IN (SELECT id FROM registrations WHERE group_id = ${inGroupOf})`,
  )
  expect(payments).toEqual([1, 2, 3].map(() => ({ amount_cents: 17000, refunded_cents: 2550 })))
  expect(
    await query(
      `SELECT kind FROM outbox WHERE kind = 'group-refund' AND email LIKE ${sqlText(`group.%.${run}@example.org`)}`,
    ),
  ).toEqual([1, 2, 3].map(() => ({ kind: 'group-refund' })))
})

async function payFullPrice(page: Page, email: string) {
  await page.goto(`${base}/pay?token=${await paymentToken(email)}`)
  await expect(page.locator('table.quote tfoot')).toContainText('$170.00')
  await payOnCheckout(page, '$170.00')
}

/** Pays the list price, starts a group and returns its link, which says what the rate still needs. */
async function payThenStartGroup(page: Page, request: APIRequestContext, email: string, start: string) {
  // Cancellations close 14 days before the start (the cohort's refund window).
  const closes = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
    Date.parse(`${start}T00:00:00Z`) - 14 * 86_400_000,
  )
  await payFullPrice(page, email)
  await page.getByRole('button', { name: 'Start a group' }).click()
  const link = await page.getByRole('link', { name: /\?group=[a-z2-9]{8}#registration$/ }).getAttribute('href')
  expect(link).toMatch(new RegExp(`^${base}/\\?group=[a-z2-9]{8}#registration$`))
  await expect(
    page.getByText(
      `1 in the group has paid and holds a seat so far; the group rate needs 3. When cancellations close on ${closes}, each who paid gets 15% back if 3 or more still do.`,
    ),
  ).toBeVisible()
  expect(
    await htmlProblems(await (await request.get(`${base}/pay?token=${await paymentToken(email)}`)).text()),
  ).toEqual([])
  return link!
}
