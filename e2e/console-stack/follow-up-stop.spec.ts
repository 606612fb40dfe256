/**
 * The page a follow-up email's stop link opens, on a phone (375 px) in English and Spanish:
 * opening it changes nothing; its button stops the follow-up emails. axe on both pages.
 */
import { readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { signToken } from '../../worker/base/notify/signed-token'
import { expectNoAxeViolations, queryD1, sqlText, uniqueEmail, reviewShot } from '../fixtures'

test.use({ viewport: { width: 375, height: 800 } })

const secret = () => /^UNSUBSCRIBE_SECRET=(.*)$/m.exec(readFileSync('.dev.vars', 'utf8'))![1]!

for (const [language, confirm, button, done] of [
  ['en', 'Stop the follow-up emails', 'Stop the follow-up emails', 'No more follow-up emails'],
  ['es', 'Dejar de recibir los correos de seguimiento', 'Dejar de recibirlos', 'No más correos de seguimiento'],
] as const) {
  test(`a family stops the follow-up emails in ${language}`, async ({ page, request }) => {
    const email = uniqueEmail('follow-up-stop')
    const registered = await request.post('/api/register', {
      data: {
        firstName: 'Noor',
        lastName: `Stop${Date.now().toString(36)}`,
        email,
        phone: '(614) 555-0143',
        age: 19,
        sessionPreference: 'complete',
        parentalConsent: true,
        termsAgreement: true,
      },
    })
    expect(registered.status()).toBe(201)
    const [{ id }] = (await queryD1<{ id: string }>(
      `SELECT id FROM registrations WHERE email = ${sqlText(email)}`,
    )) as [{ id: string }]
    const token = await signToken(secret(), 'follow-up-stop', id, Math.floor(Date.now() / 1000) + 3600)
    await page.goto(`/follow-up/stop?token=${token}&lang=${language}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(confirm)
    await expectNoAxeViolations(page)
    await reviewShot(page, `test-results/follow-up-stop-${language}.png`, { fullPage: true })
    expect(await queryD1(`SELECT 1 FROM follow_up_stops WHERE registration_id = ${sqlText(id)}`)).toEqual([])
    await page.getByRole('button', { name: button }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(done)
    await expectNoAxeViolations(page)
    expect(await queryD1(`SELECT registration_id FROM follow_up_stops WHERE registration_id = ${sqlText(id)}`)).toEqual(
      [{ registration_id: id }],
    )
  })
}
