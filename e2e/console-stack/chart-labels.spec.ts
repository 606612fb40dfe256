/**
 * The overview's charts read at a phone's width and a desktop's: the day labels at 12 px, inside
 * the chart, none over another, today the last; the table of the same days reads today first.
 */
import { expect, test } from '@playwright/test'
import { addDays } from '../../contract/cohorts'
import { addStaffAccount, expectNoAxeViolations, reviewShot } from '../fixtures'
import { officeSetUp, signInTo } from './office-helpers'
import { todayInNewYork } from '../stripe-stand-in/cohort-days'

/** A cohort of its own, with no one in it, so the seats chart has a row at any run: made once for both widths. */
test.describe.configure({ mode: 'serial' })
const staff = officeSetUp('charts', [], 3)
const TODAY = todayInNewYork()
const short = (day: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T12:00Z`),
  )

test.beforeAll(async ({ request }) => {
  await addStaffAccount(staff.username, staff.password)
  await staff.fill(request)
})

for (const width of [375, 1280])
  test(`at ${width} px the day labels are readable, apart and inside the chart; the table starts today`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 })
    await signInTo(page, staff, '/admin')
    const figure = page.locator('figure').filter({ hasText: 'Registrations per day, last 30 days' })
    const chart = figure.getByRole('img', { name: /^Bar chart: \d+ registrations in the last 30 days/ })
    const labels = figure.locator('svg[role="img"] + svg text')
    await expect(labels).toHaveText([29 - 8, 29 - 15, 29 - 22, 0].map((back) => short(addDays(TODAY, -back))))
    const box = (await chart.boundingBox())!
    const boxes = await labels.evaluateAll((texts) =>
      texts.map((text) => ({ ...text.getBoundingClientRect().toJSON(), size: getComputedStyle(text).fontSize })),
    )
    for (const [index, label] of boxes.entries()) {
      expect(label.size).toBe('12px')
      expect(label.left).toBeGreaterThanOrEqual(box.x - 0.5)
      expect(label.right).toBeLessThanOrEqual(box.x + box.width + 0.5)
      if (index > 0) expect(label.left).toBeGreaterThan(boxes[index - 1]!.right + 4)
    }
    const table = page.getByRole('table', { name: 'Registrations per day, last 30 days' })
    await expect(table.locator('tbody th').first()).toHaveText(short(TODAY))
    await expect(table.locator('tbody th').last()).toHaveText(short(addDays(TODAY, -29)))
    const seats = page.getByRole('img', { name: /^Bar chart of seats taken/ })
    // Another test's cohort may start the same week: its name reads the same, in the same style.
    const cohort = seats
      .getByText(
        new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(new Date(`${staff.sessionDates[0]}T12:00Z`)),
      )
      .first()
    expect(await cohort.evaluate((name) => getComputedStyle(name).fontSize)).toBe('14px')
    await expectNoAxeViolations(page)
    await reviewShot(figure, `test-results/chart-days-${width}.png`)
    await page.getByRole('heading', { name: 'Trends' }).evaluate((heading) => heading.scrollIntoView())
    await reviewShot(page, `test-results/charts-${width}.png`, { fullPage: true })
  })
