/**
 * A director decides a request for financial assistance after confirming what the family will
 * read, then changes it with a reason; the family's email (English at 1280 px, Spanish at 375 px)
 * and its payment page say what is owed now. The retention setting has its own settings screen.
 */
import { expect, test } from '@playwright/test'
import { addStaffAccount, expectNoAxeViolations, queryD1, sentEmailTexts, sqlText, reviewShot } from '../fixtures'
import { officeSetUp, signInTo } from './office-helpers'

test.describe.configure({ mode: 'serial' })

const office = officeSetUp('assist', ['Dara', 'Eli'], 2)

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000)
  await addStaffAccount(office.username, office.password)
  await office.fill(request)
  for (const id of office.ids)
    await queryD1(
      `INSERT INTO assistance_requests (id, registration_id, reason, decide_by) VALUES (${sqlText(`ar-${id}`)}, ${sqlText(id)}, 'Two of us started school', '2099-01-01T00:00:00.000Z')`,
    )
  // Eli's family wrote in Spanish: its emails and pages are in Spanish.
  await queryD1(
    `UPDATE outbox SET language = 'es' WHERE record_id = ${sqlText(office.ids[1]!)} AND kind = 'registration-confirmation'`,
  )
})

const cases = [
  {
    width: 375,
    index: 1,
    name: 'Eli',
    sent: 'Al final no podemos conceder ayuda económica',
    link: /Ver lo que debes y pagar: (\S+)/,
    owed: /Total a pagar\s*\$200\.00/,
  },
  {
    width: 1280,
    index: 0,
    name: 'Dara',
    sent: 'We cannot grant financial assistance after all',
    link: /See what you owe and pay: (\S+)/,
    owed: /Total to pay\s*\$200\.00/,
  },
]

for (const { width, index, name, sent, link, owed } of cases)
  test(`at ${width} px a decision is confirmed, then changed with a reason, and the family reads the change`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 })
    const id = office.ids[index]!
    await signInTo(page, office, `/admin/registrations/${id}`)
    const payment = page.getByRole('region', { name: 'Payment' })
    await payment.getByLabel('Amount the family pays (USD; 0 waives it)').fill('50')
    await payment.getByRole('button', { name: 'Grant…' }).click()
    await expect(
      payment.getByText('Grant financial assistance: the family pays $50.00. The family is emailed.'),
    ).toBeFocused()
    expect((await queryD1(`SELECT status FROM assistance_requests WHERE registration_id = ${sqlText(id)}`))[0]).toEqual(
      { status: 'open' },
    )
    await payment.getByRole('button', { name: 'Confirm' }).click()
    await expect(payment.getByText(/Granted by office-/)).toBeVisible()

    await payment.getByRole('button', { name: 'Change the decision' }).click()
    await payment.getByRole('button', { name: 'Decline…' }).click()
    await expect(payment.getByRole('alert')).toHaveText('Say why the decision changes.')
    await payment.getByLabel('Why it changes (kept in the audit log)').fill('Sponsor withdrew')
    await payment.getByRole('button', { name: 'Decline…' }).click()
    await expectNoAxeViolations(page)
    await reviewShot(page, `test-results/assistance-confirm-${width}.png`, { fullPage: true })
    const since = Date.now() - 1_000
    await payment.getByRole('button', { name: 'Confirm' }).click()
    await expect(payment.getByText('Decision changed; the family is emailed.')).toBeVisible()
    const audit = await queryD1<{ detail: string }>(
      `SELECT detail FROM audit_log WHERE action = 'assistance-changed' AND detail LIKE ${sqlText(`%${id}%`)}`,
    )
    expect(audit).toEqual([
      { detail: `registration ${id}: granted, 5000 cents to pay changed to declined; reason: Sponsor withdrew` },
    ])

    let email = ''
    await expect
      .poll(
        () =>
          (email =
            sentEmailTexts(since).find((text) => text.includes(`${name} ${office.lastName}`) && text.includes(sent)) ??
            ''),
        { timeout: 30_000, intervals: [1_000] },
      )
      .not.toBe('')
    await page.goto(link.exec(email)![1]!)
    await expect(page.locator('main')).toContainText(owed)
    await reviewShot(page, `test-results/assistance-family-${width}.png`, { fullPage: true })
  })

test('the retention setting is on its own settings screen, not on "Erase a person"', async ({ page }) => {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    if (width === 375) await signInTo(page, office, '/admin/erase')
    else await page.goto('/admin/erase')
    await expect(page.getByRole('heading', { name: 'How long data is kept' })).toHaveCount(0)
    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Settings' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeFocused()
    await expect(page.getByRole('heading', { name: 'How long data is kept' })).toBeVisible()
    await expectNoAxeViolations(page)
    await reviewShot(page, `test-results/settings-${width}.png`, { fullPage: true })
  }
})
