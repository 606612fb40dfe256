import { expect, test } from '@playwright/test'
import config, { BASE_URL, PARTNER_URL, PORT_ALONE } from '../../playwright.config'

/**
 * `npm start` and `npm test` side by side: the tests' stacks hold their own ports (8830 and up),
 * never `npm start`'s 8787 and 8788, and `PORT` moves every port `npm start` opens. The main stack
 * is such an `npm start`, given PORT alone, running beside the five other stacks on their own
 * ports: its partner page came up on the next port and embeds the widget from its PORT. (Rather
 * than one more `npm start` started here: on the 2-core CI machine that took a minute and a half.)
 */
test('npm start given PORT alone runs beside the other stacks: its partner page moves with it, and none takes npm start’s ports', async ({
  request,
}) => {
  const servers = [config.webServer ?? []].flat()
  const main = servers.find((server) => server.env?.PORT === new URL(BASE_URL).port)
  expect(main?.env).toMatchObject(PORT_ALONE)
  const taken = servers.flatMap((server) => [server.env?.PORT, server.env?.PARTNER_PORT])
  expect(taken).not.toContain('8787')
  expect(taken).not.toContain('8788')
  expect(Number(new URL(PARTNER_URL).port)).toBe(Number(new URL(BASE_URL).port) + 1)
  const partner = await request.get(`${PARTNER_URL}/`)
  expect(partner.status()).toBe(200)
  expect(await partner.text()).toContain(`${BASE_URL}/bootcamp.js`)
  expect((await request.get(`${BASE_URL}/api/health`)).status()).toBe(200)
})
