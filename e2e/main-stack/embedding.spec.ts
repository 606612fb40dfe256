import { expect, test, type Page } from '@playwright/test'
import { PARTNER_URL } from '../../playwright.config'
import { expectNotice, queryD1, sqlText, uniqueEmail, open } from '../fixtures'
import { FORMS } from '../forms'

const PARTNER_PAGE = `${PARTNER_URL}/`
/** Same files from 127.0.0.2: a loopback origin the API does not allow. */
const FOREIGN_PAGE = PARTNER_PAGE.replace('127.0.0.1', '127.0.0.2')
const registration = FORMS.find((form) => form.name === 'registration')!

const registerForm = (page: Page) => page.locator('bootcamp-register form[part~="form-registration"]')

async function eventsOnHost(page: Page) {
  return page.locator('#event-log li').evaluateAll((items) => items.map((item) => item.textContent))
}

test('from a partner origin a registration is stored with its source and the host hears of it', async ({ page }) => {
  const email = uniqueEmail('partner')
  await open(page, PARTNER_PAGE)
  await registration.fill(registerForm(page), email)
  await registerForm(page).getByRole('button', { name: 'Complete Registration' }).click()
  await expect(page.locator('bootcamp-register').getByRole('heading', { name: 'Registration Complete!' })).toBeVisible()

  const rows = await queryD1<{ source: string }>(`SELECT source FROM registrations WHERE email = ${sqlText(email)}`)
  expect(rows).toEqual([{ source: 'lincoln-high' }])
  const events = await eventsOnHost(page)
  expect(events).toHaveLength(1)
  const [name, json] = [events[0]!.split(' ')[0], events[0]!.slice(events[0]!.indexOf(' ') + 1)]
  expect(name).toBe('bootcamp:registered')
  expect(JSON.parse(json)).toEqual({
    form: 'registration',
    message: expect.stringMatching(/^Thank you for registering/),
    partner: 'lincoln-high',
    status: 'interest',
  })
  expect(events[0]).not.toContain(email)
  expect(events[0]).not.toContain('Maya')
})

test('from an origin not allowed the request is refused and the form keeps its content', async ({ page }) => {
  const email = uniqueEmail('foreign')
  await open(page, FOREIGN_PAGE)
  const typed = await registration.fill(registerForm(page), email)
  await registerForm(page).getByRole('button', { name: 'Complete Registration' }).click()
  // The preflight gets no CORS grant, so the browser never sends the POST (the worker's 403
  // is the backstop for requests without a preflight): to the page it is a network failure.
  await expectNotice(page, 'Registration Failed', registration.fallback)
  for (const [label, value] of Object.entries(typed))
    await expect(registerForm(page).getByLabel(label, { exact: true })).toHaveValue(value)
  expect(await queryD1(`SELECT id FROM registrations WHERE email = ${sqlText(email)}`)).toEqual([])
  expect((await eventsOnHost(page))[0]).toMatch(
    /^bootcamp:submit-failed \{"form":"registration","message":"There was an error submitting/,
  )
})

test('a theme property sets the submit button colour; host CSS stays out and widget CSS stays in', async ({ page }) => {
  await open(page, PARTNER_PAGE)
  const submit = registerForm(page).locator('[part="submit-button"]')
  await expect(submit).toHaveCSS('background-color', 'rgb(22, 101, 52)')
  await expect(submit).toHaveCSS('text-transform', 'none')
  await expect(submit).toHaveCSS('border-radius', '4px')
  const label = registerForm(page).locator('label').first()
  await expect(label).not.toHaveCSS('color', 'rgb(124, 45, 18)')
  await expect(label).toHaveCSS('letter-spacing', 'normal')
  await expect(registerForm(page).getByLabel('First Name')).toHaveCSS('border-top-style', 'solid')
  // And the widget's stylesheet (preflight included) changes nothing on the school's page.
  const schoolButton = page.getByRole('button', { name: 'A school page button' })
  await expect(schoolButton).toHaveCSS('background-color', 'rgb(190, 24, 93)')
  await expect(schoolButton).toHaveCSS('text-transform', 'uppercase')
  await expect(page.locator('h1')).toHaveCSS('font-family', /Georgia/)
  await expect(page.locator('h1')).toHaveCSS('font-size', '32px')
})

test('the default theme applies without overrides', async ({ page }) => {
  await open(page, '/')
  await expect(page.locator('bootcamp-page form[part~="form-registration"] [part="submit-button"]')).toHaveCSS(
    'background-color',
    'rgb(67, 56, 202)',
  )
})

test('two elements on one page load each script once and share one runtime', async ({ page }) => {
  const scripts: string[] = []
  // The page's own requests; the iframe embed on it is a page of its own with its own copy.
  page.on(
    'request',
    (request) =>
      request.resourceType() === 'script' && request.frame() === page.mainFrame() && scripts.push(request.url()),
  )
  await page.goto(PARTNER_PAGE, { waitUntil: 'networkidle' })
  await expect(page.locator('bootcamp-register form')).toBeVisible()
  await expect(page.locator('bootcamp-signup form')).toBeVisible()
  const widgetScripts = scripts.filter((url) => !url.startsWith(PARTNER_PAGE))
  expect(new Set(widgetScripts).size).toBe(widgetScripts.length)
  const reactChunks = widgetScripts.filter((url) => /react|\/runtime-/i.test(url))
  expect(reactChunks.length).toBeLessThanOrEqual(1)
})

test('the script twice on a page is harmless', async ({ page }) => {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await open(page, '/sections.html')
  await page.evaluate(async () => {
    await import(`/bootcamp.js?again=${Date.now()}`)
  })
  await expect(page.locator('bootcamp-register form')).toBeVisible()
  expect(errors).toEqual([])
})
