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

/** The form's labels, and what the panel says of a seat or the waitlist, in each language (written out, as the spec's texts are). */
const WORDS = {
  en: {
    path: '/',
    labels: ['First Name', 'Last Name', 'Email', 'Phone', 'Age', 'I agree to the terms and conditions'],
    submit: 'Complete Registration',
    seatsLeft: '2 seats left',
    seated: 'A seat in the cohort is held for this participant.',
    waitlisted: 'This cohort is full, so this participant is on its waitlist, in order of arrival. If a seat frees up, we will email you a link to claim it.',
  },
  es: {
    path: '/es',
    labels: ['Nombre', 'Apellido', 'Correo electrónico', 'Teléfono', 'Edad', 'Acepto los términos y condiciones'],
    submit: 'Completar inscripción',
    seatsLeft: 'Quedan 2 lugares',
    seated: 'Hay un lugar reservado en el grupo para este participante.',
    waitlisted: 'Este grupo está completo, así que este participante está en su lista de espera, por orden de llegada. Si se libera un lugar, te enviaremos por correo un enlace para reclamarlo.',
  },
} as const

async function visitor(browser: Browser, n: number, language: 'en' | 'es') {
  const words = WORDS[language]
  const [first, last, email, phone, age, terms] = words.labels
  const context = await browser.newContext({ baseURL: SEATS_URLS[n % 2] })
  const page = await context.newPage()
  await open(page, words.path)
  const form = page.locator('bootcamp-page form[part~="form-registration"]')
  await form.getByLabel(first, { exact: true }).fill(`Visitor${n}`)
  await form.getByLabel(last, { exact: true }).fill('Okafor')
  await form.getByLabel(email, { exact: true }).fill(`visitor${n}.${run}@example.org`)
  await form.getByLabel(phone, { exact: true }).fill('(614) 555-0188')
  await form.getByLabel(age).selectOption('19')
  await form.getByLabel(terms).check()
  return { context, page, form, words }
}

test('five visitors (two in Spanish) send the real form at once for a cohort of 2 seats: 2 are told they have a seat, 3 that they are on the waitlist', async ({ browser }) => {
  test.setTimeout(120_000)
  const cohortId = await openCohort(2)
  // Two of the five read the Spanish page.
  const visitors = await Promise.all([0, 1, 2, 3, 4].map((n) => visitor(browser, n, n % 3 === 1 ? 'es' : 'en')))
  // Each sees the seats left in the schedule and above the form before sending.
  for (const { page, words } of visitors) await expect(page.locator('bootcamp-page [part="seats-left"]')).toHaveText([words.seatsLeft, words.seatsLeft])
  await Promise.all(visitors.map(({ form, words }) => form.getByRole('button', { name: words.submit }).click()))
  const told = await Promise.all(
    visitors.map(async ({ page, words }) => {
      const placement = page.locator('bootcamp-page [part="success-placement"]')
      await expect(placement).toBeVisible({ timeout: 20_000 })
      const text = await placement.textContent()
      return text === words.seated ? 'seated' : text === words.waitlisted ? 'waitlisted' : `unexpected: ${text}`
    }),
  )
  expect(told.filter((said) => said === 'seated')).toHaveLength(2)
  expect(told.filter((said) => said === 'waitlisted')).toHaveLength(3)
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
