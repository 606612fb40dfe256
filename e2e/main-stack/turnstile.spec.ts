import { expect, test, type Page } from '@playwright/test'
import { PARTNER_URL } from '../../playwright.config'
import { addElement, countPosts, open, postsCounted, queryD1, recordConsole, sqlText, uniqueEmail } from '../fixtures'

/**
 * Cloudflare's Turnstile script cannot be reached from this machine, so it is replaced by a
 * stand-in that behaves as the docs describe for the always-pass test site key: it renders and
 * hands out the dummy token. The worker side is tested against siteverify's documented answers.
 */
const FAKE_TURNSTILE = `
  window.__turnstileRenders = []
  window.turnstile = {
    render(container, options) {
      window.__turnstileRenders.push(options.sitekey)
      const box = document.createElement('p')
      box.textContent = 'Verified by Turnstile (test)'
      container.append(box)
      setTimeout(() => {
        options.callback('XXXX.DUMMY.TOKEN.XXXX')
        window.__turnstileTokens = (window.__turnstileTokens || 0) + 1
      }, 10)
      return 'widget-1'
    },
    reset() { window.__turnstileResets = (window.__turnstileResets || 0) + 1 },
    remove() {},
  }
`

/** The stand-in has handed the form a token (as the real challenge does once it passes). */
const waitForToken = (page: Page) =>
  page.waitForFunction(() => ((window as unknown as { __turnstileTokens?: number }).__turnstileTokens ?? 0) > 0)

/** A sign-up element with the always-pass test site key, on top of the sections page. */
async function openProtectedSignup(page: Page) {
  await page.route('https://challenges.cloudflare.com/turnstile/v0/api.js*', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: FAKE_TURNSTILE }),
  )
  await open(page, '/sections.html')
  const form = (
    await addElement(page, 'bootcamp-signup', 'protected', { 'turnstile-site-key': '1x00000000000000000000AA' })
  ).locator('form')
  await expect(form.locator('[part="challenge"]')).toContainText('Verified by Turnstile (test)')
  return form
}

test('with a site key the form shows the challenge and sends its token once', async ({ page }) => {
  const bodies: Record<string, unknown>[] = []
  page.on('request', (request) => request.url().endsWith('/api/email-signup') && bodies.push(request.postDataJSON()))
  const form = await openProtectedSignup(page)
  expect(await page.evaluate(() => (window as unknown as { __turnstileRenders: string[] }).__turnstileRenders)).toEqual(
    ['1x00000000000000000000AA'],
  )

  await form.getByLabel('Email address').fill(`turnstile.${Date.now()}@example.org`)
  await waitForToken(page)
  await form.getByRole('button', { name: 'Get the Free Guide' }).click()
  await expect(page.locator('#protected').getByRole('heading', { name: 'Thank You!' })).toBeVisible()
  expect(bodies).toHaveLength(1)
  expect(bodies[0]).toMatchObject({ turnstileToken: 'XXXX.DUMMY.TOKEN.XXXX' })
  // A token is single-use: the challenge left with the form, and a new form gets a new one.
  await page.locator('#protected').getByRole('button', { name: 'Sign Up Another Email' }).click()
  await expect(form.locator('[part="challenge"]')).toContainText('Verified by Turnstile (test)')
  expect(
    await page.evaluate(() => (window as unknown as { __turnstileRenders: string[] }).__turnstileRenders),
  ).toHaveLength(2)
})

test('after a failed submission the challenge is reset for the next try', async ({ page }) => {
  await page.route('**/api/email-signup', (route) => route.fulfill({ status: 503, body: 'busy' }))
  const form = await openProtectedSignup(page)
  await form.getByLabel('Email address').fill('retry@example.org')
  await waitForToken(page)
  await form.getByRole('button', { name: 'Get the Free Guide' }).click()
  await expect(page.locator('#protected [part="notice"]')).toContainText('503: busy')
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __turnstileResets?: number }).__turnstileResets))
    .toBe(1)
})

test('without a site key no Cloudflare script is loaded', async ({ page }) => {
  const hosts: string[] = []
  page.on('request', (request) => void hosts.push(new URL(request.url()).host))
  await page.goto('/', { waitUntil: 'networkidle' })
  expect(hosts.filter((host) => host.includes('cloudflare'))).toEqual([])
})

test('when the challenge script cannot load, the form says so plainly and sends nothing', async ({ page }) => {
  await countPosts(page, '/api/email-signup')
  await page.route('https://challenges.cloudflare.com/**', (route) => route.abort('blockedbyclient'))
  await open(page, '/sections.html')
  const form = (
    await addElement(page, 'bootcamp-signup', 'blocked', { 'turnstile-site-key': '1x00000000000000000000AA' })
  ).locator('form')
  const unavailable =
    "The security check did not load, so this form can't be sent yet. Check your connection or allow challenges.cloudflare.com in your content blocker, then reload the page."
  await expect(form.locator('[part="challenge"] [part="field-error"]')).toHaveText(unavailable)
  await form.getByLabel('Email address').fill('blocked@example.org')
  await form.getByRole('button', { name: 'Get the Free Guide' }).click()
  await expect(form.locator('[part="challenge"] [part="field-error"]')).toHaveText(unavailable)
  await expect(form.getByLabel('Email address')).toHaveValue('blocked@example.org')
  // Counted in the page as fetch is called: the refusal happened in the click's own task.
  expect(await postsCounted(page)).toBe(0)
})

test('a partner page with the strict CSP the README documents, Trusted Types included, shows a static section and registers a sign-up', async ({
  page,
}) => {
  const partnerOrigin = PARTNER_URL
  await page.route('https://challenges.cloudflare.com/turnstile/v0/api.js*', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: FAKE_TURNSTILE }),
  )
  const problems = recordConsole(page, ['error'])
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
    ),
  )
  await open(page, `${partnerOrigin}/strict-csp.html`)
  await expect(page.locator('bootcamp-stats').getByText('Mentored Youth Success')).toBeVisible()
  const form = page.locator('bootcamp-signup form')
  await expect(form.locator('[part="challenge"]')).toContainText('Verified by Turnstile (test)')
  await waitForToken(page)
  const email = uniqueEmail('strict-csp')
  await form.getByLabel('Email address').fill(email)
  await form.getByRole('button', { name: 'Get the Free Guide' }).click()
  await expect(page.locator('bootcamp-signup').getByRole('heading', { name: 'Thank You!' })).toBeVisible()
  expect(await queryD1(`SELECT source FROM email_signups WHERE email = ${sqlText(email)}`)).toEqual([
    { source: 'lincoln-high' },
  ])
  expect(problems).toEqual([])
})
