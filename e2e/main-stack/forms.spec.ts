import { expect, test } from '@playwright/test'
import {
  countPosts,
  expectNotice,
  open,
  postsCounted,
  queryD1,
  recordFormPosts,
  sqlText,
  uniqueEmail,
} from '../fixtures'
import { FORMS, FORMS_ES, formOf, sectionOf } from '../forms'

// Every state of every form, on / in English and on /es in Spanish.
for (const form of [...FORMS, ...FORMS_ES]) {
  test.describe(`the ${form.name} form in ${form.language}`, () => {
    test('shows every validation message under its field and sends nothing', async ({ page }) => {
      const posts = recordFormPosts(page)
      await open(page, form.page)
      const element = formOf(page, form.name)
      await element.getByRole('button', { name: form.submit }).click()
      await expect(element.locator('[part="field-error"]')).toHaveText(form.emptyMessages)
      await expect(element.locator('[aria-invalid="true"]').first()).toBeFocused()
      expect(posts).toEqual([])
    })

    // The request is held at first, so the submitting state is seen before the real answer.
    test('shows the submitting state while the request is held, then succeeds against the real worker, stores the row and returns to an empty form', async ({
      page,
    }) => {
      let release = () => {}
      const held = new Promise<void>((resolve) => (release = resolve))
      await page.route(`**${form.api}`, async (route) => {
        await held
        await route.continue()
      })
      const email = uniqueEmail(form.name)
      await open(page, form.page)
      const element = formOf(page, form.name)
      const typed = await form.fill(element, email)
      const answer = page.waitForResponse((response) => response.url().endsWith(form.api))
      await element.getByRole('button', { name: form.submit }).click()
      const button = element.locator('[part="submit-button"]')
      await expect(button).toHaveText(form.submitting)
      await expect(button).toBeDisabled()
      release()
      const response = await answer
      expect(response.status()).toBe(201)
      const { message } = (await response.json()) as { message: string }
      await expectNotice(page, form.successTitle, message)
      const section = sectionOf(page, form.name)
      await expect(section.getByRole('heading', { name: form.panelTitle })).toBeFocused()

      const rows = await queryD1(`SELECT * FROM ${form.table} WHERE email = ${sqlText(email)}`)
      expect(rows).toHaveLength(1)
      expect(rows[0]).toMatchObject(form.stored)

      await section.getByRole('button', { name: form.again }).click()
      const fresh = formOf(page, form.name)
      for (const label of Object.keys(typed)) await expect(fresh.getByLabel(label, { exact: true })).toHaveValue('')
      for (const [label, value] of Object.entries(form.defaults))
        await expect(fresh.getByLabel(label, { exact: true })).toHaveValue(value)
      for (const label of form.unchecked) await expect(fresh.getByLabel(label, { exact: true })).not.toBeChecked()
      await expect(fresh.locator('input, select, textarea').first()).toBeFocused()
    })

    test('a rapid double click sends one request', async ({ page }) => {
      await countPosts(page, form.api)
      await open(page, form.page)
      const element = formOf(page, form.name)
      await form.fill(element, uniqueEmail(`double-${form.name}`))
      await element.getByRole('button', { name: form.submit }).dblclick()
      await expect(sectionOf(page, form.name).getByRole('heading', { name: form.panelTitle })).toBeVisible()
      // Counted in the page as fetch is called: both clicks came before the answer, so both are in.
      expect(await postsCounted(page)).toBe(1)
    })

    test('two submits in the same task send one request (the in-flight guard)', async ({ page }) => {
      await countPosts(page, form.api)
      await open(page, form.page)
      const element = formOf(page, form.name)
      await form.fill(element, uniqueEmail(`twice-${form.name}`))
      // requestSubmit() ignores a disabled button, so only the hook's in-flight guard stops the second.
      await element.evaluate((node) => {
        const formElement = node as HTMLFormElement
        formElement.requestSubmit()
        formElement.requestSubmit()
      })
      await expect(sectionOf(page, form.name).getByRole('heading', { name: form.panelTitle })).toBeVisible()
      expect(await postsCounted(page)).toBe(1)
    })

    const failures = [
      {
        kind: 'a 500 with a body',
        respond: { status: 500, body: 'Database is resting' },
        description: '500: Database is resting',
      },
      {
        kind: 'a 429 in the API error shape',
        respond: {
          status: 429,
          contentType: 'application/json',
          body: JSON.stringify({ message: form.tooManyRequests }),
        },
        description: `429: ${form.tooManyRequests}`,
      },
      {
        kind: 'a 502 with JSON that is not ours',
        respond: { status: 502, contentType: 'application/json', body: '{"error":"upstream"}' },
        description: '502: {"error":"upstream"}',
      },
      { kind: 'an empty 500', respond: { status: 500, body: '' }, description: '500: Internal Server Error' },
      { kind: 'a network error', respond: null, description: form.fallback },
    ]
    // One page meets the five failures in turn, as a family trying again would: each one's notice
    // replaces the last (one notice, its own text), and everything typed stays for the next try.
    // A page and a fill for each would prove no more and cost four more page loads per form.
    test('on each failure (a 500 with a body, a 429 in the API error shape, a 502 with JSON that is not ours, an empty 500, a network error) shows the failure notice and keeps everything typed', async ({
      page,
    }) => {
      let failure = failures[0]!
      await page.route(`**${form.api}`, (route) =>
        failure.respond ? route.fulfill(failure.respond) : route.abort('failed'),
      )
      await open(page, form.page)
      const element = formOf(page, form.name)
      const typed = await form.fill(element, uniqueEmail(`fail-${form.name}`))
      for (failure of failures) {
        await test.step(failure.kind, async () => {
          await element.getByRole('button', { name: form.submit }).click()
          await expectNotice(page, form.failureTitle, failure.description)
          for (const [label, value] of Object.entries(typed))
            await expect(element.getByLabel(label, { exact: true })).toHaveValue(value)
          await expect(element.locator('[part="submit-button"]')).toHaveText(form.submit)
          await expect(element.locator('[part="submit-button"]')).toBeEnabled()
        })
      }
    })
  })
}

const SERVER_REFUSALS = [
  { form: FORMS[1]!, message: 'Some fields need attention.', issue: 'Valid email is required' },
  { form: FORMS_ES[1]!, message: 'Algunos campos necesitan atención.', issue: 'Escribe un correo electrónico válido' },
]
for (const { form, message, issue } of SERVER_REFUSALS) {
  test(`a server validation error shows under its field and in the notice (${form.language})`, async ({ page }) => {
    await open(page, form.page)
    const element = formOf(page, 'signup')
    // The client accepts this address; the server's stricter length bound refuses it.
    await page.route('**/api/email-signup', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ message, issues: [{ path: 'email', message: issue }] }),
      }),
    )
    await element.getByLabel(form.emailLabel, { exact: true }).fill('casey@example.org')
    await element.getByRole('button', { name: form.submit }).click()
    await expect(element.locator('[part="field-error"]')).toHaveText([issue])
    await expectNotice(page, form.failureTitle, `400: ${message}`)
    await expect(element.getByLabel(form.emailLabel, { exact: true })).toHaveValue('casey@example.org')
  })
}
