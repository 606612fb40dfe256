import { readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { signUnsubscribeToken } from '../../worker/base/notify/signed-token'
import { axeViolations, open, queryD1, sqlText, uniqueEmail } from '../fixtures'
import { FORMS, formOf, sectionOf } from '../forms'

const jobsOf = (email: string, table: string) =>
  queryD1<{ kind: string; status: string; message_id: string | null }>(
    `SELECT o.kind, o.status, o.message_id FROM outbox o JOIN ${table} r ON r.id = o.record_id WHERE r.email = ${sqlText(email)} ORDER BY o.kind`,
  )

/** The local unsubscribe secret `npm start` wrote into .dev.vars. */
const localSecret = () => /^UNSUBSCRIBE_SECRET=(\w+)$/m.exec(readFileSync('.dev.vars', 'utf8'))![1]!

test('a registration in the browser sends the confirmation and tells staff, through the real queue', async ({
  page,
}) => {
  const email = uniqueEmail('promise')
  await open(page, '/')
  const registration = FORMS.find((form) => form.name === 'registration')!
  await registration.fill(formOf(page, 'registration'), email)
  await formOf(page, 'registration').getByRole('button', { name: 'Complete Registration' }).click()
  await expect(sectionOf(page, 'registration').getByRole('heading', { name: 'Registration Complete!' })).toBeVisible()
  await expect
    .poll(() => jobsOf(email, 'registrations'), { timeout: 45_000, intervals: [2_000] })
    .toEqual([
      { kind: 'registration-confirmation', status: 'sent', message_id: expect.any(String) },
      { kind: 'registration-staff', status: 'sent', message_id: expect.any(String) },
    ])
})

test('the sign-up success panel opens the guide at once, and the guide email is sent', async ({ page, context }) => {
  const email = uniqueEmail('guide')
  await open(page, '/')
  await formOf(page, 'signup').getByLabel('Email address').fill(email)
  await formOf(page, 'signup').getByRole('button', { name: 'Get the Free Guide' }).click()
  const link = sectionOf(page, 'signup').getByRole('link', { name: 'Open the guide now' })
  await expect(link).toHaveAttribute('href', new URL('/guide', page.url()).href)
  const [guide] = await Promise.all([context.waitForEvent('page'), link.click()])
  await expect(guide.getByRole('heading', { level: 1 })).toHaveText('The VITAL Confidence Guide')
  await expect(guide.getByRole('heading', { level: 2 })).toHaveCount(5)
  await expect
    .poll(() => jobsOf(email, 'email_signups'), { timeout: 45_000, intervals: [2_000] })
    .toEqual([{ kind: 'signup-guide', status: 'sent', message_id: expect.any(String) }])
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the unsubscribe link works: a button, then the address is off the list', async ({ page, request }) => {
    const email = uniqueEmail('unsubscribe')
    expect((await request.post('/api/email-signup', { data: { email } })).status()).toBe(201)
    const [signup] = await queryD1<{ id: string }>(`SELECT id FROM email_signups WHERE email = ${sqlText(email)}`)
    await page.goto(`/unsubscribe?token=${await signUnsubscribeToken(localSecret(), signup!.id)}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unsubscribe from VITAL emails')
    expect(await queryD1(`SELECT unsubscribed_at FROM email_signups WHERE id = ${sqlText(signup!.id)}`)).toEqual([
      { unsubscribed_at: null },
    ])
    await page.getByRole('button', { name: 'Unsubscribe' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are unsubscribed')
    const [row] = await queryD1<{ unsubscribed_at: string | null }>(
      `SELECT unsubscribed_at FROM email_signups WHERE id = ${sqlText(signup!.id)}`,
    )
    expect(row!.unsubscribed_at).toMatch(/^\d{4}-/)
  })

  test('a broken link gets a clear page', async ({ page }) => {
    const response = await page.goto('/unsubscribe?token=not-a-token')
    expect(response?.status()).toBe(400)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This unsubscribe link does not work')
  })
})

for (const width of [375, 1280]) {
  test(`axe finds nothing on the guide and unsubscribe pages at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    for (const path of ['/guide', '/unsubscribe?token=not-a-token']) {
      await page.goto(path)
      expect(await axeViolations(page), path).toEqual([])
    }
  })
}
