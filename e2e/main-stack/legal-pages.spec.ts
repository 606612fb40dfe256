import { expect, test } from '@playwright/test'
import { BASE_URL, PARTNER_URL } from '../../playwright.config'
import { expectNoAxeViolations, open } from '../fixtures'

/** Each legal page in each language: its address, its heading, and its version line. */
const PAGES = [
  ['/terms', 'Terms of Service', 'Version 1.0, in effect from November 28, 2026.'],
  ['/privacy', 'Privacy Policy', 'Version 1.0, in effect from November 28, 2026.'],
  ['/accessibility', 'Accessibility', 'Version 2026-11-22, in effect from November 22, 2026.'],
  ['/terms?lang=es', 'Términos del servicio', 'Versión 1.0, vigente desde el 28 de noviembre de 2026.'],
  ['/privacy?lang=es', 'Política de privacidad', 'Versión 1.0, vigente desde el 28 de noviembre de 2026.'],
  ['/accessibility?lang=es', 'Accesibilidad', 'Versión 2026-11-22, vigente desde el 22 de noviembre de 2026.'],
] as const

for (const width of [375, 1280]) {
  test(`at ${width} px the legal pages read in both languages, with their version, and axe and the validator find nothing`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 })
    for (const [path, heading, version] of PAGES) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
      await expect(page.getByText(version)).toBeVisible()
      await expectNoAxeViolations(page)
    }
    await page.goto('/privacy')
    await expect(page.getByRole('table').getByRole('rowheader')).toHaveCount(6)
  })
}

test("the footer and the form's terms box link the legal pages on /, /es and the iframe pages", async ({ page }) => {
  for (const [path, terms, label, privacy] of [
    ['/', 'Terms of Service', 'terms and conditions', 'Privacy Policy'],
    ['/es', 'Términos del servicio', 'términos y condiciones', 'Política de privacidad'],
  ] as const) {
    await open(page, path)
    const suffix = path === '/es' ? '?lang=es' : ''
    await expect(page.locator('footer').getByRole('link', { name: terms })).toHaveAttribute('href', `/terms${suffix}`)
    await expect(page.locator('footer').getByRole('link', { name: privacy })).toHaveAttribute(
      'href',
      `/privacy${suffix}`,
    )
    const box = page.locator('form[part~="form-registration"]').getByRole('link', { name: label })
    await expect(box).toHaveAttribute('target', '_blank')
    await expect(box).toHaveAttribute('href', new RegExp(`/terms${suffix.replace('?', '\\?')}$`))
  }
  await page.goto('/embed/register?partner=lincoln-high&lang=es')
  const frameFooter = page.locator('footer.full-site')
  await expect(frameFooter.getByRole('link', { name: 'Accesibilidad' })).toHaveAttribute(
    'href',
    '/accessibility?lang=es',
  )
})

test("on a partner's page the elements link our legal pages by the worker's full address", async ({ page }) => {
  await page.goto(`${PARTNER_URL}/`)
  const register = page.locator('bootcamp-register')
  await register.scrollIntoViewIfNeeded()
  const box = register.getByRole('link', { name: 'terms and conditions' })
  await expect(box).toHaveAttribute('href', `${BASE_URL}/terms`)
  // A footer on the school's page: its build-time links are rebased onto the worker's address.
  await page.evaluate(() => document.body.append(document.createElement('bootcamp-footer')))
  const footer = page.locator('bootcamp-footer')
  await footer.scrollIntoViewIfNeeded()
  await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', `${BASE_URL}/privacy`)
  await expect(box).toHaveAttribute('target', '_blank')
})
