import { expect, test, type Locator, type Page } from '@playwright/test'
import { PARTNER_URL } from '../../playwright.config'
import { RESERVED_HEIGHTS } from '../../widget/loader/reserve-space'
import { open } from '../fixtures'

/**
 * The main stack runs on the real clock, where the only cohort (the spec's, February 2025) is
 * past: every surface shows the honest state. (The console's test opens a cohort on a stack of its
 * own, console-stack/console.spec.ts; the spec's texts on the spec's day: pinned-clock/content.spec.ts.)
 */
const PARTNER_PAGE = `${PARTNER_URL}/`

const NONE = {
  en: {
    next: 'Dates for the next cohort are coming soon',
    sessions: ['Select a session option', 'Individual Session', 'Complete Bootcamp'],
    label: 'Session Preference',
  },
  es: {
    next: 'Pronto anunciaremos las fechas de la próxima cohorte',
    sessions: ['Elige una opción de sesión', 'Sesión individual', 'Bootcamp completo'],
    label: 'Sesión que prefieres',
  },
}

/** What a visitor can read in an element's shadow root: no past date as upcoming, no price, no offer. */
async function expectNoCohort(element: Locator, language: 'en' | 'es') {
  await element.scrollIntoViewIfNeeded()
  await expect(element.getByText(NONE[language].next)).toBeVisible()
  const shown = await element.evaluate(
    (host) =>
      (host.shadowRoot!.querySelector('[data-bootcamp-root]') as HTMLElement | null)?.innerText ??
      (host.shadowRoot!.firstElementChild as HTMLElement).innerText,
  )
  // The footer's copyright year is not a date anyone is invited to. (Prices, not the market
  // figures "$106.6B" and "$238 mil M".)
  expect(shown.replace(/©\s*2025/g, '')).not.toMatch(
    /2025|February|febrero|\$\d+(-\d+)?(?=[\s)]|$)(?!\s*mil)|Early Bird|Inscripción anticipada|Group Rate|Tarifa de grupo/,
  )
}

async function sessionOptions(page: Page, scope: Locator, language: 'en' | 'es') {
  const select = scope.getByLabel(NONE[language].label)
  await select.scrollIntoViewIfNeeded()
  return select.locator('option').allTextContents()
}

for (const [path, language] of [
  ['/', 'en'],
  ['/es', 'es'],
] as const) {
  test(`${path} names no cohort while none is ahead: no date, no price, no offer, and the form offers no choice`, async ({
    page,
  }) => {
    await open(page, path)
    const host = page.locator('bootcamp-page')
    await expectNoCohort(host, language)
    expect(await sessionOptions(page, host, language)).toEqual(NONE[language].sessions)
    await expect(host.locator('select[name="cohortId"]')).toHaveCount(0)
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0)
  })
}

test('on a partner page the schedule, the whole page and the registration form name no cohort either, in both languages', async ({
  page,
}) => {
  await open(page, PARTNER_PAGE)
  const register = page.locator('bootcamp-register').first()
  expect(await sessionOptions(page, register, 'en')).toEqual(NONE.en.sessions)
  await page.evaluate(() => {
    for (const [tag, lang] of [
      ['bootcamp-schedule', 'en'],
      ['bootcamp-schedule', 'es'],
      ['bootcamp-page', 'en'],
    ]) {
      const element = document.createElement(tag!)
      element.lang = lang!
      document.body.append(element)
    }
  })
  await expectNoCohort(page.locator('bootcamp-schedule:lang(en)'), 'en')
  await expectNoCohort(page.locator('bootcamp-schedule:lang(es)'), 'es')
  await expectNoCohort(page.locator('bootcamp-page'), 'en')
})

test('the iframe pages name no cohort', async ({ page }) => {
  for (const [name, language] of [
    ['schedule', 'en'],
    ['schedule', 'es'],
    ['page', 'en'],
  ] as const) {
    await open(page, `/embed/${name}?lang=${language}`)
    await expectNoCohort(page.locator(`bootcamp-${name}`), language)
  }
  await open(page, '/embed/register')
  expect(await sessionOptions(page, page.locator('bootcamp-register'), 'en')).toEqual(NONE.en.sessions)
})

test('with no cohort the schedule renders no taller than the space reserved for it (the prices and offers of a cohort), so nothing below it is pushed down', async ({
  page,
}) => {
  for (const [column, width] of [375, 768, 1280].entries()) {
    await page.setViewportSize({ width, height: 900 })
    await open(page, '/sections.html')
    const { before, after } = await page.evaluate(async () => {
      const element = document.createElement('bootcamp-schedule')
      document.body.prepend(element)
      const before = parseFloat(getComputedStyle(element).minHeight)
      await new Promise<void>((resolve) => {
        const check = () => (element.matches(':state(ready)') ? resolve() : requestAnimationFrame(check))
        check()
      })
      return { before, after: Math.round(element.getBoundingClientRect().height) }
    })
    expect(before).toBe(RESERVED_HEIGHTS['bootcamp-schedule'][column])
    expect(after).toBeLessThanOrEqual(before)
    expect(after).toBeGreaterThan(before - 400)
  }
})
