/**
 * Consents on the family's page at 375 px (and 1280 where cheap): an adult participant gives their
 * own, in English and in Spanish; a guardian withdraws the photo consent and the console's roster
 * then marks the participant "No photos"; an erasure request then says which records are kept and
 * until when. axe on each page; the stored rows checked.
 */
import { expect } from '@playwright/test'
import { formatsFor } from '../../content/format'
import { addStaffAccount, expectNoAxeViolations, queryD1, sqlText, test, reviewShot } from '../fixtures'
import { consentSetUp, consentsOf, familyLinkOf } from './consent-helpers'
import { signInTo } from './office-helpers'

test.describe.configure({ mode: 'serial' })

const setUp = consentSetUp('consents')

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000)
  await addStaffAccount(setUp.office.username, setUp.office.password)
  await setUp.fill(request)
})

test('an adult participant gives their own consent to taking part, in English', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 })
  await page.goto(await familyLinkOf(setUp.people.adult))
  const section = page.getByRole('region', { name: 'Consents' })
  await expect(
    section.getByText('You are 18 or over, so you give these consents yourself.', { exact: false }),
  ).toBeVisible()
  await expectNoAxeViolations(page)
  await reviewShot(page, 'test-results/consents-adult-en-375.png', { fullPage: true })
  const block = page.locator('#consent-participation')
  await expect(block.getByText('I am 18 or over. I agree to take part in the four sessions')).toBeVisible()
  await block.getByLabel('Type your full name to sign').fill(`Rosa ${setUp.office.lastName}`)
  await block.getByRole('button', { name: 'I agree' }).click()
  await expect(page.getByRole('region', { name: 'Consents' }).getByRole('status')).toHaveText('Saved.')
  await expect(page.locator('#consent-participation p')).toHaveText(
    new RegExp(`^Given by Rosa ${setUp.office.lastName} on [A-Z][a-z]+ \\d{1,2}, \\d{4}\\.$`),
  )
  expect(await consentsOf(setUp.people.adult)).toEqual([
    {
      kind: 'participation',
      given_by: 'participant',
      signer_name: `Rosa ${setUp.office.lastName}`,
      relationship: null,
      language: 'en',
      withdrawn: 0,
    },
  ])
  await page.setViewportSize({ width: 1280, height: 900 })
  await reviewShot(page, 'test-results/consents-adult-en-1280.png', { fullPage: true })
})

test('the same adult gives the emergency treatment consent in Spanish', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 })
  await page.goto(await familyLinkOf(setUp.people.adult, 'es'))
  const section = page.getByRole('region', { name: 'Consentimientos' })
  await expect(
    section.getByText('Tienes 18 años o más, así que das estos consentimientos tú mismo.', { exact: false }),
  ).toBeVisible()
  await expectNoAxeViolations(page)
  const block = page.locator('#consent-emergency-treatment')
  // A parent's or someone else's name is refused: the adult signs as registered.
  await block.getByLabel('Escribe tu nombre completo para firmar').fill('Carmen Otra')
  await block.getByRole('button', { name: 'Acepto' }).click()
  await expect(page.locator('#consent-emergency-treatment .error')).toHaveText(
    `Escribe tu propio nombre tal como está inscrito: Rosa ${setUp.office.lastName}.`,
  )
  expect((await consentsOf(setUp.people.adult)).map((row) => row.kind)).toEqual(['participation'])
  await page
    .locator('#consent-emergency-treatment')
    .getByLabel('Escribe tu nombre completo para firmar')
    .fill(`Rosa ${setUp.office.lastName}`)
  await page.locator('#consent-emergency-treatment').getByRole('button', { name: 'Acepto' }).click()
  await expect(page.getByRole('region', { name: 'Consentimientos' }).getByRole('status')).toHaveText('Guardado.')
  await expect(page.locator('#consent-emergency-treatment p')).toHaveText(
    new RegExp(`^Dado por Rosa ${setUp.office.lastName} el \\d{1,2} de [a-z]+ de \\d{4}\\.$`),
  )
  await reviewShot(page, 'test-results/consents-adult-es-375.png', { fullPage: true })
  expect(await consentsOf(setUp.people.adult)).toMatchObject([
    { kind: 'emergency-treatment', given_by: 'participant', language: 'es', withdrawn: 0 },
    { kind: 'participation', language: 'en' },
  ])
})

test('a guardian withdraws the photo consent, and the roster marks the participant "No photos"', async ({ page }) => {
  const { office, people } = setUp
  await page.setViewportSize({ width: 375, height: 812 })
  const roster = page.getByRole('table', { name: 'Everyone registered for this cohort' })
  const rowOf = (firstName: string) =>
    roster.getByRole('row', { name: new RegExp(`^${office.lastName}, ${firstName} `) })
  // Before: the form's box gave Tomas's photo consent; Rosa (none given) is marked.
  await signInTo(page, office, `/admin/cohorts/${office.cohortId}`)
  await expect(rowOf('Rosa')).toContainText('No photos')
  await expect(rowOf('Tomas')).toBeVisible()
  await expect(rowOf('Tomas')).not.toContainText('No photos')

  await page.goto(await familyLinkOf(people.minor))
  const section = page.getByRole('region', { name: 'Consents' })
  await expect(
    section.getByText('Tomas is under 18, so a parent or legal guardian gives these consents.', { exact: false }),
  ).toBeVisible()
  const media = page.locator('#consent-media')
  await expect(media.locator('p')).toHaveText(
    /^Given with the box on the registration form on [A-Z][a-z]+ \d{1,2}, \d{4}\.$/,
  )
  await expectNoAxeViolations(page)
  await media.getByRole('button', { name: 'Withdraw this consent: Photos and video' }).click()
  await expect(page.getByRole('region', { name: 'Consents' }).getByRole('status')).toHaveText(
    'Withdrawn. Our staff see it within a minute.',
  )
  await expect(page.locator('#consent-media > p')).toHaveText(/^Withdrawn on [A-Z][a-z]+ \d{1,2}, \d{4}\.$/)
  await reviewShot(page, 'test-results/consents-withdrawn-375.png', { fullPage: true })
  expect(await consentsOf(people.minor)).toEqual([
    { kind: 'media', given_by: 'form', signer_name: null, relationship: null, language: 'en', withdrawn: 1 },
  ])

  await page.goto(`/admin/cohorts/${office.cohortId}`)
  await expect(rowOf('Tomas')).toContainText('No photos')
  await page.setViewportSize({ width: 1280, height: 900 })
  await expect(rowOf('Tomas')).toContainText('No photos')
  await reviewShot(page, 'test-results/consents-roster-1280.png', { fullPage: true })
})

test('in Spanish, the guardian gives the photo consent again, withdraws it, and the roster marks "No photos"', async ({
  page,
}) => {
  const { office, people } = setUp
  await page.setViewportSize({ width: 375, height: 812 })
  await page.goto(await familyLinkOf(people.minor, 'es'))
  const media = page.locator('#consent-media')
  await expect(page.locator('#consent-media > p')).toHaveText(/^Retirado el \d{1,2} de [a-z]+ de \d{4}\.$/)
  await media.getByLabel('Tu nombre completo').fill('Lucía Ortega')
  await media.getByLabel('Tu relación con el participante').selectOption('guardian')
  await media.getByRole('button', { name: 'Acepto' }).click()
  const status = page.getByRole('region', { name: 'Consentimientos' }).getByRole('status')
  await expect(status).toHaveText('Guardado.')
  await expect(page.locator('#consent-media > p')).toHaveText(
    /^Dado por Lucía Ortega \(Tutor legal\) el \d{1,2} de [a-z]+ de \d{4}\.$/,
  )
  await expectNoAxeViolations(page)
  await page
    .locator('#consent-media')
    .getByRole('button', { name: /^Retirar este consentimiento/ })
    .click()
  await expect(status).toHaveText('Retirado. Nuestro equipo lo ve en menos de un minuto.')
  await expect(page.locator('#consent-media > p')).toHaveText(/^Retirado el \d{1,2} de [a-z]+ de \d{4}\.$/)
  await reviewShot(page, 'test-results/consents-withdrawn-es-375.png', { fullPage: true })
  expect((await consentsOf(people.minor)).filter((row) => Number(row.withdrawn) === 0)).toEqual([])
  expect(await consentsOf(people.minor)).toContainEqual({
    kind: 'media',
    given_by: 'guardian',
    signer_name: 'Lucía Ortega',
    relationship: 'guardian',
    language: 'es',
    withdrawn: 1,
  })

  await signInTo(page, office, `/admin/cohorts/${office.cohortId}`)
  const roster = page.getByRole('table', { name: 'Everyone registered for this cohort' })
  await expect(roster.getByRole('row', { name: new RegExp(`^${office.lastName}, Tomas `) })).toContainText('No photos')
})

/** New York's day today, `years` later (not a 29 February: the runs that matter are not on one), as `language` writes it. */
function dayIn(years: number, language: 'en' | 'es') {
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' })
    .format(new Date())
    .split('-')
  return formatsFor(language).date(`${Number(year) + years}-${month}-${day}`)
}

test('an erasure request on the family page says which records are kept and until when, in English and Spanish', async ({
  page,
}) => {
  const { office, people } = setUp
  await page.setViewportSize({ width: 375, height: 812 })
  // Rosa, 19, gave two consents herself: kept 19 − 19 + 3 = 3 years from today.
  await page.goto(await familyLinkOf(people.adult))
  await page.getByLabel("Yes, erase Rosa's registration for good").check()
  await page.getByRole('button', { name: 'Erase this registration' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The registration is erased')
  await expect(page.getByRole('heading', { level: 2, name: 'What we keep, and why' })).toBeVisible()
  await expect(
    page.getByText(
      `For Rosa ${office.lastName} we keep the consent records (what was agreed to, by whom and when) until ${dayIn(3, 'en')}; then they are erased.`,
    ),
  ).toBeVisible()
  await expect(
    page.getByText('ask us to keep these records until 3 years after a participant turns 18', { exact: false }),
  ).toBeVisible()
  await expectNoAxeViolations(page)
  await reviewShot(page, 'test-results/consents-erased-en-375.png', { fullPage: true })

  // Tomas, 15, in Spanish: his withdrawn photo consent is a record kept 19 − 15 + 3 = 7 years.
  await page.goto(await familyLinkOf(people.minor, 'es'))
  await page.getByLabel('Sí, borrar para siempre la inscripción de Tomas').check()
  await page.getByRole('button', { name: 'Borrar esta inscripción' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('La inscripción está borrada')
  await expect(page.getByRole('heading', { level: 2, name: 'Lo que guardamos y por qué' })).toBeVisible()
  await expect(
    page.getByText(
      `De Tomas ${office.lastName} guardamos los registros de consentimiento (qué se aceptó, quién lo hizo y cuándo) hasta el ${dayIn(7, 'es')}; después se borran.`,
    ),
  ).toBeVisible()
  await expectNoAxeViolations(page)
  await reviewShot(page, 'test-results/consents-erased-es-375.png', { fullPage: true })
  const held = await queryD1<{ id: string; age: number }>(
    `SELECT id, age FROM held_registrations WHERE id IN (${sqlText(people.adult)}, ${sqlText(people.minor)}) ORDER BY age`,
  )
  expect(held).toEqual([
    { id: people.minor, age: 15 },
    { id: people.adult, age: 19 },
  ])
  expect(await queryD1(`SELECT id FROM registrations WHERE last_name = ${sqlText(office.lastName)}`)).toEqual([])
  expect((await consentsOf(people.adult)).map((row) => row.kind)).toEqual(['emergency-treatment', 'participation'])
})
