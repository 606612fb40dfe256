/**
 * A family asks for financial assistance on its payment page, at 375 and 1280 px: the page says
 * when staff decide, staff get one email (the cohort and the deadline, never the family's name or
 * reason) whose link opens the record with the request on it. A closed cohort of its own, far ahead.
 */
import { expect } from '@playwright/test'
import { addStaffAccount, expectNoAxeViolations, queryD1, sqlText, test, reviewShot } from '../fixtures'
import { familyLinkOf } from './consent-helpers'
import { emailWith, longDate, officeSetUp, signInTo } from './office-helpers'

test.describe.configure({ mode: 'serial' })

const office = officeSetUp('alert', ['Pia', 'Quin'], 2)

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000)
  await addStaffAccount(office.username, office.password)
  await office.fill(request)
})

for (const [width, index] of [
  [375, 0],
  [1280, 1],
] as const)
  test(`at ${width} px a family asks for assistance and staff are emailed a link to the record`, async ({ page }) => {
    test.setTimeout(120_000)
    await page.setViewportSize({ width, height: 900 })
    const [id, first] = [office.ids[index]!, ['Pia', 'Quin'][index]!]
    const reason = `Three of us start school this month (${width})`
    await page.goto(await familyLinkOf(id))
    await page.getByRole('link', { name: 'Pay, or ask for financial assistance' }).click()
    await page.getByLabel('Why are you asking? (up to 500 characters)').fill(reason)
    const since = Date.now() - 1_000
    await page.getByRole('button', { name: 'Ask for financial assistance' }).click()
    const answer =
      /Your request for financial assistance is with our staff: they will reply by email by ([A-Z][a-z]+ \d{1,2}, \d{4} at \d{1,2}:\d{2} [AP]M) \(New York time\), and your seat stays yours until then\./
    await expect(page.locator('main')).toContainText(answer)
    const deadline = answer.exec(await page.locator('main').innerText())![1]!
    await expectNoAxeViolations(page)
    await reviewShot(page, `test-results/office-assistance-asked-${width}.png`, { fullPage: true })
    expect(
      await queryD1(`SELECT status, reason FROM assistance_requests WHERE registration_id = ${sqlText(id)}`),
    ).toEqual([{ status: 'open', reason }])

    const link = `${new URL(page.url()).origin}/admin/registrations/${id}`
    const alert = await emailWith([`Open the record in the staff console: ${link}`], since)
    expect(alert).toContain(
      `A family in the cohort starting ${longDate(office.sessionDates[0]!)} asked for financial assistance on its payment page. Please decide by ${deadline} (New York time): until then the request keeps the seat.`,
    )
    for (const private_ of [first, office.lastName, reason]) expect(alert).not.toContain(private_)
    await signInTo(page, office, link)
    const payment = page.getByRole('region', { name: 'Payment' })
    await expect(payment).toContainText(/Open\. Requested .+\. Decide by /)
    await expect(payment.getByText(reason, { exact: true })).toBeVisible()
    await expectNoAxeViolations(page)
    await reviewShot(page, `test-results/office-assistance-record-${width}.png`, { fullPage: true })
  })
