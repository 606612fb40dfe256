/**
 * After an announcement is sent, staff see who received it and who was skipped and why, at a
 * phone's width as cards and at a desk's as a table, each name leading to the record.
 */
import { expect, test } from '@playwright/test'
import { addStaffAccount, expectNoAxeViolations, queryD1, sqlText, reviewShot } from '../fixtures'
import { officeSetUp, signInTo } from './office-helpers'

test.describe.configure({ mode: 'serial' })

const office = officeSetUp('reach', ['Jo', 'Kai'], 2)

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000)
  await addStaffAccount(office.username, office.password)
  await office.fill(request)
  // Kai's address unsubscribed from our emails.
  await queryD1(
    `INSERT INTO email_signups (id, email, unsubscribed_at) VALUES (${sqlText(`out-${office.run}`)}, ${sqlText(office.emailOf('Kai'))}, '2097-01-01T00:00:00.000Z')`,
  )
})

for (const width of [375, 1280])
  test(`at ${width} px a sent announcement lists who received it and who was skipped, and why`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await signInTo(page, office, `/admin/cohorts/${office.cohortId}`)
    const subject = `Gate code ${office.run} ${width}`
    const form = page.locator('form').filter({ has: page.getByLabel('Subject', { exact: true }) })
    await form.getByLabel('Seated families').check()
    await form.getByLabel('Subject', { exact: true }).fill(subject)
    await form.getByLabel('Text', { exact: true }).fill('The gate code is 1234.\n\nMaya')
    await form.getByRole('button', { name: 'Preview' }).click()
    await page.getByRole('button', { name: 'Send to 1 family' }).click()
    await expect(page.getByText('Sent: 1 email is on their way.')).toBeVisible()
    // Wait until the outbox has sent Jo's email, so the list reads the same on any machine.
    await expect
      .poll(
        async () =>
          (
            await queryD1<{ status: string }>(
              `SELECT outbox.status FROM outbox JOIN announcements ON announcements.id = outbox.record_id WHERE announcements.subject = ${sqlText(subject)}`,
            )
          ).map((row) => row.status),
        { timeout: 30_000, intervals: [1_000] },
      )
      .toEqual(['sent'])
    await page.reload()
    const line = page.getByRole('listitem').filter({ hasText: `"${subject}" to 1 by` })
    await expect(line).toContainText('· 1 skipped')
    await line.getByRole('button', { name: 'Who received it' }).click()
    await expect(line.getByRole('button', { name: 'Hide who received it' })).toHaveAttribute('aria-expanded', 'true')
    const list = line.getByRole('region', { name: `Who received "${subject}"` })
    await expect(list.getByText('1 person emailed, 1 skipped.')).toBeVisible()
    await expect(list.getByText('Sent: 1', { exact: true })).toBeVisible()
    await expect(list.getByText('Skipped: unsubscribed from our emails: 1', { exact: true })).toBeVisible()
    const people =
      width === 375
        ? list.getByRole('listitem').filter({ has: page.getByRole('link') })
        : list
            .getByRole('region', { name: 'Each person and what happened' })
            .getByRole('row')
            .filter({ has: page.getByRole('rowheader') })
    await expect(people).toHaveText([
      `Kai ${office.lastName}Skipped: unsubscribed from our emails`,
      `Jo ${office.lastName}Sent`,
    ])
    await expectNoAxeViolations(page)
    await reviewShot(page, `test-results/announce-recipients-${width}.png`, { fullPage: true })
    await people
      .first()
      .getByRole('link', { name: `Kai ${office.lastName}` })
      .click()
    await expect(page).toHaveURL(new RegExp(`/admin/registrations/${office.ids[1]}$`))
  })
