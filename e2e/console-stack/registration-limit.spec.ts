import { expect, test } from '@playwright/test'
import { expectNotice, open, queryD1, sqlText, uniqueEmail } from '../fixtures'
import { FORMS, FORMS_ES, formOf } from '../forms'

/**
 * The daily limit on registrations per address, in the browser. The five registrations that
 * fill the day are written straight into the local D1 (as staff tooling would): through the
 * API they would meet the per-minute limit first. On the console's stack, where tests write the
 * database from outside the worker (see playwright.config.ts).
 */
const CASES = [
  {
    form: FORMS[0]!,
    message:
      'This email address has registered 5 participants in the last 24 hours. To register another, please contact us.',
  },
  {
    form: FORMS_ES[0]!,
    message:
      'Este correo electrónico ya inscribió a 5 participantes en las últimas 24 horas. Para inscribir a otra persona, contáctanos.',
  },
]

for (const { form, message } of CASES) {
  test(`the sixth participant in a day for one address is refused under the email field, keeps what was typed and stores nothing (${form.language})`, async ({
    page,
  }) => {
    const email = uniqueEmail(`daily-limit-${form.language}`)
    const siblings = [1, 2, 3, 4, 5].map(
      (n) =>
        `(${sqlText(crypto.randomUUID())}, 'Sibling${n}', 'Okafor', ${sqlText(email)}, '(555) 201-3344', 15, 1, 0, 1, ${sqlText(crypto.randomUUID())}, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`,
    )
    await queryD1(
      `INSERT INTO registrations (id, first_name, last_name, email, phone, age, parental_consent, media_consent, terms_agreement, participant_key, created_at) VALUES ${siblings.join(', ')}`,
    )

    await open(page, form.page)
    const element = formOf(page, 'registration')
    const typed = await form.fill(element, email)
    await element.getByRole('button', { name: form.submit }).click()
    await expect(element.locator('[part="field-error"]')).toHaveText([message])
    await expect(element.getByLabel(form.emailLabel, { exact: true })).toHaveAttribute('aria-invalid', 'true')
    await expectNotice(page, form.failureTitle, `429: ${message}`)
    for (const [label, value] of Object.entries(typed))
      await expect(element.getByLabel(label, { exact: true })).toHaveValue(value)
    expect(
      await queryD1(`SELECT first_name FROM registrations WHERE email = ${sqlText(email)} ORDER BY first_name`),
    ).toEqual([1, 2, 3, 4, 5].map((n) => ({ first_name: `Sibling${n}` })))
    expect(await queryD1(`SELECT id FROM outbox WHERE email = ${sqlText(email)}`)).toEqual([])
  })
}
