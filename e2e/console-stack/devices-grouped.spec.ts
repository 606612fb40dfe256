/**
 * The signed-in devices list gives one line per browser and system: three sign-ins from this
 * Chromium read as one "Chrome on Linux" line of three sessions, and its Sign out ends the two
 * others, never this one.
 */
import { expect, test } from '@playwright/test'
import { addStaffAccount, expectNoAxeViolations, queryD1, sqlText, reviewShot } from '../fixtures'
import { signInTo } from './office-helpers'

for (const width of [375, 1280])
  test(`at ${width} px three sign-ins from one browser are one line, and its others end together`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000)
    const staff = { username: `devices-${width}-${Date.now().toString(36)}`, password: 'a long staff password 6' }
    await addStaffAccount(staff.username, staff.password)
    await page.setViewportSize({ width, height: 900 })
    for (let other = 0; other < 2; other++) {
      const context = await browser.newContext()
      await signInTo(await context.newPage(), staff, '/admin')
      await context.close()
    }
    await signInTo(page, staff, '/admin/account')
    const devices = page.getByRole('region', { name: 'Signed-in devices' })
    await expect(devices.getByRole('listitem')).toHaveCount(1)
    const line = devices.getByRole('listitem')
    await expect(line).toContainText('Chrome on Linux')
    await expect(line).toContainText('This device')
    await expect(line).toContainText(/3 sessions signed in, last used /)
    await expectNoAxeViolations(page)
    await reviewShot(page, `test-results/devices-${width}.png`, { fullPage: true })
    await line.getByRole('button', { name: 'Sign out: Chrome on Linux, 2 other sessions' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'signed out' })).toHaveText('That device is signed out.')
    await expect(line).toContainText(/1 session signed in, last used /)
    await expect(line.getByRole('button')).toHaveCount(0)
    const left = await queryD1<{ n: number }>(
      `SELECT count(*) AS n FROM sessions JOIN users ON users.id = sessions.user_id WHERE users.username = ${sqlText(staff.username)}`,
    )
    expect(left).toEqual([{ n: 1 }])
  })
