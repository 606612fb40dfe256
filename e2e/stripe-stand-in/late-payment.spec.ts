/**
 * A late payment, as a parent on a phone meets it: Checkout opened, then the seat's hold and the
 * Checkout run out before the money arrives (the rows are aged by 80 hours, which is what moving
 * this registration's clock forward would do; the worker tests pin the clock itself), the sweep
 * offers the seat to the next family, and the payment that then arrives is refunded in full: our
 * page, the email and the family page say so. On its own stack with the local stand-in for
 * Stripe (no machine here reaches Stripe), in a cohort of its own.
 */
import { expect, type Page } from '@playwright/test'
import { sqlText } from '../../scripts/dev/d1'
import { queryD1 as query } from '../database'
import { cohortInsertSql, cohortRow } from '../../test-data/cohort-row'
import { axeViolations, sentEmailTexts, test, reviewShot } from '../fixtures'
import { base, paymentToken, registerAdult, registrationIdOf } from './paying'

const HOURS_80 = 80 * 3_600_000

test('a payment that arrives after the seat went to the next family is refunded, and the parent is told on the page, by email and on the family page', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 375, height: 812 })
  const since = Date.now()
  const cohortId = crypto.randomUUID()
  await query(cohortInsertSql(cohortRow({ id: cohortId, startDate: '2100-04-03', capacity: 1 })))
  const run = Date.now().toString(36)
  const emailOf = (firstName: string) => `late.${firstName.toLowerCase()}.${run}@example.org`
  const register = (firstName: string, ip: string) =>
    registerAdult(request, { firstName, lastName: 'Late', email: emailOf(firstName), ip, cohortId })
  expect(await register('Maya', '10.27.0.1')).toBe('seated')
  expect(await register('Leo', '10.27.0.2')).toBe('waitlisted')
  const maya = await registrationIdOf(emailOf('Maya'))

  // Maya's parent opens Stripe's page, and leaves it there.
  await page.goto(`${base}/pay?token=${await paymentToken(emailOf('Maya'))}`)
  await page.getByRole('button', { name: 'Pay $200.00' }).click()
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/checkout\/cs_test_/)

  // 80 hours on: the 72-hour hold and the Checkout's own time are over; the sweep gives the seat to Leo.
  const past = (ms: number) => sqlText(new Date(Date.now() - ms).toISOString())
  await query(`UPDATE registrations SET status_changed_at = ${past(HOURS_80)} WHERE id = ${sqlText(maya)}`)
  await query(`UPDATE payments SET expires_at = ${past(60_000)} WHERE registration_id = ${sqlText(maya)}`)
  expect((await request.get(`${base}/__scheduled`)).status()).toBe(200)
  expect(
    await query<{ first_name: string; status: string }>(
      `SELECT first_name, status FROM registrations WHERE cohort_id = ${sqlText(cohortId)} ORDER BY first_name`,
    ),
  ).toEqual([
    { first_name: 'Leo', status: 'offered' },
    { first_name: 'Maya', status: 'lapsed' },
  ])

  // Then the parent pays; the money comes straight back, and the page, the email and the family page say so.
  await page.getByRole('button', { name: 'Pay $200.00' }).click()
  await expectRefundedOnOurPage(page, maya)
  await expectRefundEmailAndFamilyPage(page, since)
})

async function expectRefundedOnOurPage(page: Page, registrationId: string) {
  await expect(page).toHaveURL(new RegExp(`^${base}/pay/done\\?token=`))
  const refunded = page.getByRole('heading', { level: 1, name: 'Your payment was refunded' })
  for (let tries = 0; tries < 30 && !(await refunded.isVisible()); tries++) {
    await page.waitForTimeout(500)
    await page.reload()
  }
  await expect(page.getByRole('status')).toHaveText(
    'Your payment of $200.00 for Maya Late arrived after the seat was no longer held for it, and the seat has gone to the next family on the waitlist. We have refunded the whole $200.00 to the card you paid with; it may take a few days to appear.',
  )
  await expect(page.getByRole('link', { name: 'Register again' })).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
  await reviewShot(page, 'test-results/late-payment-375.png', { fullPage: true })
  expect(
    await query(
      `SELECT p.status, p.refunded_cents, r.reason FROM payments p JOIN refunds r ON r.payment_id = p.id WHERE p.registration_id = ${sqlText(registrationId)}`,
    ),
  ).toEqual([{ status: 'refunded', refunded_cents: 20000, reason: 'seat-gone' }])
}

/** The email, as the local email binding wrote it, and the family page it links to. */
async function expectRefundEmailAndFamilyPage(page: Page, since: number) {
  let email = ''
  await expect
    .poll(
      () => (email = sentEmailTexts(since).find((text) => text.includes('for Maya Late arrived after the seat')) ?? ''),
      { timeout: 30_000, intervals: [1_000] },
    )
    .not.toBe('')
  expect(email).toContain('Hello,')
  expect(email).toContain('We have refunded the whole $200.00 to the card you paid with')
  const familyLink = /Your registration page \(status, payment, consent, changes\): (\S+)/.exec(email)![1]!
  await page.goto(familyLink)
  await expect(page.getByRole('heading', { name: 'Money sent back' })).toBeVisible()
  await expect(
    page.getByText(
      /^\$200\.00 refunded on [A-Z][a-z]+ \d{1,2}, \d{4}: the payment arrived after the seat was no longer held for it\.$/,
    ),
  ).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
  await reviewShot(page, 'test-results/late-payment-family-375.png', { fullPage: true })
}
