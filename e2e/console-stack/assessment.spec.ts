/**
 * The leadership assessment on a phone (375 px), in English and Spanish: staff open a cohort's
 * page and show a participant the QR code of their own link; the participant opens that link and
 * answers every part (saved as it goes, no script needed), the last time with the "before" column
 * and a goal. Two cohorts of its own: one years ahead (the first assessment) and one whose last
 * session is today (the last).
 */
import { expect, type Page } from '@playwright/test'
import { addDays } from '../../contract/cohorts'
import { qrPath } from '../../contract/qr-path'
import { cohortInsertSql, cohortRow } from '../../test-data/cohort-row'
import { addStaffAccount, expectNoAxeViolations, queryD1, sqlText, test, reviewShot } from '../fixtures'

test.use({ viewport: { width: 375, height: 800 } })
// Fifteen answers and six pages on a loaded 2-core machine: more than the default 30 seconds.
test.describe.configure({ timeout: 120_000 })

const run = Date.now().toString(36)
const password = 'a long staff password 45'
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date())

/** A cohort on `days` with one seated Complete Bootcamp participant named `firstName`: the cohort's id. */
async function cohortWith(firstName: string, days: string[]) {
  const cohort = cohortRow({ startDate: days[0], sessionDates: days, open: false })
  const id = crypto.randomUUID()
  await queryD1(
    `${cohortInsertSql(cohort)}; INSERT INTO registrations (id, first_name, last_name, email, phone, age, terms_agreement, session_preference, cohort_id, status) VALUES (${sqlText(id)}, ${sqlText(firstName)}, 'Check${run}', ${sqlText(`${firstName.toLowerCase()}.${run}@example.org`)}, '(555) 201-3344', 16, 1, 'complete', ${sqlText(cohort.id)}, 'seated')`,
  )
  return cohort.id
}

/** Signs in, opens the cohort's page, shows the participant's code; the link it encodes. */
async function linkFromTheCode(page: Page, cohortId: string, firstName: string, username: string) {
  await page.goto(`/admin/cohorts/${cohortId}`)
  await page.getByLabel('Username').fill(username)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.getByRole('button', { name: `Show ${firstName}’s code` }).click()
  const code = page.getByRole('img', { name: `QR code of ${firstName}’s leadership check-in link` })
  await expect(code).toBeVisible()
  await expectNoAxeViolations(page)
  // The console's own call, from the page: its session and origin.
  const { participants } = await page.evaluate(
    async (path) => (await (await fetch(path)).json()) as { participants: { firstName: string; href: string }[] },
    `/api/admin/cohorts/${cohortId}/assessment`,
  )
  const href = participants.find((row) => row.firstName === firstName)!.href
  // The code on screen is this link's: the same modules, drawn by the console.
  await expect(code.locator('path')).toHaveAttribute('d', qrPath(href).path)
  return href
}

/** Picks `score` for every scale on the page (each choice is a labelled radio). */
async function answerPage(page: Page, score: number) {
  for (const group of await page.locator('.scale').all()) await group.locator(`input[value="${score}"]`).check()
}

test('a participant takes the first assessment in English from the QR code, part by part', async ({ page }) => {
  const username = `assess-a-${run}`
  await addStaffAccount(username, password)
  const cohortId = await cohortWith('Amara', ['2099-05-02', '2099-05-09', '2099-05-16', '2099-05-23'])
  const href = await linkFromTheCode(page, cohortId, 'Amara', username)
  await page.goto(href)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your leadership check-in')
  await expectNoAxeViolations(page)
  for (const [index, principle] of ['Vision', 'Integrity', 'Teamwork', 'Action', 'Leadership'].entries()) {
    await expect(page.getByText(`Part ${index + 1} of 5`)).toBeVisible()
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(principle)
    await answerPage(page, 4)
    await page.getByRole('button', { name: index === 4 ? 'Save and finish' : 'Save and go on' }).click()
  }
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you: your answers are saved')
  const rows = await queryD1<{ n: number }>(
    `SELECT count(*) AS n FROM assessment_answers WHERE round = 'first' AND score = 4 AND registration_id IN (SELECT id FROM registrations WHERE cohort_id = ${sqlText(cohortId)})`,
  )
  expect(rows[0]!.n).toBe(15)
})

test('a participant takes the last assessment in Spanish, with the “before” column and a goal, then sees the report', async ({
  page,
}) => {
  const username = `assess-b-${run}`
  await addStaffAccount(username, password)
  const cohortId = await cohortWith(
    'Zuri',
    [-21, -14, -7, 0].map((days) => addDays(today, days)),
  )
  const href = await linkFromTheCode(page, cohortId, 'Zuri', username)
  await page.goto(`${href}&lang=es`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tu evaluación de liderazgo')
  await expect(page.getByRole('group', { name: 'Antes del bootcamp habría dicho' })).toHaveCount(3)
  await expectNoAxeViolations(page)
  await reviewShot(page, 'test-results/assessment-last-es-375.png', { fullPage: true })
  for (let part = 0; part < 5; part++) {
    // Each part is its own page: answer it only once it has arrived, not the one before it.
    await expect(page.getByText(`Parte ${part + 1} de 5`)).toBeVisible()
    await answerPage(page, 4)
    await page.getByRole('button', { name: 'Guardar y seguir' }).click()
  }
  await page
    .getByLabel('Una cosa que harás en los próximos 30 días para liderar')
    .fill('Dirigir una reunión de mi club.')
  await page.getByRole('button', { name: 'Guardar y terminar' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gracias: tu evaluación está completa')
  await expectNoAxeViolations(page)
  await page.getByRole('link', { name: 'Ver mi informe' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Informe de liderazgo de Zuri')
  await expect(page.getByRole('img', { name: 'Cada principio antes y después del bootcamp, del 1 al 5' })).toBeVisible()
  await expect(page.getByRole('row', { name: /^Visión/ })).toHaveText(/Visión\s*–\s*4[.,]0\s*4[.,]0/)
  await expectNoAxeViolations(page)
  await reviewShot(page, 'test-results/assessment-report-es-375.png', { fullPage: true })
  const [row] = await queryD1<{ goal: string; language: string }>(
    `SELECT goal, language FROM assessments WHERE round = 'last' AND registration_id IN (SELECT id FROM registrations WHERE cohort_id = ${sqlText(cohortId)})`,
  )
  expect(row).toEqual({ goal: 'Dirigir una reunión de mi club.', language: 'es' })
})
