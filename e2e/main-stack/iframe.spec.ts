import { expect, test } from '@playwright/test'
import { PARTNER_URL } from '../../playwright.config'
import { axeViolations, open, queryD1, sqlText, uniqueEmail } from '../fixtures'
import { FORMS } from '../forms'

const PARTNER_PAGE = `${PARTNER_URL}/`
/** The same page from 127.0.0.2: an origin that may not frame our pages. */
const FOREIGN_PAGE = PARTNER_PAGE.replace('127.0.0.1', '127.0.0.2')
const registration = FORMS.find((form) => form.name === 'registration')!

test('an iframe embed on a partner page registers with partner and campaign tags; the page gets the height and the event', async ({
  page,
}) => {
  await open(page, PARTNER_PAGE)
  const iframe = page.locator('iframe.bootcamp-frame')
  await iframe.scrollIntoViewIfNeeded()
  const frame = page.frameLocator('iframe.bootcamp-frame')
  const form = frame.locator('bootcamp-register form[part~="form-registration"]')
  await expect(form).toBeVisible()
  // embed.js sized the frame to its content: no inner scroll bar, not the fixed 1500 px.
  await expect.poll(() => iframe.evaluate((element) => (element as HTMLIFrameElement).style.height)).toMatch(/^\d+px$/)
  const sized = await iframe.evaluate((element) => ({
    height: element.getBoundingClientRect().height,
    inner: (element as HTMLIFrameElement).style.height,
  }))
  expect(sized.height).not.toBe(1500)

  const email = uniqueEmail('iframe')
  await registration.fill(form, email)
  await form.getByRole('button', { name: 'Complete Registration' }).click()
  await expect(frame.getByRole('heading', { name: 'Registration Complete!' })).toBeVisible()
  expect(
    await queryD1(
      `SELECT source, utm_source, utm_medium, utm_campaign FROM registrations WHERE email = ${sqlText(email)}`,
    ),
  ).toEqual([{ source: 'lincoln-high', utm_source: 'district-portal', utm_medium: null, utm_campaign: 'spring-2026' }])
  // The event reached the host page, sent again from the <iframe> element by embed.js.
  const logged = page.locator('#event-log li[data-event="bootcamp:registered"]')
  await expect(logged).toHaveCount(1)
  expect(JSON.parse((await logged.textContent())!.replace('bootcamp:registered ', ''))).toEqual({
    form: 'registration',
    message: expect.stringMatching(/^Thank you for registering/),
    partner: 'lincoln-high',
    status: 'interest',
  })
  await expect(logged).not.toContainText(email)
  // The shorter success panel made the frame shorter too.
  await expect
    .poll(() => iframe.evaluate((element) => element.getBoundingClientRect().height))
    .toBeLessThan(sized.height)
})

test('a page on an origin that is not a partner cannot frame the embed', async ({ page }) => {
  const refused: string[] = []
  page.on('console', (message) => message.text().includes('frame-ancestors') && refused.push(message.text()))
  await page.goto(FOREIGN_PAGE)
  await page.locator('iframe.bootcamp-frame').scrollIntoViewIfNeeded()
  await expect.poll(() => refused.length).toBeGreaterThan(0)
  expect(refused[0]).toContain("Framing 'http://127.0.0.1:")
  expect(refused[0]).toContain('The request has been blocked.')
  await expect(page.frameLocator('iframe.bootcamp-frame').locator('bootcamp-register')).toHaveCount(0)
})

test('the embed page alone: attributes from the address, the full-site link, and a clear answer to a broken link', async ({
  page,
}) => {
  await open(page, '/embed/contact?partner=lincoln-high&subject=pricing')
  await expect(page.locator('bootcamp-contact').getByLabel('Subject')).toHaveValue('pricing')
  await expect(page.getByRole('link', { name: 'Open the full VITAL bootcamp site' })).toHaveAttribute('href', '/')
  const broken = await page.goto('/embed/register?session=weekly')
  expect(broken!.status()).toBe(400)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This embed link needs fixing')
  await expect(page.getByText("The link's session is not one we know.")).toBeVisible()
})

for (const width of [375, 1280]) {
  test(`axe finds nothing on an iframe embed page at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await open(page, '/embed/register?partner=lincoln-high')
    await expect(page.locator('bootcamp-register form')).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
  })
}
