import { expect, test, type APIRequestContext, type Browser } from '@playwright/test'
import { SEATS_URLS } from '../../playwright.config'
import { sqlText } from '../../scripts/dev/d1'
import { queryD1 as query } from '../database'
import { cohortInsertSql, cohortRow } from '../../test-data/cohort-row'
import { readFileSync } from 'node:fs'
import { HtmlValidate } from 'html-validate'
import { signToken } from '../../worker/base/notify/signed-token'
import { addStaffAccount, axeViolations, open } from '../fixtures'
import { HTML_RULES } from '../html-rules'

/**
 * Seats under concurrency, on two `npm start` workers sharing one local D1 (their own, so the
 * other suites' cohorts are not disturbed): what one worker counts, the other sees, and no lock
 * inside either could keep them apart. Serial: each test opens its own cohort and closes it after.
 */
test.describe.configure({ mode: 'serial' })

const run = Date.now().toString(36)
const validRegistration = {
  lastName: 'Okafor',
  phone: '(555) 201-3344',
  age: 19,
  sessionPreference: 'complete',
  parentalConsent: false,
  mediaConsent: false,
  termsAgreement: true,
}

/** An open cohort far ahead of the real clock, so it is the next one; returns its id. */
async function openCohort(capacity: number) {
  const id = crypto.randomUUID()
  await query(
    `UPDATE cohorts SET open = 0, archived_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE archived_at IS NULL`,
  )
  await query(cohortInsertSql(cohortRow({ id, formats: ['in-person', 'virtual'], capacity })))
  return id
}

type Seat = { status: string; queue_number: number }

test('200 concurrent registrations for 30 seats through two workers: exactly 30 seated, 170 waitlisted, in the order the database took them', async ({
  request,
}) => {
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

  const rows = await query<Seat>(
    `SELECT status, queue_number FROM registrations WHERE cohort_id = ${sqlText(cohortId)} ORDER BY queue_number`,
  )
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
    waitlisted:
      'This participant is on the waitlist, in order of arrival: the cohort is full or gives families already in line its seats first. If a seat frees up, we will email you a link to claim it.',
  },
  es: {
    path: '/es',
    labels: ['Nombre', 'Apellido', 'Correo electrónico', 'Teléfono', 'Edad', 'Acepto los términos y condiciones'],
    submit: 'Completar inscripción',
    seatsLeft: 'Quedan 2 lugares',
    seated: 'Hay un lugar reservado en la cohorte para este participante.',
    waitlisted:
      'Este participante está en la lista de espera, por orden de llegada: la cohorte está completa o da prioridad a las familias que ya estaban en la fila. Si se libera un lugar, te enviaremos por correo un enlace para reclamarlo.',
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

test('five visitors (two in Spanish) send the real form at once for a cohort of 2 seats: 2 are told they have a seat, 3 that they are on the waitlist', async ({
  browser,
}) => {
  test.setTimeout(120_000)
  const cohortId = await openCohort(2)
  // Two of the five read the Spanish page. The pages open one after another (five hydrating at
  // once on a loaded 2-core machine outlasted the test); what runs at once is the sending.
  const visitors: Awaited<ReturnType<typeof visitor>>[] = []
  for (const n of [0, 1, 2, 3, 4]) visitors.push(await visitor(browser, n, n % 3 === 1 ? 'es' : 'en'))
  // Each sees the seats left in the schedule and above the form before sending.
  for (const { page, words } of visitors)
    await expect(page.locator('bootcamp-page [part="seats-left"]')).toHaveText([words.seatsLeft, words.seatsLeft])
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
  const rows = await query<{ status: string }>(
    `SELECT status FROM registrations WHERE cohort_id = ${sqlText(cohortId)} ORDER BY queue_number`,
  )
  expect(rows.map((row) => row.status)).toEqual(['seated', 'seated', 'waitlisted', 'waitlisted', 'waitlisted'])
  for (const { context } of visitors) await context.close()

  // A new visitor reads that the cohort is full, in the schedule and above the form.
  const context = await browser.newContext({ baseURL: SEATS_URLS[1] })
  const page = await context.newPage()
  await open(page, '/')
  await expect(page.locator('bootcamp-page [part="seats-left"]')).toHaveText([
    'Full: join the waitlist',
    'Full: join the waitlist',
  ])
  await context.close()
})

test('the claim page of an offered seat: valid HTML, no axe violation, in both languages; the button seats, a reload changes nothing', async ({
  page,
  request,
}) => {
  const cohortId = await openCohort(1)
  const id = crypto.randomUUID()
  const expires = new Date(Date.now() + 48 * 3_600_000).toISOString()
  // An offer as a fill makes it (worker tests cover the fill itself).
  await query(
    `INSERT INTO registrations (id, first_name, last_name, email, phone, age, parental_consent, media_consent, terms_agreement, cohort_id, status, queue_number, offer_expires_at, created_at) VALUES (${sqlText(id)}, 'Claire', 'Okafor', ${sqlText(`claire.${run}@example.org`)}, '(614) 555-0188', 19, 0, 0, 1, ${sqlText(cohortId)}, 'offered', (SELECT coalesce(max(queue_number), 0) + 1 FROM registrations), ${sqlText(expires)}, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`,
  )
  const secret = /^UNSUBSCRIBE_SECRET=(.*)$/m.exec(readFileSync('.dev.vars', 'utf8'))![1]!
  const claim = `/seat/claim?token=${await signToken(secret, 'seat-claim', id, Math.floor(Date.parse(expires) / 1000))}`
  for (const [language, heading] of [
    ['en', 'Claim your seat'],
    ['es', 'Reclama tu lugar'],
  ] as const) {
    const shown = await request.get(`${claim}&lang=${language}`)
    expect(shown.status()).toBe(200)
    const report = await new HtmlValidate(HTML_RULES).validateString(await shown.text(), claim)
    expect(report.results.flatMap((result) => result.messages.map((message) => message.message))).toEqual([])
    await page.goto(`${claim}&lang=${language}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
    expect(await axeViolations(page)).toEqual([])
  }
  await page.getByRole('button', { name: 'Reclamar el lugar' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tu lugar está confirmado')
  expect(await axeViolations(page)).toEqual([])
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tu lugar está confirmado')
  expect(await query(`SELECT status, offer_expires_at FROM registrations WHERE id = ${sqlText(id)}`)).toEqual([
    { status: 'seated', offer_expires_at: null },
  ])
})

test('staff move people on the record of a registration: a seat refused while full, a cancellation that offers the seat to the next, the cohort card counting it', async ({
  page,
  request,
}) => {
  // An account command and a sign-in beside the registrations: more than the default 30 s on a busy machine.
  test.setTimeout(60_000)
  const cohortId = await openCohort(1)
  const staff = `seats-staff-${run}`
  const password = 'a long staff password 2'
  await addStaffAccount(staff, password)
  const { seated, waiting } = await registerSeatedAndWaiting(request, cohortId)
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto(`/admin/registrations/${waiting.id}`)
  await page.getByLabel('Username').fill(staff)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  const placement = page.getByRole('region', { name: 'Seat and waitlist' })
  await placement.getByRole('button', { name: 'Seat', exact: true }).click()
  await expect(placement.getByRole('status')).toHaveText(
    'No seat is free in this cohort: cancel a seat or raise the capacity first.',
  )
  expect(await axeViolations(page)).toEqual([])

  await page.goto(`/admin/registrations/${seated.id}`)
  page.once('dialog', (dialog) => void dialog.accept())
  await page
    .getByRole('region', { name: 'Seat and waitlist' })
    .getByRole('button', { name: 'Cancel registration' })
    .click()
  await expect(page.getByRole('region', { name: 'Seat and waitlist' }).getByRole('status')).toHaveText(
    'Now: Cancelled. The freed seat was offered to the next on the waitlist (1 email on the way).',
  )
  await expectSeatOfferedToTheNext(cohortId, { seated, waiting }, staff)
  await page.goto('/admin/cohorts')
  // This test's cohort is the only open one, so it is the card marked next (others from earlier runs are archived).
  await expect(page.getByRole('article').filter({ hasText: 'Next on the page' })).toContainText(
    '1 seat offered, waiting for a claim',
  )
  expect(await axeViolations(page)).toEqual([])
})

test.afterAll(async () => {
  await query(
    `UPDATE cohorts SET open = 0, archived_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE archived_at IS NULL`,
  )
})

/** Two registrations for a cohort of one seat: the first seated, the second waitlisted. */
async function registerSeatedAndWaiting(request: APIRequestContext, cohortId: string) {
  for (const name of ['Seated', 'Waiting']) {
    const response = await request.post('/api/register', {
      data: { ...validRegistration, firstName: name, email: `${name.toLowerCase()}.${run}@example.org`, cohortId },
    })
    expect(response.status()).toBe(201)
  }
  const [waiting] = await query<{ id: string }>(
    `SELECT id FROM registrations WHERE cohort_id = ${sqlText(cohortId)} AND status = 'waitlisted'`,
  )
  const [seated] = await query<{ id: string }>(
    `SELECT id FROM registrations WHERE cohort_id = ${sqlText(cohortId)} AND status = 'seated'`,
  )
  return { seated: seated!, waiting: waiting! }
}

/** The cancelled seat is offered to the next on the waitlist, with one email, and the audit log names the staff. */
async function expectSeatOfferedToTheNext(
  cohortId: string,
  { seated, waiting }: Record<'seated' | 'waiting', { id: string }>,
  staff: string,
) {
  expect(
    await query(
      `SELECT first_name, status FROM registrations WHERE cohort_id = ${sqlText(cohortId)} ORDER BY queue_number`,
    ),
  ).toEqual([
    { first_name: 'Seated', status: 'cancelled' },
    { first_name: 'Waiting', status: 'offered' },
  ])
  expect(
    await query(`SELECT count(*) AS n FROM outbox WHERE kind = 'seat-offer' AND record_id = ${sqlText(waiting.id)}`),
  ).toEqual([{ n: 1 }])
  expect(
    await query(
      `SELECT detail FROM audit_log WHERE action = 'registration-placed' AND username = ${sqlText(staff)} ORDER BY at`,
    ),
  ).toEqual([{ detail: `registration ${seated.id}: seated to cancelled` }])
}
