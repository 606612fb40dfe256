/**
 * The retention sweep as the cron runs it, on the stack whose clock is pinned to the
 * spec's day (2025-01-10): with the default 12 months, participants of a cohort that ended before
 * 2024-01-10 and messages from before it are erased, a sign-up that unsubscribed before
 * 2024-12-11 leaves only a hash, and everything newer stays. `GET /__scheduled` runs the worker's
 * real scheduled handler, which reads the pinned clock.
 */
import { expect, test } from '@playwright/test'
import { PINNED_URL } from '../../playwright.config'
import { sqlText } from '../../scripts/dev/d1'
import { queryD1 as query } from '../database'
import { cohortInsertSql, cohortRow } from '../../test-data/cohort-row'

const run = Date.now().toString(36)
const id = (name: string) => `${name}-${run}`

test('the cron erases exactly what is past its period under the pinned clock, and keeps the books', async ({
  request,
}) => {
  test.setTimeout(60_000)
  const cohort = (name: string, days: string[]) =>
    cohortInsertSql(cohortRow({ id: id(name), startDate: days[0]!, sessionDates: days, capacity: 10, open: false }))
  const registration = (name: string, cohortName: string) =>
    `INSERT INTO registrations (id, first_name, last_name, email, phone, age, terms_agreement, cohort_id, status) VALUES (${sqlText(id(name))}, 'Maya', 'Chen', ${sqlText(`${name}.${run}@example.org`)}, '(614) 555-0188', 15, 1, ${sqlText(id(cohortName))}, 'seated')`
  await query(
    [
      // Ended 2023-11-25: more than 12 months before 2025-01-10. Ended 2024-02-24: less.
      cohort('old', ['2023-11-04', '2023-11-11', '2023-11-18', '2023-11-25']),
      cohort('recent', ['2024-02-03', '2024-02-10', '2024-02-17', '2024-02-24']),
      registration('gone', 'old'),
      registration('kept', 'recent'),
      `INSERT INTO attendance (registration_id, session_date, present, tapped_at, recorded_by) VALUES (${sqlText(id('gone'))}, '2023-11-04', 1, '2023-11-04T15:00:00.000Z', 'staff')`,
      `INSERT INTO payments (id, registration_id, amount_cents, lines, status, origin) VALUES (${sqlText(id('pay'))}, ${sqlText(id('gone'))}, 20000, '[]', 'paid', 'x')`,
      `INSERT INTO contact_messages (id, name, email, message, created_at) VALUES (${sqlText(id('old-message'))}, 'Asker', ${sqlText(`asker.${run}@example.org`)}, 'An old question here', '2024-01-09T12:00:00.000Z'), (${sqlText(id('new-message'))}, 'Asker', ${sqlText(`asker.${run}@example.org`)}, 'A newer question here', '2024-01-11T12:00:00.000Z')`,
      `INSERT INTO email_signups (id, email, unsubscribed_at) VALUES (${sqlText(id('left'))}, ${sqlText(`left.${run}@example.org`)}, '2024-12-01T12:00:00.000Z'), (${sqlText(id('lately'))}, ${sqlText(`lately.${run}@example.org`)}, '2024-12-20T12:00:00.000Z')`,
    ].join('; '),
  )
  expect((await request.get(`${PINNED_URL}/__scheduled`)).status()).toBe(200)
  const ids = async (table: string, column = 'id') =>
    (
      await query<Record<string, string>>(
        `SELECT ${column} AS id FROM ${table} WHERE ${column} LIKE ${sqlText(`%-${run}`)}`,
      )
    )
      .map((row) => row.id)
      .sort()
  expect(await ids('registrations')).toEqual([id('kept')])
  // A minor's check-in stays under legal hold, beside a reduced row naming no address.
  expect(await ids('attendance', 'registration_id')).toEqual([id('gone')])
  expect(await ids('held_registrations')).toEqual([id('gone')])
  expect(await ids('payments')).toEqual([id('pay')])
  expect(await ids('contact_messages')).toEqual([id('new-message')])
  expect(await ids('email_signups')).toEqual([id('lately')])
  const [entry] = await query<{ username: string; detail: string }>(
    `SELECT username, detail FROM audit_log WHERE action = 'retention-sweep' ORDER BY at DESC LIMIT 1`,
  )
  expect(entry).toMatchObject({
    username: 'system',
    detail: expect.stringMatching(/^kept 12 months: erased \d+ participants/),
  })
  expect(entry!.detail).not.toContain(run)
})
