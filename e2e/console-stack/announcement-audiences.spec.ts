/**
 * Announcements to "not yet paid" and "consent missing": only those families receive it, and the
 * email ends with the signature staff typed, nothing after it. A closed cohort of its own, far ahead.
 */
import { expect, test } from '@playwright/test'
import { addStaffAccount, expectNoAxeViolations, queryD1, sentEmailTexts, sqlText, reviewShot } from '../fixtures'
import { officeSetUp, signInTo } from './office-helpers'

test.describe.configure({ mode: 'serial' })

const office = officeSetUp('audience', ['Jo', 'Kai'], 2)

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000)
  await addStaffAccount(office.username, office.password)
  await office.fill(request)
  // Jo has paid; Kai has not.
  await queryD1(
    `INSERT INTO payments (id, registration_id, amount_cents, lines, status, origin, paid_at) VALUES (${sqlText(`pay-${office.run}`)}, ${sqlText(office.ids[0]!)}, 20000, '[]', 'paid', 'x', '2099-01-01T00:00:00Z')`,
  )
})

for (const [width, label] of [
  [375, 'Seated, not yet paid'],
  [1280, 'Consent missing (seated, offered or waiting)'],
] as const)
  test(`at ${width} px "${label}" reaches only those families, signed as staff signed it`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await signInTo(page, office, `/admin/cohorts/${office.cohortId}`)
    const form = page.locator('form').filter({ has: page.getByLabel('Subject', { exact: true }) })
    await form.getByLabel(label).check()
    await form.getByLabel('Subject', { exact: true }).fill(`Saturday ${office.run} ${width}`)
    await form.getByLabel('Text', { exact: true }).fill('Saturday will be hot.\n\nThank you,\nMaya, camp director')
    await form.getByRole('button', { name: 'Preview' }).click()
    // Kai owes; neither family has given the required consents on the family page yet.
    const families = width === 375 ? 1 : 2
    const names = `${families} ${families === 1 ? 'family' : 'families'}`
    await expect(page.getByText(`${names} will receive it: ${families} in English, 0 in Spanish.`)).toBeVisible()
    await expectNoAxeViolations(page)
    await reviewShot(page, `test-results/announce-audience-${width}.png`, { fullPage: true })
    const since = Date.now() - 1_000
    await page.getByRole('button', { name: `Send to ${names}` }).click()
    await expect(page.getByText(/Sent: /)).toBeVisible()
    const jobs = await queryD1<{ email: string }>(
      `SELECT outbox.email FROM outbox JOIN announcements ON announcements.id = outbox.record_id WHERE announcements.subject = ${sqlText(`Saturday ${office.run} ${width}`)} ORDER BY outbox.email`,
    )
    expect(jobs.map((job) => job.email)).toEqual(
      width === 375 ? [office.emailOf('Kai')] : [office.emailOf('Jo'), office.emailOf('Kai')],
    )
    let email = ''
    await expect
      .poll(() => (email = sentEmailTexts(since).find((text) => text.includes('Maya, camp director')) ?? ''), {
        timeout: 30_000,
        intervals: [1_000],
      })
      .not.toBe('')
    expect(email).toContain('Thank you,\nMaya, camp director')
    expect(email).not.toContain('The VITAL Youth Leadership Bootcamp team')
  })
