/**
 * The audit log in words at a phone's width and a desktop's: a staff move reads as an action in
 * words, with the participant's name and the cohort's first day where the ids were stored.
 */
import { expect, test } from '@playwright/test'
import { addStaffAccount, expectNoAxeViolations, reviewShot } from '../fixtures'
import { officeSetUp, signInTo } from './office-helpers'

test.describe.configure({ mode: 'serial' })

const office = officeSetUp('words', ['Ada'], 1)

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000)
  await addStaffAccount(office.username, office.password)
  // Ada is registered, then moved into this cohort by this account: one "registration-assigned" entry.
  await office.fill(request)
})

for (const width of [375, 1280])
  test(`at ${width} px the log says what this account did in words, naming the participant and the cohort`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 })
    await signInTo(page, office, '/admin/audit')
    const start = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(
      new Date(`${office.sessionDates[0]}T00:00:00Z`),
    )
    const row = page
      .getByRole('row')
      .filter({ hasText: office.username })
      .filter({ hasText: 'Assigned a registration' })
    await expect(row).toHaveCount(1)
    await expect(row.getByRole('cell').nth(1)).toHaveText('Assigned a registration to a cohort')
    // Registered while another cohort was open, Ada was in it before the move: that cohort is named too.
    await expect(row.getByRole('cell').nth(2)).toHaveText(
      new RegExp(
        `^Ada ${office.lastName} to cohort starting ${start} \\(was (interest|cohort starting \\w{3} \\d{1,2}, \\d{4})\\)$`,
      ),
    )
    await expect(row).not.toContainText(office.ids[0]!)
    await expect(row).not.toContainText('registration-assigned')
    await expectNoAxeViolations(page)
    await reviewShot(page, `test-results/audit-words-${width}.png`, { fullPage: true })
  })
