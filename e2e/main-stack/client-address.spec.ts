/**
 * The per-test address of e2e/fixtures.ts' `test`: the family and verification pages a test opens
 * in the browser count against that test's own address under the family link's limit (30 a
 * minute), not against the one address every other test of the stack would share.
 */
import { expect } from '@playwright/test'
import { test } from '../fixtures'

const minuteNow = () => Math.floor(Date.now() / 60_000)

for (const path of ['/family?token=guessed', '/verify/GUESSED1'])
  test(`${path.replace(/\?.*/, '')} opened in the browser counts against the test's own address`, async ({
    page,
    request,
    clientAddress,
  }) => {
    expect(clientAddress).toMatch(/^10(\.\d{1,3}){3}$/)
    // The limiter counts in whole minutes of the clock: a count that crosses into the next one
    // starts again there, so a try that crossed says nothing and is made again.
    for (let tries = 0; tries < 3; tries++) {
      const minute = minuteNow()
      let status = 0
      // From the test's address (the `request` fixture's header) until the limit answers.
      for (let sent = 0; sent < 61 && status !== 429; sent++) status = (await request.get(path)).status()
      expect(status).toBe(429)
      const response = await page.goto(path)
      if (minuteNow() !== minute) continue
      expect(response!.status()).toBe(429)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Too many tries')
      return
    }
    throw new Error('three tries each crossed into the next minute')
  })
