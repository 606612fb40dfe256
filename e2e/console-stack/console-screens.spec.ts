import { expect, test, type Page } from '@playwright/test'
import { addStaffAccount, expectNoAxeViolations, queryD1, sqlText, uniqueEmail } from '../fixtures'

/**
 * Every console screen at phone and desktop widths: axe finds nothing, and the longest allowed
 * texts make no page wider than the screen. Apart from the console's serial file (console.spec.ts)
 * so that these run beside it; each worker that runs them makes its own account (this module is
 * set up again by each beforeAll) and one registration whose record is a screen.
 */
// Named afresh in each beforeAll: with fully parallel tests a worker runs it again before a later
// test of this file, and the account and registration of its first run exist already.
const freshRun = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`
let username = `screens-${freshRun()}`
const password = 'a long staff password 6'
const adultOf = (run: string) => ({
  firstName: 'Theo',
  lastName: `Park${run}`,
  email: uniqueEmail('console-adult'),
  phone: '(614) 555-0143',
  age: 19,
  sessionPreference: 'individual',
  parentalConsent: true,
  termsAgreement: true,
})

let adult = adultOf(freshRun())

async function signIn(page: Page, path = '/admin') {
  await page.goto(path)
  await page.getByLabel('Username').fill(username)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('navigation', { name: 'Console' })).toBeVisible()
}

test.beforeAll(async ({ request }) => {
  // An account command (a Node process and a wrangler): 30 s ran out at load 22.
  test.setTimeout(90_000)
  const run = freshRun()
  username = `screens-${run}`
  adult = adultOf(run)
  await addStaffAccount(username, password)
  expect((await request.post('/api/register', { data: adult })).status()).toBe(201)
})

for (const width of [375, 1280]) {
  test(`axe finds nothing on any console screen at ${width} px`, async ({ page }) => {
    // Eleven screens, each loaded and checked: 19 s of the default 30 in a clean-clone run here,
    // 60 s at load 20 (other suites running beside this one).
    test.setTimeout(90_000)
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/admin')
    await expect(page.getByRole('heading', { name: 'Staff sign in' })).toBeVisible()
    await expectNoAxeViolations(page)
    await signIn(page)
    for (const [path, heading] of [
      ['/admin', 'Overview'],
      ['/admin/registrations', 'Registrations'],
      ['/admin/signups', 'Sign-ups'],
      ['/admin/messages', 'Messages'],
      ['/admin/erase', 'Erase a person'],
      ['/admin/cohorts', 'Cohorts'],
      ['/admin/suppressed', 'Suppressed emails'],
      ['/admin/audit', 'Audit log'],
      ['/admin/account', 'Your account'],
    ]) {
      await page.goto(path!)
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
      await expect(page.getByText('Loading…')).toHaveCount(0)
      await expectNoAxeViolations(page)
    }
    const [record] = await queryD1<{ id: string }>(`SELECT id FROM registrations WHERE email = ${sqlText(adult.email)}`)
    await page.goto(`/admin/registrations/${record!.id}`)
    await expect(page.getByRole('heading', { level: 1, name: /^Registration: / })).toBeVisible()
    await expectNoAxeViolations(page)
  })
}

for (const width of [375, 1280]) {
  test(`no console page is wider than the screen with the longest allowed name, message and motivation (${width} px)`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 900 })
    const long = {
      firstName: 'W'.repeat(100),
      // Stacked combining marks: one "letter" that is many characters wide in code points.
      lastName: `Z${'\u0336\u0321\u0322'.repeat(33)}`,
      email: uniqueEmail(`console-long-${width}`),
      motivation: 'M'.repeat(2000),
    }
    expect((await request.post('/api/register', { data: { ...adult, ...long, partner: undefined } })).status()).toBe(
      201,
    )
    expect(
      (
        await request.post('/api/contact', {
          data: { name: 'N'.repeat(120), email: long.email, subject: 'other', message: 'T'.repeat(5000) },
        })
      ).status(),
    ).toBe(201)
    const [record] = await queryD1<{ id: string }>(`SELECT id FROM registrations WHERE email = ${sqlText(long.email)}`)
    await signIn(page)
    for (const path of [
      '/admin',
      '/admin/cohorts',
      '/admin/registrations',
      `/admin/registrations/${record!.id}`,
      '/admin/messages',
      '/admin/suppressed',
      '/admin/audit',
      '/admin/account',
    ]) {
      await page.goto(path)
      await expect(page.getByText('Loading…')).toHaveCount(0)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(width)
    }
  })
}
