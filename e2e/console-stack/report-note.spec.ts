/**
 * The coordinator's note on a participant's leadership report: written on the cohort's page in
 * the console, then read on the family's page and the printable report, in English and Spanish.
 * axe on the console and on each family page.
 */
import { createHash, randomBytes } from 'node:crypto'
import { expect } from '@playwright/test'
import { addDays } from '../../contract/cohorts'
import { cohortInsertSql, cohortRow } from '../../test-data/cohort-row'
import { addStaffAccount, expectNoAxeViolations, queryD1, sqlText, test, reviewShot } from '../fixtures'

test.use({ viewport: { width: 375, height: 800 } })
test.describe.configure({ timeout: 90_000 })

const run = Date.now().toString(36)
const password = 'a long staff password 45'
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date())

/** A cohort that ended today, Amara seated in it with both assessments taken: the cohort and a family link's token. */
async function reportReady() {
  const days = [-21, -14, -7, 0].map((offset) => addDays(today, offset))
  const cohort = cohortRow({ startDate: days[0], sessionDates: days, open: false })
  const id = crypto.randomUUID()
  const token = randomBytes(32).toString('base64url')
  const hash = createHash('sha256').update(token).digest('hex')
  const at = sqlText(new Date().toISOString())
  const rounds = (['first', 'last'] as const).map(
    (round) => `(${sqlText(id)}, '${round}', 'en', ${at}, ${at}, ${round === 'last' ? "'Lead one meeting.'" : 'NULL'})`,
  )
  await queryD1(
    `${cohortInsertSql(cohort)}; INSERT INTO registrations (id, first_name, last_name, email, phone, age, terms_agreement, session_preference, cohort_id, status) VALUES (${sqlText(id)}, 'Amara', 'Note${run}', ${sqlText(`note.${run}@example.org`)}, '(555) 201-3344', 16, 1, 'complete', ${sqlText(cohort.id)}, 'seated'); INSERT INTO assessments (registration_id, round, language, started_at, completed_at, goal) VALUES ${rounds.join(', ')}; INSERT INTO family_links (id, token_hash, registration_id, expires_at) VALUES (${sqlText(crypto.randomUUID())}, ${sqlText(hash)}, ${sqlText(id)}, ${sqlText(new Date(Date.now() + 86_400_000).toISOString())})`,
  )
  return { cohortId: cohort.id, token }
}

test('the coordinator writes a note on the report; the family reads it on its page and the printable report, in both languages', async ({
  page,
}) => {
  const { cohortId, token } = await reportReady()
  const username = `note-${run}`
  await addStaffAccount(username, password)
  await page.goto(`/admin/cohorts/${cohortId}`)
  await page.getByLabel('Username').fill(username)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.getByRole('button', { name: 'Write a note on Amara’s report' }).click()
  await page.getByLabel('Your note on Amara’s report').fill('Amara led the final team challenge with calm.')
  await page.getByRole('button', { name: 'Save the note' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Note saved.' })).toBeVisible()
  await expectNoAxeViolations(page)
  await reviewShot(page, 'test-results/report-note-console-375.png', { fullPage: true })
  for (const [language, heading, print] of [
    ['en', 'A note from the coordinator', 'Printable report'],
    ['es', 'Una nota del coordinador', 'Informe para imprimir'],
  ] as const) {
    await page.goto(`/family?token=${token}${language === 'es' ? '&lang=es' : ''}`)
    const note = page.getByRole('heading', { name: heading })
    await expect(note).toBeVisible()
    await expect(page.getByText('Amara led the final team challenge with calm.')).toBeVisible()
    await expectNoAxeViolations(page)
    await reviewShot(page, `test-results/report-note-family-${language}-375.png`, { fullPage: true })
    await page.getByRole('link', { name: print }).click()
    await expect(page.getByRole('heading', { name: heading })).toBeVisible()
    await expect(page.getByText('Amara led the final team challenge with calm.')).toBeVisible()
    await expectNoAxeViolations(page)
  }
  expect(
    await queryD1(
      `SELECT note FROM assessments WHERE round = 'last' AND registration_id IN (SELECT id FROM registrations WHERE cohort_id = ${sqlText(cohortId)})`,
    ),
  ).toEqual([{ note: 'Amara led the final team challenge with calm.' }])
})
