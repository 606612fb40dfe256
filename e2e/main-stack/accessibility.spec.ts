import { axeViolations, open } from '../fixtures'
import { expect, test } from '@playwright/test'
import { formOf } from '../forms'

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })

    // The whole page, with more on it than when it opens (nothing it shows is taken away): axe over
    // the page as it opens found nothing this check misses; /es is checked as it opens
    // (spanish.spec.ts), at both widths.
    test('axe finds no violation on the page, with field errors, a notice and an open menu', async ({ page }) => {
      await open(page, '/')
      await expect(page.getByRole('heading', { name: 'Unleash Your Leadership Potential' })).toBeVisible()
      await formOf(page, 'registration').getByRole('button', { name: 'Complete Registration' }).click()
      await page.route('**/api/contact', (route) => route.fulfill({ status: 500, body: 'down' }))
      const contact = formOf(page, 'contact')
      await contact.getByLabel('Name', { exact: true }).fill('Axe Test')
      await contact.getByLabel('Email', { exact: true }).fill('axe@example.org')
      await contact.getByLabel('Message').fill('Checking contrast of errors.')
      await contact.getByRole('button', { name: 'Send Message' }).click()
      await expect(page.locator('[part="notice"]')).toBeVisible()
      if (width < 768) await page.getByRole('button', { name: 'Open menu' }).click()
      expect(await axeViolations(page)).toEqual([])
    })
  })
}

test('the not-found page has no axe violation', async ({ page }) => {
  await page.goto('/missing')
  expect(await axeViolations(page)).toEqual([])
})
