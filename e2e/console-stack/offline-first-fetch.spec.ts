/**
 * A screen's data that left before the console's service worker took control still gets today's
 * copy: the page asks for it again once the worker controls it. Here the check-out list's first
 * answer is held until the worker controls the page, so it goes past the worker, as it did on a
 * busy phone (and, about one clean CI run in seven, in the offline tests). A cohort of its own,
 * today made one of its sessions.
 */
import { expect, test } from '@playwright/test'
import { expectKeptForToday, recordResponses, fillWithSessionToday, TODAY } from './offline-copies'
import { officeSetUp, signInTo } from './office-helpers'

const office = officeSetUp('first', ['Ada'], 2)

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000)
  await fillWithSessionToday(office, request)
})

test('an answer on its way when the service worker takes control is asked for again and kept for today', async ({
  page,
  context,
}) => {
  const release = `/api/admin/cohorts/${office.cohortId}/release`
  let asked!: () => void
  const releaseAsked = new Promise<void>((resolve) => (asked = resolve))
  let held = 0
  // The worker's script waits for the page's first ask for the check-out list, and that ask waits
  // until the worker controls the page: it is on its way as the worker takes control.
  await context.route('**/admin/sw.js', async (route) => {
    await releaseAsked
    await route.continue()
  })
  // Only the page's own requests are routed here, not those the worker makes once it controls the page.
  await page.route(`**${release}`, async (route) => {
    held++
    asked()
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20_000 })
    await route.continue()
  })
  const responses = recordResponses(page)
  await signInTo(page, office, `/admin/cohorts/${office.cohortId}/check-in`)
  await expectKeptForToday(page, `vital-console-${TODAY}`, ['/admin/', '/api/admin/session', release], responses)
  // The copy came from a second ask, through the worker.
  expect(held).toBe(1)
})
