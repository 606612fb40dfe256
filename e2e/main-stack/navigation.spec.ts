import { expect, test, type Page } from '@playwright/test'
import { expectInViewport, open, recordScripts } from '../fixtures'

/** Each target anchor, and the heading that must be on screen once scrolled there. */
const TARGETS = {
  Program: { anchor: 'program', heading: 'Five Principles of Leadership' },
  Schedule: { anchor: 'schedule', heading: 'Four Weeks That Change How You Lead' },
  Pricing: { anchor: 'pricing', heading: 'Choose Your Path' },
  Contact: { anchor: 'contact', heading: 'Get in Touch' },
} as const

async function expectScrolledTo(page: Page, heading: string) {
  await expectInViewport(page.getByRole('heading', { name: heading, exact: true }))
}

for (const path of ['/', '/sections.html']) {
  test.describe(`on ${path}`, () => {
    for (const [label, target] of Object.entries(TARGETS)) {
      test(`the nav link ${label} scrolls to #${target.anchor}`, async ({ page }) => {
        await page.setViewportSize({ width: 1280, height: 800 })
        await open(page, path)
        await page.locator('[part="nav"]').getByRole('link', { name: label, exact: true }).click()
        await expectScrolledTo(page, target.heading)
      })

      test(`the footer quick link ${label} scrolls to #${target.anchor}`, async ({ page }) => {
        await open(page, path)
        await page.locator('footer').getByRole('link', { name: label, exact: true }).click()
        await expectScrolledTo(page, target.heading)
      })
    }

    test('Register Now and Learn More scroll to registration and the programme', async ({ page }) => {
      await open(page, path)
      await page.getByRole('link', { name: 'Register Now' }).click()
      await expectScrolledTo(page, 'Register a Participant')
      await page.evaluate(() => window.scrollTo(0, 0))
      await page.getByRole('link', { name: 'Learn More' }).click()
      await expectScrolledTo(page, 'Five Principles of Leadership')
    })

    for (const cta of ['Select Session', 'Register for Bootcamp']) {
      test(`${cta} scrolls to registration`, async ({ page }) => {
        await open(page, path)
        await page.getByRole('link', { name: cta }).click()
        await expectScrolledTo(page, 'Register a Participant')
      })
    }
  })
}

test('the footer FAQ link does nothing', async ({ page }) => {
  await open(page, '/')
  const faq = page.locator('footer').getByRole('link', { name: 'FAQ' })
  await faq.scrollIntoViewIfNeeded()
  const before = await page.evaluate(() => ({ y: window.scrollY, href: location.href }))
  // A followed "#" link changes the address synchronously; a prevented one leaves a mark on the event.
  await page.evaluate(() =>
    window.addEventListener(
      'click',
      (event) => ((window as unknown as { prevented: boolean }).prevented = event.defaultPrevented),
    ),
  )
  await faq.click()
  expect(await page.evaluate(() => (window as unknown as { prevented: boolean }).prevented)).toBe(true)
  expect(await page.evaluate(() => ({ y: window.scrollY, href: location.href }))).toEqual(before)
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test('the menu button toggles the four links and choosing one closes it', async ({ page }) => {
    await open(page, '/')
    const nav = page.locator('[part="nav"]')
    const menuButton = nav.getByRole('button', { name: 'Open menu' })
    const menu = nav.locator('[part="menu"]')
    await expect(nav.locator('ul').first()).toBeHidden()
    await expect(menu).toBeHidden()
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false')

    await menuButton.click()
    const closeButton = nav.getByRole('button', { name: 'Close menu' })
    await expect(closeButton).toHaveAttribute('aria-expanded', 'true')
    await expect(menu.getByRole('link')).toHaveText(['Program', 'Schedule', 'Pricing', 'Contact'])

    await closeButton.click()
    await expect(menu).toBeHidden()

    await nav.getByRole('button', { name: 'Open menu' }).click()
    await menu.getByRole('link', { name: 'Pricing' }).click()
    await expect(menu).toBeHidden()
    await expect(nav.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false')
    await expectScrolledTo(page, 'Choose Your Path')
  })

  test('the menu works from the keyboard', async ({ page }) => {
    await open(page, '/')
    const nav = page.locator('[part="nav"]')
    await nav.getByRole('button', { name: 'Open menu' }).focus()
    await page.keyboard.press('Enter')
    // The menu opens from the actions chunk, fetched as the button took focus: Tab once it shows.
    await expect(nav.locator('[part="menu"]')).toBeVisible()
    await page.keyboard.press('Tab')
    await expect(nav.locator('[part="menu"]').getByRole('link', { name: 'Program' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(nav.locator('[part="menu"]')).toBeHidden()
    await expectScrolledTo(page, 'Five Principles of Leadership')
  })
})

test.describe('before React has loaded (its chunk never arrives)', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test('the menu, the scroll buttons and the placeholder links work from the delegated listener alone', async ({
    page,
  }) => {
    await page.route('**/chunks/runtime-*.js', (route) => route.abort())
    await open(page, '/', { liveForms: false })
    const nav = page.locator('[part="nav"]')
    await nav.getByRole('button', { name: 'Open menu' }).click()
    await expect(nav.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true')
    await nav.locator('[part="menu"]').getByRole('link', { name: 'Schedule' }).click()
    await expect(nav.locator('[part="menu"]')).toBeHidden()
    await expectScrolledTo(page, 'Four Weeks That Change How You Lead')
    await page.getByRole('link', { name: 'Select Session' }).click()
    await expectScrolledTo(page, 'Register a Participant')
    const faq = page.locator('footer').getByRole('link', { name: 'FAQ' })
    await faq.click()
    expect(new URL(page.url()).hash).toBe('')
    // The registration form came near and asked for React, which never came: it is still the
    // page's plain HTML form, which can be sent (no-script.spec.ts).
    const form = page.locator('bootcamp-page form[part~="form-registration"]')
    await expect(form).not.toHaveAttribute('data-live')
    await expect(form.getByRole('button', { name: 'Complete Registration' })).toBeEnabled()
  })
})

test('static sections alone on a host page show their build-time HTML, styled, with no React', async ({ page }) => {
  const scripts = recordScripts(page)
  // A page of our origin (loopback may load our scripts), its content replaced by a host's.
  await page.goto('/host-without-widget.html')
  await page.setContent(
    '<script type="module" src="/bootcamp.js"></script><bootcamp-nav></bootcamp-nav><bootcamp-stats></bootcamp-stats><bootcamp-program></bootcamp-program>',
  )
  await expect(
    page.locator('bootcamp-program').getByRole('heading', { name: 'Five Principles of Leadership' }),
  ).toBeVisible()
  await expect
    .poll(() => page.locator('bootcamp-stats').evaluate((element) => element.matches(':state(ready)')))
    .toBe(true)
  await expect(page.locator('bootcamp-program [part~="section"]').first()).toHaveCSS('padding-top', '96px')
  await page.locator('bootcamp-nav').getByRole('link', { name: 'Program', exact: true }).click()
  await expectScrolledTo(page, 'Five Principles of Leadership')
  expect(scripts.filter((path) => path.includes('runtime'))).toEqual([])
  expect(scripts).toContain('/chunks/styles.js')
})
