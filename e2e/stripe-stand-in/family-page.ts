/**
 * The family page's steps, as a parent on a phone takes them (e2e/stripe-stand-in/family.spec.ts):
 * each is given the page, the family's private link and the participant's surname. Maya is the
 * registration the link belongs to; Leo, of the same family, waits for her seat.
 */
import { readFileSync } from 'node:fs'
import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { HtmlValidate } from 'html-validate'
import { sqlText } from '../../scripts/dev/d1'
import { queryD1 as query } from '../database'
import { axeViolations, reviewShot } from '../fixtures'
import { HTML_RULES } from '../html-rules'

interface Family {
  page: Page
  request: APIRequestContext
  link: string
  lastName: string
}

const rowOf = async ({ lastName }: Family, firstName: string) =>
  (
    await query<Record<string, string | number>>(
      `SELECT * FROM registrations WHERE last_name = ${sqlText(lastName)} AND first_name = ${sqlText(firstName)}`,
    )
  )[0]

/** Status, the cohort's dates, what is owed, in English and Spanish; then the way to pay. */
export async function expectStatusPage({ page, request, link, lastName }: Family) {
  await page.goto(link)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Maya ${lastName}: your registration`)
  await expect(page.getByText('A seat in the cohort is held for this participant.')).toBeVisible()
  await expect(page.locator('ul.sessions').getByRole('listitem')).toHaveText([
    'March 6, 2100',
    'March 13, 2100',
    'March 20, 2100',
    'March 27, 2100',
  ])
  await expect(page.locator('table.quote tfoot')).toHaveText(/Total to pay\s*\$200\.00/)
  expect(await axeViolations(page)).toEqual([])
  await reviewShot(page, 'test-results/family-page-375.png', { fullPage: true })
  // Valid HTML, as every page of the site (e2e/main-stack/html-validity.spec.ts); a GET changes nothing.
  const report = await new HtmlValidate(HTML_RULES).validateString(await (await request.get(link)).text(), 'family')
  expect(
    report.results.flatMap((result) => result.messages.map((message) => `${message.ruleId}: ${message.message}`)),
  ).toEqual([])

  // The same page in Spanish (the link's language comes from the email; here set by hand).
  await page.goto(`${link}&lang=es`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Maya ${lastName}: tu inscripción`)
  expect(await axeViolations(page)).toEqual([])
  await page.goto(link)

  // Pay: the family's payment page, for the same registration.
  await page.getByRole('link', { name: 'Pay, or ask for financial assistance' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Pay for your seat' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Pay $200.00' })).toBeVisible()
}

/** A guardian's consent to taking part, typed. */
export async function giveConsent(family: Family) {
  const { page, link } = family
  await page.goto(link)
  const block = page.locator('#consent-participation')
  await block.getByLabel('Your full name').fill('Lin Chen')
  await block.getByLabel('Your relationship to the participant').selectOption('guardian')
  await block.getByRole('button', { name: 'I agree' }).click()
  await expect(page.getByText(/^Given by Lin Chen \(Legal guardian\) on [A-Z][a-z]+ \d{1,2}, \d{4}\.$/)).toBeVisible()
  const maya = await rowOf(family, 'Maya')
  expect(
    await query(
      `SELECT kind, signer_name, relationship, language FROM consents WHERE registration_id = ${sqlText(String(maya!.id))}`,
    ),
  ).toEqual([{ kind: 'participation', signer_name: 'Lin Chen', relationship: 'guardian', language: 'en' }])
}

/** A change of session, and a corrected phone number. */
export async function changeSessionAndPhone(family: Family) {
  const { page } = family
  await page.getByRole('combobox', { name: 'Session preference' }).selectOption('individual')
  await page.getByRole('button', { name: 'Save the preference' }).click()
  await expect(page.getByRole('region', { name: 'Session preference' }).getByRole('status')).toHaveText('Saved.')
  await page
    .getByRole('region', { name: 'Correct the details' })
    .getByLabel('Phone', { exact: true })
    .fill('(614) 555-0199')
  await page.getByRole('button', { name: 'Save the details' }).click()
  await expect(page.getByRole('region', { name: 'Correct the details' }).getByRole('status')).toHaveText('Saved.')
  expect(await rowOf(family, 'Maya')).toMatchObject({ session_preference: 'individual', phone: '(614) 555-0199' })
}

/** The data, downloaded: this registration's, with the consent, and nothing of Leo's. */
export async function expectDownload({ page }: Family) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download (JSON)' }).click(),
  ])
  const data = JSON.parse(readFileSync((await download.path())!, 'utf8')) as {
    registration: { firstName: string; phone: string }
    consents: { kind: string; signerName: string }[]
  }
  expect(data.registration).toMatchObject({ firstName: 'Maya', phone: '(614) 555-0199' })
  expect(data.consents).toMatchObject([{ kind: 'participation', signerName: 'Lin Chen' }])
  expect(JSON.stringify(data)).not.toContain('Leo')
}

/** Cancel, the refund rule read first: the seat is offered to Leo, the next on the waitlist. */
export async function cancelAndOfferTheSeat(family: Family) {
  const { page } = family
  await expect(
    page.getByText(
      'A payment is refunded in full if you cancel at least 14 days before the start, that is by February 20, 2100.',
      { exact: false },
    ),
  ).toBeVisible()
  await page.getByLabel("Yes, cancel Maya's registration").check()
  await page.getByRole('button', { name: 'Cancel the registration' }).click()
  await expect(
    page.getByText('The registration is cancelled. Its seat goes to the next family on the waitlist.'),
  ).toBeVisible()
  expect((await rowOf(family, 'Maya'))!.status).toBe('cancelled')
  expect((await rowOf(family, 'Leo'))!.status).toBe('offered')
}

/** Erase: this registration only; Leo's stays. */
export async function eraseAndKeepTheOther(family: Family) {
  const { page, link } = family
  await page.goto(link)
  await expect(page.getByText('This registration is cancelled.')).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
  await page.getByLabel("Yes, erase Maya's registration for good").check()
  await page.getByRole('button', { name: 'Erase this registration' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The registration is erased')
  expect(await rowOf(family, 'Maya')).toBeUndefined()
  expect((await rowOf(family, 'Leo'))!.status).toBe('offered')
}

/** The link now opens nothing, and says so. */
export async function expectLinkRefused({ page, link }: Family) {
  const gone = await page.goto(link)
  expect(gone?.status()).toBe(400)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This link does not work')
  expect(await axeViolations(page)).toEqual([])
}
