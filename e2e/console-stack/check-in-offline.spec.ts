/**
 * The check-in screen opens without a connection once it was opened online that day: the
 * console's service worker keeps the shell and today's roster; signing out leaves nothing of
 * them in the page's caches or storage (read back from the page). A cohort of its own whose
 * sessions are years ahead, with today made one of them.
 */
import { expect, test } from '@playwright/test'
import { expectNoAxeViolations, queryD1, sqlText, reviewShot } from '../fixtures'
import { expectKeptForToday, recordResponses, kept, OFFLINE_TESTS, fillWithSessionToday, TODAY } from './offline-copies'
import { officeSetUp, signInTo } from './office-helpers'

test.describe.configure(OFFLINE_TESTS)

const office = officeSetUp('offline', ['Ada', 'Ben'], 2)
const SHOTS = '/tmp/shots-offline'

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000)
  await fillWithSessionToday(office, request)
})

for (const width of [375, 1280]) {
  test(`at ${width} px check-in opens offline after a reload, and signing out leaves nothing behind`, async ({
    page,
    context,
  }) => {
    await page.setViewportSize({ width, height: 800 })
    const path = `/admin/cohorts/${office.cohortId}/check-in`
    const responses = recordResponses(page)
    await signInTo(page, office, path)
    // Each width taps its own participant: Ada at 375 px, Ben at 1280 px.
    const [name, id] = width === 375 ? ['Ada', office.ids[0]!] : ['Ben', office.ids[1]!]
    // The name's start: the participant's own check-out button names them after "Check out".
    const ada = page.getByRole('button', { name: new RegExp(`^${name} ${office.lastName}`) })
    // Nobody gave media consent: whoever holds the camera reads it on the list.
    await expect(ada).toHaveText(`${name} ${office.lastName}No photos`)
    // The service worker takes the page and keeps today's roster.
    await expectKeptForToday(
      page,
      `vital-console-${TODAY}`,
      ['/admin/', '/api/admin/session', `/api/admin/cohorts/${office.cohortId}/roster`],
      responses,
    )

    await context.setOffline(true)
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: 'Check-in' })).toBeVisible()
    await ada.click()
    await expect(ada).toHaveAttribute('aria-pressed', 'true')
    await expect(page.getByText('1 tap waiting for a connection; they are kept on this phone.')).toBeVisible()
    await expectNoAxeViolations(page)
    await reviewShot(page, `${SHOTS}/offline-${width}.png`, { fullPage: true })
    await context.setOffline(false)
    await expect(page.getByText('Every tap is saved.')).toBeVisible()
    expect(
      await queryD1(`SELECT session_date, present FROM attendance WHERE registration_id = ${sqlText(id)}`),
    ).toEqual([{ session_date: TODAY, present: 1 }])

    await page.getByRole('button', { name: 'Sign out' }).click()
    await expect(page.getByRole('heading', { name: 'Staff sign in' })).toBeVisible()
    await expect.poll(() => kept(page)).toEqual({ caches: [], storage: [], workers: 0 })
  })
}
