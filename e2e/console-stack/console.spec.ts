import { readFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { accountCommand } from './account-command'
import { expectCohortOnEverySurface } from './cohort-surfaces'
import { queryD1, sqlText, uniqueEmail } from '../fixtures'

/**
 * The staff console in Chromium against `npm start`: an account made with the real
 * `admin:add-user` command (password piped in), then every screen as staff use it, in order (one
 * test's rows are the next one's). What needs no earlier test is in files of its own, which the
 * other worker runs meanwhile: every screen's axe and width checks (console-screens.spec.ts) and
 * the password rules of the account commands (account-passwords.spec.ts).
 */
test.describe.configure({ mode: 'serial' })

const run = Date.now().toString(36)
const username = `staff-${run}`
const password = 'a long staff password 1'
const partner = `school-${run}`
const minor = {
  firstName: 'Ines',
  lastName: `Navarro${run}`,
  email: uniqueEmail('console-minor'),
  phone: '(614) 555-0142',
  age: 15,
  sessionPreference: 'complete',
  termsAgreement: true,
  partner,
}
const adult = {
  firstName: 'Theo',
  lastName: `Park${run}`,
  email: uniqueEmail('console-adult'),
  phone: '(614) 555-0143',
  age: 19,
  sessionPreference: 'individual',
  parentalConsent: true,
  termsAgreement: true,
  partner,
}
const flagged = {
  firstName: 'Lena',
  lastName: `Flagged${run}`,
  email: uniqueEmail('console-flagged'),
  phone: '(614) 555-0144',
  age: 14,
  sessionPreference: 'complete',
  termsAgreement: true,
}
const message = {
  name: `Rosa ${run}`,
  email: uniqueEmail('console-message'),
  subject: 'pricing',
  message: `Is there a sibling discount? (${run})`,
}

async function signIn(page: Page, path = '/admin') {
  await page.goto(path)
  await page.getByLabel('Username').fill(username)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('navigation', { name: 'Console' })).toBeVisible()
}

test.beforeAll(async ({ request }) => {
  // An account command (a Node process and a wrangler) and five submissions: 30 s ran out at load 22.
  test.setTimeout(90_000)
  const added = await accountCommand('add', username, `${password}\n`)
  expect(added).toMatchObject({
    code: 0,
    stdout: `Added staff account ${username} as director (local). Sign in at /admin.\n`,
  })
  for (const [path, data] of [
    ['/api/register', minor],
    ['/api/register', adult],
    ['/api/register', flagged],
    ['/api/contact', message],
    ['/api/email-signup', { email: minor.email, partner }],
  ] as const) {
    expect((await request.post(path, { data })).status()).toBe(201)
  }
})

test('the account commands refuse a short password and a duplicate name, and store only a hash', async () => {
  // Two runs of the command, each a Node process and a wrangler: more than the default 30 s on a busy machine.
  test.setTimeout(60_000)
  const short = await accountCommand('add', `short-${run}`, 'too short\n')
  expect(short.code).toBe(2)
  expect(short.stderr).toContain(
    'The password must be at least 12 characters, not counting spaces at either end. Nothing was changed.',
  )
  const twice = await accountCommand('add', username, `${password}\n`)
  expect(twice.code).toBe(1)
  expect(twice.stderr).toContain(`A staff account named ${username} exists already (local)`)
  const [row] = await queryD1<{ password_hash: string }>(
    `SELECT password_hash FROM users WHERE username = ${sqlText(username)}`,
  )
  expect(row!.password_hash).toMatch(/^pbkdf2-sha256\$100000\$/)
  expect(row!.password_hash).not.toContain(password)
  expect(
    await queryD1(
      `SELECT action, detail FROM audit_log WHERE username = ${sqlText(username)} AND action = 'user-added'`,
    ),
  ).toEqual([{ action: 'user-added', detail: 'from the command line (npm run admin:add-user)' }])
})

test('a signed-out visitor gets the sign-in screen; a wrong password is refused and keeps what was typed', async ({
  page,
}) => {
  await page.goto('/admin/registrations')
  await expect(page.getByRole('heading', { name: 'Staff sign in' })).toBeFocused()
  await page.getByLabel('Username').fill(username)
  await page.getByLabel('Password').fill('not the password!')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('alert')).toHaveText('Incorrect username or password.')
  await expect(page.getByLabel('Username')).toHaveValue(username)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  // The address asked for registrations: that is where staff land.
  await expect(page.getByRole('heading', { level: 1, name: 'Registrations' })).toBeVisible()
  await expect(page).toHaveTitle('Registrations · VITAL Staff Console')
})

test('search, filter and open a record; a minor without consent is flagged', async ({ page }) => {
  await signIn(page, '/admin/registrations')
  await page.getByLabel('Search').fill(`navarro${run}`)
  await page.getByRole('button', { name: 'Apply' }).click()
  const table = page.getByRole('region', { name: 'Registrations' })
  await expect(table.getByRole('row')).toHaveCount(2)
  const found = table.getByRole('rowheader')
  await expect(found.getByRole('link')).toHaveText(`Ines Navarro${run}`)
  const flag = found.locator('[aria-describedby]')
  await expect(flag).toHaveText('Consent missing')
  await expect(flag).toHaveAccessibleDescription(
    'Taking part or emergency treatment has no consent record (the family page): needed before the first session.',
  )
  // The search text stays out of the address (and so out of logs and shared links), yet a reload keeps it.
  await expect(page).toHaveURL(/\/admin\/registrations$/)
  await page.reload()
  await expect(page.getByLabel('Search')).toHaveValue(`navarro${run}`)
  await expect(table.getByRole('rowheader').getByRole('link')).toHaveText([`Ines Navarro${run}`])

  await page.getByRole('button', { name: 'Clear' }).click()
  await page.getByLabel('Partner (slug, or "none")').fill(partner)
  await page.getByLabel('Session').selectOption('individual')
  await page.getByRole('button', { name: 'Apply' }).click()
  // An adult gives their own consents on the family page: until then Theo is flagged too.
  await expect(table.getByRole('rowheader').getByRole('link')).toHaveText([`Theo Park${run}`])

  await table.getByRole('link', { name: `Theo Park${run}` }).click()
  await expect(page.getByRole('heading', { level: 1, name: `Registration: Theo Park${run}` })).toBeFocused()
  // The record's details (the payment section below has a list of its own).
  const record = page.locator('dl').first()
  for (const text of [adult.email, adult.phone, 'Individual Session', partner]) await expect(record).toContainText(text)
  await page.getByRole('link', { name: 'Back to registrations' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Registrations' })).toBeVisible()
})

test('a message is marked replied with a note, by the signed-in user', async ({ page }) => {
  await signIn(page, '/admin/messages')
  await page.getByLabel('Search').fill(run)
  await page.getByRole('button', { name: 'Apply' }).click()
  const card = page.getByRole('article', { name: new RegExp(message.name) })
  await expect(card).toContainText(message.message)
  await expect(card).toContainText(/2[34] h \d+ min left/)
  await card.getByLabel('Staff note').fill('Sent the sibling rates.')
  await card.getByRole('button', { name: 'Mark replied' }).click()
  await expect(page.getByRole('article', { name: new RegExp(message.name) })).toContainText(`Replied by ${username}`)
  const [row] = await queryD1<{ replied_by: string; staff_note: string; replied_at: string }>(
    `SELECT replied_by, staff_note, replied_at FROM contact_messages WHERE email = ${sqlText(message.email)}`,
  )
  expect(row).toMatchObject({ replied_by: username, staff_note: 'Sent the sibling rates.' })
  expect(Date.now() - Date.parse(row!.replied_at)).toBeLessThan(60_000)
})

/**
 * Clicks the filter form's Export CSV and resolves with its file. A failed export shows its
 * message under the button instead of downloading: that message fails the test at once. A CI
 * run once timed out here saying nothing, so a missing download now says what the request got.
 */
async function exportedFile(page: Page) {
  let request = 'not sent'
  const isExport = (url: string) => url.includes('/api/admin/export/')
  page.on('request', (sent) => {
    if (isExport(sent.url())) request = 'sent, no answer'
  })
  page.on('requestfailed', (failed) => {
    if (isExport(failed.url())) request = `failed: ${failed.failure()?.errorText}`
  })
  page.on('response', (response) => {
    if (isExport(response.url())) request = `answered ${response.status()}`
  })
  const status = page.getByRole('search').getByRole('status')
  const download = page.waitForEvent('download', { timeout: 20_000 })
  const failure = status
    .filter({ hasText: /\S/ })
    .waitFor()
    .then(
      () => status.innerText(),
      () => null,
    )
  await page.getByRole('button', { name: 'Export CSV' }).click()
  const first = await Promise.race([download, failure]).catch(() => null)
  if (first === null || typeof first === 'string')
    throw new Error(`The export did not download: ${first ?? 'nothing within 20 s'}; its request: ${request}`)
  return first
}

test('the export downloads the filtered rows as CSV', async ({ page }) => {
  await signIn(page, `/admin/registrations?partner=${partner}`)
  // What staff export is what they see: the two rows of this partner, on screen first.
  const table = page.getByRole('region', { name: 'Registrations' })
  const names = table.getByRole('rowheader').getByRole('link')
  await expect(names).toHaveCount(2)
  expect((await names.allInnerTexts()).sort()).toEqual([`Ines Navarro${run}`, `Theo Park${run}`])
  const file = await exportedFile(page)
  expect(file.suggestedFilename()).toMatch(/^registrations-\d{4}-\d{2}-\d{2}\.csv$/)
  const lines = readFileSync((await file.path())!, 'utf8')
    .trimEnd()
    .split('\r\n')
  expect(lines[0]).toMatch(/^id,first_name,last_name,email,phone,age,/)
  expect(
    lines
      .slice(1)
      .map((line) => line.split(',')[3])
      .sort(),
  ).toEqual([minor.email, adult.email].sort())
})

test('erasing a person shows what goes, asks, deletes it everywhere and reports the counts', async ({ page }) => {
  await signIn(page, '/admin/erase')
  await page.getByLabel('Email address').fill(minor.email)
  await page.getByRole('button', { name: 'Find rows' }).click()
  await expect(page.getByText('These rows will be deleted:')).toBeVisible()
  await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: 'registrations' })).toHaveText(
    'registrations1 row',
  )
  await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: 'email_signups' })).toHaveText(
    'email_signups1 row',
  )
  const erase = page.getByRole('button', { name: 'Erase' })
  await expect(erase).toBeDisabled()
  await page.getByLabel('I understand these rows will be deleted').check()
  await erase.click()
  await expect(page.getByText('Erased. Rows deleted:')).toBeVisible()
  for (const table of ['registrations', 'email_signups', 'outbox']) {
    expect(await queryD1(`SELECT id FROM ${table} WHERE email = ${sqlText(minor.email)}`)).toEqual([])
  }

  await page.getByRole('link', { name: 'Audit log' }).click()
  const log = page.getByRole('region', { name: 'Audit log' })
  // Newest first; another staff member (a test beside this one) may have signed in since.
  await expect(log.getByRole('row').filter({ hasText: `${username}Erased` })).toHaveCount(1)
  await expect(log).toContainText('Exported')
  await expect(log).not.toContainText(minor.email)
})

test('signing out returns to the sign-in screen and the session no longer works', async ({ page }) => {
  await signIn(page)
  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(page.getByRole('heading', { name: 'Staff sign in' })).toBeVisible()
  expect((await page.request.get('/api/admin/overview')).status()).toBe(401)
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Staff sign in' })).toBeVisible()
})

test('data loading keeps the spec defaults: a failure is not retried, focus does not refetch', async ({ page }) => {
  await signIn(page, '/admin/signups')
  // On a first visit the service worker takes the page and has what it shows fetched again
  // (admin/main.tsx): a slow machine did that after the list below had failed. Counted from then.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
  let calls = 0
  await page.route('**/api/admin/registrations/search', async (route) => {
    calls++
    await route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'Internal error' }),
    })
  })
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Registrations' }).click()
  await expect(page.getByRole('alert')).toContainText('This could not be loaded.Internal error')
  await page.waitForTimeout(1500)
  expect(calls).toBe(1)
  await page.unroute('**/api/admin/registrations/search')
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByRole('region', { name: 'Registrations' })).toBeVisible()

  let refetches = 0
  page.on('request', (request) => request.url().includes('/api/admin/') && refetches++)
  await page.evaluate(() => {
    window.dispatchEvent(new Event('focus'))
    document.dispatchEvent(new Event('visibilitychange'))
    window.dispatchEvent(new Event('online'))
  })
  await page.waitForTimeout(1000)
  expect(refetches).toBe(0)
})

test('a tooltip opens after 700 ms of hover, at once within 300 ms of the last one closing, and Esc hides it', async ({
  page,
}) => {
  await page.clock.install()
  await signIn(page, `/admin/registrations?q=flagged${run}`)
  const flag = page.getByRole('region', { name: 'Registrations' }).locator('[aria-describedby]')
  await expect(flag).toHaveText('Consent missing')
  // From here the page's clock moves only when the test moves it.
  await page.clock.pauseAt(Date.now() + 60_000)
  const tip = page.getByRole('tooltip')
  await flag.hover()
  await page.clock.runFor(650)
  await expect(tip).toBeHidden()
  await page.clock.runFor(100)
  await expect(tip).toBeVisible()
  await expect(tip).toHaveText(
    'Taking part or emergency treatment has no consent record (the family page): needed before the first session.',
  )

  await page.mouse.move(0, 0)
  await expect(tip).toBeHidden()
  await page.clock.runFor(200)
  await flag.hover()
  await page.clock.runFor(1)
  await expect(tip).toBeVisible()

  await page.mouse.move(0, 0)
  await page.clock.runFor(400)
  await flag.hover()
  await page.clock.runFor(650)
  await expect(tip).toBeHidden()
  await page.clock.runFor(100)
  await expect(tip).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(tip).toBeHidden()
})

test('a cohort made on the Cohorts screen: a message under a bad field, then open, next on the page, archived', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000)
  // A Saturday a year ahead, so it is "next" whatever today is; archived at the end so no later
  // test or run finds it.
  const start = new Date()
  start.setUTCFullYear(start.getUTCFullYear() + 1)
  start.setUTCDate(start.getUTCDate() + ((6 - start.getUTCDay() + 7) % 7))
  const startDate = start.toISOString().slice(0, 10)
  const sunday = new Date(start.getTime() + 86_400_000).toISOString().slice(0, 10)
  await signIn(page, '/admin/cohorts')
  const form = page.getByRole('form', { name: 'New cohort' })
  await form.getByLabel('First Saturday').fill(sunday)
  await form.getByLabel('Seats').fill('24')
  await form.getByLabel('Per-session price ($)').fill('60')
  await form.getByLabel('Complete bootcamp price ($)').fill('-5')
  await form.getByRole('button', { name: 'Create cohort' }).click()
  await expect(form.getByText('The start must be a Saturday: every session is on a Saturday.')).toBeVisible()
  await expect(form.getByText('A price cannot be negative.')).toBeVisible()
  await expect(form.getByLabel('First Saturday')).toHaveAttribute('aria-invalid', 'true')
  await expect(form.getByLabel('Seats')).toHaveValue('24')
  await form.getByLabel('First Saturday').fill(startDate)
  await form.getByLabel('Complete bootcamp price ($)').fill('210')
  await form.getByRole('button', { name: 'Create cohort' }).click()
  await expect(form.getByRole('status')).toHaveText('Cohort created.')
  const [made] = await queryD1<{ id: string }>(
    `SELECT id FROM cohorts WHERE start_date = ${sqlText(startDate)} AND archived_at IS NULL`,
  )
  try {
    // Its own card, found by the link to its page: other tests of this stack make cohorts too.
    const card = page
      .getByRole('article', { name: new RegExp(`^Starts `) })
      .filter({ has: page.locator(`a[href="/admin/cohorts/${made!.id}"]`) })
    await expect(card).toContainText('Closed')
    await card.getByRole('button', { name: 'Open registration' }).click()
    await expect(page.getByRole('article').filter({ hasText: 'Next on the page' })).toContainText('0 of 24 seats taken')
    // Families who registered interest earlier in this stack are in line, so opening it began a head
    // start (worker/interest/, tested there); ended here, visitors meet the cohort as after it.
    await queryD1(`UPDATE cohorts SET head_start_until = NULL WHERE id = ${sqlText(made!.id)}`)
    const next = (await (await request.get('/api/cohorts/next')).json()) as {
      cohort: { id: string; startDate: string; prices: { session: number; complete: number } }
    }
    expect(next.cohort).toMatchObject({ id: made!.id, startDate, prices: { session: 60, complete: 210 } })
    expect(
      await queryD1(
        `SELECT action FROM audit_log WHERE action LIKE 'cohort-%' AND detail LIKE ${sqlText(`%${made!.id}%`)} ORDER BY at`,
      ),
    ).toEqual([{ action: 'cohort-created' }, { action: 'cohort-updated' }])
    await expectCohortOnEverySurface(page, startDate, made!.id)
  } finally {
    await queryD1(
      `UPDATE cohorts SET archived_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), open = 0 WHERE id = ${sqlText(made!.id)}`,
    )
  }
})

test('a suppressed acknowledgement is listed with its message, counted on the overview, and sent by hand once', async ({
  page,
  request,
}) => {
  // Five messages from one address: three acknowledgements go out, two are held back.
  const asker = uniqueEmail('console-capped')
  for (let n = 0; n < 5; n++) {
    expect(
      (
        await request.post('/api/contact', {
          data: { ...message, email: asker, message: `Question ${n} about the programme (${run})` },
        })
      ).status(),
    ).toBe(201)
  }
  const held = () =>
    queryD1<{ id: string; status: string }>(
      `SELECT id, status FROM outbox WHERE email = ${sqlText(asker)} AND kind = 'contact-acknowledgement' ORDER BY created_at`,
    )
  await expect
    .poll(async () => (await held()).map((job) => job.status), { timeout: 15_000 })
    .toEqual(['sent', 'sent', 'sent', 'suppressed', 'suppressed'])

  await signIn(page)
  const day = new Date().toISOString().slice(0, 10)
  const counts = page.getByRole('region', { name: 'Emails held back by the daily limit' })
  await expect(counts.getByRole('definition')).not.toHaveText(['0'])
  await expect(counts.getByText(day)).toBeVisible()
  await counts.getByRole('link', { name: 'Review them and send one by hand' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Suppressed emails' })).toBeFocused()
  const rows = page.getByRole('listitem').filter({ hasText: asker })
  await expect(rows).toHaveCount(2)
  await expect(rows.first().getByRole('heading', { level: 2 })).toHaveText('Message acknowledgement')
  await expect(rows.first()).toContainText(`Message from ${message.name}`)
  await rows.first().getByRole('button', { name: 'Send now' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Sent by hand' })).toHaveText(`Sent by hand to ${asker}.`)
  await expect(rows).toHaveCount(1)
  // The list is newest first: the fifth message's acknowledgement was the one sent.
  await expect
    .poll(async () => (await held()).map((job) => job.status), { timeout: 15_000 })
    .toEqual(['sent', 'sent', 'sent', 'suppressed', 'sent'])
  const sentByHand = (await held())[4]!.id
  expect(
    await queryD1(
      `SELECT username FROM audit_log WHERE action = 'send-held' AND detail LIKE ${sqlText(`%${sentByHand}%`)}`,
    ),
  ).toEqual([{ username }])
})

test('the devices list shows both browsers signed in and ends the other one', async ({ page, browser }) => {
  const other = await browser.newContext({
    userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:140.0) Gecko/20100101 Firefox/140.0',
  })
  const otherPage = await other.newPage()
  await signIn(otherPage)
  await signIn(page, '/admin/account')
  // The account's earlier tests signed in too, and their sessions are still live: count around them.
  const devices = page.getByRole('region', { name: 'Signed-in devices' })
  const firefox = devices.getByRole('listitem').filter({ hasText: 'Firefox on Windows' })
  await expect(firefox).toHaveCount(1)
  await expect(devices.getByRole('listitem').filter({ hasText: 'This device' })).toHaveCount(1)
  await expect(devices.getByRole('listitem').filter({ hasText: 'This device' })).toContainText('Chrome on Linux')
  const before = await devices.getByRole('listitem').count()
  await firefox.getByRole('button', { name: /^Sign out: Firefox on Windows/ }).click()
  await expect(page.getByRole('status').filter({ hasText: 'signed out' })).toHaveText('That device is signed out.')
  await expect(firefox).toHaveCount(0)
  await expect(devices.getByRole('listitem')).toHaveCount(before - 1)
  await otherPage.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Registrations' }).click()
  await expect(otherPage.getByRole('heading', { name: 'Staff sign in' })).toBeVisible()
  expect(
    await queryD1(
      `SELECT username, detail FROM audit_log WHERE action = 'sessions-ended' AND username = ${sqlText(username)}`,
    ),
  ).toEqual([{ username, detail: 'one device signed out' }])
  await other.close()
})

test('a new password ends the sessions of that account; removing it ends sign-in', async ({ page }) => {
  // Two runs of the command, each a Node process and a wrangler, and a sign-in: 30 s ran out on a
  // busy two-core machine (the test had reached the second command).
  test.setTimeout(60_000)
  await signIn(page)
  const changed = await accountCommand('set-password', username, 'another long password 2\n')
  expect(changed).toMatchObject({ code: 0 })
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Registrations' }).click()
  await expect(page.getByRole('heading', { name: 'Staff sign in' })).toBeVisible()
  const removed = await accountCommand('remove', username, '')
  expect(removed.stdout).toBe(`Removed staff account ${username} and its sessions (local).\n`)
  expect(await queryD1(`SELECT id FROM users WHERE username = ${sqlText(username)}`)).toEqual([])
  expect(
    await queryD1(
      `SELECT action FROM audit_log WHERE username = ${sqlText(username)} AND action IN ('password-changed', 'user-removed') ORDER BY at`,
    ),
  ).toEqual([{ action: 'password-changed' }, { action: 'user-removed' }])
})
