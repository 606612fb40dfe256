/**
 * Check-in only on a session day: on a day that is none of the cohort's (its sessions are years
 * ahead), the check-in screen says when check-in opens and offers nobody to tap, and a tap sent
 * to the API anyway is refused with nothing stored. Tapping on a session day is in staff-day.spec.ts.
 */
import { expect, test } from '@playwright/test'
import { consoleUrl } from './stack'
import { addStaffAccount, expectNoAxeViolations, queryD1, sqlText, reviewShot } from '../fixtures'
import { officeSetUp, signInTo } from './office-helpers'

test.describe.configure({ mode: 'serial' })

const office = officeSetUp('days', ['Ada', 'Ben'], 2)
const SHOTS = '/tmp/shots-offline'
const marks = () =>
  queryD1(
    `SELECT session_date FROM attendance WHERE registration_id IN (SELECT id FROM registrations WHERE cohort_id = ${sqlText(office.cohortId)})`,
  )

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000)
  await addStaffAccount(office.username, office.password)
  await office.fill(request)
})

for (const width of [375, 1280]) {
  test(`at ${width} px a day without a session says when check-in opens and takes no tap`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 })
    await signInTo(page, office, `/admin/cohorts/${office.cohortId}/check-in`)
    await expect(page.getByRole('heading', { level: 1, name: 'Check-in' })).toBeVisible()
    const first = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(
      new Date(`${office.sessionDates[0]}T00:00:00Z`),
    )
    await expect(
      page.getByText(`Today is not a session day of this cohort: check-in opens on ${first}.`, { exact: true }),
    ).toBeVisible()
    // No session to choose (a director may correct past ones; this cohort has none) and nobody to tap.
    await expect(page.getByLabel('Session')).toHaveCount(0)
    await expect(page.getByRole('button', { name: `Ada ${office.lastName}` })).toHaveCount(0)
    await expectNoAxeViolations(page)
    await reviewShot(page, `${SHOTS}/no-session-${width}.png`, { fullPage: true })

    // The API refuses a tap for the coming session, and stores nothing.
    const refused = await page.request.post(`/api/admin/cohorts/${office.cohortId}/attendance`, {
      headers: { origin: consoleUrl(), 'sec-fetch-site': 'same-origin' },
      data: {
        taps: [
          { registrationId: office.ids[0], sessionDate: office.sessionDates[0], present: true, tappedAt: new Date() },
        ],
      },
    })
    expect(refused.status()).toBe(400)
    expect(await refused.json()).toEqual({
      message: expect.any(String),
      issues: [{ path: 'taps.0.sessionDate', message: 'Check-in opens on the session day.' }],
    })
    expect(await marks()).toEqual([])
  })
}
