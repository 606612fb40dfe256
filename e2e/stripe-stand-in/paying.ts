/**
 * Steps of paying through the local stand-in for Stripe (scripts/dev/stripe-stand-in.ts), as a
 * parent on a phone takes them; the tests in this folder put them together.
 */
import { readFileSync } from 'node:fs'
import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { HtmlValidate } from 'html-validate'
import { STAND_IN_URL } from '../../playwright.config'
import { sqlText } from '../../scripts/dev/d1'
import { cohortInsertSql, cohortRow } from '../../test-data/cohort-row'
import { signToken } from '../../worker/base/notify/signed-token'
import { queryD1 as query } from '../database'
import { axeViolations, expectLive } from '../fixtures'
import { HTML_RULES } from '../html-rules'

export const base = STAND_IN_URL
export const secret = () => /^UNSUBSCRIBE_SECRET=(.*)$/m.exec(readFileSync('.dev.vars', 'utf8'))![1]!

/** The served page's HTML problems (the site's rules, as e2e/main-stack/html-validity.spec.ts checks every page). */
export async function htmlProblems(html: string) {
  const report = await new HtmlValidate(HTML_RULES).validateString(html, 'pay')
  return report.results.flatMap((result) => result.messages.map((message) => `${message.ruleId}: ${message.message}`))
}

/** Presses "Check again" until the webhook has marked the payment paid (a parent would, every few seconds). */
export async function checkUntilPaid(page: Page) {
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

/** A cohort of its own, far ahead: $200 complete, $30 off until 2099-01-01 (so today earns it). */
export async function cohortWithEarlyBird(start = '2100-03-06') {
  const id = crypto.randomUUID()
  await query(
    cohortInsertSql(
      cohortRow({ id, startDate: start, capacity: 5, earlyBirdDeadline: '2099-01-01', earlyBirdSavingCents: 3000 }),
    ),
  )
  return id
}

/** An adult's registration for the complete bootcamp in `cohortId`, sent to the API from address `ip`. */
export async function registerAdult(
  request: APIRequestContext,
  { firstName, lastName, email, ip, cohortId }: Record<'firstName' | 'lastName' | 'email' | 'ip' | 'cohortId', string>,
) {
  const registered = await request.post(`${base}/api/register`, {
    headers: { 'cf-connecting-ip': ip },
    data: {
      firstName,
      lastName,
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
  return ((await registered.json()) as { status: string }).status
}

export const registrationIdOf = async (email: string) =>
  (await query<{ id: string }>(`SELECT id FROM registrations WHERE email = ${sqlText(email)}`))[0]!.id

/** The payment link an email would carry for this registration, valid for an hour. */
export const paymentToken = async (email: string) =>
  signToken(secret(), 'payment', await registrationIdOf(email), Math.floor(Date.now() / 1000) + 3600)

/** Pays on the stand-in's checkout page from our pay page, then checks until the webhook marked it paid. */
export async function payOnCheckout(page: Page, amount: string) {
  await page.getByRole('button', { name: `Pay ${amount}` }).click()
  await page.getByRole('button', { name: `Pay ${amount}` }).click()
  await checkUntilPaid(page)
}

/** A friend opens the group's link and registers on the page itself. */
export async function registerFromGroupLink(page: Page, link: string, firstName: string, email: string) {
  // A fresh load each time (the same address differs from the last only by its fragment).
  await page.goto('about:blank')
  await page.goto(link)
  const form = page.locator('bootcamp-page form[part~="form-registration"]')
  await form.scrollIntoViewIfNeeded()
  await expectLive(form)
  for (const [label, value] of Object.entries({
    'First Name': firstName,
    'Last Name': 'Lopez',
    Email: email,
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

/** The pay page's quote for the early bird cohort, item by item, accessible and valid, with the refused-reason page. */
export async function expectEarlyBirdQuote(page: Page, request: APIRequestContext, token: string) {
  await page.goto(`${base}/pay?token=${token}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Pay for your seat' })).toBeVisible()
  const cells = await page
    .locator('table.quote tr')
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
}
