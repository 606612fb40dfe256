import { expect, test, type Page } from '@playwright/test'
import { PARTNER_URL } from '../../playwright.config'
import { SUCCESS } from '../../test-data/spec-texts'
import { addElement, open, queryD1, sqlText, uniqueEmail } from '../fixtures'
import { FORMS } from '../forms'

const PARTNER_PAGE = `${PARTNER_URL}/`
const contact = FORMS.find((form) => form.name === 'contact')!

/** What the school's page logged, parsed: `[event name, detail]`. */
async function hostEvents(page: Page) {
  const lines = await page.locator('#event-log li').evaluateAll((items) => items.map((item) => item.textContent ?? ''))
  return lines.map((line) => [line.slice(0, line.indexOf(' ')), JSON.parse(line.slice(line.indexOf(' ') + 1))] as const)
}

test('a sign-up from a partner page is stored with its source and the host hears bootcamp:signed-up', async ({
  page,
}) => {
  const email = uniqueEmail('partner-signup')
  await open(page, PARTNER_PAGE)
  const signup = page.locator('bootcamp-signup')
  await signup.scrollIntoViewIfNeeded()
  await signup.getByLabel('Email address').fill(email)
  await signup.getByRole('button', { name: 'Get the Free Guide' }).click()
  await expect(signup.getByRole('heading', { name: 'Thank You!' })).toBeVisible()
  expect(await queryD1(`SELECT source FROM email_signups WHERE email = ${sqlText(email)}`)).toEqual([
    { source: 'lincoln-high' },
  ])
  expect(await hostEvents(page)).toEqual([
    ['bootcamp:signed-up', { form: 'signup', message: SUCCESS.emailSignup, partner: 'lincoln-high' }],
  ])
})

test('a contact message from a partner page is stored with its source and the host hears bootcamp:message-sent', async ({
  page,
}) => {
  const email = uniqueEmail('partner-contact')
  await open(page, PARTNER_PAGE)
  const element = await addElement(page, 'bootcamp-contact', 'westside-contact', { partner: 'westside-middle' })
  const form = element.locator('form[part~="form-contact"]')
  await expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled()
  await contact.fill(form, email)
  await form.getByRole('button', { name: 'Send Message' }).click()
  await expect(element.getByRole('heading', { name: 'Message Sent!', level: 3 })).toBeVisible()
  expect(await queryD1(`SELECT source FROM contact_messages WHERE email = ${sqlText(email)}`)).toEqual([
    { source: 'westside-middle' },
  ])
  expect(await hostEvents(page)).toEqual([
    ['bootcamp:message-sent', { form: 'contact', message: SUCCESS.contact, partner: 'westside-middle' }],
  ])
})

test('an invalid partner slug is ignored with a console warning and the form still works, unattributed', async ({
  page,
}) => {
  const warnings: string[] = []
  page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()))
  const email = uniqueEmail('bad-slug')
  await open(page, '/sections.html')
  await page.evaluate(() =>
    document.addEventListener(
      'bootcamp:signed-up',
      (event) => ((window as unknown as { detail: unknown }).detail = event.detail),
    ),
  )
  const signup = await addElement(page, 'bootcamp-signup', 'mistyped', { partner: 'Lincoln High' })
  await signup.getByLabel('Email address').fill(email)
  await signup.getByRole('button', { name: 'Get the Free Guide' }).click()
  await expect(signup.getByRole('heading', { name: 'Thank You!' })).toBeVisible()
  expect(warnings).toEqual([
    '<bootcamp-signup>: the partner attribute must be a lower-case slug (a-z, 0-9, -; at most 40 characters). Submissions are sent without it.',
  ])
  expect(await queryD1(`SELECT source FROM email_signups WHERE email = ${sqlText(email)}`)).toEqual([{ source: null }])
  expect(await page.evaluate(() => (window as unknown as { detail: unknown }).detail)).toEqual({
    form: 'signup',
    message: SUCCESS.emailSignup,
    partner: null,
  })
})
