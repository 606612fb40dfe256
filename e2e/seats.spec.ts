import { expect, test, type Browser } from '@playwright/test'
import { SEATS_DATABASE, SEATS_URLS } from '../playwright.config'
import { executeD1, sqlText } from '../scripts/d1'
import { open } from './fixtures'

/**
 * Seats under concurrency, on two `npm start` workers sharing one local D1 (their own, so the
 * other suites' cohorts are not disturbed): what one worker counts, the other sees, and no lock
 * inside either could keep them apart. Serial: each test opens its own cohort and closes it after.
 */
test.describe.configure({ mode: 'serial' })

const query = async <T = Record<string, unknown>>(sql: string) => (await executeD1<T>(sql, 'local', 20, SEATS_DATABASE))[0] ?? []
const run = Date.now().toString(36)
const validRegistration = { lastName: 'Okafor', phone: '(555) 201-3344', age: 19, sessionPreference: 'complete', parentalConsent: false, mediaConsent: false, termsAgreement: true }

/** An open cohort far ahead of the real clock, so it is the next one; returns its id. */
async function openCohort(capacity: number) {
  const id = crypto.randomUUID()
  await query(`UPDATE cohorts SET open = 0, archived_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE archived_at IS NULL`)
  await query(
    `INSERT INTO cohorts (id, start_date, session_dates, place, formats, capacity, session_price_cents, complete_price_cents, open) VALUES (${sqlText(id)}, '2099-03-07', '["2099-03-07","2099-03-14","2099-03-21","2099-03-28"]', 'Downtown Columbus, OH', '["in-person","virtual"]', ${capacity}, 6000, 20000, 1)`,
  )
  return id
}

type Seat = { status: string; queue_number: number }

test('200 concurrent registrations for 30 seats through two workers: exactly 30 seated, 170 waitlisted, in the order the database took them', async ({ request }) => {
  test.setTimeout(120_000)
  const cohortId = await openCohort(30)
  const answers = await Promise.all(
    Array.from({ length: 200 }, async (_, n) => {
      const response = await request.post(`${SEATS_URLS[n % 2]}/api/register`, {
        // One address and one client each: the limits per address and per connection stay out of it.
        headers: { 'cf-connecting-ip': `10.24.${n >> 8}.${n & 255}` },
        data: { ...validRegistration, firstName: `Racer${n}`, email: `racer${n}.${run}@example.org`, cohortId },
        timeout: 60_000,
      })
      return { status: response.status(), body: (await response.json()) as { status?: string } }
    }),
  )
  expect(answers.map((answer) => answer.status)).toEqual(Array(200).fill(201))
  expect(answers.filter((answer) => answer.body.status === 'seated')).toHaveLength(30)
  expect(answers.filter((answer) => answer.body.status === 'waitlisted')).toHaveLength(170)

  const rows = await query<Seat>(`SELECT status, queue_number FROM registrations WHERE cohort_id = ${sqlText(cohortId)} ORDER BY queue_number`)
  expect(rows).toHaveLength(200)
  expect(new Set(rows.map((row) => row.queue_number)).size).toBe(200)
  // The first 30 the database took hold the seats; everyone after waits, in that order.
  expect(rows.map((row) => row.status)).toEqual([...Array(30).fill('seated'), ...Array(170).fill('waitlisted')])
})

async function visitor(browser: Browser, n: number) {
  const context = await browser.newContext({ baseURL: SEATS_URLS[n % 2] })
  const page = await context.newPage()
  await open(page, '/')
  const form = page.locator('bootcamp-page form[part~="form-registration"]')
  await form.getByLabel('First Name', { exact: true }).fill(`Visitor${n}`)
  await form.getByLabel('Last Name', { exact: true }).fill('Okafor')
  await form.getByLabel('Email', { exact: true }).fill(`visitor${n}.${run}@example.org`)
  await form.getByLabel('Phone', { exact: true }).fill('(614) 555-0188')
  await form.getByLabel('Age').selectOption('19')
  await form.getByLabel('I agree to the terms and conditions').check()
  return { context, page, form }
}

test('five visitors send the real form at once for a cohort of 2 seats: 2 are told they have a seat, 3 that they are on the waitlist', async ({ browser }) => {
  test.setTimeout(120_000)
  const cohortId = await openCohort(2)
  const visitors = await Promise.all([0, 1, 2, 3, 4].map((n) => visitor(browser, n)))
  // Each sees the seats left above the form before sending.
  for (const { page } of visitors) await expect(page.locator('bootcamp-page [part="seats-left"]')).toHaveText(['2 seats left', '2 seats left'])
  await Promise.all(visitors.map(({ form }) => form.getByRole('button', { name: 'Complete Registration' }).click()))
  const seated = 'A seat in the cohort is held for this participant.'
  const waitlisted = 'This cohort is full, so this participant is on its waitlist, in order of arrival. If a seat frees up, we will email you a link to claim it.'
  const told = await Promise.all(
    visitors.map(async ({ page }) => {
      const placement = page.locator('bootcamp-page [part="success-placement"]')
      await expect(placement).toBeVisible({ timeout: 20_000 })
      return placement.textContent()
    }),
  )
  expect(told.filter((text) => text === seated)).toHaveLength(2)
  expect(told.filter((text) => text === waitlisted)).toHaveLength(3)
  const rows = await query<{ status: string }>(`SELECT status FROM registrations WHERE cohort_id = ${sqlText(cohortId)} ORDER BY queue_number`)
  expect(rows.map((row) => row.status)).toEqual(['seated', 'seated', 'waitlisted', 'waitlisted', 'waitlisted'])
  for (const { context } of visitors) await context.close()

  // A new visitor reads that the cohort is full, in the schedule and above the form.
  const context = await browser.newContext({ baseURL: SEATS_URLS[1] })
  const page = await context.newPage()
  await open(page, '/')
  await expect(page.locator('bootcamp-page [part="seats-left"]')).toHaveText(['Full: join the waitlist', 'Full: join the waitlist'])
  await context.close()
})

test.afterAll(async () => {
  await query(`UPDATE cohorts SET open = 0, archived_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE archived_at IS NULL`)
})
