/**
 * The elements inside the hosts partner developers build: a React 19 app rendered on
 * the client, the same app rendered on the server and hydrated, a Vue 3 app (all built by the
 * real frameworks in development mode: scripts/build/build-hosts.ts), a plain page with two forms and
 * a WordPress-style page with the classic script tag. Served from the partner's origin.
 */
import { expect, test, type Locator, type Page } from '@playwright/test'
import { PARTNER_URL } from '../../playwright.config'
import { queryD1, recordConsole, sqlText, uniqueEmail } from '../fixtures'
import { FORMS } from '../forms'
import type { HeardEvent } from '../hosts/host-log'
import { ATTRIBUTES } from '../../widget/manifest'

const [registration, signup, contact] = FORMS as [
  (typeof FORMS)[number],
  (typeof FORMS)[number],
  (typeof FORMS)[number],
]

const heard = (page: Page) => page.evaluate(() => (window as unknown as { hostEvents?: HeardEvent[] }).hostEvents ?? [])
const noticeText = (scope: Locator) => scope.locator('[part="notice"] p').nth(1).textContent()
type Dialog = HTMLElement & { open: boolean; show(): void; close(): void }

for (const host of ['react-client', 'react-ssr', 'vue'] as const) {
  test(`${host}: the open prop, show() and close(), a removed partner, every event heard, unmount and remount, no warning`, async ({
    page,
  }) => {
    test.setTimeout(60_000)
    const problems = recordConsole(page, ['error', 'warning'])
    await page.goto(`${PARTNER_URL}/hosts/${host}.html`)
    if (host === 'react-ssr') await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    const register = page.locator('#host-register')
    await expect(register.getByRole('button', { name: 'Register Now' })).toBeVisible()

    await expectOpenedAndClosedEveryWay(page, register, host)
    await expectRegisteredWithoutPartner(page, register, host)
    await expectSignupEvents(page, host)
    await expectContactEvent(page, host)
    await expectRemounted(page, register)

    // No hydration mismatch, no framework warning, no error, from first paint to here: only the
    // browser's line for the request this test aborted.
    expect(problems).toEqual(['Failed to load resource: net::ERR_FAILED'])
  })
}

const dialogOf = (register: Locator) => register.getByRole('dialog', { name: 'Register Now' })

/**
 * The host's own state opens it through the `open` prop; the dialog's close button closes it
 * and the host hears bootcamp:close (its state follows); then close() and show(), and Esc.
 */
async function expectOpenedAndClosedEveryWay(page: Page, register: Locator, host: string) {
  const dialog = dialogOf(register)
  await page.getByRole('button', { name: 'Open from the host' }).click()
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(dialog).toBeHidden()
  await page.getByRole('button', { name: 'Open from the host' }).click()
  await expect(dialog).toBeVisible()
  await register.evaluate((element) => (element as Dialog).close())
  await expect(dialog).toBeHidden()
  await register.evaluate((element) => (element as Dialog).show())
  await expect(dialog).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  // The host hears each event from its own listener, which may run a moment after the dialog hides.
  await expect
    .poll(async () => (await heard(page)).map((event) => event.type))
    .toEqual(['bootcamp:open', 'bootcamp:close', 'bootcamp:open', 'bootcamp:close', 'bootcamp:open', 'bootcamp:close'])
  expect((await heard(page))[0]!.detail).toEqual({
    form: 'registration',
    partner: `${host.startsWith('react') ? 'react' : 'vue'}-host`,
  })
}

/** The prop becomes undefined: the attribute goes, and the registration is stored with no school. */
async function expectRegisteredWithoutPartner(page: Page, register: Locator, host: string) {
  const dialog = dialogOf(register)
  await page.getByRole('button', { name: 'Forget the partner' }).click()
  await expect(register).not.toHaveAttribute('partner')
  await register.evaluate((element) => (element as Dialog).show())
  const email = uniqueEmail(host)
  await registration.fill(dialog, email)
  await dialog.getByRole('button', { name: 'Complete Registration' }).click()
  await expect(dialog.getByRole('heading', { name: 'Registration Complete!' })).toBeVisible()
  // Read before the slower database check: the notice leaves after the spec's 5 seconds.
  const registeredNotice = await noticeText(dialog)
  const [stored] = await queryD1<{ source: string | null; status: string }>(
    `SELECT source, status FROM registrations WHERE email = ${sqlText(email)}`,
  )
  expect(stored!.source).toBeNull()
  const registered = (await heard(page)).filter((event) => event.type === 'bootcamp:registered')
  expect(registered).toEqual([
    {
      type: 'bootcamp:registered',
      detail: {
        form: 'registration',
        message: registeredNotice,
        partner: null,
        status: expect.stringMatching(/^(seated|waitlisted|interest)$/),
      },
    },
  ])
  await page.keyboard.press('Escape')
}

/** The sign-up's event prop, then its failure event (the API unreachable). */
async function expectSignupEvents(page: Page, host: string) {
  const signupForm = page.locator('bootcamp-signup')
  const signupEmail = uniqueEmail(`${host}-signup`)
  await signup.fill(signupForm, signupEmail)
  await signupForm.getByRole('button', { name: signup.submit }).click()
  await expect(signupForm.getByRole('heading', { name: signup.panelTitle })).toBeVisible()
  const signedUpNotice = await noticeText(signupForm)
  expect(await queryD1(`SELECT source FROM email_signups WHERE email = ${sqlText(signupEmail)}`)).toEqual([
    { source: null },
  ])
  expect((await heard(page)).at(-1)).toEqual({
    type: 'bootcamp:signed-up',
    detail: { form: 'signup', message: signedUpNotice, partner: null },
  })
  await signupForm.getByRole('button', { name: signup.again }).click()
  await page.route(`**${signup.api}`, (route) => route.abort())
  await signup.fill(signupForm, uniqueEmail(`${host}-failed`))
  await signupForm.getByRole('button', { name: signup.submit }).click()
  await expect.poll(async () => (await heard(page)).at(-1)?.type).toBe('bootcamp:submit-failed')
  const failure = signupForm.locator('[part="notice"]').filter({ hasText: signup.failureTitle })
  expect((await heard(page)).at(-1)!.detail).toEqual({
    form: 'signup',
    message: await failure.locator('p').nth(1).textContent(),
    partner: null,
  })
}

/** The contact form in its dialog, with its own trigger label. */
async function expectContactEvent(page: Page, host: string) {
  const contactElement = page.locator('bootcamp-contact')
  await contactElement.getByRole('button', { name: 'Ask the bootcamp' }).click()
  const contactDialog = contactElement.getByRole('dialog', { name: 'Ask the bootcamp' })
  await contact.fill(contactDialog, uniqueEmail(`${host}-contact`))
  await contactDialog.getByRole('button', { name: contact.submit }).click()
  await expect(contactDialog.getByRole('heading', { name: contact.panelTitle })).toBeVisible()
  expect((await heard(page)).at(-1)).toEqual({
    type: 'bootcamp:message-sent',
    detail: { form: 'contact', message: await noticeText(contactDialog), partner: null },
  })
  await page.keyboard.press('Escape')
}

/** Unmounted and mounted again by the host: a new element that works as the first did. */
async function expectRemounted(page: Page, register: Locator) {
  const dialog = dialogOf(register)
  await page.getByRole('button', { name: 'Remove the form' }).click()
  await expect(register).toHaveCount(0)
  await page.getByRole('button', { name: 'Put the form back' }).click()
  await expect(register.getByRole('button', { name: 'Register Now' })).toBeVisible()
  await page.getByRole('button', { name: 'Open from the host' }).click()
  await expect(dialog).toBeVisible()
  await expect(dialog.getByLabel('First Name')).toHaveValue('')
}

test("two registration forms on one page keep two drafts, and neither shows the other's", async ({ page }) => {
  await page.goto(`${PARTNER_URL}/hosts/two-forms.html`)
  const [first, second] = [page.locator('bootcamp-register').first(), page.locator('bootcamp-register').nth(1)]
  await first.getByLabel('First Name').fill('Alpha')
  await second.getByLabel('First Name').scrollIntoViewIfNeeded()
  await second.getByLabel('First Name').fill('Bravo')
  await expect(first.getByLabel('First Name')).toHaveValue('Alpha')
  await page.reload()
  await expect(first.getByLabel('First Name')).toHaveValue('Alpha')
  await second.getByLabel('First Name').scrollIntoViewIfNeeded()
  await expect(second.getByLabel('First Name')).toHaveValue('Bravo')
  expect(await page.evaluate(() => Object.keys(sessionStorage).sort())).toEqual([
    'bootcamp-draft:registration:0',
    'bootcamp-draft:registration:1',
  ])
})

test('a WordPress-style page with the classic script tag renders and registers, with no console error', async ({
  page,
}) => {
  const problems = recordConsole(page, ['error', 'warning'])
  await page.goto(`${PARTNER_URL}/hosts/classic.html`)
  const form = page.locator('bootcamp-register')
  const email = uniqueEmail('classic')
  await registration.fill(form, email)
  await form.getByRole('button', { name: 'Complete Registration' }).click()
  await expect(form.getByRole('heading', { name: 'Registration Complete!' })).toBeVisible()
  expect(await queryD1(`SELECT source FROM registrations WHERE email = ${sqlText(email)}`)).toEqual([
    { source: 'wordpress-school' },
  ])
  // The theme's globals are its own still: the loader declared none of its names.
  expect(
    await page.evaluate(() => [
      typeof (window as unknown as { e: unknown }).e,
      document.querySelector('bootcamp-register')!.shadowRoot !== null,
    ]),
  ).toEqual(['string', true])
  expect(problems).toEqual([])
})

test('removing any attribute of the table, or setting its property to null, returns the element to its default', async ({
  page,
}) => {
  await page.goto(`${PARTNER_URL}/hosts/two-forms.html`)
  const form = page.locator('bootcamp-register').first()
  await expect(form.getByRole('button', { name: 'Complete Registration' })).toBeVisible()
  const property = (name: string) => name.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase())
  const read = (name: string) =>
    form.evaluate((element, key) => (element as unknown as Record<string, unknown>)[key], property(name))
  // `lang` is read once, when the element first loads (the table says so); `open` has its own tests.
  const attributes = ATTRIBUTES.map((attribute) => attribute.name).filter((name) => name !== 'lang' && name !== 'open')
  expect(attributes).toEqual([
    'partner',
    'api-base',
    'session',
    'subject',
    'mode',
    'trigger-label',
    'turnstile-site-key',
  ])
  for (const [index, name] of attributes.entries()) {
    const value = name === 'mode' ? 'dialog' : name === 'api-base' ? 'http://127.0.0.1:1' : `value-of-${name}`
    await form.evaluate((element, [key, set]) => element.setAttribute(key!, set!), [name, value])
    expect(await read(name)).toBe(value)
    // Half removed as markup does, half set to null as React and Vue do.
    if (index % 2) await form.evaluate((element, key) => element.removeAttribute(key), name)
    else
      await form.evaluate(
        (element, key) => ((element as unknown as Record<string, unknown>)[key] = null),
        property(name),
      )
    expect(await form.evaluate((element, key) => element.hasAttribute(key), name)).toBe(false)
    expect(await read(name)).toBeUndefined()
  }
  // With every attribute gone the form sends to its own origin again, with no school.
  const email = uniqueEmail('attributes-removed')
  await registration.fill(form, email)
  await form.getByRole('button', { name: 'Complete Registration' }).click()
  await expect(form.getByRole('heading', { name: 'Registration Complete!' })).toBeVisible()
  expect(await queryD1(`SELECT source FROM registrations WHERE email = ${sqlText(email)}`)).toEqual([{ source: null }])
})
