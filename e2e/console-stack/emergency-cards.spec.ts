/**
 * The emergency cards at the door: opened from the check-in screen on a session day, each card
 * reads the family's health record (given on the family page) with tap-to-call numbers; the
 * console's service worker keeps them for the day, so they open offline after a reload, and
 * signing out leaves nothing of them on the phone. Each card read is in the audit log.
 */
import { expect } from '@playwright/test'
import { consoleUrl } from './stack'
import { expectNoAxeViolations, queryD1, sqlText, test, reviewShot } from '../fixtures'
import { familyLinkOf } from './consent-helpers'
import { expectKeptForToday, recordResponses, kept, OFFLINE_TESTS, fillWithSessionToday, TODAY } from './offline-copies'
import { officeSetUp, signInTo } from './office-helpers'

test.describe.configure(OFFLINE_TESTS)

const office = officeSetUp('cards', ['Ada', 'Ben'], 2)

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000)
  await fillWithSessionToday(office, request)
  const link = new URL(await familyLinkOf(office.ids[0]!))
  const health = await request.post(`/family/health${link.search}`, {
    headers: { origin: consoleUrl() },
    form: {
      allergies: 'Peanuts (severe)',
      allergyActions: 'Give the EpiPen in her backpack, then call 911',
      conditions: 'Asthma',
      medications: 'Albuterol inhaler as needed',
      carriesEpinephrine: 'yes',
      carriesInhaler: 'yes',
      dietary: 'None',
      accessibility: 'None',
      secondContactName: 'Ngozi Okafor (aunt)',
      secondContactPhone: '614-555-0199',
      signedName: 'Ada Okafor',
    },
    maxRedirects: 0,
  })
  expect(health.status()).toBe(303)
})

for (const width of [375, 1280]) {
  test(`at ${width} px the emergency cards open offline after a reload, and signing out leaves nothing`, async ({
    page,
    context,
  }) => {
    await page.setViewportSize({ width, height: 800 })
    const responses = recordResponses(page)
    await signInTo(page, office, `/admin/cohorts/${office.cohortId}/check-in`)
    await page.getByRole('link', { name: 'Emergency cards' }).click()
    const ada = page.getByRole('article', { name: `Ada ${office.lastName} No photos` })
    const expectAdasCard = async () => {
      await expect(ada.getByRole('link', { name: 'Call Ngozi Okafor (aunt): 614-555-0199' })).toHaveAttribute(
        'href',
        'tel:6145550199',
      )
      await expect(ada.getByRole('definition').first()).toHaveText('Peanuts (severe)')
      await expect(ada).toContainText('What to doGive the EpiPen in her backpack, then call 911')
      await expect(ada).toContainText('PhotosNo photos or video')
      await expect(page.getByRole('article', { name: `Ben ${office.lastName} No photos` })).toContainText(
        'The family has not given a health record.',
      )
    }
    await expectAdasCard()
    await expectKeptForToday(
      page,
      `vital-console-${TODAY}`,
      ['/admin/', '/api/admin/session', `/api/admin/cohorts/${office.cohortId}/cards`],
      responses,
    )
    await context.setOffline(true)
    await page.reload()
    await expectAdasCard()
    await expectNoAxeViolations(page)
    await reviewShot(page, `/tmp/shots-cards/cards-offline-${width}.png`, { fullPage: true })
    await context.setOffline(false)
    // Online, the screen's own address opens it too (the worker serves the console there).
    await page.reload()
    await expectAdasCard()
    const reads = await queryD1<{ n: number }>(
      `SELECT count(*) AS n FROM audit_log WHERE action = 'health-read' AND username = ${sqlText(office.username)} AND detail = ${sqlText(`registration ${office.ids[0]!}: emergency card`)}`,
    )
    expect(reads[0]!.n).toBeGreaterThan(0)
    await page.getByRole('button', { name: 'Sign out' }).click()
    await expect(page.getByRole('heading', { name: 'Staff sign in' })).toBeVisible()
    await expect.poll(() => kept(page)).toEqual({ caches: [], storage: [], workers: 0 })
  })
}
