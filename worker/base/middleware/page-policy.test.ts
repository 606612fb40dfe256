import { describe, expect, it } from 'vitest'
import { Hono } from 'hono'
import { call, scriptHashSource } from '../../test/helpers'
import { EMBED_SCRIPTS_AFTER_PAINT } from '../../../contract/loader-after-paint'
import type { AppEnv } from '../env'
import { allowOnPage, pagePolicy } from './page-policy'

/** The iframe pages' one inline script, allowed by its hash (worker/pages/home-script.test.ts). */
const EMBED_SCRIPT = ` ${await scriptHashSource(EMBED_SCRIPTS_AFTER_PAINT)}`

/** The site's policy as the header says it, with the `form-action` and `frame-ancestors` sources of the page. */
const site = (formAction: string, frameAncestors: string, inlineScript = '') =>
  `default-src 'self'; script-src 'self' https://challenges.cloudflare.com${inlineScript}; frame-src https://challenges.cloudflare.com; style-src 'self' 'unsafe-inline'; img-src 'self' data:; object-src 'none'; base-uri 'none'; form-action ${formAction}; frame-ancestors ${frameAncestors}`

describe("each response's Content-Security-Policy, written once from what its route added", () => {
  it.each([
    // (The home pages add their one inline script's hash: worker/pages/home-script.test.ts.)
    ['/guide', site("'self'", "'self'"), 'SAMEORIGIN'],
    ['/api/health', site("'self'", "'self'"), 'SAMEORIGIN'],
    ['/embed/nope', site("'self'", "'self'"), 'SAMEORIGIN'],
    [
      '/embed/signup',
      site(
        "'self'",
        "'self' https://lincoln-high.example https://westside.example http://127.0.0.1:* http://localhost:*",
        EMBED_SCRIPT,
      ),
      null,
    ],
    ['/pay?token=forged', site("'self' https://checkout.stripe.com", "'self'"), 'SAMEORIGIN'],
    [
      '/admin',
      "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; font-src 'self'; frame-src 'none'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
      'DENY',
    ],
  ])('%s', async (path, policy, frameOptions) => {
    const response = await call(path)
    expect(response.headers.get('content-security-policy')).toBe(policy)
    expect(response.headers.get('x-frame-options')).toBe(frameOptions)
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    // Read by no browser we support (IE, Flash): left out of every page's first round trip.
    for (const legacy of ['x-xss-protection', 'x-download-options', 'x-permitted-cross-domain-policies'])
      expect(response.headers.get(legacy)).toBeNull()
  })

  it('a fetch directive the policy leaves to default-src keeps its sources when a route adds one', async () => {
    const app = new Hono<AppEnv>().use(pagePolicy).get('/', (c) => {
      allowOnPage(c, 'connect-src', ['https://api.example'])
      return c.text('ok')
    })
    const policy = (await app.request('/')).headers.get('content-security-policy')
    expect(policy).toContain("; connect-src 'self' https://api.example")
  })

  it("the answer to an iframe page's form sent without script shows in the same frame", async () => {
    const response = await call('/embed/signup', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'form=signup&email=not-an-address',
    })
    expect(response.status).toBe(400)
    expect(response.headers.get('content-security-policy')).toBe(
      site(
        "'self'",
        "'self' https://lincoln-high.example https://westside.example http://127.0.0.1:* http://localhost:*",
        EMBED_SCRIPT,
      ),
    )
    expect(response.headers.get('x-frame-options')).toBeNull()
  })
})
