/**
 * The graduation certificate on a phone (375 px), in English and Spanish: a Complete Bootcamp
 * participant who attended three of four sessions and took the final assessment downloads the
 * certificate from the family's page; the PDF parses and carries the name, the dates and the
 * code; its verification address (the QR code's) opens the check page. axe on both pages.
 */
import { createHash, randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { expect } from '@playwright/test'
import { PDFDocument } from 'pdf-lib'
import { addDays } from '../../contract/cohorts'
import { cohortInsertSql, cohortRow } from '../../test-data/cohort-row'
import { newCertificateCode } from '../../worker/certificates/code'
import { expectNoAxeViolations, queryD1, sqlText, test } from '../fixtures'

test.use({ viewport: { width: 375, height: 800 } })

const run = Date.now().toString(36)
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date())

/**
 * A cohort whose last session was today, with `firstName` seated for the Complete Bootcamp,
 * present at three sessions and done with the final assessment, and the certificate issued as the
 * cron sweep or the final assessment's POST issues it (the family's page only reads it; the worker
 * tests cover issuing): a fresh link to the family's page.
 */
async function graduate(firstName: string, language: 'en' | 'es') {
  const days = [-21, -14, -7, 0].map((offset) => addDays(today, offset))
  const cohort = cohortRow({ startDate: days[0], sessionDates: days, open: false })
  const id = crypto.randomUUID()
  const token = randomBytes(32).toString('base64url')
  const hash = createHash('sha256').update(token).digest('hex')
  const present = days
    .slice(0, 3)
    .map((day) => `(${sqlText(id)}, ${sqlText(day)}, 1, ${sqlText(`${day}T15:00:00.000Z`)}, 'door')`)
  await queryD1(
    `${cohortInsertSql(cohort)}; INSERT INTO registrations (id, first_name, last_name, email, phone, age, terms_agreement, session_preference, cohort_id, status) VALUES (${sqlText(id)}, ${sqlText(firstName)}, 'Grad${run}', ${sqlText(`${run}.${language}@example.org`)}, '(555) 201-3344', 16, 1, 'complete', ${sqlText(cohort.id)}, 'seated'); INSERT INTO attendance (registration_id, session_date, present, tapped_at, recorded_by) VALUES ${present.join(', ')}; INSERT INTO assessments (registration_id, round, language, started_at, completed_at, goal) VALUES (${sqlText(id)}, 'last', ${sqlText(language)}, ${sqlText(new Date().toISOString())}, ${sqlText(new Date().toISOString())}, 'Lead one meeting.'); INSERT INTO certificates (code, registration_id, issued_at) VALUES (${sqlText(newCertificateCode())}, ${sqlText(id)}, ${sqlText(new Date().toISOString())}); INSERT INTO family_links (id, token_hash, registration_id, expires_at) VALUES (${sqlText(crypto.randomUUID())}, ${sqlText(hash)}, ${sqlText(id)}, ${sqlText(new Date(Date.now() + 86_400_000).toISOString())})`,
  )
  return { link: `/family?token=${token}${language === 'es' ? '&lang=es' : ''}`, days }
}

for (const [language, name, heading, download, check, valid] of [
  ['en', 'Łukasz', 'Graduation certificate', 'Download the certificate (PDF)', 'Certificate check', 'Valid:'],
  ['es', 'Zoë', 'Certificado de graduación', 'Descargar el certificado (PDF)', 'Comprobar un certificado', 'Válido:'],
] as const) {
  test(`the family downloads the certificate in ${language} and its code opens the check page`, async ({ page }) => {
    const { link, days } = await graduate(name, language)
    await page.goto(link)
    await expect(page.getByRole('heading', { name: heading })).toBeVisible()
    await expectNoAxeViolations(page)
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: download }).click(),
    ])
    const pdf = await PDFDocument.load(readFileSync((await file.path())!), { updateMetadata: false })
    const [code] = await queryD1<{ code: string }>(
      `SELECT code FROM certificates WHERE registration_id IN (SELECT id FROM registrations WHERE last_name = ${sqlText(`Grad${run}`)} AND first_name = ${sqlText(name)})`,
    )
    expect(file.suggestedFilename()).toBe(`vital-certificate-${code!.code}.pdf`)
    expect(pdf.getTitle()).toContain(`${name} Grad${run}`)
    expect(pdf.getKeywords()).toBe(code!.code)
    expect(pdf.getSubject()).toContain(days[0]!.slice(0, 4))
    await page.goto(`/verify/${code!.code}${language === 'es' ? '?lang=es' : ''}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(check)
    await expect(page.getByText(`${name} G.`)).toBeVisible()
    await expect(page.getByText(valid)).toBeVisible()
    await expectNoAxeViolations(page)
  })
}
