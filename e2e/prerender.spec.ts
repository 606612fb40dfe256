import { expect, test } from '@playwright/test'
import { RESERVED_HEIGHTS } from '../widget/loader/reserve-space'
import { open } from './fixtures'

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false })

  test('the home page already shows every section, styled', async ({ page }) => {
    await page.goto('/')
    const host = page.locator('bootcamp-page')
    for (const text of ['Unleash Your Leadership Potential', 'Five Principles of Leadership', 'Choose Your Path', 'Register a Participant', 'What the Research Says', 'Get in Touch']) {
      await expect(host.getByRole('heading', { name: text })).toBeVisible()
    }
    await expect(host.locator('[part="submit-button"]').first()).toHaveCSS('background-color', 'rgb(67, 56, 202)')
    // A native submit would go nowhere useful: the button waits for the script.
    await expect(host.getByRole('button', { name: 'Complete Registration' })).toBeDisabled()
  })
})

for (const width of [375, 1280]) {
  test(`at ${width} px the script takes over the pre-rendered page with no visible change and no layout shift`, async ({ browser }) => {
    const viewport = { width, height: 900 }
    const before = await browser.newPage({ viewport, javaScriptEnabled: false })
    await before.goto('/')
    const withoutScript = await before.screenshot()

    const page = await browser.newPage({ viewport })
    const messages: string[] = []
    page.on('console', (message) => messages.push(`${message.type()}: ${message.text()}`))
    page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`))
    await page.addInitScript(() => {
      const w = window as unknown as { shift: number }
      w.shift = 0
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) if (!entry.hadRecentInput) w.shift += entry.value
      }).observe({ type: 'layout-shift', buffered: true })
    })
    await open(page, '/')
    await expect(page.locator('bootcamp-page').getByRole('button', { name: 'Complete Registration' })).toBeEnabled()
    await page.waitForTimeout(300)
    expect((await page.screenshot()).equals(withoutScript)).toBe(true)
    expect(await page.evaluate(() => (window as unknown as { shift: number }).shift)).toBe(0)
    expect(await page.evaluate(() => document.querySelector('bootcamp-page')!.shadowRoot!.children.length)).toBe(2)
    expect(messages).toEqual([])
  })
}

test('a host page with the form below the fold loads only the loader until a visitor scrolls near it', async ({ page }) => {
  const scripts: string[] = []
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname))
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/host-below-fold.html', { waitUntil: 'networkidle' })
  expect(scripts).toEqual(['/bootcamp.js'])
  const register = page.locator('bootcamp-register')
  await expect(register).toHaveCSS('min-height', `${RESERVED_HEIGHTS['bootcamp-register'][2]}px`)

  await page.mouse.wheel(0, 900)
  await expect(register.getByRole('button', { name: 'Complete Registration' })).toBeEnabled()
  expect(scripts.filter((path) => path.includes('/runtime-'))).toHaveLength(1)
  expect(scripts.filter((path) => path.includes('/register-'))).toHaveLength(1)
  await expect(register).toHaveAttribute('data-bootcamp-ready', '')
})
