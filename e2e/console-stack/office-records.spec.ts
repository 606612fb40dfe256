/**
 * The office's records on a registration, at 375 and 1280 px: a new phone number, a cash then a
 * cheque payment (the family's page reads the balance after each), a staff-only note, the unpaid
 * seat's release time, and a phone number found from its digits alone. axe on each screen.
 */
import { expect, type Page } from '@playwright/test'
import { createHash } from 'node:crypto'
import { consoleUrl } from './stack'
import { addStaffAccount, expectNoAxeViolations, queryD1, sqlText, test, reviewShot } from '../fixtures'
import { officeSetUp, signInTo } from './office-helpers'

test.describe.configure({ mode: 'serial' })

const office = officeSetUp('records', ['Dara'], 1)

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000)
  await addStaffAccount(office.username, office.password)
  await office.fill(request)
})

/**
 * Dara's family page, by a link made as the worker makes one (only the token's SHA-256 stored):
 * what it shows is the test, not which email carried the link, which a loaded machine may send late.
 */
async function familyLink() {
  const token = Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url')
  const hash = createHash('sha256').update(token).digest('hex')
  await queryD1(
    `INSERT INTO family_links (id, token_hash, registration_id, expires_at) VALUES (${sqlText(crypto.randomUUID())}, ${sqlText(hash)}, ${sqlText(office.ids[0]!)}, '2100-01-01T00:00:00.000Z')`,
  )
  return `${consoleUrl()}/family?token=${token}`
}

const STEPS = [
  { width: 375, phone: '614-555-0105', method: 'Cash', dollars: '50', office: '$50.00', due: '$150.00' },
  { width: 1280, phone: '(614) 555-0106', method: 'Cheque', dollars: '25', office: '$75.00', due: '$125.00' },
]

async function recordPayment(page: Page, method: string, dollars: string) {
  const form = page.getByRole('form', { name: 'Record a cash or cheque payment' })
  await form.getByLabel('How').selectOption({ label: method })
  await form.getByLabel('Amount (USD)').fill(dollars)
  await form.getByLabel('Reason (kept in the audit log)').fill('Paid at the front desk')
  await form.getByRole('button', { name: 'Record' }).click()
  await expect(form.getByRole('status')).toHaveText('Recorded; the balance is updated.')
}

for (const step of STEPS) {
  test(`at ${step.width} px staff correct the phone, take ${step.method.toLowerCase()} and write a note; the family page reads the balance`, async ({
    page,
  }) => {
    // The family's email arrives through the queue: on a loaded machine that takes a while.
    test.setTimeout(150_000)
    await page.setViewportSize({ width: step.width, height: 900 })
    const [dara] = office.ids
    await signInTo(page, office, `/admin/registrations/${dara}`)
    const released = page.getByText('Unpaid seat released', { exact: true })
    await expect(released).toHaveCount(step.width === 375 ? 1 : 0)
    const details = page.getByRole('form', { name: 'Edit details' })
    await details.getByLabel('Phone').fill('555-CALL-NOW')
    await details.getByRole('button', { name: 'Save details' }).click()
    await expect(details.getByText('Valid phone number is required')).toBeVisible()
    await details.getByLabel('Phone').fill(step.phone)
    await details.getByRole('button', { name: 'Save details' }).click()
    await expect(details.getByRole('status')).toHaveText('Saved: phone changed.')
    await expect(page.getByRole('link', { name: step.phone })).toBeVisible()
    await recordPayment(page, step.method, step.dollars)
    const balance = page.getByRole('region', { name: 'Payment' }).locator('dl')
    await expect(balance).toContainText(`Paid at the office${step.office}`)
    await expect(balance).toContainText(`Left to pay${step.due}`)
    // Money taken at the office keeps the seat: no release time any more.
    await expect(released).toHaveCount(0)
    const notes = page.getByRole('region', { name: 'Staff notes' })
    await notes.getByLabel('New note').fill(`Call after 6 pm (${step.width})`)
    await notes.getByRole('button', { name: 'Add note' }).click()
    await expect(notes.getByText(`Call after 6 pm (${step.width})`)).toBeVisible()
    await expectNoAxeViolations(page)
    await reviewShot(page, `test-results/office-records-${step.width}.png`, { fullPage: true })

    await page.goto(await familyLink())
    const owed = page.getByRole('region', { name: 'Your balance' })
    await expect(owed).toContainText(`Paid at our office (cash or cheque)${step.office}`)
    await expect(owed).toContainText(`Left to pay${step.due}`)
    await expect(page.getByText('Call after 6 pm')).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'Pay, or ask for financial assistance' })).toHaveCount(0)
    // What is left is paid online for itself alone (worker/payments/office-then-online.test.ts pays it).
    await expect(page.getByRole('link', { name: `Pay the ${step.due} left online` })).toBeVisible()
    await expectNoAxeViolations(page)
    await reviewShot(page, `test-results/office-records-family-${step.width}.png`, { fullPage: true })
  })
}

for (const width of [375, 1280])
  test(`at ${width} px a phone number typed as digits alone finds the family`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await signInTo(page, office, '/admin/registrations')
    await page.getByLabel('Search').fill(width === 375 ? '6145550106' : '614.555.0106')
    await page.getByRole('button', { name: 'Apply' }).click()
    await expect(page.getByRole('link', { name: `Dara ${office.lastName}` })).toBeVisible()
    await expectNoAxeViolations(page)
  })

for (const width of [375, 1280])
  test(`at ${width} px the registrations list shows payment, assistance, consent and language, and filters by them`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 })
    await signInTo(page, office, '/admin/registrations?payment=paid&consent=missing&language=en')
    await page.getByLabel('Search').fill(office.lastName)
    await page.getByRole('button', { name: 'Apply' }).click()
    const rows =
      width === 375
        ? page.getByRole('region', { name: 'Registrations, one card each' }).getByRole('listitem')
        : page.getByRole('region', { name: 'Registrations', exact: true }).getByRole('row')
    await expect(rows.filter({ hasText: 'Dara' })).toContainText(width === 375 ? 'PaymentPaid' : 'Paid')
    await expect(rows.filter({ hasText: 'Dara' })).toContainText(width === 375 ? 'ConsentsMissing' : 'Missing')
    await expect(rows.filter({ hasText: 'Dara' })).toContainText('English')
    // At 375 px nothing scrolls sideways: the page is no wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
    await page.getByLabel('Payment').selectOption({ label: 'Nothing paid yet' })
    await page.getByRole('button', { name: 'Apply' }).click()
    await expect(page.getByText('Nothing matches.')).toBeVisible()
    await expectNoAxeViolations(page)
    await reviewShot(page, `test-results/office-list-${width}.png`, { fullPage: true })
  })
