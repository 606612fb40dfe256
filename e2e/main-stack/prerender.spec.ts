import { expect, test, type Page } from '@playwright/test'
import { RESERVED_HEIGHTS } from '../../widget/loader/reserve-space'
import { expectLive, open, queryD1, recordConsole, recordScripts, sqlText, uniqueEmail } from '../fixtures'
import { FORMS, formOf } from '../forms'
import { throttleCpu } from '../typed-fields'

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false })

  test('the home page already shows every section, styled', async ({ page }) => {
    await page.goto('/')
    const host = page.locator('bootcamp-page')
    for (const text of [
      'Unleash Your Leadership Potential',
      'Five Principles of Leadership',
      'Choose Your Path',
      'Register a Participant',
      'What the Research Says',
      'Get in Touch',
    ]) {
      await expect(host.getByRole('heading', { name: text })).toBeVisible()
    }
    await expect(host.locator('[part="submit-button"]').first()).toHaveCSS('background-color', 'rgb(67, 56, 202)')
    // The forms are plain HTML forms that post to the page (no-script.spec.ts sends them).
    await expect(host.getByRole('button', { name: 'Complete Registration' })).toBeEnabled()
  })

  test("every iframe page shows its element's content from its HTML, styled, in its language", async ({ page }) => {
    const frames = [
      ['/embed/hero', 'bootcamp-hero', 'Unleash Your Leadership Potential'],
      ['/embed/program?lang=es', 'bootcamp-program', 'Cinco principios de liderazgo'],
      ['/embed/schedule', 'bootcamp-schedule', 'Four Weeks That Change How You Lead'],
      ['/embed/research', 'bootcamp-research', 'What the Research Says'],
      ['/embed/page?partner=lincoln-high', 'bootcamp-page', 'Register a Participant'],
    ] as const
    for (const [path, tag, heading] of frames) {
      await page.goto(path)
      await expect(page.locator(tag).getByRole('heading', { name: heading })).toBeVisible()
    }
    // The schedule's facts are the worker's, as on `/`: the session hours written in.
    await page.goto('/embed/schedule?lang=es')
    await expect(page.locator('bootcamp-schedule').getByText('Sábados de 10 a.m. a 2 p.m.')).toBeVisible()
    await page.goto('/embed/stats')
    await expect(page.locator('bootcamp-stats').getByText('Why leadership training matters')).toBeAttached()
  })
})

test("an iframe page's pre-rendered section stays as it is when the script takes over", async ({ page }) => {
  const errors = recordConsole(page)
  await page.goto('/embed/schedule?lang=es')
  const host = page.locator('bootcamp-schedule')
  await page.waitForFunction(() => document.querySelector('bootcamp-schedule')!.matches(':state(ready)'))
  // Written again by the script, the root would hold the chunk's copy and the adopted stylesheet instead.
  expect(await host.evaluate((element) => element.shadowRoot!.firstElementChild!.localName)).toBe('style')
  expect(await host.evaluate((element) => element.shadowRoot!.adoptedStyleSheets.length)).toBe(0)
  await expect(host.getByRole('heading', { name: 'Cuatro semanas que cambian tu forma de liderar' })).toBeVisible()
  expect(errors).toEqual([])
})

/**
 * A screenshot of the whole page. Chromium sometimes answers "Unable to capture screenshot" for a
 * page this tall on a loaded machine: asked again, it takes it; the comparison is unchanged.
 */
async function fullPageShot(page: Page, tries = 3): Promise<Buffer> {
  // The illustration loads as it comes near (loading="lazy"): each shot has it loaded and decoded first.
  await page.evaluate(() =>
    Promise.all(
      [...document.querySelectorAll('bootcamp-page')]
        .flatMap((host) => [...(host.shadowRoot?.querySelectorAll('img') ?? [])])
        .map((image) => {
          image.loading = 'eager'
          return image.decode()
        }),
    ),
  )
  try {
    return await page.screenshot({ fullPage: true })
  } catch (error) {
    if (tries <= 1 || !String(error).includes('Unable to capture screenshot')) throw error
    return fullPageShot(page, tries - 1)
  }
}

// Also on a CPU six times slower, as a phone's: hydration then spans many frames (typed-before-script.spec.ts).
for (const [width, rate] of [
  [375, 1],
  [1280, 1],
  [375, 6],
  [1280, 6],
] as const) {
  test(`at ${width} px${rate > 1 ? `, CPU ${rate}x,` : ''} each form of the pre-rendered page hydrates in place as it comes near: no visible change, no layout shift`, async ({
    browser,
  }) => {
    test.setTimeout(rate * 30_000)
    const viewport = { width, height: 900 }
    // Before the script: its requests refused (with JavaScript off a phone shows the menu's links
    // open instead, as no-script-links.spec.ts tests).
    const before = await browser.newPage({ viewport })
    await before.route(/\.js(\?|$)/, (route) => route.abort())
    await before.goto('/')
    // Nothing changes, the submit buttons neither: on our own page they work before the script.
    const withoutScript = await fullPageShot(before)

    const page = await browser.newPage({ viewport })
    const messages = recordConsole(page)
    await page.addInitScript(() => {
      const w = window as unknown as { shift: number }
      w.shift = 0
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
          if (!entry.hadRecentInput) w.shift += entry.value
      }).observe({ type: 'layout-shift', buffered: true })
    })
    await throttleCpu(page, rate)
    await open(page, '/', { liveForms: false })
    for (const form of ['registration', 'signup', 'contact'] as const) {
      await formOf(page, form).scrollIntoViewIfNeeded()
      await expect(formOf(page, form)).toHaveAttribute('data-live', '', { timeout: rate * 7_000 })
    }
    await page.evaluate(() => window.scrollTo(0, 0))
    // Effects after hydration are done once two frames have been painted with nothing pending.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
    expect((await fullPageShot(page)).equals(withoutScript)).toBe(true)
    expect(await page.evaluate(() => (window as unknown as { shift: number }).shift)).toBe(0)
    expect(await page.evaluate(() => document.querySelector('bootcamp-page')!.shadowRoot!.children.length)).toBe(2)
    expect(messages).toEqual([])
  })
}

test('before a visitor scrolls, the home page loads no script but the loader', async ({ page }) => {
  const scripts = recordScripts(page)
  await page.setViewportSize({ width: 412, height: 823 })
  await page.goto('/', { waitUntil: 'networkidle' })
  expect(scripts).toEqual(['/bootcamp.js'])
  expect(await page.evaluate(() => document.querySelector('bootcamp-page')!.matches(':state(ready)'))).toBe(true)
  // The registration form comes near: React and that form download (and the sign-up form's, a
  // screen below), not the contact form's, four screens further; beside them the cohort facts'
  // chunk, which the form asks for the cohorts to choose from as it hydrates.
  await formOf(page, 'registration').scrollIntoViewIfNeeded()
  await expectLive(formOf(page, 'registration'))
  expect(scripts.filter((path) => /\/runtime|register|cohort-texts/i.test(path)).sort()).toEqual([
    '/chunks/RegisterSection.js',
    '/chunks/cohort-texts.js',
    '/chunks/register.js',
    '/chunks/runtime.js',
  ])
  expect(scripts.filter((path) => /contact/i.test(path))).toEqual([])
})

test("a host page with the form below the fold loads only the loader and the cohort facts' chunk until a visitor scrolls near it", async ({
  page,
}) => {
  const scripts = recordScripts(page)
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/host-below-fold.html', { waitUntil: 'networkidle' })
  // And the cohort facts' request (its chunk, half a kilobyte), asked as the form is put on the
  // page so that its reserve holds the seats line: none of the form's code.
  expect(scripts).toEqual(['/bootcamp.js', '/chunks/cohort-texts.js'])
  const register = page.locator('bootcamp-register')
  await expect(register).toHaveCSS('min-height', `${RESERVED_HEIGHTS['bootcamp-register'][2]}px`)

  await page.mouse.wheel(0, 900)
  await expect(register.getByRole('button', { name: 'Complete Registration' })).toBeEnabled()
  expect(scripts.filter((path) => path === '/chunks/runtime.js')).toHaveLength(1)
  expect(scripts.filter((path) => path === '/chunks/register.js')).toHaveLength(1)
  await expect.poll(() => register.evaluate((element) => element.matches(':state(ready)'))).toBe(true)
  // Its reserve is gone with it, and nothing was written on the host's element.
  await expect(register).not.toHaveCSS('min-height', `${RESERVED_HEIGHTS['bootcamp-register'][2]}px`)
  expect(await register.evaluate((element) => element.getAttributeNames())).toEqual(['partner'])
})

test("a host page whose cohort facts' chunk cannot arrive shows its form with the build's words, and no error", async ({
  page,
}) => {
  const errors = recordConsole(page, [])
  await page.goto('/host-without-widget.html')
  await page.route('**/chunks/cohort-texts-*.js', (route) => route.abort())
  await page.setContent('<script type="module" src="/bootcamp.js"></script><bootcamp-register></bootcamp-register>')
  const register = page.locator('bootcamp-register')
  await expect(register.getByRole('button', { name: 'Complete Registration' })).toBeEnabled()
  await expect.poll(() => register.evaluate((element) => element.matches(':state(ready)'))).toBe(true)
  // Neither the early request nor the form's own ask left a rejection unhandled.
  expect(errors).toEqual([])
})

test('what a visitor types before the script takes over is kept and sent', async ({ page }) => {
  // Hold the shared runtime chunk: the pre-rendered form is on screen but not live yet.
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/chunks/runtime-*.js', async (route) => {
    await held
    await route.continue()
  })
  await page.goto('/')
  const form = page.locator('bootcamp-page form[part~="form-registration"]')
  await expect(form).not.toHaveAttribute('data-live')
  const email = uniqueEmail('early')
  const typed = await FORMS.find((candidate) => candidate.name === 'registration')!.fill(form, email)
  release()
  await expectLive(form)
  for (const [label, value] of Object.entries(typed))
    await expect(form.getByLabel(label, { exact: true })).toHaveValue(value)
  await expect(form.getByLabel('Age')).toHaveValue('15')
  await form.getByRole('button', { name: 'Complete Registration' }).click()
  await expect(page.locator('bootcamp-page').getByRole('heading', { name: 'Registration Complete!' })).toBeVisible()
  const rows = await queryD1(
    `SELECT first_name, last_name, age, session_preference, parental_consent, terms_agreement FROM registrations WHERE email = ${sqlText(email)}`,
  )
  expect(rows).toEqual([
    {
      first_name: 'Maya',
      last_name: 'Chen',
      age: 15,
      session_preference: 'complete',
      parental_consent: 1,
      terms_agreement: 1,
    },
  ])
})
