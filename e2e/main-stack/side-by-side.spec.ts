import { expect, test } from '@playwright/test'
import { spawnStack, waitForHealth } from '../../scripts/dev/stack'
import { BASE_URL, PARTNER_URL } from '../../playwright.config'

/**
 * `npm start` and `npm test` side by side: the tests' stacks hold their own ports (8830 and up),
 * never `npm start`'s 8787 and 8788, and `PORT` moves every port `npm start` opens. Here a second
 * `npm start` comes up with PORT=8921 (its partner page on 8922) while the tests' stack runs,
 * and each answers on its own ports.
 */
test('npm start with PORT=8921 runs beside the test stack: its partner page moves with it, and neither takes the other’s ports', async ({
  request,
}) => {
  test.setTimeout(120_000)
  expect([new URL(BASE_URL).port, new URL(PARTNER_URL).port]).not.toContain('8787')
  expect([new URL(BASE_URL).port, new URL(PARTNER_URL).port]).not.toContain('8788')
  const beside = spawnStack(8921, { SKIP_BUILD: 'true', D1_PERSIST_TO: '.wrangler/side-by-side' })
  try {
    await waitForHealth('http://127.0.0.1:8921')
    const partner = await request.get('http://127.0.0.1:8922/')
    expect(partner.status()).toBe(200)
    expect(await partner.text()).toContain('http://127.0.0.1:8921/bootcamp.js')
    expect((await request.get(`${BASE_URL}/api/health`)).status()).toBe(200)
    expect((await request.get(`${PARTNER_URL}/`)).status()).toBe(200)
  } finally {
    process.kill(-beside.pid!, 'SIGINT')
  }
})
