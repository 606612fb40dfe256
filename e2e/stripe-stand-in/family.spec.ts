/**
 * The family's own page, as a parent on a phone uses it: the private link is read out
 * of the confirmation email the worker really sent (wrangler's local email binding writes each
 * message's text to a file), then status, paying, a guardian's consent, a change of session and
 * details, the JSON download, cancelling (which offers the seat to the next family), and erasure.
 * On the stand-in's stack (its own database), in a cohort of its own.
 */
import { readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { STAND_IN_URL } from '../../playwright.config'
import { sqlText } from '../../scripts/dev/d1'
import { queryD1 as query } from '../database'
import { cohortInsertSql, cohortRow } from '../../test-data/cohort-row'
import { HtmlValidate } from 'html-validate'
import { axeViolations, sentEmailTexts } from '../fixtures'
import { HTML_RULES } from '../html-rules'

const base = STAND_IN_URL

/** The family link in the confirmation email sent for `fullName`, once the queue has sent it. */
async function familyLinkFor(fullName: string, since: number): Promise<string> {
  let link = ''
  await expect
    .poll(
      () => {
        const email = sentEmailTexts(since).find((text) => text.includes(`Thank you for registering ${fullName} for`))
        link = /Your registration page \(status, payment, consent, changes\): (\S+)/.exec(email ?? '')?.[1] ?? ''
        return link
      },
      { timeout: 30_000, intervals: [1_000] },
    )
    .toMatch(/^http:\/\/127\.0\.0\.1:\d+\/family\?token=[A-Za-z0-9_-]{43}$/)
  return link
}

/** A unique surname of letters only (a name's rules allow no digits). */
const surname = () =>
  `Family${Array.from(crypto.getRandomValues(new Uint8Array(6)), (byte) => String.fromCharCode(97 + (byte % 26))).join('')}`

test('a family follows the link in its confirmation email: status, pay, consent, changes, download, cancel (the seat goes to the waitlist), erase', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 375, height: 812 })
  const cohortId = crypto.randomUUID()
  await query(cohortInsertSql(cohortRow({ id: cohortId, startDate: '2100-03-06', capacity: 1, refundDays: 14 })))
  const lastName = surname()
  const register = async (firstName: string, email: string, ip: string) => {
    const response = await request.post(`${base}/api/register`, {
      headers: { 'cf-connecting-ip': ip },
      data: {
        firstName,
        lastName,
        email,
        phone: '(614) 555-0188',
        age: 15,
        sessionPreference: 'complete',
        parentalConsent: false,
        mediaConsent: false,
        termsAgreement: true,
        cohortId,
      },
    })
    expect(response.status()).toBe(201)
    return ((await response.json()) as { status: string }).status
  }
  const email = `${lastName.toLowerCase()}@example.org`
  // A second early: file times may be a little behind this process's clock.
  const since = Date.now() - 1_000
  expect(await register('Maya', email, '10.26.0.1')).toBe('seated')
  expect(await register('Leo', `leo.${email}`, '10.26.0.2')).toBe('waitlisted')
  const link = await familyLinkFor(`Maya ${lastName}`, since)
  const rowOf = async (firstName: string) =>
    (
      await query<Record<string, string | number>>(
        `SELECT * FROM registrations WHERE last_name = ${sqlText(lastName)} AND first_name = ${sqlText(firstName)}`,
      )
    )[0]

  // Status, the cohort's dates, what is owed.
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
  await page.screenshot({ path: 'test-results/family-page-375.png', fullPage: true })
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
  await page.goto(link)

  // A guardian's consent, typed.
  await page.getByLabel('Your full name').fill('Lin Chen')
  await page.getByLabel('Your relationship to the participant').selectOption('guardian')
  await page.getByRole('button', { name: 'Give consent' }).click()
  await expect(
    page.getByText(/^Consent given by Lin Chen \(Legal guardian\) on [A-Z][a-z]+ \d{1,2}, \d{4}\.$/),
  ).toBeVisible()
  const maya = await rowOf('Maya')
  expect(
    await query(
      `SELECT guardian_name, relationship, language FROM guardian_consents WHERE registration_id = ${sqlText(String(maya!.id))}`,
    ),
  ).toEqual([{ guardian_name: 'Lin Chen', relationship: 'guardian', language: 'en' }])

  // A change of session, and a corrected phone number.
  await page.getByRole('combobox', { name: 'Session preference' }).selectOption('individual')
  await page.getByRole('button', { name: 'Save the preference' }).click()
  await expect(page.getByRole('region', { name: 'Session preference' }).getByRole('status')).toHaveText('Saved.')
  await page.getByRole('textbox', { name: 'Phone' }).fill('(614) 555-0199')
  await page.getByRole('button', { name: 'Save the details' }).click()
  await expect(page.getByRole('region', { name: 'Correct the details' }).getByRole('status')).toHaveText('Saved.')
  expect(await rowOf('Maya')).toMatchObject({ session_preference: 'individual', phone: '(614) 555-0199' })

  // The data, downloaded.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download (JSON)' }).click(),
  ])
  const data = JSON.parse(readFileSync((await download.path())!, 'utf8')) as {
    registration: { firstName: string; phone: string }
    guardianConsent: { guardianName: string }
  }
  expect(data.registration).toMatchObject({ firstName: 'Maya', phone: '(614) 555-0199' })
  expect(data.guardianConsent.guardianName).toBe('Lin Chen')
  expect(JSON.stringify(data)).not.toContain('Leo')

  // Cancel, the refund rule read first: the seat is offered to Leo, the next on the waitlist.
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
  expect((await rowOf('Maya'))!.status).toBe('cancelled')
  expect((await rowOf('Leo'))!.status).toBe('offered')

  // Erase: this registration only; Leo's stays.
  await page.goto(link)
  await expect(page.getByText('This registration is cancelled.')).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
  await page.getByLabel("Yes, erase Maya's registration for good").check()
  await page.getByRole('button', { name: 'Erase this registration' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The registration is erased')
  expect(await rowOf('Maya')).toBeUndefined()
  expect((await rowOf('Leo'))!.status).toBe('offered')

  // The link now opens nothing, and says so.
  const gone = await page.goto(link)
  expect(gone?.status()).toBe(400)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This link does not work')
  expect(await axeViolations(page)).toEqual([])
})
