/**
 * Incidents on the console, in Chromium at phone and desktop widths: a director records an
 * injury on today's session (a field left empty is named under it first), the Spanish-speaking
 * family is emailed in Spanish, the saved incident shows as recorded and takes a dated
 * correction, and the cohort's list shows it. A cohort of its own, with today as a session day.
 */
import { expect, test } from '@playwright/test'
import { consoleUrl } from './stack'
import { cohortInsertSql, cohortRow } from '../../test-data/cohort-row'
import { addStaffAccount, axeViolations, queryD1, sentEmailTexts, sqlText, reviewShot } from '../fixtures'
import { todayInNewYork } from '../stripe-stand-in/cohort-days'

const run = Date.now().toString(36)
const TODAY = todayInNewYork()

for (const width of [375, 1280]) {
  test(`a director records an injury, the family is emailed in Spanish, a correction is added, the list shows it (${width} px)`, async ({
    page,
  }) => {
    test.setTimeout(120_000)
    await page.setViewportSize({ width, height: 900 })
    const defaults = cohortRow()
    const cohort = { ...defaults, sessionDates: [TODAY, ...defaults.sessionDates] }
    const id = crypto.randomUUID()
    const email = `sofia.${run}.${width}@example.org`
    const lastName = `Incident${run}${width}`
    const place = `Gym ${run} ${width}`
    await queryD1(
      `${cohortInsertSql(cohort)}; INSERT INTO registrations (id, first_name, last_name, email, phone, age, terms_agreement, session_preference, cohort_id, status) VALUES (${sqlText(id)}, 'Sofia', ${sqlText(lastName)}, ${sqlText(email)}, '(555) 201-3344', 14, 1, 'complete', ${sqlText(cohort.id)}, 'seated'); INSERT INTO outbox (id, kind, record_id, email, language, origin, status) VALUES (${sqlText(crypto.randomUUID())}, 'registration-confirmation', ${sqlText(id)}, ${sqlText(email)}, 'es', ${sqlText(consoleUrl())}, 'sent')`,
    )
    const username = `incidents-${run}-${width}`
    await addStaffAccount(username, 'a long staff password 7')
    await page.goto(`${consoleUrl()}/admin/cohorts/${cohort.id}/incident`)
    await page.getByLabel('Username').fill(username)
    await page.getByLabel('Password').fill('a long staff password 7')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.getByLabel('Participant').selectOption({ label: `Sofia ${lastName}` })
    await page.getByLabel('What kind').selectOption('injury')
    await page.getByLabel(/^What happened/).fill('Twisted her ankle in the relay race.')
    await page.getByLabel(/^What was done/).fill('Ice pack for 15 minutes.')
    await page.getByRole('button', { name: 'Save incident' }).click()
    await expect(page.getByLabel('Where')).toHaveAccessibleDescription('Say where it happened.')
    expect(await axeViolations(page)).toEqual([])
    await reviewShot(page, `test-results/incident-form-${width}.png`, { fullPage: true })
    await page.getByLabel('Where').fill(place)
    await page.getByRole('button', { name: 'Save incident' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Saved. The family is being emailed.' })).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
    await page.getByRole('link', { name: `Incident: Sofia ${lastName}` }).click()
    await expect(page.getByText('Twisted her ankle in the relay race.')).toBeVisible()
    await page.getByLabel(/^Add a correction/).fill('It was the left ankle.')
    await page.getByRole('button', { name: 'Add correction' }).click()
    await expect(page.getByRole('listitem').filter({ hasText: 'It was the left ankle.' })).toContainText(username)
    expect(await axeViolations(page)).toEqual([])
    await reviewShot(page, `test-results/incident-detail-${width}.png`, { fullPage: true })
    await page.getByRole('link', { name: 'All incidents of the cohort' }).click()
    const row = page.getByRole('row', { name: new RegExp(`Sofia ${lastName}`) })
    await expect(row).toContainText(place)
    await expect(row.getByRole('cell').last()).toHaveText('1')
    expect(await axeViolations(page)).toEqual([])
    await reviewShot(page, `test-results/incident-list-${width}.png`, { fullPage: true })
    const stored = await queryD1(
      `SELECT kind, place, recorded_by FROM incidents WHERE registration_id = ${sqlText(id)}`,
    )
    expect(stored).toEqual([{ kind: 'injury', place, recorded_by: username }])
    await expect
      .poll(() => sentEmailTexts(Date.now() - 120_000).filter((text) => text.includes(place)))
      .toEqual([expect.stringContaining(`Te escribimos para informarte de una lesión de Sofia el `)])
  })
}
