import { expect, test } from '@playwright/test'
import { open, queryD1, sqlText, uniqueEmail } from '../fixtures'
import { FORMS, formOf, sectionOf } from '../forms'

const registration = FORMS.find((form) => form.name === 'registration')!
const contact = FORMS.find((form) => form.name === 'contact')!

test.describe('a draft survives an accidental reload in the same tab', () => {
  test('registration: everything typed comes back, consents must be ticked again, and success clears it', async ({
    page,
  }) => {
    const email = uniqueEmail('draft')
    await open(page, '/')
    const typed = await registration.fill(formOf(page, 'registration'), email)
    await page.reload()
    await open(page, page.url())
    const form = formOf(page, 'registration')
    for (const [label, value] of Object.entries(typed))
      await expect(form.getByLabel(label, { exact: true })).toHaveValue(value)
    await expect(form.getByLabel('Age')).toHaveValue('15')
    await expect(form.getByLabel('Session Preference')).toHaveValue('complete')
    for (const consent of [
      'Parental consent (required for participants under 18)',
      'I agree to the terms and conditions',
    ])
      await expect(form.getByLabel(consent)).not.toBeChecked()
    // Nothing personal is kept for a consent either.
    expect(await page.evaluate(() => sessionStorage.getItem('bootcamp-draft:registration:0'))).not.toMatch(
      /Consent|termsAgreement/,
    )

    await form.getByLabel('I agree to the terms and conditions').check()
    await form.getByRole('button', { name: 'Complete Registration' }).click()
    await expect(sectionOf(page, 'registration').getByRole('heading', { name: 'Registration Complete!' })).toBeVisible()
    // Polled: the draft goes in an effect, which React may run after the success has been painted.
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('bootcamp-draft:registration:0'))).toBeNull()
    await page.reload()
    await open(page, page.url())
    await expect(formOf(page, 'registration').getByLabel('First Name')).toHaveValue('')
  })

  test('contact: the draft comes back, and "Send Another Message" leaves an empty form that stays empty', async ({
    page,
  }) => {
    await open(page, '/')
    const typed = await contact.fill(formOf(page, 'contact'), uniqueEmail('draft-contact'))
    await page.reload()
    await open(page, page.url())
    for (const [label, value] of Object.entries(typed))
      await expect(formOf(page, 'contact').getByLabel(label, { exact: true })).toHaveValue(value)
    await formOf(page, 'contact').getByRole('button', { name: 'Send Message' }).click()
    await sectionOf(page, 'contact').getByRole('button', { name: 'Send Another Message' }).click()
    await page.reload()
    await open(page, page.url())
    await expect(formOf(page, 'contact').getByLabel('Message')).toHaveValue('')
  })

  test('a new tab starts empty: the draft belongs to the tab it was typed in', async ({ page, context }) => {
    await open(page, '/')
    await formOf(page, 'contact').getByLabel('Name', { exact: true }).fill('Only In This Tab')
    const other = await context.newPage()
    await open(other, '/')
    await expect(formOf(other, 'contact').getByLabel('Name', { exact: true })).toHaveValue('')
  })
})

test.describe('links that carry attribution and a choice', () => {
  test('campaign tags in the page address are stored with the registration', async ({ page }) => {
    const email = uniqueEmail('campaign')
    await open(page, '/?utm_source=lincoln-newsletter&utm_medium=email&utm_campaign=spring-2025&utm_term=ignored')
    await registration.fill(formOf(page, 'registration'), email)
    await formOf(page, 'registration').getByRole('button', { name: 'Complete Registration' }).click()
    await expect(sectionOf(page, 'registration').getByRole('heading', { name: 'Registration Complete!' })).toBeVisible()
    expect(
      await queryD1(`SELECT utm_source, utm_medium, utm_campaign FROM registrations WHERE email = ${sqlText(email)}`),
    ).toEqual([{ utm_source: 'lincoln-newsletter', utm_medium: 'email', utm_campaign: 'spring-2025' }])
  })

  test('a mangled campaign tag is left out and the form still works', async ({ page }) => {
    const email = uniqueEmail('mangled')
    await open(page, `/?utm_source=${encodeURIComponent('<script>')}&utm_medium=social`)
    await formOf(page, 'signup').getByLabel('Email address').fill(email)
    await formOf(page, 'signup').getByRole('button', { name: 'Get the Free Guide' }).click()
    await expect(sectionOf(page, 'signup').getByRole('heading', { name: 'Thank You!' })).toBeVisible()
    expect(await queryD1(`SELECT utm_source, utm_medium FROM email_signups WHERE email = ${sqlText(email)}`)).toEqual([
      { utm_source: null, utm_medium: 'social' },
    ])
  })

  test('?session= and ?subject= start the form at that choice; an unknown value, and consents, are never filled in', async ({
    page,
    browser,
  }) => {
    await open(page, '/?session=complete&subject=pricing&parentalConsent=true&termsAgreement=true')
    await expect(formOf(page, 'registration').getByLabel('Session Preference')).toHaveValue('complete')
    await expect(formOf(page, 'contact').getByLabel('Subject')).toHaveValue('pricing')
    await expect(formOf(page, 'registration').getByLabel('I agree to the terms and conditions')).not.toBeChecked()
    // A new visitor (a fresh tab: a draft of the first visit would win over a link, by design).
    const fresh = await browser.newPage()
    await open(fresh, '/?session=weekend')
    await expect(formOf(fresh, 'registration').getByLabel('Session Preference')).toHaveValue('')
  })

  test('the session attribute on an element prefills it too', async ({ page }) => {
    await open(page, '/sections.html')
    await page.evaluate(() => {
      const element = document.createElement('bootcamp-register')
      element.id = 'prefilled'
      element.setAttribute('session', 'individual')
      document.body.prepend(element)
    })
    await expect(page.locator('#prefilled').getByLabel('Session Preference')).toHaveValue('individual')
  })
})
