/**
 * Check-outs at the door without a connection: two made offline, the screen reloaded (the
 * console's service worker keeps today's roster and release rules), a third made, then the
 * connection back: each stored once, and one the worker refused on arrival (the family changed
 * its rules meanwhile) said in words. A cohort of its own, today made one of its sessions.
 */
import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations, queryD1, sqlText, reviewShot } from '../fixtures'
import { expectKeptForToday, recordResponses, OFFLINE_TESTS, fillWithSessionToday, TODAY } from './offline-copies'
import { officeSetUp, signInTo } from './office-helpers'

test.describe.configure(OFFLINE_TESTS)

const office = officeSetUp('outs', ['Ada', 'Ben', 'Cy', 'Dee', 'Eve', 'Fay'], 6)
const CHIDI = JSON.stringify([{ name: 'Chidi Okafor', relationship: 'uncle', phone: '614-555-0150' }])

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000)
  await fillWithSessionToday(office, request, () =>
    office.ids.map(
      (id) =>
        `INSERT INTO release_rules (registration_id, mode, adults, must_not_collect, signed_name, on_own_consent, language, updated_at) VALUES (${sqlText(id)}, 'listed', ${sqlText(CHIDI)}, '[]', 'Ada Okafor', 0, 'en', '2026-01-01T00:00:00.000Z')`,
    ),
  )
})

/** Checks `name` out to the listed uncle, his photo ID checked: the `waiting`th check-out waiting for a connection. */
async function checkOutToChidi(page: Page, name: string, waiting: string) {
  await page.getByRole('button', { name: `Check out ${name} ${office.lastName}` }).click()
  const panel = page.getByRole('region', { name: `Check out ${name} ${office.lastName}` })
  await panel.getByLabel('Chidi Okafor (uncle)').check()
  await panel.getByLabel('Photo ID checked').check()
  await panel.getByRole('button', { name: 'Check out', exact: true }).click()
  await expect(page.getByRole('listitem').filter({ hasText: `${name} ${office.lastName}` })).toContainText(
    /Checked out to Chidi Okafor at \d{1,2}:\d\d [AP]M/,
  )
  await expect(page.getByText(`${waiting} waiting for a connection`)).toBeVisible()
}

for (const [width, first] of [
  [375, 0],
  [1280, 3],
] as const) {
  test(`at ${width} px check-outs made offline are stored once when the connection returns; a refused one is said`, async ({
    page,
    context,
  }) => {
    await page.setViewportSize({ width, height: 800 })
    const [one, two, three] = office.ids.slice(first, first + 3)
    const [oneName, twoName, threeName] = ['Ada', 'Ben', 'Cy', 'Dee', 'Eve', 'Fay'].slice(first, first + 3)
    const responses = recordResponses(page)
    await signInTo(page, office, `/admin/cohorts/${office.cohortId}/check-in`)
    const release = `/api/admin/cohorts/${office.cohortId}/release`
    await expectKeptForToday(page, `vital-console-${TODAY}`, ['/admin/', '/api/admin/session', release], responses)
    await context.setOffline(true)
    await checkOutToChidi(page, oneName!, '1 check-out')
    await checkOutToChidi(page, twoName!, '2 check-outs')
    await page.reload()
    await expect(page.getByText('2 check-outs waiting for a connection')).toBeVisible()
    await checkOutToChidi(page, threeName!, '3 check-outs')
    await expectNoAxeViolations(page)
    await reviewShot(page, `/tmp/shots-cards/check-out-offline-${width}.png`, { fullPage: true })
    // While the phone was offline the third family allowed the guardian only.
    await queryD1(
      `UPDATE release_rules SET mode = 'guardian', adults = '[]' WHERE registration_id = ${sqlText(three!)}`,
    )
    await context.setOffline(false)
    await expect(
      page.getByText(
        "1 queued check-out was refused when it arrived: the family's rules changed. Call the parent or guardian.",
      ),
    ).toBeVisible()
    const stored = await queryD1<{ registration_id: string; released_to: string }>(
      `SELECT registration_id, released_to FROM check_outs WHERE registration_id IN (${[one, two, three].map((id) => sqlText(id!)).join(', ')}) ORDER BY checked_out_at`,
    )
    expect(stored).toEqual([
      { registration_id: one, released_to: 'Chidi Okafor' },
      { registration_id: two, released_to: 'Chidi Okafor' },
    ])
  })
}
