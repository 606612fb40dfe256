/**
 * Staff seat a waitlisted participant out of the line's order with a reason: the seat offered to
 * the first in line goes to them, that family is back at the front, and both families read it
 * (email and family page). A closed cohort of its own, far ahead.
 */
import { expect } from '@playwright/test'
import { addStaffAccount, expectNoAxeViolations, queryD1, sentEmailTexts, test, reviewShot } from '../fixtures'
import { officeSetUp, signInTo } from './office-helpers'

test.describe.configure({ mode: 'serial' })

const office = officeSetUp('order', ['Fay', 'Gus', 'Hal', 'Ivy'], 1)

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000)
  await addStaffAccount(office.username, office.password)
  await office.fill(request)
})

/** The first email to `name`'s family since `since` that says `words`. */
async function emailTo(name: string, words: string, since: number) {
  let found = ''
  await expect
    .poll(
      () =>
        (found =
          sentEmailTexts(since).find((text) => text.includes(`${name} ${office.lastName}`) && text.includes(words)) ??
          ''),
      { message: `${name}'s email`, timeout: 30_000, intervals: [1_000] },
    )
    .not.toBe('')
  return found
}

// At 375 px Fay's seat frees and Hal is seated; at 1280 px Hal's frees and Ivy is. Gus, first in line, keeps his place.
for (const [width, freed, chosen] of [
  [375, 0, 2],
  [1280, 2, 3],
] as const)
  test(`at ${width} px a waitlisted participant is seated out of order with a reason, and the first in line reads he still is`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 900 })
    const api = await office.api(request)
    expect(
      (await api.post(`/api/admin/registrations/${office.ids[freed]}/placement`, { status: 'cancelled' })).status(),
    ).toBe(200)
    const since = Date.now() - 1_000
    await signInTo(page, office, `/admin/registrations/${office.ids[chosen]}`)
    const placement = page.getByRole('region', { name: 'Seat and waitlist' })
    await placement.getByRole('button', { name: 'Seat out of the waitlist’s order…' }).click()
    await placement.getByRole('button', { name: 'Seat now' }).click()
    await expect(placement.getByRole('alert')).toHaveText('Say why.')
    await placement.getByLabel('Why (kept in the audit log)').fill('Sibling of a seated participant')
    await expectNoAxeViolations(page)
    await reviewShot(page, `test-results/out-of-order-${width}.png`, { fullPage: true })
    await placement.getByRole('button', { name: 'Seat now' }).click()
    await expect(page.getByText('Seated', { exact: true })).toBeVisible()
    const name = ['Fay', 'Gus', 'Hal', 'Ivy'][chosen]!
    await emailTo(name, 'has a seat in the cohort starting', since)
    const gus = await emailTo('Gus', 'number 1 in line', since)
    await page.goto(/Your registration page \(status, payment, consent, changes\): (\S+)/.exec(gus)![1]!)
    await expect(page.locator('main')).toContainText('number 1 in line')
    const rows = await queryD1<{ status: string }>(
      `SELECT status FROM registrations WHERE id IN ('${office.ids[1]}', '${office.ids[chosen]}') ORDER BY first_name`,
    )
    expect(rows).toEqual([{ status: 'waitlisted' }, { status: 'seated' }])
  })
