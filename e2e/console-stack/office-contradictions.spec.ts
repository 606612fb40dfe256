/**
 * What staff read no longer contradicts what families read: the waitlist place is the place in
 * line among those waiting for the cohort (the roster and the record say the family page's
 * number), a paid record shows its balance, and a cancelled one owes nothing. A closed cohort
 * of its own, far ahead, so no other test's page changes.
 */
import { expect, test, type Page } from '@playwright/test'
import { addStaffAccount, expectNoAxeViolations, queryD1, sqlText, reviewShot } from '../fixtures'
import { officeSetUp, signInTo } from './office-helpers'

test.describe.configure({ mode: 'serial' })

const office = officeSetUp('contra', ['Ada', 'Ben', 'Cleo'], 1)

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000)
  await addStaffAccount(office.username, office.password)
  await office.fill(request)
  const [ada] = office.ids
  await queryD1(
    `INSERT INTO payments (id, registration_id, amount_cents, lines, status, origin, payment_intent_id, paid_at) VALUES (${sqlText(`pay-${office.run}`)}, ${sqlText(ada!)}, 20000, '[]', 'paid', 'x', 'pi_office', '2099-01-01T00:00:00Z')`,
  )
})

const record = (page: Page, id: string) => page.goto(`/admin/registrations/${id}`)

for (const width of [375, 1280]) {
  test(`at ${width} px the roster and the record give the place in line, and the balance reads right`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 })
    const [ada, ben, cleo] = office.ids
    await signInTo(page, office, `/admin/cohorts/${office.cohortId}`)
    const table = page.getByRole('table', { name: 'Everyone registered for this cohort' })
    await expect(table.getByRole('row', { name: /Ben/ })).toContainText('Waitlisted (#1)')
    await expect(table.getByRole('row', { name: /Cleo/ })).toContainText('Waitlisted (#2)')
    await record(page, cleo!)
    await expect(page.getByText('Waitlisted (#2)', { exact: true })).toBeVisible()
    await record(page, ben!)
    await expect(page.getByText('Waitlisted (#1)', { exact: true })).toBeVisible()

    await record(page, ada!)
    const payment = page.getByRole('region', { name: 'Payment' })
    const balance = payment.locator('dl')
    await expect(payment.getByText('The bill', { exact: true })).toBeVisible()
    await expect(balance).toContainText('Charged$200.00')
    await expect(balance).toContainText('Paid$200.00')
    await expect(balance).toContainText('Left to pay$0.00')
    await expectNoAxeViolations(page)
    await reviewShot(page, `test-results/office-balance-${width}.png`, { fullPage: true })
  })
}

test('a cancelled record owes nothing, at both widths', async ({ page }) => {
  const [ada] = office.ids
  await queryD1(`UPDATE registrations SET status = 'cancelled' WHERE id = ${sqlText(ada!)}`)
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    if (width === 375) await signInTo(page, office, `/admin/registrations/${ada}`)
    else await record(page, ada!)
    const payment = page.getByRole('region', { name: 'Payment' })
    await expect(payment.getByText('Nothing is owed: this registration has ended.')).toBeVisible()
    await expect(payment.getByText('The bill', { exact: true })).toHaveCount(0)
    await expect(payment.locator('dl')).toContainText('Left to pay$0.00')
    await expect(payment.locator('dl')).toContainText('Kept beyond the bill$200.00')
  }
})
