import { expect, test, type Page } from '@playwright/test'
import { contrastRatio, hexToRgb, THEME_PAIRS } from '../../widget/lib/contrast'
import { COLOUR_DEFAULTS } from '../../widget/styles/theme-defaults'
import { open, queryD1, sqlText, uniqueEmail } from '../fixtures'
import { formOf, sectionOf } from '../forms'

/** The focused element, through shadow roots. */
const deepFocus = (page: Page) =>
  page.evaluate(() => {
    let element = document.activeElement
    while (element?.shadowRoot?.activeElement) element = element.shadowRoot.activeElement
    return element
      ? `${element.localName}${element.getAttribute('name') ? `[name=${element.getAttribute('name')}]` : ''}:${(element.textContent ?? '').trim().slice(0, 30)}`
      : 'none'
  })

test.describe('keyboard only (WCAG 2.1.1, 2.4.3, 3.3.1)', () => {
  test('the registration form is completed, sent and started again without a pointer', async ({ page }) => {
    const email = uniqueEmail('keyboard')
    await open(page, '/')
    const form = formOf(page, 'registration')
    await form.getByLabel('First Name').focus()
    const type = async (text: string) => {
      await page.keyboard.type(text)
      await page.keyboard.press('Tab')
    }
    await type('Kai')
    await type('Moreno')
    await type(email)
    await type('(614) 555-0123')
    await type('16') // type-ahead picks the age option "16"
    await type('Complete') // and the session "Complete Bootcamp ($200)"
    await type('Ana Moreno (614) 555-0124')
    await type('I want to lead our robotics team.')
    await page.keyboard.press('Space') // parental consent
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab') // media consent left unticked
    await page.keyboard.press('Space') // terms
    await page.keyboard.press('Tab') // the terms' own link, in their label, opens them in a new tab
    expect(await deepFocus(page)).toBe('a:terms and conditions')
    await page.keyboard.press('Tab')
    expect(await deepFocus(page)).toBe('button[name=form]:Complete Registration')
    await page.keyboard.press('Enter')
    const section = sectionOf(page, 'registration')
    await expect(section.getByRole('heading', { name: 'Registration Complete!' })).toBeFocused()
    expect(
      await queryD1(
        `SELECT first_name, age, session_preference, parental_consent, media_consent FROM registrations WHERE email = ${sqlText(email)}`,
      ),
    ).toEqual([{ first_name: 'Kai', age: 16, session_preference: 'complete', parental_consent: 1, media_consent: 0 }])
    await page.keyboard.press('Tab')
    expect(await deepFocus(page)).toBe('button:Register Another Participant')
    await page.keyboard.press('Enter')
    await expect(formOf(page, 'registration').getByLabel('First Name')).toBeFocused()
  })

  test('the contact and sign-up forms are sent from the keyboard, and an error is reached from the keyboard', async ({
    page,
  }) => {
    await open(page, '/')
    const contact = formOf(page, 'contact')
    await contact.getByLabel('Name', { exact: true }).focus()
    await page.keyboard.type('Robin Diaz')
    await page.keyboard.press('Tab')
    await page.keyboard.type('not-an-email')
    await page.keyboard.press('Tab')
    await page.keyboard.type('Pricing')
    await page.keyboard.press('Tab')
    await page.keyboard.type('Is there a payment plan for the complete bootcamp?')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    // The invalid field takes focus and says why.
    await expect(contact.getByLabel('Email', { exact: true })).toBeFocused()
    await expect(contact.locator('[part="field-error"]')).toHaveText(['Valid email is required'])
    await page.keyboard.press('ControlOrMeta+a')
    await page.keyboard.type(uniqueEmail('keyboard-contact'))
    for (let n = 0; n < 3; n++) await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    await expect(sectionOf(page, 'contact').getByRole('heading', { name: 'Message Sent!' })).toBeFocused()

    await formOf(page, 'signup').getByLabel('Email address').focus()
    await page.keyboard.type(uniqueEmail('keyboard-signup'))
    await page.keyboard.press('Enter')
    await expect(sectionOf(page, 'signup').getByRole('heading', { name: 'Thank You!' })).toBeFocused()
  })
})

/** Tabs through the whole page, comparing each stop's pixels focused and unfocused. */
async function invisibleFocusStops(page: Page) {
  await page.mouse.move(0, 0)
  await page.locator('body').focus()
  const invisible: string[] = []
  for (let stop = 0; stop < 80; stop++) {
    await page.keyboard.press('Tab')
    const box = await page.evaluate(() => {
      let element = document.activeElement
      while (element?.shadowRoot?.activeElement) element = element.shadowRoot.activeElement
      if (!element || element === document.body) return null
      element.scrollIntoView({ block: 'center' })
      const rect = element.getBoundingClientRect()
      return {
        x: Math.max(0, rect.x - 6),
        y: Math.max(0, rect.y - 6),
        width: rect.width + 12,
        height: rect.height + 12,
      }
    })
    if (!box) break
    const name = await deepFocus(page)
    const focused = await page.screenshot({ clip: box })
    const restore = await page.evaluateHandle(() => {
      let element = document.activeElement
      while (element?.shadowRoot?.activeElement) element = element.shadowRoot.activeElement
      ;(element as HTMLElement).blur()
      return element
    })
    const unfocused = await page.screenshot({ clip: box })
    if (focused.equals(unfocused)) invisible.push(name)
    // Focus returns to where it was, so the next Tab goes on from there.
    await restore.evaluate((element) =>
      (element as HTMLElement).focus({ preventScroll: true, focusVisible: true } as FocusOptions),
    )
  }
  return invisible
}

for (const forcedColors of ['none', 'active'] as const) {
  test(`every stop in the tab order shows focus visibly${forcedColors === 'active' ? ' in forced colours (Windows high contrast)' : ''} (WCAG 2.4.7)`, async ({
    page,
  }) => {
    test.setTimeout(90_000)
    await page.emulateMedia({ forcedColors })
    await page.setViewportSize({ width: 1280, height: 900 })
    await open(page, '/')
    expect(await invisibleFocusStops(page)).toEqual([])
  })
}

test('form controls keep visible borders in forced colours (WCAG 1.4.11)', async ({ page }) => {
  await page.emulateMedia({ forcedColors: 'active' })
  await open(page, '/')
  const borders = await formOf(page, 'registration')
    .locator('input:not([type=checkbox]):not([name=website]), select, textarea')
    .evaluateAll((controls) =>
      controls.map((control) => {
        const style = getComputedStyle(control)
        return `${style.borderTopStyle} ${parseFloat(style.borderTopWidth) > 0}`
      }),
    )
  expect(new Set(borders)).toEqual(new Set(['solid true']))
})

for (const [width, why] of [
  [320, 'a 320 px phone'],
  [640, '200% zoom of a 1280 px window'],
] as const) {
  test(`nothing scrolls sideways at ${width} px, ${why} (WCAG 1.4.10)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 })
    await open(page, '/')
    // Every element's code in, wherever it is on the page.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await page.waitForFunction(() =>
      [...document.querySelectorAll('*')]
        .filter((el) => el.localName.startsWith('bootcamp-'))
        .every((el) => el.matches(':state(ready)')),
    )
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
    await page.setViewportSize({ width, height: 800 })
    await open(page, '/sections.html')
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
  })
}

test('with reduced motion, transitions are off and scrolling jumps (WCAG 2.3.3)', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.addInitScript(() => {
    const original = Element.prototype.scrollIntoView
    Element.prototype.scrollIntoView = function (options?: boolean | ScrollIntoViewOptions) {
      ;(window as unknown as { behaviors: unknown[] }).behaviors = [
        ...((window as unknown as { behaviors?: unknown[] }).behaviors ?? []),
        typeof options === 'object' ? options.behavior : options,
      ]
      return original.call(this, options)
    }
  })
  await page.setViewportSize({ width: 1280, height: 900 })
  await open(page, '/')
  await page.locator('[part="nav"]').getByRole('link', { name: 'Pricing', exact: true }).click()
  // The scroll comes from the actions chunk, fetched as the link is reached for: wait for it.
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { behaviors?: unknown[] }).behaviors))
    .toEqual(['auto'])
  await expect(formOf(page, 'registration').locator('[part="submit-button"]')).toHaveCSS(
    'transition-duration',
    '1e-05s',
  )
})

test('a failure notice is announced once, by one live region (WCAG 4.1.3)', async ({ page }) => {
  await page.route('**/api/email-signup', (route) => route.fulfill({ status: 503, body: 'Try later' }))
  await open(page, '/')
  await formOf(page, 'signup').getByLabel('Email address').fill('once@example.org')
  await formOf(page, 'signup').getByRole('button', { name: 'Get the Free Guide' }).click()
  await expect(page.locator('[part="notice"]')).toBeVisible()
  const regions = await page.evaluate(() => {
    const all: Element[] = []
    const walk = (root: Document | ShadowRoot) => {
      all.push(...root.querySelectorAll('[aria-live], [role=alert], [role=status]'))
      for (const element of root.querySelectorAll('*')) if (element.shadowRoot) walk(element.shadowRoot)
    }
    walk(document)
    return all.map((region) => region.textContent ?? '').filter((text) => text.includes('503: Try later'))
  })
  // The alert region and its assertive live region are one element.
  expect(regions).toHaveLength(1)
})

test.describe('colour contrast of the theme (WCAG 1.4.3)', () => {
  test('every default text and background pair reaches 4.5:1', () => {
    const ratios = THEME_PAIRS.map(
      ([text, background]) =>
        [
          `${text} on ${background}`,
          contrastRatio(hexToRgb(COLOUR_DEFAULTS[text]), hexToRgb(COLOUR_DEFAULTS[background])),
        ] as const,
    )
    expect(ratios.filter(([, ratio]) => ratio < 4.5)).toEqual([])
  })

  test('a partner theme that breaks contrast is warned about in the console, once per pair; the default theme is not', async ({
    page,
  }) => {
    const warnings: string[] = []
    page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()))
    await open(page, '/sections.html')
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 100)))
    expect(warnings).toEqual([])
    await page.evaluate(() => {
      for (const id of ['pale-1', 'pale-2']) {
        const element = document.createElement('bootcamp-signup')
        element.id = id
        element.style.setProperty('--bootcamp-primary', '#a5b4fc')
        document.body.prepend(element)
      }
    })
    await expect
      .poll(() => warnings)
      .toEqual([
        '<bootcamp-signup>: --bootcamp-on-primary on --bootcamp-primary has a contrast of 1.99:1, below the 4.5:1 of WCAG 2.1 AA.',
      ])
  })
})

test('elements say their content is English, whatever the host page is in (WCAG 3.1.2)', async ({ page }) => {
  await open(page, '/sections.html')
  await page.evaluate(() => (document.documentElement.lang = 'es'))
  const languages = await page.evaluate(() =>
    [...document.querySelectorAll('*')]
      .filter((el) => el.localName.startsWith('bootcamp-') && el.matches(':state(ready)'))
      .map((el) => el.shadowRoot!.querySelector('[data-bootcamp-root]')!.getAttribute('lang')),
  )
  expect(languages.length).toBeGreaterThan(0)
  expect(new Set(languages)).toEqual(new Set(['en']))
  await page.goto('/')
  expect(
    await page
      .locator('bootcamp-page')
      .evaluate((el) => el.shadowRoot!.querySelector('[data-bootcamp-root]')!.getAttribute('lang')),
  ).toBe('en')
})

test('a control that takes focus while under the sticky bar is scrolled clear of it (WCAG 2.4.11)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await open(page, '/')
  const bar = await page.locator('[part="nav"]').boundingBox()
  const hidden: string[] = []
  for (const label of ['First Name', 'Email address', 'Message']) {
    const field = page.locator('bootcamp-page').getByLabel(label, { exact: true })
    // Scrolled so the field sits just under the top edge, behind the bar, as Shift+Tab leaves it.
    await field.evaluate((element) => window.scrollBy(0, element.getBoundingClientRect().top - 10))
    await field.evaluate((element) => (element as HTMLElement).focus())
    const box = (await field.boundingBox())!
    if (box.y < bar!.y + bar!.height)
      hidden.push(`${label} at ${Math.round(box.y)} px, bar ends at ${Math.round(bar!.height)} px`)
  }
  expect(hidden).toEqual([])
})
