/**
 * The head start on the cohort form: how long, after a cohort opens, only families who
 * registered interest take its seats (worker/interest/). Its label, its hint as the field's
 * description, its default, a refused value under the field with nothing stored, and the value
 * kept. A closed cohort of its own, far ahead, archived at the end.
 */
import { expect, test } from '@playwright/test'
import { addDays } from '../../contract/cohorts'
import { addStaffAccount, expectNoAxeViolations, queryD1, sqlText } from '../fixtures'
import { signInTo } from './office-helpers'

const run = Date.now().toString(36)
const staff = { username: `head-start-${run}`, password: 'a long staff password 6' }
// A Saturday of its own, in years no other test's cohort uses (theirs start in 2098 and 2099).
const startDate = addDays('2090-01-07', 7 * (Date.now() % 200))
const HINT =
  'When the cohort opens, families who registered interest are emailed first; for this many hours only they take its seats, in the order they registered. 48 unless you change it.'

test('the head start is set on the cohort form: 48 hours unless changed, a refused value said under it, nothing stored', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await addStaffAccount(staff.username, staff.password)
  await signInTo(page, staff, '/admin/cohorts')
  const form = page.getByRole('form', { name: 'New cohort' })
  const headStart = form.getByLabel('Head start for families in line (hours)')
  await expect(headStart).toHaveValue('48')
  await expect(headStart).toHaveAccessibleDescription(HINT)
  await expectNoAxeViolations(page)
  await form.getByLabel('First Saturday').fill(startDate)
  await form.getByLabel('Seats').fill('12')
  await form.getByLabel('Per-session price ($)').fill('60')
  await form.getByLabel('Complete bootcamp price ($)').fill('200')
  await headStart.fill('400')
  await form.getByRole('button', { name: 'Create cohort' }).click()
  await expect(form.getByText('Use a number of hours from 1 to 336 (two weeks).')).toBeVisible()
  await expect(headStart).toHaveAttribute('aria-invalid', 'true')
  await expect(headStart).toHaveAccessibleDescription(`${HINT} Use a number of hours from 1 to 336 (two weeks).`)
  const stored = () =>
    queryD1<{ hours: number }>(`SELECT head_start_hours AS hours FROM cohorts WHERE start_date = ${sqlText(startDate)}`)
  expect(await stored()).toEqual([])
  await headStart.fill('12')
  await form.getByRole('button', { name: 'Create cohort' }).click()
  await expect(form.getByRole('status')).toHaveText('Cohort created.')
  try {
    expect(await stored()).toEqual([{ hours: 12 }])
    await expect(headStart).toHaveValue('48')
  } finally {
    await queryD1(
      `UPDATE cohorts SET archived_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE start_date = ${sqlText(startDate)}`,
    )
  }
})
