import { describe, expect, it } from 'vitest'
import { LOADER_AFTER_PAINT } from '../../contract/loader-after-paint'
import { call, ORIGIN } from '../test/helpers'

const scriptSources = (response: Response) =>
  /script-src ([^;]*)/.exec(response.headers.get('content-security-policy') ?? '')?.[1]

/** The CSP source of one inline script's exact text. */
async function hashSource(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  return `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`
}

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
        `'self' https://challenges.cloudflare.com ${await hashSource(LOADER_AFTER_PAINT)}`,
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
    expect(scriptSources(response)).toContain(await hashSource(LOADER_AFTER_PAINT))
  })

  it.each(['/guide', '/no-such-page', '/embed/schedule'])('%s allows no inline script', async (path) => {
    expect(scriptSources(await call(path))).toBe("'self' https://challenges.cloudflare.com")
  })
})
