import { expect, test, type Page } from '@playwright/test'
import { PARTNER_URL } from '../../playwright.config'
import { axeViolations, open, queryD1, sqlText, uniqueEmail, reviewShot } from '../fixtures'
import { FORMS } from '../forms'

/** The partner origin (a page fulfilled by a route would count as a public address, which Chromium may not let reach loopback). */
const PARTNER_ORIGIN = `${PARTNER_URL}/`
const registration = FORMS.find((form) => form.name === 'registration')!

/** A fresh page on the partner origin holding nothing but what the builder gave. */
async function pasteInto(page: Page, snippet: string) {
  await page.goto(PARTNER_ORIGIN)
  await page.setContent(
    `<!doctype html><html lang="en"><head><title>Fresh host</title></head><body><main>${snippet}</main></body></html>`,
  )
}

async function build(page: Page) {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
  await open(page, '/embed')
  await page.getByLabel('What to show').selectOption('register')
  await page.getByLabel('Your school’s slug').fill('builder-school')
  await page.getByLabel('A button that opens it').check()
  await page.getByLabel('Button text').fill('Save my place')
  await page.getByLabel('Main colour').fill('#166534')
  const preview = page.locator('#preview bootcamp-register')
  // Elements load their code as they come near the viewport, in the builder as anywhere.
  await page.locator('#preview').scrollIntoViewIfNeeded()
  await expect(preview.getByRole('button', { name: 'Save my place' })).toBeVisible()
  await expect(preview.getByRole('button', { name: 'Save my place' })).toHaveCSS('background-color', 'rgb(22, 101, 52)')
}

test('the script snippet, pasted into a fresh host page, works as the preview showed', async ({ page }) => {
  await build(page)
  await page.getByRole('button', { name: 'Copy the script snippet' }).click()
  await expect(page.getByRole('status')).toHaveText('Copied to the clipboard.')
  const snippet = await page.evaluate(() => navigator.clipboard.readText())
  expect(snippet).toBe(await page.getByLabel('Script snippet (sites that allow a script tag)').inputValue())
  expect(snippet).toContain(
    '<bootcamp-register partner="builder-school" mode="dialog" trigger-label="Save my place"></bootcamp-register>',
  )

  await pasteInto(page, snippet)
  const element = page.locator('bootcamp-register')
  const trigger = element.getByRole('button', { name: 'Save my place' })
  await expect(trigger).toHaveCSS('background-color', 'rgb(22, 101, 52)')
  await trigger.click()
  const dialog = element.getByRole('dialog')
  const email = uniqueEmail('builder')
  await registration.fill(dialog, email)
  await dialog.getByRole('button', { name: 'Complete Registration' }).click()
  await expect(dialog.getByRole('heading', { name: 'Registration Complete!' })).toBeVisible()
  expect(await queryD1(`SELECT source FROM registrations WHERE email = ${sqlText(email)}`)).toEqual([
    { source: 'builder-school' },
  ])
})

test('the iframe snippet, pasted into a fresh host page, shows the same embed', async ({ page }) => {
  await build(page)
  const snippet = await page.getByLabel('Iframe snippet (sites that allow no script)').inputValue()
  expect(snippet).toContain(
    '/embed/register?partner=builder-school&amp;mode=dialog&amp;trigger-label=Save+my+place&amp;primary=%23166534"',
  )
  await pasteInto(page, snippet)
  const frame = page.frameLocator('iframe')
  await expect(frame.getByRole('button', { name: 'Save my place' })).toHaveCSS('background-color', 'rgb(22, 101, 52)')
  // embed.js sized the frame to the one button and the link under it.
  await expect
    .poll(() => page.locator('iframe').evaluate((element) => element.getBoundingClientRect().height))
    .toBeLessThan(300)
  await expect(page.getByRole('link', { name: 'Open the full VITAL bootcamp site', exact: true })).toHaveAttribute(
    'href',
    /^http:\/\/127\.0\.0\.1:\d+\/$/,
  )
})

test('a language chosen in the builder reaches the preview and both snippets', async ({ page }) => {
  await open(page, '/embed')
  await page.getByLabel('What to show').selectOption('register')
  await page.getByLabel('Your school’s slug').fill('builder-school')
  await page.getByLabel('Language', { exact: true }).selectOption('es')
  await page.getByLabel('A button that opens it').check()
  await page.locator('#preview').scrollIntoViewIfNeeded()
  await expect(
    page.locator('#preview bootcamp-register').getByRole('button', { name: 'Inscríbete ahora', exact: true }),
  ).toBeVisible()
  await expect(page.getByLabel('Script snippet (sites that allow a script tag)')).toHaveValue(
    /<bootcamp-register lang="es" partner="builder-school" mode="dialog"><\/bootcamp-register>$/,
  )
  const iframe = await page.getByLabel('Iframe snippet (sites that allow no script)').inputValue()
  expect(iframe).toContain(
    '/embed/register?lang=es&amp;partner=builder-school&amp;mode=dialog" title="Inscribe a un participante"',
  )
  expect(iframe).toMatch(
    /<p lang="es"><a href="http:\/\/127\.0\.0\.1:\d+\/es">Abrir el sitio completo del bootcamp VITAL<\/a><\/p>$/,
  )
  await pasteInto(page, iframe)
  await expect(page.frameLocator('iframe').getByRole('button', { name: 'Inscríbete ahora', exact: true })).toBeVisible()

  // The first choice sets no lang: the element follows the host page, and a frame (which cannot see it) is English.
  await open(page, '/embed')
  await page.getByLabel('Language', { exact: true }).selectOption('')
  await expect(page.getByLabel('Script snippet (sites that allow a script tag)')).toHaveValue(
    /<bootcamp-register partner="your-school"><\/bootcamp-register>$/,
  )
  expect(await page.getByLabel('Iframe snippet (sites that allow no script)').inputValue()).toContain(
    '/embed/register?partner=your-school" title="Register a participant"',
  )
})

test('only the forms offer a button; the builder reads without script', async ({ page }) => {
  await open(page, '/embed')
  await page.getByLabel('What to show').selectOption('schedule')
  await expect(page.getByLabel('A button that opens it')).toBeDisabled()
  await expect(page.getByLabel('Script snippet (sites that allow a script tag)')).toHaveValue(
    /<bootcamp-schedule partner="your-school"><\/bootcamp-schedule>$/,
  )
})

for (const width of [375, 1280]) {
  test(`axe finds nothing on the embed builder at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await open(page, '/embed')
    await page.locator('#preview').scrollIntoViewIfNeeded()
    await expect(page.locator('#preview bootcamp-register form')).toBeVisible()
    await reviewShot(page, `test-results/builder-${width}.png`, { fullPage: true })
    expect(await axeViolations(page)).toEqual([])
  })
}
