/**
 * Release at the end of the session, in Chromium at phone and desktop widths: a guardian sets
 * who may collect in Spanish on the family page (a link made as the worker makes one: only the
 * token's SHA-256 stored), then staff at the check-in screen check the participant out to a
 * listed adult and are refused for someone else. A cohort of its own, far ahead but for today's session.
 */
import { createHash } from 'node:crypto'
import { expect } from '@playwright/test'
import { consoleUrl } from './stack'
import { cohortInsertSql, cohortRow } from '../../test-data/cohort-row'
import { addStaffAccount, axeViolations, queryD1, sqlText, test, reviewShot } from '../fixtures'
import { todayInNewYork } from '../stripe-stand-in/cohort-days'

const run = Date.now().toString(36)
const TODAY = todayInNewYork()
const lastName = `Release${Array.from(crypto.getRandomValues(new Uint8Array(6)), (b) => String.fromCharCode(97 + (b % 26))).join('')}`

for (const width of [375, 1280]) {
  test(`a guardian sets release rules in Spanish; staff check out to a listed adult and are refused for another (${width} px)`, async ({
    page,
  }) => {
    test.setTimeout(120_000)
    await page.setViewportSize({ width, height: 900 })
    // Check-out happens on a session day: today is made the cohort's first session.
    const defaults = cohortRow()
    const cohort = { ...defaults, sessionDates: [TODAY, ...defaults.sessionDates] }
    const id = crypto.randomUUID()
    const token = Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url')
    const hash = createHash('sha256').update(token).digest('hex')
    await queryD1(
      `${cohortInsertSql(cohort)}; INSERT INTO registrations (id, first_name, last_name, email, phone, age, terms_agreement, session_preference, cohort_id, status) VALUES (${sqlText(id)}, 'Kemi', ${sqlText(lastName)}, ${sqlText(`kemi.${run}.${width}@example.org`)}, '(555) 201-3344', 14, 1, 'complete', ${sqlText(cohort.id)}, 'seated'); INSERT INTO family_links (id, token_hash, registration_id, expires_at) VALUES (${sqlText(crypto.randomUUID())}, ${sqlText(hash)}, ${sqlText(id)}, '2100-01-01T00:00:00.000Z')`,
    )
    await page.goto(`${consoleUrl()}/family?token=${token}&lang=es`)
    const release = page.getByRole('region', { name: 'Salida después de cada sesión' })
    await release.getByLabel('Conmigo o con uno de los adultos indicados abajo').check()
    const first = release.getByRole('group', { name: 'Adulto 1' })
    await first.getByLabel('Nombre completo').fill('Chidi Okafor')
    await first.getByLabel('Parentesco').fill('tío')
    await first.getByLabel('Teléfono').fill('614-555-0150')
    await release.getByLabel('No debe recoger (un nombre completo por línea)').fill('Tunde Okafor')
    await release.getByLabel('Tu nombre completo (madre, padre o tutor legal)').fill('Ada Okafor')
    await release.getByRole('button', { name: 'Guardar reglas de salida' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Reglas de salida guardadas.' })).toBeVisible()
    await expect(release).toContainText('Con Ada Okafor o con: Chidi Okafor (tío).')
    expect(await axeViolations(page)).toEqual([])
    await reviewShot(release, `test-results/release-family-es-${width}.png`)
    expect(await queryD1(`SELECT mode, signed_name FROM release_rules WHERE registration_id = ${sqlText(id)}`)).toEqual(
      [{ mode: 'listed', signed_name: 'Ada Okafor' }],
    )

    const username = `release-${run}-${width}`
    await addStaffAccount(username, 'a long staff password 5')
    await page.goto(`${consoleUrl()}/admin/cohorts/${cohort.id}/check-in`)
    await page.getByLabel('Username').fill(username)
    await page.getByLabel('Password').fill('a long staff password 5')
    await page.getByRole('button', { name: 'Sign in' }).click()
    const name = `Kemi ${lastName}`
    await page.getByRole('button', { name: `Check out ${name}` }).click()
    const panel = page.getByRole('region', { name: `Check out ${name}` })
    await panel.getByLabel('Someone else').check()
    await panel.getByLabel('Their full name').fill('Tunde Okafor')
    await panel.getByLabel('Photo ID checked').check()
    await panel.getByRole('button', { name: 'Check out', exact: true }).click()
    await expect(panel.getByRole('alert')).toContainText(
      'Do not release. This person is on the family’s “must not collect” list.',
    )
    expect(await axeViolations(page)).toEqual([])
    await reviewShot(page, `test-results/release-check-out-refused-${width}.png`, { fullPage: true })
    await panel.getByLabel('Chidi Okafor (tío)').check()
    await panel.getByRole('button', { name: 'Check out', exact: true }).click()
    await expect(page.getByText(/^Checked out to Chidi Okafor at /)).toBeVisible()
    await expect
      .poll(() =>
        queryD1(`SELECT released_to, relationship, verified_by FROM check_outs WHERE registration_id = ${sqlText(id)}`),
      )
      .toEqual([{ released_to: 'Chidi Okafor', relationship: 'tío', verified_by: 'photo-id' }])
  })
}
