import { expect, test, type Frame, type Locator } from '@playwright/test'
import { PARTNER_URL } from '../../playwright.config'
import { axeViolations, expectLive, expectNotice, queryD1, sqlText, uniqueEmail } from '../fixtures'
import { FORMS, FORMS_ES, formOf, sectionOf, type FormCase } from '../forms'

/**
 * Every form of our own pages works as a plain HTML form, before and without the script (a slow
 * phone, a school network or an extension that blocks it). Chromium here runs no script at all; the worker answers each post with the page.
 */

/** The messages under the fields of a form, in the order they are shown. */
const fieldMessages = (form: Locator) => form.locator('[part="field-error"]').allTextContents()

/** The success panel's sentence for a registration while no cohort is open (written out, as every text the tests expect). */
const INTEREST = {
  en: 'No cohort is open for registration yet: this keeps a place in line for the next one, and when it opens we will email you first, before anyone else can take a seat.',
  es: 'Todavía no hay ninguna cohorte abierta: esto guarda un lugar en la fila para la próxima, y cuando abra te escribiremos primero, antes que a nadie.',
}

async function storedCount(form: FormCase, email: string) {
  const [row] = await queryD1<{ n: number }>(`SELECT count(*) AS n FROM ${form.table} WHERE email = ${sqlText(email)}`)
  return row!.n
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false })

  for (const form of [...FORMS, ...FORMS_ES]) {
    test(`${form.page}: the ${form.name} form shows what to fix under each field, keeps what was typed, then sends once`, async ({
      page,
    }) => {
      await page.goto(form.page)
      let element = formOf(page, form.name)
      await element.getByRole('button', { name: form.submit }).click()
      element = formOf(page, form.name)
      await expect(element.locator('[part="field-error"]').first()).toBeVisible()
      expect(await fieldMessages(element)).toEqual(form.emptyMessages)

      // Everything typed but the address: that message alone, the rest kept.
      const email = uniqueEmail(`no-script-${form.name}-${form.language}`)
      const typed = await form.fill(element, 'not-an-address')
      await element.getByRole('button', { name: form.submit }).click()
      element = formOf(page, form.name)
      await expect(element.locator('[part="field-error"]')).toHaveCount(1)
      // Focus on the field to fix, as the script would move it: the page opens there.
      await expect(element.getByLabel(form.emailLabel, { exact: true })).toBeFocused()
      for (const [label, value] of Object.entries(typed))
        if (value !== 'not-an-address') await expect(element.getByLabel(label, { exact: true })).toHaveValue(value)
      await expect(element.getByLabel(form.emailLabel, { exact: true })).toHaveValue('not-an-address')
      expect(await storedCount(form, email)).toBe(0)

      await element.getByLabel(form.emailLabel, { exact: true }).fill(email)
      await element.getByRole('button', { name: form.submit }).click()
      const section = sectionOf(page, form.name)
      await expect(section.getByRole('heading', { name: form.panelTitle })).toBeVisible()
      expect(new URL(page.url()).searchParams.get('sent')).toBe(form.name)
      // Where the registration stands, as the script's panel says it (no cohort is ahead on the main stack).
      if (form.name === 'registration')
        await expect(section.locator('[part="success-placement"]')).toHaveText(INTEREST[form.language])
      await expect(section.getByRole('heading', { name: form.panelTitle })).toBeFocused()
      expect(await storedCount(form, email)).toBe(1)
      // A reload shows the panel again and posts nothing.
      await page.reload()
      await expect(section.getByRole('heading', { name: form.panelTitle })).toBeVisible()
      expect(await storedCount(form, email)).toBe(1)

      await section.getByRole('link', { name: form.again }).click()
      element = formOf(page, form.name)
      await expect(element.getByLabel(form.emailLabel, { exact: true })).toHaveValue('')
      for (const [label, value] of Object.entries(form.defaults))
        await expect(element.getByLabel(label, { exact: true })).toHaveValue(value)
      for (const label of form.unchecked) await expect(element.getByLabel(label, { exact: true })).not.toBeChecked()
      await expect(element.locator('[part="field-error"]')).toHaveCount(0)
      await expect(element.locator('input, select, textarea').first()).toBeFocused()
    })
  }

  test("a refusal with no field shows the failure notice at the top of the form, in the page's language", async ({
    page,
    request,
  }) => {
    test.setTimeout(45_000)
    const email = uniqueEmail('no-script-limit')
    // The limiter counts in windows aligned to the minute: all six in one.
    const left = 60_000 - (Date.now() % 60_000)
    if (left < 15_000) await page.waitForTimeout(left + 50)
    // Five sign-ups for one address within the minute (the API's limit), then the visitor's sixth.
    for (let n = 0; n < 5; n++)
      expect((await request.post('/api/email-signup', { data: { email } })).status()).toBe(201)
    await page.goto('/es')
    const form = formOf(page, 'signup')
    await form.getByLabel('Correo electrónico').fill(email)
    await form.getByRole('button', { name: 'Recibir la guía gratis' }).click()
    const notice = formOf(page, 'signup').locator('[part="form-notice"]')
    await expect(notice).toHaveText(
      'No se pudo completar el registroDemasiados envíos para este correo electrónico. Espera un minuto e inténtalo de nuevo.',
    )
    await expect(notice).toHaveAttribute('role', 'alert')
    await expect(formOf(page, 'signup').getByLabel('Correo electrónico')).toHaveValue(email)
    expect(await storedCount(FORMS_ES[1]!, email)).toBe(1)
  })

  test("an iframe page on a partner's site registers with the partner and campaign tags of its address", async ({
    page,
  }) => {
    await page.goto(`${PARTNER_URL}/`)
    const frame = page.frameLocator('iframe.bootcamp-frame')
    const form = frame.locator('bootcamp-register form[part~="form-registration"]')
    await form.scrollIntoViewIfNeeded()
    await form.getByRole('button', { name: 'Complete Registration' }).click()
    await expect(frame.locator('bootcamp-register [part="field-error"]').first()).toBeVisible()
    expect(await fieldMessages(frame.locator('bootcamp-register form'))).toEqual(FORMS[0]!.emptyMessages)
    const email = uniqueEmail('no-script-iframe')
    await FORMS[0]!.fill(frame.locator('bootcamp-register form'), email)
    await frame.locator('bootcamp-register form').getByRole('button', { name: 'Complete Registration' }).click()
    await expect(frame.getByRole('heading', { name: 'Registration Complete!' })).toBeVisible()
    expect(
      await queryD1(
        `SELECT source, utm_source, utm_campaign, first_name, age, parental_consent FROM registrations WHERE email = ${sqlText(email)}`,
      ),
    ).toEqual([
      {
        source: 'lincoln-high',
        utm_source: 'district-portal',
        utm_campaign: 'spring-2026',
        first_name: 'Maya',
        age: 15,
        parental_consent: 1,
      },
    ])
  })

  test('a dialog-mode iframe page shows its button as a link to the form on a page of its own', async ({ page }) => {
    await page.goto('/embed/contact?mode=dialog&partner=lincoln-high&trigger-label=Ask%20us%20anything&lang=es')
    const link = page.locator('bootcamp-contact').getByRole('link', { name: 'Ask us anything' })
    await expect(link).toBeVisible()
    await link.click()
    await expect(page).toHaveURL(/\/embed\/contact\?partner=lincoln-high&lang=es$/)
    await expect(
      page.locator('bootcamp-contact form[part~="form-contact"]').getByRole('button', { name: 'Enviar mensaje' }),
    ).toBeEnabled()
  })
})

/**
 * axe runs as a script, which a browser with JavaScript off does not run: the same pages are
 * checked in one that runs none of ours (every script request refused), which renders them alike.
 */
test('axe finds nothing on a form answered without script: messages, notice, success panel, iframe pages', async ({
  page,
}) => {
  // Axe on several pages: 22 s of the default 30 at load 12, over it at load 20 (other suites beside this one).
  test.setTimeout(60_000)
  await page.route(/\.js(\?|$)/, (route) => route.abort())
  const registration = FORMS[0]!
  await page.goto('/')
  await formOf(page, 'registration').getByRole('button', { name: registration.submit }).click()
  await expect(formOf(page, 'registration').locator('[part="field-error"]')).toHaveCount(
    registration.emptyMessages.length,
  )
  expect(await axeViolations(page)).toEqual([])
  await registration.fill(formOf(page, 'registration'), uniqueEmail('no-script-axe'))
  await formOf(page, 'registration').getByRole('button', { name: registration.submit }).click()
  await expect(sectionOf(page, 'registration').getByRole('heading', { name: registration.panelTitle })).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
  await page.goto('/es?form=signup&sent=nothing')
  const signup = formOf(page, 'signup')
  await signup.getByLabel('Correo electrónico').fill('a@b')
  await signup.getByRole('button', { name: 'Recibir la guía gratis' }).click()
  await expect(formOf(page, 'signup').locator('[part="field-error"]')).toHaveCount(1)
  expect(await axeViolations(page)).toEqual([])
  for (const address of ['/embed/register?partner=lincoln-high', '/embed/contact?mode=dialog&lang=es']) {
    await page.goto(address)
    expect(await axeViolations(page)).toEqual([])
  }
})

test('a form sent before its script arrived: the script starts from the answer (no hydration error), and sends it once fixed', async ({
  page,
}) => {
  const messages: string[] = []
  page.on('console', (message) => message.type() === 'error' && messages.push(message.text()))
  page.on('pageerror', (error) => messages.push(error.message))
  await page.route('**/chunks/runtime-*.js', (route) => route.abort())
  await page.goto('/')
  const registration = FORMS[0]!
  const email = uniqueEmail('before-script')
  const typed = await registration.fill(formOf(page, 'registration'), 'not-an-address')
  // The script comes back for the answer's page.
  await page.unroute('**/chunks/runtime-*.js')
  // What the first page reports (the refused runtime and every chunk that needs it, also while the
  // click scrolls a later element near) is not the answer's: the list starts again once, as the
  // answer's document replaces it, since a slow machine can deliver the first page's errors after the click.
  const answered = (frame: Frame) => {
    if (frame !== page.mainFrame()) return
    messages.length = 0
    page.off('framenavigated', answered)
  }
  page.on('framenavigated', answered)
  await formOf(page, 'registration').getByRole('button', { name: registration.submit }).click()
  const form = formOf(page, 'registration')
  await form.scrollIntoViewIfNeeded()
  await expectLive(form)
  await expect(form.locator('[part="field-error"]')).toHaveText(['Valid email is required'])
  for (const [label, value] of Object.entries(typed))
    if (value !== 'not-an-address') await expect(form.getByLabel(label, { exact: true })).toHaveValue(value)
  // As the script validates again after a first attempt, the message goes as the address is fixed.
  await form.getByLabel('Email', { exact: true }).fill(email)
  await expect(form.locator('[part="field-error"]')).toHaveCount(0)
  await form.getByRole('button', { name: registration.submit }).click()
  await expectNotice(page, registration.successTitle, /^Thank you for registering/)
  await expect(sectionOf(page, 'registration').getByRole('heading', { name: registration.panelTitle })).toBeVisible()
  expect(await storedCount(registration, email)).toBe(1)
  // Only the answer's status (400) was reported: no hydration error.
  expect(messages.filter((text) => !text.startsWith('Failed to load resource: '))).toEqual([])
})
