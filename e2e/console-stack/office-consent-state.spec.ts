/**
 * One consent state everywhere, at 375 and 1280 px: a 15-year-old registered with the form's
 * parental box ticked has no consent record yet, and the confirmation email, the console's record
 * and the family page all say so; once a parent gives the two needed consents on the family page,
 * the record reads them given. A closed cohort of its own, far ahead.
 */
import { expect, type Page } from '@playwright/test'
import { addStaffAccount, expectNoAxeViolations, test, reviewShot } from '../fixtures'
import { emailWith, familyLinkIn, officeSetUp, signInTo } from './office-helpers'

test.describe.configure({ mode: 'serial' })

const office = officeSetUp('boxed', ['Rae', 'Sol'], 2)
let since = 0

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000)
  await addStaffAccount(office.username, office.password)
  since = Date.now() - 1_000
  await office.fill(request)
})

/** The record's value for `term`. */
const recordValue = (page: Page, term: string) =>
  page.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]')

for (const [width, index] of [
  [375, 0],
  [1280, 1],
] as const)
  test(`at ${width} px the ticked box is no consent in the email, the console and the family page, until a parent gives it`, async ({
    page,
  }) => {
    test.setTimeout(120_000)
    await page.setViewportSize({ width, height: 900 })
    const [id, first] = [office.ids[index]!, ['Rae', 'Sol'][index]!]
    const parent = `Ngozi ${office.lastName}`
    const email = await emailWith([`${first} ${office.lastName}`, `${first} is under 18`], since)
    expect(email).toContain(
      `${first} is under 18, so a parent or guardian must give consent (taking part, emergency medical treatment) before the first session. The box on the form is not enough: it takes a minute on your registration page (the link below).`,
    )
    await signInTo(page, office, `/admin/registrations/${id}`)
    await expect(recordValue(page, 'Parental-consent box on the form')).toHaveText('Yes')
    await expect(recordValue(page, 'Taking part')).toHaveText(
      // The flag's words, then its tooltip's.
      'Not givenConsent missingTaking part or emergency treatment has no consent record (the family page): needed before the first session.',
    )
    await expect(recordValue(page, 'Emergency treatment')).toHaveText('Not given')
    await expectNoAxeViolations(page)
    await reviewShot(page, `test-results/office-consent-record-${width}.png`, { fullPage: true })

    await page.goto(familyLinkIn(email))
    await expect(page.getByRole('region', { name: 'Consents' })).toContainText(
      `${first} is under 18, so a parent or legal guardian gives these consents.`,
    )
    for (const kind of ['participation', 'emergency-treatment']) {
      const block = page.locator(`#consent-${kind}`)
      await expect(block).toContainText('Needed before the first session.')
      await block.getByLabel('Your full name').fill(parent)
      await block.getByLabel('Your relationship to the participant').selectOption('parent')
      if (kind === 'participation') {
        await expectNoAxeViolations(page)
        await reviewShot(
          page.getByRole('region', { name: 'Consents' }),
          `test-results/office-consent-family-${width}.png`,
        )
      }
      await block.getByRole('button', { name: 'I agree' }).click()
      await expect(page.getByRole('region', { name: 'Consents' }).getByRole('status')).toHaveText('Saved.')
    }
    await page.goto(`/admin/registrations/${id}`)
    const given = new RegExp(
      `^Given: ${parent} \\(parent\\), [A-Z][a-z]{2} \\d{1,2}, \\d{4}, .+, version 1, read in English$`,
    )
    await expect(recordValue(page, 'Taking part')).toHaveText(given)
    await expect(recordValue(page, 'Emergency treatment')).toHaveText(given)
    await expect(page.getByText('Consent missing')).toHaveCount(0)
  })
