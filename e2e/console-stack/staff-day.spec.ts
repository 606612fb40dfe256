/**
 * Staff running a cohort day to day, in Chromium against `npm start` at phone and
 * desktop widths: the roster and its CSV against the database, a printed roster of 25 rows a
 * page, check-in with the connection lost (taps kept through a reload, stored once), an
 * announcement to exactly the seated families once, the overview's charts and their tables, and
 * the page's anonymous funnel for a visit that registers. A cohort of its own (closed, years
 * ahead), filled by staff assigning registrations to it, so no other test's page changes.
 */
import { readFileSync } from 'node:fs'
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import { consoleUrl } from './stack'
import { signUnsubscribeToken } from '../../worker/base/notify/signed-token'
import { addDays, sessionDatesFrom } from '../../contract/cohorts'
import { addStaffAccount, expectNoAxeViolations, queryD1, sqlText } from '../fixtures'
import { todayInNewYork } from '../stripe-stand-in/cohort-days'

test.describe.configure({ mode: 'serial' })

const run = Date.now().toString(36)
const username = `day-${run}`
const password = 'a long staff password 3'
const CAPACITY = 26
const FIRST_NAMES =
  'Ada Ben Cleo Dev Ella Finn Gia Hugo Ivy Jae Kai Lila Milo Nia Omar Pia Quin Rosa Sam Tia Uma Vic Wes Xan Yara Zed Abe'.split(
    ' ',
  )
/** A surname of letters only (a name's rules allow no digits), unique to this run. */
const lastName = `Roster${Array.from(crypto.getRandomValues(new Uint8Array(6)), (byte) => String.fromCharCode(97 + (byte % 26))).join('')}`
const emailOf = (firstName: string) => `${firstName.toLowerCase()}.${run}@example.org`
/** Four Saturdays in 2099, a different week each run (the charts name cohorts by their first day). */
const SESSION_DATES = sessionDatesFrom(addDays('2099-01-03', 7 * (Date.now() % 52)))
const START = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(
  new Date(`${SESSION_DATES[0]}T00:00:00Z`),
)

let cohortId = ''
/** Today in the bootcamp's time zone, as the worker judges a session day. */
const TODAY = todayInNewYork()

/** The console's API as the browser calls it, signed in through the API's own sign-in. */
async function staffApi(request: APIRequestContext) {
  const signedIn = await request.post('/api/admin/session', { data: { username, password } })
  expect(signedIn.status()).toBe(200)
  const headers = { origin: consoleUrl(), 'sec-fetch-site': 'same-origin' }
  return {
    post: (path: string, data: unknown) => request.post(path, { headers, data }),
    get: (path: string) => request.get(path, { headers }),
  }
}

async function signIn(page: Page, path: string) {
  await page.goto(path)
  await page.getByLabel('Username').fill(username)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('navigation', { name: 'Console' })).toBeVisible()
}

interface Person {
  id: string
  first_name: string
  last_name: string
  age: number
  status: string
  queue_number: number | null
  parental_consent: number
  email: string
}
const people = () =>
  queryD1<Person>(
    `SELECT id, first_name, last_name, age, status, queue_number, parental_consent, email FROM registrations WHERE cohort_id = ${sqlText(cohortId)}`,
  )

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000)
  await addStaffAccount(username, password)
  const api = await staffApi(request)
  const created = await api.post('/api/admin/cohorts', {
    startDate: SESSION_DATES[0],
    capacity: CAPACITY,
    sessionPrice: 60,
    completePrice: 200,
    place: 'Downtown Columbus, OH',
    open: false,
  })
  expect(created.status()).toBe(201)
  cohortId = ((await created.json()) as { id: string }).id
  // 27 participants, some under 18 without a parent's consent ticked; each in turn assigned to
  // the cohort, so the first 26 take its seats and the last waits.
  for (const [index, firstName] of FIRST_NAMES.entries()) {
    const registered = await request.post('/api/register', {
      headers: { 'cf-connecting-ip': `10.27.${index}.1` },
      data: {
        firstName,
        lastName,
        email: emailOf(firstName),
        phone: '(614) 555-0188',
        age: 13 + (index % 9),
        sessionPreference: 'complete',
        parentalConsent: index % 4 !== 0,
        termsAgreement: true,
      },
    })
    expect(registered.status()).toBe(201)
  }
  // One read for all (each read is a wrangler process on the dev server's SQLite file), then the
  // assignments in the order they registered.
  const rows = await queryD1<{ id: string }>(
    `SELECT id FROM registrations WHERE last_name = ${sqlText(lastName)} ORDER BY created_at, rowid`,
  )
  expect(rows).toHaveLength(FIRST_NAMES.length)
  for (const row of rows)
    expect((await api.post(`/api/admin/registrations/${row.id}/cohort`, { cohortId })).status()).toBe(200)
})

const STATUS = { seated: 'Seated', waitlisted: 'Waitlisted' } as Record<string, string>
// Nobody has given a consent on the family page (the form's box is not one), and nobody ticked the photo box.
const consentOf = (_person: Person) => 'Missing No photos'

for (const width of [375, 1280]) {
  test(`the roster at ${width} px shows what the database holds, sorts, and its CSV says the same`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 })
    await signIn(page, `/admin/cohorts/${cohortId}`)
    await expect(page.getByRole('heading', { level: 1, name: `Cohort starting ${START}` })).toBeVisible()
    const stored = await people()
    expect(stored.filter((person) => person.status === 'seated')).toHaveLength(CAPACITY)
    expect(stored.filter((person) => person.status === 'waitlisted')).toHaveLength(1)
    await expect(page.getByText(`${CAPACITY} of ${CAPACITY} seats taken, 1 on the waitlist.`)).toBeVisible()
    const table = page.getByRole('table', { name: 'Everyone registered for this cohort' })
    const shown = async () =>
      (await table.locator('tbody tr').all()).map(async (row) =>
        (await row.locator('th, td').allInnerTexts()).slice(0, 5).map((text) => text.trim()),
      )
    const expected = stored.map((person) => [
      `${person.last_name}, ${person.first_name}`,
      String(person.age),
      person.status === 'waitlisted' ? 'Waitlisted (#1)' : STATUS[person.status]!,
      'Not paid',
      consentOf(person),
    ])
    const rows = await Promise.all(await shown())
    expect([...rows].sort()).toEqual([...expected].sort())
    // Seated first, the waitlist last.
    expect(rows.at(-1)![2]).toMatch(/^Waitlisted/)
    await table.getByRole('button', { name: 'Age' }).click()
    await expect(table.getByRole('columnheader', { name: 'Age' })).toHaveAttribute('aria-sort', 'ascending')
    const ages = (await Promise.all(await shown())).map((row) => Number(row[1]))
    expect(ages).toEqual([...ages].sort((a, b) => a - b))
    await expectNoAxeViolations(page)

    await expectCsvOf(page, stored)
  })
}

/** The roster's CSV download: a row per person as the database holds them, with each session's attendance. */
async function expectCsvOf(page: Page, stored: Person[]) {
  const download = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Download CSV' }).click()
  const csv = readFileSync(await (await download).path(), 'utf8')
    .trim()
    .split('\r\n')
  expect(csv[0]).toBe(
    `first_name,last_name,age,status,waitlist_number,payment,consent,no_photos,${SESSION_DATES.map((day) => `attended_${day}`).join(',')}`,
  )
  const attendance = await queryD1<{ registration_id: string; session_date: string; present: number }>(
    `SELECT registration_id, session_date, present FROM attendance WHERE registration_id IN (SELECT id FROM registrations WHERE cohort_id = ${sqlText(cohortId)})`,
  )
  const mark = (person: Person, day: string) => {
    const found = attendance.find((row) => row.registration_id === person.id && row.session_date === day)
    return found ? (found.present ? 'present' : 'absent') : ''
  }
  expect(csv.slice(1).sort()).toEqual(
    stored
      .map((person) =>
        [
          person.first_name,
          person.last_name,
          person.age,
          person.status,
          person.status === 'waitlisted' ? 1 : '',
          'unpaid',
          'missing',
          'yes',
          ...SESSION_DATES.map((day) => mark(person, day)),
        ].join(','),
      )
      .sort(),
  )
}

test('a printed roster fits 25 participants on each A4 or Letter page', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await signIn(page, `/admin/cohorts/${cohortId}`)
  await expect(page.getByRole('table', { name: 'Everyone registered for this cohort' })).toBeVisible()
  // 27 rows: 25 on the first page and 2 on the second. Had 25 not fitted, a third page would start.
  for (const format of ['A4', 'Letter'] as const) {
    const pdf = (await page.pdf({ format })).toString('latin1')
    expect(pdf.match(/\/Type\s*\/Page(?!s)/g), format).toHaveLength(2)
  }
})

test('check-in on a phone: a tap made offline is kept through a reload and stored once when the connection is back', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000)
  await page.setViewportSize({ width: 375, height: 812 })
  // Taps are taken on a session day only: today becomes one of the cohort's (the real clock's day in New York).
  await queryD1(
    `UPDATE cohorts SET session_dates = ${sqlText(JSON.stringify([TODAY, ...SESSION_DATES]))} WHERE id = ${sqlText(cohortId)}`,
  )
  await signIn(page, `/admin/cohorts/${cohortId}/check-in`)
  await expect(page.getByRole('heading', { level: 1, name: 'Check-in' })).toBeVisible()
  await expect(page.getByLabel('Session')).toHaveValue(TODAY)
  const stored = await people()
  const [first, second, third] = stored
    .filter((person) => person.status === 'seated')
    .sort((a, b) => a.first_name.localeCompare(b.first_name))
  // The name's start: each participant's check-out button names them too, after "Check out".
  const button = (person: Person) =>
    page.getByRole('button', { name: new RegExp(`^${person.first_name} ${person.last_name}`) })
  const marks = () =>
    queryD1<{ registration_id: string; present: number }>(
      `SELECT registration_id, present FROM attendance WHERE session_date = ${sqlText(TODAY)} AND registration_id IN (SELECT id FROM registrations WHERE cohort_id = ${sqlText(cohortId)})`,
    )

  // Online: saved at once.
  await button(first!).click()
  await expect(button(first!)).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByText('Every tap is saved.')).toBeVisible()
  await expect.poll(marks).toEqual([{ registration_id: first!.id, present: 1 }])
  await expectNoAxeViolations(page)

  // The connection drops: the tap shows at once and waits.
  await context.setOffline(true)
  await button(second!).click()
  await expect(button(second!)).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByText('1 tap waiting for a connection; they are kept on this phone.')).toBeVisible()
  await expect(page.getByText('1 of 26 here')).toHaveCount(0)
  await expect(page.getByText('2 of 26 here')).toBeVisible()
  // Back online: the browser's online event sends it.
  await context.setOffline(false)
  await expect(page.getByText('Every tap is saved.')).toBeVisible()
  await expect.poll(async () => (await marks()).length).toBe(2)

  // The API unreachable while the page itself loads: the tap survives a reload, then goes once.
  await expectTapKeptThroughReload(page, button(third!), marks)
  await page.evaluate(() => window.dispatchEvent(new Event('online')))
  await expect(page.getByText('Every tap is saved.')).toBeVisible()
  await expect
    .poll(async () => (await marks()).map((row) => row.registration_id).sort())
    .toEqual([first!.id, second!.id, third!.id].sort())
  // Sent again (a second online event, the timer): still one row each, the database's key.
  await page.evaluate(() => window.dispatchEvent(new Event('online')))
  expect(await marks()).toHaveLength(3)

  // The roster shows the attendance, as the CSV does (above).
  await page.goto(`/admin/cohorts/${cohortId}`)
  const row = page.getByRole('row', { name: new RegExp(`${lastName}, ${second!.first_name}`) })
  await expect(row.getByRole('cell').nth(4)).toHaveText('Present')
})

/** A tap made while the API is unreachable shows through a reload and is not stored until the API is back. */
async function expectTapKeptThroughReload(page: Page, button: Locator, marks: () => Promise<unknown[]>) {
  await page.route('**/attendance', (route) => route.abort('internetdisconnected'))
  await button.click()
  await expect(page.getByText('1 tap waiting for a connection; they are kept on this phone.')).toBeVisible()
  await page.reload()
  await expect(button).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByText('1 tap waiting for a connection; they are kept on this phone.')).toBeVisible()
  expect(await marks()).toHaveLength(2)
  await page.unroute('**/attendance')
}

for (const width of [375, 1280]) {
  test(`the overview's charts at ${width} px show the numbers of their tables, which are the API's`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 })
    await signIn(page, '/admin')
    await expect(page.getByRole('heading', { name: 'Trends' })).toBeVisible()
    const charts = (await (
      await page.request.get('/api/admin/charts', { headers: { 'sec-fetch-site': 'same-origin' } })
    ).json()) as {
      registrationsPerDay: { day: string; count: number }[]
      cohorts: { id: string; startDate: string; capacity: number; seatsTaken: number }[]
    }
    const perDay = page.getByRole('table', { name: 'Registrations per day, last 30 days' })
    const cells = await perDay
      .locator('tbody tr')
      .evaluateAll((rows) => rows.map((row) => Number(row.querySelector('td')!.textContent)))
    // The table reads today first.
    expect(cells).toEqual(charts.registrationsPerDay.map((day) => day.count).reverse())
    // Today's bar carries today's count, which includes this run's 27.
    expect(charts.registrationsPerDay.at(-1)!.count).toBeGreaterThanOrEqual(FIRST_NAMES.length)
    await expect(page.getByRole('img', { name: /^Bar chart: \d+ registrations in the last 30 days/ })).toBeVisible()
    const seats = page.getByRole('table', { name: 'Seats filled per cohort' })
    await expect(seats.getByRole('row', { name: START }).getByRole('cell')).toHaveText([
      String(CAPACITY),
      String(CAPACITY),
    ])
    expect(charts.cohorts.find((cohort) => cohort.id === cohortId)).toMatchObject({
      seatsTaken: CAPACITY,
      capacity: CAPACITY,
    })
    await expectNoAxeViolations(page)
  })
}

test('the funnel counts one view, one start and one send for a visit that registers, without a cookie', async ({
  page,
}) => {
  test.setTimeout(60_000)
  const partner = `funnel-${run}`
  const beacons: string[] = []
  page.on('request', (sent) => sent.url().endsWith('/api/funnel') && beacons.push(sent.headers()['content-type'] ?? ''))
  await page.goto(`/embed/register?partner=${partner}&utm_campaign=spring-${run}`)
  const form = page.locator('bootcamp-register form[part~="form-registration"]')
  await expect(form).toHaveAttribute('data-live', '')
  await form.getByLabel('First Name').fill('Noor')
  await form.getByLabel('Last Name').fill(lastName)
  await form.getByLabel('Email').fill(`noor.${run}@example.org`)
  await form.getByLabel('Phone').fill('(614) 555-0190')
  await form.getByLabel('Age').selectOption('16')
  await form.getByLabel('Session Preference').selectOption('complete')
  await form.getByLabel('Parental consent (required for participants under 18)').check()
  await form.getByLabel('I agree to the terms and conditions').check()
  await form.getByRole('button', { name: 'Complete Registration' }).click()
  await expect(page.locator('bootcamp-register').getByText('Registration Complete!')).toBeVisible()
  const totals = () =>
    queryD1<{ step: string; count: number; campaign: string }>(
      `SELECT step, count, campaign FROM funnel_days WHERE source = ${sqlText(partner)} ORDER BY step`,
    )
  await expect.poll(totals, { timeout: 20_000 }).toEqual([
    { step: 'send', count: 1, campaign: `spring-${run}` },
    { step: 'start', count: 1, campaign: `spring-${run}` },
    { step: 'view', count: 1, campaign: `spring-${run}` },
  ])
  expect(beacons.every((type) => type.startsWith('text/plain'))).toBe(true)
  expect(await page.context().cookies()).toEqual([])
})

// Last: the queue sends its emails while nothing else of this file waits on the stack.
test('an announcement reaches exactly the seated families of the cohort once, and no address that unsubscribed', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000)
  await page.setViewportSize({ width: 1280, height: 900 })
  const stored = await people()
  const seated = stored.filter((person) => person.status === 'seated')
  // One seated family unsubscribed from our emails, through the real link.
  const leaving = seated[0]!
  expect((await request.post('/api/email-signup', { data: { email: leaving.email } })).status()).toBe(201)
  const [signup] = await queryD1<{ id: string }>(`SELECT id FROM email_signups WHERE email = ${sqlText(leaving.email)}`)
  const secret = /^UNSUBSCRIBE_SECRET=(.*)$/m.exec(readFileSync('.dev.vars', 'utf8'))![1]!
  const unsubscribed = await request.post(`/unsubscribe?token=${await signUnsubscribeToken(secret, signup!.id)}`, {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    data: 'List-Unsubscribe=One-Click',
  })
  expect(unsubscribed.status()).toBeLessThan(400)

  await signIn(page, `/admin/cohorts/${cohortId}`)
  const form = page.locator('form').filter({ has: page.getByLabel('Subject', { exact: true }) })
  await form.getByLabel('Seated families').check()
  await form.getByLabel('Subject', { exact: true }).fill(`Bring water ${run}`)
  await form.getByLabel('Text', { exact: true }).fill('Hello families,\n\nSaturday will be hot: bring a water bottle.')
  await form.getByRole('button', { name: 'Preview' }).click()
  const families = seated.length - 1
  await expect(
    page.getByText(`${families} families will receive it: ${families} in English, 0 in Spanish.`),
  ).toBeVisible()
  await expectNoAxeViolations(page)
  const send = page.getByRole('button', { name: `Send to ${families} families` })
  // Two clicks as fast as a nervous thumb: one announcement.
  await send.dblclick()
  await expect(page.getByText(`Sent: ${families} emails are on their way.`)).toBeVisible()
  await expect(page.getByText(new RegExp(`"Bring water ${run}" to ${families} by ${username}`))).toBeVisible()
  const announcements = await queryD1<{ id: string; recipients: number }>(
    `SELECT id, recipients FROM announcements WHERE cohort_id = ${sqlText(cohortId)}`,
  )
  expect(announcements).toEqual([{ id: expect.any(String), recipients: families }])
  const jobs = () =>
    queryD1<{ email: string; status: string }>(
      `SELECT email, status FROM outbox WHERE kind = 'announcement' AND record_id = ${sqlText(announcements[0]!.id)}`,
    )
  expect((await jobs()).map((job) => job.email).sort()).toEqual(
    seated
      .filter((person) => person.email !== leaving.email)
      .map((person) => person.email)
      .sort(),
  )
  // The queue sends each once.
  await expect.poll(async () => (await jobs()).every((job) => job.status === 'sent'), { timeout: 45_000 }).toBe(true)
  expect(
    await queryD1(
      `SELECT action FROM audit_log WHERE action = 'announcement-sent' AND detail LIKE ${sqlText(`%${announcements[0]!.id}%`)}`,
    ),
  ).toHaveLength(1)
})
