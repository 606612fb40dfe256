import { describe, expect, it } from 'vitest'
import { EMBED_SCRIPTS_AFTER_PAINT, LOADER_AFTER_PAINT } from '../../contract/loader-after-paint'
import { call, ORIGIN, scriptHashSource } from '../test/helpers'

const scriptSources = (response: Response) =>
  /script-src ([^;]*)/.exec(response.headers.get('content-security-policy') ?? '')?.[1]

/** Every script of a page that runs: its inline text, or its address. */
const runningScripts = (page: string) =>
  [...page.matchAll(/<script(?![^>]*type="application\/(?:ld\+)?json")([^>]*)>([\s\S]*?)<\/script>/g)].map(
    ([, attributes, text]) => /src="([^"]*)"/.exec(attributes!)?.[1] ?? text,
  )

describe('the home pages add the loader after their first paint', () => {
  it.each(['/', '/es'])(
    '%s runs one inline script, allowed by its hash alone, and fetches no script itself',
    async (path) => {
      const response = await call(path)
      expect(response.status).toBe(200)
      expect(runningScripts(await response.text())).toEqual([LOADER_AFTER_PAINT])
      expect(scriptSources(response)).toBe(
        `'self' https://challenges.cloudflare.com ${await scriptHashSource(LOADER_AFTER_PAINT)}`,
      )
    },
  )

  it('answers a form sent without script with the same page and the same policy', async () => {
    const response = await call('/', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN },
      body: new URLSearchParams({ form: 'signup', email: 'not an address' }).toString(),
    })
    expect(response.status).toBe(400)
    expect(runningScripts(await response.text())).toEqual([LOADER_AFTER_PAINT])
    expect(scriptSources(response)).toContain(await scriptHashSource(LOADER_AFTER_PAINT))
  })

  it.each(['/guide', '/no-such-page', '/embed', '/embed/nope'])('%s allows no inline script', async (path) => {
    expect(scriptSources(await call(path))).toBe("'self' https://challenges.cloudflare.com")
  })
})

describe('the iframe pages add their scripts after their first paint', () => {
  it.each([
    '/embed/schedule',
    '/embed/register?partner=lincoln-high',
    '/embed/page?lang=es',
    '/embed/signup?mode=dialog',
  ])('%s runs one inline script, allowed by its hash alone, and fetches no script itself', async (path) => {
    const response = await call(path)
    expect(response.status).toBe(200)
    expect(runningScripts(await response.text())).toEqual([EMBED_SCRIPTS_AFTER_PAINT])
    expect(scriptSources(response)).toBe(
      `'self' https://challenges.cloudflare.com ${await scriptHashSource(EMBED_SCRIPTS_AFTER_PAINT)}`,
    )
  })
})
