import { expect, test, type Locator, type Page } from '@playwright/test'
import {
  addElement,
  axeViolations,
  expectInViewport,
  expectScrolledTo,
  expectLive,
  expectNotice,
  open,
  queryD1,
  sqlText,
  uniqueEmail,
} from '../fixtures'
import { FORMS_ES, formOf } from '../forms'
import { HEADINGS_ES, SUCCESS_ES } from '../../test-data/spanish-texts'
import { SUCCESS } from '../../test-data/spec-texts'
import { BASE_URL, PARTNER_URL } from '../../playwright.config'

/** The partner origin (a page fulfilled by a route would count as a public address, which Chromium may not let reach loopback). */
const PARTNER_ORIGIN = `${PARTNER_URL}/`
const SUCCESS_OF = {
  registration: SUCCESS_ES.register,
  signup: SUCCESS_ES.emailSignup,
  contact: SUCCESS_ES.contact,
} as const

test.describe('/es, the whole site in Spanish', () => {
  test('is marked Spanish, names its English alternate, and every heading is Spanish', async ({ page }) => {
    await open(page, '/es')
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    await expect(page.locator('bootcamp-page [data-bootcamp-root]')).toHaveAttribute('lang', 'es')
    const alternates = await page
      .locator('link[rel="alternate"]')
      .evaluateAll((links) => links.map((link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`))
    expect(alternates).toEqual([
      'en https://vitalbootcamp.org/',
      'es https://vitalbootcamp.org/es',
      'x-default https://vitalbootcamp.org/',
    ])
    await expect(page.locator('bootcamp-page').getByRole('heading', { level: 1 })).toHaveText(HEADINGS_ES[0])
    const headings = await page.locator('bootcamp-page h2:not(.sr-only)').filter({ visible: true }).allTextContents()
    expect(headings.slice(0, HEADINGS_ES.length - 2)).toEqual(HEADINGS_ES.slice(2))
    await expect(page.locator('bootcamp-page')).not.toContainText(/Register Now|Choose Your Path|Get in Touch/)
  })

  test('the English home page names /es as its Spanish alternate', async ({ page }) => {
    await page.goto('/')
    await expect(page.locator('link[rel="alternate"][hreflang="es"]')).toHaveAttribute(
      'href',
      'https://vitalbootcamp.org/es',
    )
  })

  test('axe finds nothing on /es, at phone and desktop widths', async ({ page }) => {
    // axe reads the whole site twice: past 30 s on the 2-core CI machine beside three other workers.
    test.setTimeout(60_000)
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 })
      await open(page, '/es')
      expect(await axeViolations(page)).toEqual([])
    }
  })

  test('the language switch leads to the English page at the section being read', async ({ page }) => {
    await open(page, '/es')
    await page.locator('bootcamp-page nav').getByRole('link', { name: 'Precios' }).first().click()
    await expectInViewport(page.locator('bootcamp-page section#pricing'))
    await expectScrolledTo(page.locator('bootcamp-page section#pricing'))
    const english = page.locator('bootcamp-page').getByRole('link', { name: 'EN', exact: true })
    await Promise.all([page.waitForURL(/\/#(schedule|pricing)$/), english.click()])
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expectInViewport(page.locator(`bootcamp-page section#${new URL(page.url()).hash.slice(1)}`))
    await expect(page.locator('bootcamp-page').getByRole('link', { name: 'EN', exact: true })).toHaveAttribute(
      'aria-current',
      'true',
    )
  })
})

for (const form of FORMS_ES) {
  test.describe(`the ${form.name} form in Spanish`, () => {
    // Its validation messages and its failure notices in Spanish, with everything typed kept, are
    // forms.spec.ts's tests of the same form on /es; here, what only Spanish adds to sending.
    test('sends in Spanish: the notice, the panel and the stored row', async ({ page }) => {
      await open(page, '/es')
      const element = formOf(page, form.name)
      const email = uniqueEmail(`es-${form.name}`)
      await form.fill(element, email)
      const request = page.waitForRequest((sent) => sent.url().endsWith(form.api))
      await element.getByRole('button', { name: form.submit }).click()
      expect((await request).headers()['accept-language']).toBe('es')
      await expectNotice(page, form.successTitle, SUCCESS_OF[form.name])
      await expect(page.locator(`bootcamp-page [part~="success-panel"]`).getByText(form.panelTitle)).toBeVisible()
      expect(await queryD1(`SELECT count(*) AS n FROM ${form.table} WHERE email = ${sqlText(email)}`)).toEqual([
        { n: 1 },
      ])
      const [job] = await queryD1<{ language: string }>(`SELECT language FROM outbox WHERE email = ${sqlText(email)}`)
      expect(job?.language).toBe('es')
    })
  })
}

test.describe('an element on a partner page', () => {
  test('<bootcamp-register lang="es"> speaks Spanish on an English page, and answers in Spanish', async ({ page }) => {
    await page.goto('/sections.html')
    const element = await addElement(page, 'bootcamp-register', 'spanish-register', { lang: 'es' })
    await expect(element.getByRole('heading', { name: 'Inscribe a un participante' })).toBeVisible()
    await expect(element.locator('[data-bootcamp-root]')).toHaveAttribute('lang', 'es')
    const form = FORMS_ES[0]!
    const email = uniqueEmail('partner-es')
    await form.fill(element.locator('form'), email)
    await element.getByRole('button', { name: form.submit }).click()
    await expect(element.locator('[part="notice"] p').nth(1)).toHaveText(SUCCESS_ES.register)
  })

  test('without lang, an element follows the page: es-MX is Spanish, en-US English', async ({ page }) => {
    await page.goto('/sections.html')
    await page.evaluate(() => document.documentElement.setAttribute('lang', 'es-MX'))
    const spanish = await addElement(page, 'bootcamp-signup', 'follows-page', {})
    await expect(spanish.getByRole('heading', { name: 'Recibe tu guía de confianza gratis' })).toBeVisible()
    await page.goto('/sections.html')
    await page.evaluate(() => document.documentElement.setAttribute('lang', 'en-US'))
    const english = await addElement(page, 'bootcamp-signup', 'follows-page', {})
    await expect(english.getByRole('heading', { name: 'Get Your Free Confidence Guide' })).toBeVisible()
    await english.getByLabel('Email address').fill(uniqueEmail('partner-en'))
    await english.getByRole('button', { name: 'Get the Free Guide' }).click()
    await expect(english.locator('[part="notice"] p').nth(1)).toHaveText(SUCCESS.emailSignup)
  })

  test('a static section in Spanish is its Spanish HTML, with no React', async ({ page }) => {
    const scripts: string[] = []
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()))
    // A host page whose only other element (a form) is far below: nothing else loads React.
    await page.goto('/host-below-fold.html')
    const stats = await addElement(page, 'bootcamp-stats', 'spanish-stats', { lang: 'es' })
    await expect(stats.getByRole('heading', { name: 'Por qué importa formarse en liderazgo' })).toBeAttached()
    await expect(stats).toContainText('$238 mil M')
    expect(scripts.some((url) => url.includes('/runtime-'))).toBe(false)
  })

  test('on a partner page the switch changes every element in place, keeping the school, its listeners and the place', async ({
    page,
  }) => {
    const widget = BASE_URL
    await page.goto(PARTNER_ORIGIN)
    await page.setContent(`<!doctype html><html lang="en"><head><title>Lincoln High</title><script type="module" src="${widget}/bootcamp.js"></script></head>
      <body><main><h1>Lincoln High: summer programmes</h1><bootcamp-page partner="lincoln-high"></bootcamp-page><bootcamp-signup partner="lincoln-high"></bootcamp-signup></main></body></html>`)
    await page.evaluate(() => {
      const counted = window as unknown as { signedUp: number }
      counted.signedUp = 0
      document.querySelector('bootcamp-signup')!.addEventListener('bootcamp:signed-up', () => counted.signedUp++)
    })
    const host = page.locator('bootcamp-page')
    // A parent who started the registration form in English...
    const registration = host.locator('form[part~="form-registration"]')
    await registration.scrollIntoViewIfNeeded()
    await expectLive(registration)
    await registration.getByLabel('First Name', { exact: true }).fill('Maya')
    await host.locator('nav').getByRole('link', { name: 'Pricing' }).first().click()
    await expectInViewport(host.locator('#pricing'))
    await expectScrolledTo(host.locator('#pricing'))
    const spanish = host.getByRole('link', { name: 'ES', exact: true })
    await expectNewTabReachesOurSpanishSite(page, host, `${widget}/es`)
    await spanish.click()

    await expect(host.getByRole('heading', { name: 'Elige tu camino', exact: true })).toBeVisible()
    expect(page.url()).toBe(PARTNER_ORIGIN)
    await expect(host.getByRole('link', { name: 'ES', exact: true })).toHaveAttribute('aria-current', 'true')
    await expect(host).toHaveAttribute('lang', 'es')
    const place = await host
      .locator('#schedule, #pricing')
      .evaluateAll((sections) => sections.map((section) => section.matches(':focus')))
    expect(place).toContain(true)
    await expectInViewport(host.locator('#pricing'))
    // ...finds it still typed in Spanish.
    await expect(registration.getByLabel('Nombre', { exact: true })).toHaveValue('Maya')

    // The school's other element switched too, and keeps the school's listener and slug.
    const signup = page.locator('bootcamp-signup')
    await expectSignupInSpanishForTheSchool(page, signup)

    // And back: one click, the same page.
    await host.getByRole('link', { name: 'EN', exact: true }).click()
    await expect(host.getByRole('link', { name: 'EN', exact: true })).toHaveAttribute('aria-current', 'true')
    await expect(signup.getByRole('heading', { name: 'Get Your Free Confidence Guide' })).toBeAttached()
    expect(page.url()).toBe(PARTNER_ORIGIN)
  })

  test('inside an iframe embed the switch changes the page in place too, keeping the partner', async ({ page }) => {
    await open(page, '/embed/page?partner=lincoln-high')
    const host = page.locator('bootcamp-page')
    await host.getByRole('link', { name: 'ES', exact: true }).click()
    await expect(host.getByRole('heading', { level: 1 })).toHaveText(HEADINGS_ES[0])
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/embed/page?partner=lincoln-high')
    await expect(host).toHaveAttribute('partner', 'lincoln-high')
    await expect(host.getByRole('link', { name: 'ES', exact: true })).toHaveAttribute('aria-current', 'true')
  })
})

/** Opened in a new tab (a modifier click) the switch reaches our Spanish site, not the school's /es; this page stays English. */
async function expectNewTabReachesOurSpanishSite(page: Page, host: Locator, spanishSite: string) {
  const spanish = host.getByRole('link', { name: 'ES', exact: true })
  await expect(spanish).toHaveAttribute('href', spanishSite)
  const [tab] = await Promise.all([
    page.context().waitForEvent('page'),
    spanish.click({ modifiers: ['ControlOrMeta'] }),
  ])
  // The new tab starts at about:blank: wait for its navigation, not for the blank page's load.
  await expect(tab).toHaveURL(spanishSite)
  await tab.close()
  await expect(host.getByRole('link', { name: 'EN', exact: true })).toHaveAttribute('aria-current', 'true')
}

/** The school's sign-up, switched to Spanish, sends with the school's slug, in Spanish, and its listener hears it. */
async function expectSignupInSpanishForTheSchool(page: Page, signup: Locator) {
  await expect(signup).toHaveAttribute('lang', 'es')
  await signup.scrollIntoViewIfNeeded()
  const form = FORMS_ES[1]!
  const email = uniqueEmail('in-place-es')
  await form.fill(signup.locator('form'), email)
  await signup.getByRole('button', { name: form.submit }).click()
  await expect(signup.locator('[part="notice"] p').nth(1)).toHaveText(SUCCESS_ES.emailSignup)
  expect(await page.evaluate(() => (window as unknown as { signedUp: number }).signedUp)).toBe(1)
  expect(await queryD1(`SELECT source FROM email_signups WHERE email = ${sqlText(email)}`)).toEqual([
    { source: 'lincoln-high' },
  ])
  const [job] = await queryD1<{ language: string }>(`SELECT language FROM outbox WHERE email = ${sqlText(email)}`)
  expect(job?.language).toBe('es')
}
