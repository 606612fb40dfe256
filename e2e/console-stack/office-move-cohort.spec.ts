/**
 * "Move to cohort" on the record, at 375 and 1280 px: it offers only cohorts that are open and
 * ahead (not a past one, not a closed one), asks before it moves, and keeps the participant's
 * order of arrival: moved out of the waitlist and back, they are where they were in line. The
 * family reads each move (email and family page). Cohorts of their own, far ahead, stored by SQL
 * (so opening one begins no head start for the stack's families in line), archived at the end.
 * Back to the closed first cohort through the console's API, as the record's form calls it.
 */
import { expect, type Page } from '@playwright/test'
import { cohortInsertSql, cohortRow } from '../../test-data/cohort-row'
import { addDays } from '../../contract/cohorts'
import { addStaffAccount, expectNoAxeViolations, queryD1, sqlText, test, reviewShot } from '../fixtures'
import { emailWith, familyLinkIn, longDate, officeSetUp, signInTo } from './office-helpers'

test.describe.configure({ mode: 'serial' })

const office = officeSetUp('move', ['Ada', 'Ben', 'Cleo'], 1)
const closed = cohortRow({ startDate: addDays(office.sessionDates[0]!, 7), open: false })
const later = cohortRow({ startDate: addDays(office.sessionDates[0]!, 14), capacity: 10 })
const past = cohortRow({ startDate: '2026-01-03' })
/** The console's name of a cohort: "Starts Jan 4, 2098". */
const named = (day: string) =>
  `Starts ${new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(day))}`

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000)
  await addStaffAccount(office.username, office.password)
  await office.fill(request)
  for (const row of [closed, later, past]) await queryD1(cohortInsertSql(row))
})

test.afterAll(async () => {
  const ids = [office.cohortId, closed.id, later.id, past.id].map(sqlText).join(', ')
  await queryD1(`UPDATE cohorts SET open = 0, archived_at = '2026-11-28T00:00:00.000Z' WHERE id IN (${ids})`)
})

/** Chooses `day`'s cohort, says no to the question once (nothing moves), then yes; the questions asked. */
async function moveTo(page: Page, day: string) {
  const form = page.locator('form').filter({ has: page.getByLabel('Move to cohort') })
  await form.getByLabel('Move to cohort').selectOption({ label: named(day) })
  const asked: string[] = []
  page.on(
    'dialog',
    (dialog) => void (asked.push(dialog.message()), asked.length === 1 ? dialog.dismiss() : dialog.accept()),
  )
  await form.getByRole('button', { name: 'Move' }).click()
  await expect.poll(() => asked.length).toBe(1)
  await expect(form.getByRole('status')).toHaveText('')
  await form.getByRole('button', { name: 'Move' }).click()
  await expect(form.getByRole('status')).toHaveText('Moved; the family is emailed.')
  page.removeAllListeners('dialog')
  return asked
}

for (const [width, index, place] of [
  [375, 1, 1],
  [1280, 2, 2],
] as const)
  test(`at ${width} px a move offers open cohorts ahead only, asks first, and keeps the place in line`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000)
    await page.setViewportSize({ width, height: 900 })
    const [id, first] = [office.ids[index]!, ['Ada', 'Ben', 'Cleo'][index]!]
    const name = `${first} ${office.lastName}`
    const rowOf = async () =>
      (await queryD1(`SELECT cohort_id, status FROM registrations WHERE id = ${sqlText(id)}`))[0]
    await signInTo(page, office, `/admin/registrations/${id}`)
    const choices = page.getByLabel('Move to cohort').locator('option')
    await expect(choices.filter({ hasText: named(later.startDate) })).toHaveCount(1)
    const options = await choices.allTextContents()
    for (const gone of [closed.startDate, past.startDate, office.sessionDates[0]!])
      expect(options).not.toContain(named(gone))
    await expectNoAxeViolations(page)
    await reviewShot(page, `test-results/office-move-${width}.png`, { fullPage: true })
    let since = Date.now() - 1_000
    const asked = await moveTo(page, later.startDate)
    expect(asked[0]).toBe(
      `Move ${first} to the cohort that starts ${named(later.startDate).slice(7)}? A free seat there is theirs if nobody waits; otherwise they keep their order of arrival on its waitlist. The family is emailed.`,
    )
    expect(await rowOf()).toEqual({ cohort_id: later.id, status: 'seated' })
    await emailWith([`Our staff moved ${name} to the cohort starting ${longDate(later.startDate)}.`], since)

    since = Date.now() - 1_000
    const api = await office.api(request)
    expect((await api.post(`/api/admin/registrations/${id}/cohort`, { cohortId: office.cohortId })).status()).toBe(200)
    await page.reload()
    expect(await rowOf()).toEqual({ cohort_id: office.cohortId, status: 'waitlisted' })
    await expect(page.getByText(`Waitlisted (#${place})`, { exact: true })).toBeVisible()
    const back = await emailWith(
      [`Our staff moved ${name} to the cohort starting ${longDate(office.sessionDates[0]!)}.`],
      since,
    )
    expect(back).toContain(
      `${name} is on the waitlist of the cohort starting ${longDate(office.sessionDates[0]!)}, number ${place} in line.`,
    )
    await page.goto(familyLinkIn(back))
    await expect(page.getByRole('region', { name: 'Status' })).toContainText(
      `On the waitlist, number ${place} in line.`,
    )
    await expectNoAxeViolations(page)
    await reviewShot(page, `test-results/office-move-family-${width}.png`, { fullPage: true })
  })
