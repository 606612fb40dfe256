/**
 * The overview's waiting message is a link to that message on the Messages screen, and a message
 * links to the registrations of the family who wrote it, each opening with the search typed in
 * (never in the address).
 */
import { expect, test } from '@playwright/test'
import { addStaffAccount, expectNoAxeViolations, queryD1, sqlText, reviewShot } from '../fixtures'
import { signInTo } from './office-helpers'

for (const width of [375, 1280])
  test(`at ${width} px a waiting message leads to the message, and the message to the family's registration`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000)
    const run = `${width}${Date.now().toString(36)}`
    const staff = { username: `links-${run}`, password: 'a long staff password 7' }
    const email = `links.${run}@example.org`
    // Letters only (a name has no digits), and the width's own word: the two widths run at once and
    // may read the same clock, and the Messages screen's search would then find both messages.
    const name = `Marisol Links${width === 375 ? 'Narrow' : 'Wide'}${run.replace(/\d/g, '')}`
    await addStaffAccount(staff.username, staff.password)
    const registered = await request.post('/api/register', {
      headers: { 'cf-connecting-ip': `10.48.${width % 250}.${Date.now() % 250}` },
      data: {
        firstName: 'Marisol',
        lastName: name.split(' ')[1],
        email,
        phone: '(614) 555-0148',
        age: 19,
        sessionPreference: 'complete',
        parentalConsent: true,
        termsAgreement: true,
      },
    })
    expect(registered.status()).toBe(201)
    const sent = await request.post('/api/contact', {
      data: { name, email, subject: 'pricing', message: `Is there a sibling discount? (${run})` },
    })
    expect(sent.status()).toBe(201)
    // The overview lists the oldest waiting messages: this one is made the oldest.
    await queryD1(`UPDATE contact_messages SET created_at = '2001-01-01T00:00:00.000Z' WHERE email = ${sqlText(email)}`)
    await page.setViewportSize({ width, height: 900 })
    await signInTo(page, staff, '/admin')
    await page.getByRole('link', { name, exact: true }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible()
    await expect(page.getByLabel('Search')).toHaveValue(name)
    await expect(page).toHaveURL(/\/admin\/messages\?status=waiting$/)
    await expect(page.getByText(`Is there a sibling discount? (${run})`)).toBeVisible()
    await expectNoAxeViolations(page)
    await page.getByRole('link', { name: 'Their registrations' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Registrations' })).toBeVisible()
    await expect(page.getByLabel('Search')).toHaveValue(email)
    await expect(page).toHaveURL(/\/admin\/registrations$/)
    // A table at 1280 px, cards at 375 px: one link to the record either way.
    await expect(page.getByRole('link', { name, exact: true })).toHaveCount(1)
    await reviewShot(page, `test-results/overview-links-${width}.png`, { fullPage: true })
  })
