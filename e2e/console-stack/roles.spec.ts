/**
 * Roles in the console, in Chromium against `npm start` at phone and desktop widths: a director
 * invites a volunteer from the Staff screen, the volunteer opens the emailed link, chooses a
 * password, is signed in and sees today's check-in only; a coordinator sees no export, erasure or
 * staff screen. A cohort of its own whose one session is today (written straight into the
 * database, so the form's Saturday rule does not apply), with one participant seated in it.
 */
import { mkdirSync } from 'node:fs'
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test'
import { consoleUrl } from './stack'
import { cohortInsertSql, cohortRow } from '../../test-data/cohort-row'
import {
  addStaffAccount,
  expectNoAxeViolations,
  queryD1,
  sentEmailTexts,
  sqlText,
  uniqueEmail,
  reviewShot,
} from '../fixtures'
import { todayInNewYork } from '../stripe-stand-in/cohort-days'

test.describe.configure({ mode: 'serial' })

const run = Date.now().toString(36)
const director = `director-${run}`
const password = 'a long staff password 42'
const SHOTS = '/tmp/shots42'
/** Today in the bootcamp's time zone: the cohort's one session. */
const today = todayInNewYork()
const cohortId = crypto.randomUUID()
/** A surname of letters only (a name's rules allow no digits), unique to this run. */
const lastName = `Door${Array.from(crypto.getRandomValues(new Uint8Array(6)), (byte) => String.fromCharCode(97 + (byte % 26))).join('')}`

/** The console's API as the browser calls it, signed in through the API's own sign-in. */
async function staffApi(request: APIRequestContext, username: string) {
  const signedIn = await request.post('/api/admin/session', { data: { username, password } })
  expect(signedIn.status()).toBe(200)
  const headers = { origin: consoleUrl(), 'sec-fetch-site': 'same-origin' }
  return { post: (path: string, data: unknown) => request.post(path, { headers, data }) }
}

async function signIn(page: Page, username: string, path = '/admin') {
  await page.goto(path)
  await page.getByLabel('Username').fill(username)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('navigation', { name: 'Console' })).toBeVisible()
}

/** The link of the invitation email sent to `email` since `since`, once the queue has sent it. */
async function invitationLink(email: string, username: string, since: number) {
  let link = ''
  await expect
    .poll(
      () => {
        const text = sentEmailTexts(since).find((body) => body.includes(`with the username ${username}.`))
        link = /(http:\/\/127\.0\.0\.1:\d+\/admin\/welcome#\S+)/.exec(text ?? '')?.[1] ?? ''
        return link
      },
      { message: `the invitation to ${email}`, timeout: 30_000, intervals: [1_000] },
    )
    .toMatch(/\/admin\/welcome#[A-Za-z0-9._~-]+$/)
  return link
}

/** A page in a browser of its own (no director's cookie) at `width`. */
async function freshPage(browser: Browser, width: number) {
  const context = await browser.newContext({ viewport: { width, height: 800 } })
  return context.newPage()
}

test.beforeAll(async ({ request }) => {
  test.setTimeout(90_000)
  mkdirSync(SHOTS, { recursive: true })
  // The default role of the command is director.
  await addStaffAccount(director, password)
  await queryD1(
    cohortInsertSql(
      cohortRow({
        id: cohortId,
        startDate: today,
        sessionDates: [today],
        sessionStart: '00:00',
        sessionEnd: '23:59',
        open: false,
      }),
    ),
  )
  const registered = await request.post('/api/register', {
    headers: { 'cf-connecting-ip': '10.42.0.1' },
    data: {
      firstName: 'Amara',
      lastName,
      email: uniqueEmail('roles-door'),
      phone: '(614) 555-0142',
      age: 16,
      sessionPreference: 'complete',
      parentalConsent: true,
      termsAgreement: true,
    },
  })
  expect(registered.status()).toBe(201)
  const [row] = await queryD1<{ id: string }>(`SELECT id FROM registrations WHERE last_name = ${sqlText(lastName)}`)
  const api = await staffApi(request, director)
  expect((await api.post(`/api/admin/registrations/${row!.id}/cohort`, { cohortId })).status()).toBe(200)
  expect(await queryD1(`SELECT status FROM registrations WHERE id = ${sqlText(row!.id)}`)).toEqual([
    { status: 'seated' },
  ])
})

/** The director's invite: a refused field first (nothing stored), then the invitation; the stored row. */
async function inviteVolunteer(page: Page, volunteer: string, email: string, width: number) {
  // A field the API refuses shows its message under the field, and nothing is stored.
  const form = page.getByRole('form', { name: 'Invite someone' })
  await form.getByLabel('Username').fill(volunteer)
  await form.getByLabel('Email for the invitation').fill('not an address')
  await form.getByLabel('Role').selectOption('volunteer')
  await form.getByLabel(/^Cohort/).selectOption(cohortId)
  await form.getByRole('button', { name: 'Send the invitation' }).click()
  await expect(form.getByText('Enter an email address like name@example.org.')).toBeVisible()
  await expect(form.getByLabel('Email for the invitation')).toHaveAttribute('aria-invalid', 'true')
  expect(await queryD1(`SELECT id FROM staff_invitations WHERE username = ${sqlText(volunteer)}`)).toEqual([])

  await form.getByLabel('Email for the invitation').fill(email)
  await form.getByRole('button', { name: 'Send the invitation' }).click()
  await expect(page.getByRole('status').filter({ hasText: `Invitation sent to ${email}` })).toBeVisible()
  // Focus is back in the form's first field for the next one.
  await expect(form.getByLabel('Username')).toBeFocused()
  const card = page.getByRole('article', { name: volunteer })
  await expect(card).toContainText('Role:Volunteer')
  await expect(card).toContainText('State:Invited')
  const [stored] = await queryD1<{ role: string; cohort_id: string; email: string; token_hash: string }>(
    `SELECT role, cohort_id, email, token_hash FROM staff_invitations WHERE username = ${sqlText(volunteer)}`,
  )
  expect(stored).toMatchObject({ role: 'volunteer', cohort_id: cohortId, email })
  await expectNoAxeViolations(page)
  await reviewShot(page, `${SHOTS}/staff-${width}.png`, { fullPage: true })
  return stored!
}

/** The volunteer opens the emailed link in a browser of their own, meets the password rules, then chooses a password. */
async function acceptInvitation(browser: Browser, link: string, volunteer: string, tokenHash: string, width: number) {
  // The volunteer, in a browser of their own, opens the link from the email.
  // Only a hash of the token is stored.
  expect(tokenHash).not.toContain(link.split('#')[1])
  const door = await freshPage(browser, width)
  await door.goto(link)
  await expect(door.getByRole('heading', { level: 1, name: 'Welcome to the staff console' })).toBeVisible()
  await expect(door.getByText(`You are invited as Volunteer. Your username is ${volunteer}.`)).toBeVisible()
  await expectNoAxeViolations(door)
  await reviewShot(door, `${SHOTS}/welcome-${width}.png`, { fullPage: true })
  // The password rules' own message, under the field.
  await door.getByLabel('Your password').fill('password1234')
  await door.getByRole('button', { name: 'Choose password and sign in' }).click()
  await expect(
    door.getByText('This password is too common: it is in the lists of passwords attackers try first.').first(),
  ).toBeVisible()
  await expect(door.getByLabel('Your password')).toHaveAttribute('aria-invalid', 'true')
  expect(await queryD1(`SELECT id FROM users WHERE username = ${sqlText(volunteer)}`)).toEqual([])
  await door.getByLabel('Your password').fill(password)
  await door.getByRole('button', { name: 'Choose password and sign in' }).click()
  return door
}

/** Signed in: today's check-in of their cohort and nothing else; again after signing out and in. */
async function expectCheckInOnly(door: Page, volunteer: string, width: number) {
  // Signed in: today's check-in of their cohort, and nothing else to open.
  await expect(door.getByRole('heading', { level: 1, name: 'Check-in' })).toBeVisible()
  expect(new URL(door.url()).hash).toBe('')
  await expect(door.getByRole('button', { name: new RegExp(`^Amara ${lastName}`) })).toBeVisible()
  const nav = door.getByRole('navigation', { name: 'Console' })
  await expect(nav.getByRole('link')).toHaveText(['Check-in', 'Your account'])
  await expect(door.getByLabel('Session').locator('option')).toHaveCount(1)
  await expectNoAxeViolations(door)
  await reviewShot(door, `${SHOTS}/volunteer-${width}.png`, { fullPage: true })
  expect(await queryD1(`SELECT role, cohort_id FROM users WHERE username = ${sqlText(volunteer)}`)).toEqual([
    { role: 'volunteer', cohort_id: cohortId },
  ])

  // A screen of another role, by its address: one plain sentence.
  await door.goto('/admin/registrations')
  await expect(door.getByRole('heading', { level: 1, name: 'Not part of your role' })).toBeVisible()
  await expect(door.getByText('Your role does not include this screen. Ask a director if you need it.')).toBeVisible()
  await expect(door.getByRole('table')).toHaveCount(0)

  // Signing in again with the chosen password lands on check-in too.
  await door.getByRole('button', { name: 'Sign out' }).click()
  await signIn(door, volunteer)
  await expect(door.getByRole('heading', { level: 1, name: 'Check-in' })).toBeVisible()
  await expect(door.getByRole('button', { name: new RegExp(`^Amara ${lastName}`) })).toBeVisible()
}

/** The link works once: opened again it shows the worker's sentence and nothing else. */
async function expectLinkUsed(browser: Browser, link: string, width: number) {
  const again = await freshPage(browser, width)
  await again.goto(link)
  await expect(
    again.getByText(
      'This invitation link does not work any more: it was used, withdrawn or is older than 72 hours. Ask a director for a new one.',
    ),
  ).toBeVisible()
  await expect(again.getByRole('textbox')).toHaveCount(0)
  await expect(again.getByRole('button')).toHaveCount(0)
  await again.context().close()
}

for (const width of [375, 1280]) {
  test(`at ${width} px a director invites a volunteer, who chooses a password from the link and sees today's check-in only`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000)
    const volunteer = `vol-${width}-${run}`
    const email = uniqueEmail(`volunteer-${width}`)
    await page.setViewportSize({ width, height: 900 })
    await signIn(page, director, '/admin/staff')
    await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible()
    await expect(
      page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Staff' }),
    ).toHaveAttribute('aria-current', 'page')
    const since = Date.now()
    const stored = await inviteVolunteer(page, volunteer, email, width)
    const link = await invitationLink(email, volunteer, since)
    const door = await acceptInvitation(browser, link, volunteer, stored.token_hash, width)
    await expectCheckInOnly(door, volunteer, width)
    await expectLinkUsed(browser, link, width)
    await door.context().close()

    // On the director's screen the invitation became an account.
    await page.reload()
    await expect(page.getByRole('article', { name: volunteer })).toContainText('State:Active')
  })
}

test('a director withdraws an invitation after confirming, and its link opens nothing', async ({ page, browser }) => {
  const invitee = `withdrawn-${run}`
  const email = uniqueEmail('withdrawn')
  await page.setViewportSize({ width: 1280, height: 900 })
  await signIn(page, director, '/admin/staff')
  const since = Date.now()
  const form = page.getByRole('form', { name: 'Invite someone' })
  await form.getByLabel('Username').fill(invitee)
  await form.getByLabel('Email for the invitation').fill(email)
  await form.getByLabel('Role').selectOption('coordinator')
  await expect(form.getByLabel(/^Cohort/)).toHaveCount(0)
  await form.getByRole('button', { name: 'Send the invitation' }).click()
  const card = page.getByRole('article', { name: invitee })
  await expect(card).toContainText('Role:Coordinator')
  const link = await invitationLink(email, invitee, since)

  await card.getByRole('button', { name: `Withdraw the invitation of ${invitee}` }).click()
  // The safe choice has focus; cancelling returns focus to the button.
  await expect(card.getByRole('button', { name: 'Cancel' })).toBeFocused()
  await card.getByRole('button', { name: 'Cancel' }).click()
  await expect(card.getByRole('button', { name: `Withdraw the invitation of ${invitee}` })).toBeFocused()
  await card.getByRole('button', { name: `Withdraw the invitation of ${invitee}` }).click()
  await card.getByRole('button', { name: 'Yes, withdraw' }).click()
  await expect(page.getByRole('status').filter({ hasText: `The invitation of ${invitee} is withdrawn.` })).toBeVisible()
  await expect(page.getByRole('article', { name: invitee })).toHaveCount(0)
  await expect(page.getByRole('heading', { level: 2, name: 'Accounts and invitations' })).toBeFocused()

  const door = await freshPage(browser, 375)
  await door.goto(link)
  await expect(door.getByText(/^This invitation link does not work any more/)).toBeVisible()
  await expect(door.getByRole('textbox')).toHaveCount(0)
  await door.context().close()
  expect(await queryD1(`SELECT id FROM users WHERE username = ${sqlText(invitee)}`)).toEqual([])
})

for (const width of [375, 1280]) {
  test(`at ${width} px a coordinator sees no export, erasure or staff screen`, async ({ page, request }) => {
    const coordinator = `coord-${width}-${run}`
    const email = uniqueEmail(`coordinator-${width}`)
    const since = Date.now()
    const api = await staffApi(request, director)
    expect((await api.post('/api/admin/staff', { username: coordinator, email, role: 'coordinator' })).status()).toBe(
      201,
    )
    const token = (await invitationLink(email, coordinator, since)).split('#')[1]
    const accepted = await page.request.post('/api/admin/invitation', {
      headers: { origin: consoleUrl(), 'sec-fetch-site': 'same-origin' },
      data: { token, password },
    })
    expect(accepted.status()).toBe(200)
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/admin/registrations')
    const nav = page.getByRole('navigation', { name: 'Console' })
    await expect(nav.getByRole('link')).toHaveText([
      'Overview',
      'Cohorts',
      'Registrations',
      'Sign-ups',
      'Messages',
      'Suppressed emails',
      'Your account',
    ])
    await expect(page.getByRole('heading', { level: 1, name: 'Registrations' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Apply' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Export CSV' })).toHaveCount(0)
    await expectNoAxeViolations(page)

    await page.goto(`/admin/cohorts/${cohortId}`)
    await expect(page.getByRole('link', { name: 'Check in' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Download CSV' })).toHaveCount(0)
    await page.goto('/admin/cohorts')
    await expect(page.getByRole('heading', { level: 1, name: 'Cohorts' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Payments (CSV)' })).toHaveCount(0)
    await expect(page.getByRole('form', { name: 'New cohort' })).toHaveCount(0)

    for (const path of ['/admin/erase', '/admin/staff', '/admin/audit']) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1, name: 'Not part of your role' })).toBeVisible()
      await expect(page.getByRole('textbox')).toHaveCount(0)
    }
    await expectNoAxeViolations(page)
  })
}

test('a volunteer of a cohort ahead lands on one sentence saying when check-in opens, in New York time', async ({
  page,
  request,
}) => {
  // The invitation's password is hashed as in production: with axe, past 30 s on a loaded 2-core machine.
  test.setTimeout(60_000)
  const later = cohortRow({ open: false })
  await queryD1(cohortInsertSql(later))
  const volunteer = `later-${run}`
  const email = uniqueEmail('later')
  const since = Date.now()
  const api = await staffApi(request, director)
  expect(
    (
      await api.post('/api/admin/staff', { username: volunteer, email, role: 'volunteer', cohortId: later.id })
    ).status(),
  ).toBe(201)
  const token = (await invitationLink(email, volunteer, since)).split('#')[1]
  const accepted = await page.request.post('/api/admin/invitation', {
    headers: { origin: consoleUrl(), 'sec-fetch-site': 'same-origin' },
    data: { token, password },
  })
  expect(accepted.status()).toBe(200)
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto('/admin')
  await expect(page.getByRole('heading', { level: 1, name: 'Check-in' })).toBeVisible()
  // The fixture's first Saturday, 10:00 to 14:00 by default: the window is an hour either side.
  await expect(
    page.getByText(
      'Your next session is Saturday, March 7, 2099. Check-in opens at 9:00 AM and closes at 3:00 PM (New York time).',
    ),
  ).toBeVisible()
  await expect(page.getByRole('button', { name: /Amara/ })).toHaveCount(0)
  await expectNoAxeViolations(page)
  await reviewShot(page, `${SHOTS}/volunteer-next-375.png`, { fullPage: true })
})
