/**
 * Our own results on the console's overview, at phone and desktop widths: the table per cohort and
 * over all, the CSV link, and a director's switch for the figures on the public page. axe on each.
 */
import { expect, test, type Page } from '@playwright/test'
import { addStaffAccount, expectNoAxeViolations, reviewShot } from '../fixtures'

const username = `results-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`
const password = 'a long staff password 6'

test.beforeAll(async () => {
  // An account command (a Node process and a wrangler): slow under load.
  test.setTimeout(90_000)
  await addStaffAccount(username, password)
})

async function signIn(page: Page) {
  await page.goto('/admin')
  await page.getByLabel('Username').fill(username)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('navigation', { name: 'Console' })).toBeVisible()
}

for (const width of [375, 1280]) {
  test(`the overview shows our own results and their CSV at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await signIn(page)
    const section = page.getByRole('region', { name: 'Our own results' })
    await expect(section.getByRole('heading', { name: 'Our own results' })).toBeVisible()
    await expect(section.getByRole('link', { name: 'Download the results (CSV)' })).toHaveAttribute(
      'href',
      '/api/admin/results/csv',
    )
    // The switch's test may run beside this one: either state, in words.
    await expect(section.getByText(/^(Off: the home page shows only the research statements|On)/)).toBeVisible()
    await expectNoAxeViolations(page)
    await reviewShot(section, `test-results/results-${width}.png`)
  })
}

test('a director turns the public figures on, then off again', async ({ page }) => {
  await signIn(page)
  const section = page.getByRole('region', { name: 'Our own results' })
  await section.getByRole('button', { name: 'Show our figures on the public page' }).click()
  await expect(section.getByText(/^On(:|, but hidden until 20)/)).toBeVisible()
  await expect(section.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible()
  await section.getByRole('button', { name: 'Hide our figures from the public page' }).click()
  await expect(section.getByText(/^Off:/)).toBeVisible()
})
