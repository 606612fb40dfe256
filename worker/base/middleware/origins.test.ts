import { beforeEach, describe, expect, it } from 'vitest'
import { call, clearTables, countAllRows, NO_ROWS, postJson, readRows, validRegistration } from '../../test/helpers'

beforeEach(clearTables)

const PARTNER = 'https://lincoln-high.example'
const PRODUCTION = 'https://bootcamp.example'

function preflight(origin: string, base?: string) {
  return call(
    '/api/register',
    {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    },
    base,
  )
}

describe('cross-origin calls', () => {
  it.each([
    PARTNER,
    'https://westside.example',
    'http://127.0.0.1:8788',
    'http://localhost:5173',
    'http://127.0.0.1:8787',
  ])('answers a preflight from %s with the exact origin, credentials and Vary', async (origin) => {
    const response = await preflight(origin)
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-origin')).toBe(origin)
    expect(response.headers.get('access-control-allow-credentials')).toBe('true')
    expect(response.headers.get('access-control-allow-methods')).toContain('POST')
    expect(response.headers.get('access-control-allow-headers')).toBe('Content-Type')
    expect(response.headers.get('vary')).toContain('Origin')
  })

  it('stores a POST from a partner origin and echoes that origin', async () => {
    const response = await postJson(
      '/api/register',
      { ...validRegistration, partner: 'lincoln-high' },
      { origin: PARTNER },
    )
    expect(response.status).toBe(201)
    expect(response.headers.get('access-control-allow-origin')).toBe(PARTNER)
    expect(response.headers.get('vary')).toContain('Origin')
    expect((await readRows('registrations'))[0]).toMatchObject({ source: 'lincoln-high' })
  })

  it('stores source null when no partner is given', async () => {
    expect((await postJson('/api/email-signup', { email: 'own@example.org' })).status).toBe(201)
    expect((await readRows('email_signups'))[0]).toMatchObject({ source: null })
  })

  it.each(['Lincoln High', 'lincoln_high', '-lead', 'x'.repeat(41), '../admin'])(
    'rejects the partner slug %j',
    async (partner) => {
      const response = await postJson('/api/email-signup', { email: 'slug@example.org', partner })
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({
        message: 'Some fields need attention.',
        issues: [{ path: 'partner', message: 'Invalid partner' }],
      })
      expect(await countAllRows()).toEqual(NO_ROWS)
    },
  )

  it.each(['https://evil.example', 'null', 'http://127.0.0.2:8788', 'https://lincoln-high.example.evil.example'])(
    'refuses a POST from %s with 403 in the JSON shape, no CORS grant, and stores nothing',
    async (origin) => {
      const response = await postJson('/api/register', validRegistration, { origin })
      expect(response.status).toBe(403)
      expect(await response.json()).toEqual({ message: 'This site may not send forms to this API.' })
      expect(response.headers.get('access-control-allow-origin')).toBeNull()
      expect(await countAllRows()).toEqual(NO_ROWS)
    },
  )

  it('grants no CORS to a preflight from an origin not allowed', async () => {
    const response = await preflight('https://evil.example')
    expect(response.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('in production refuses loopback pages but allows its own origin and listed partners', async () => {
    const fromLocal = await call(
      '/api/email-signup',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'http://localhost:5173' },
        body: JSON.stringify({ email: 'a@example.org' }),
      },
      PRODUCTION,
    )
    expect(fromLocal.status).toBe(403)
    expect((await preflight('http://127.0.0.1:8788', PRODUCTION)).headers.get('access-control-allow-origin')).toBeNull()
    const own = await call(
      '/api/email-signup',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: PRODUCTION },
        body: JSON.stringify({ email: 'b@example.org' }),
      },
      PRODUCTION,
    )
    expect(own.status).toBe(201)
    expect((await preflight(PARTNER, PRODUCTION)).headers.get('access-control-allow-origin')).toBe(PARTNER)
  })

  it('never answers *', async () => {
    const response = await call('/api/health', { headers: { origin: PARTNER } })
    expect(response.headers.get('access-control-allow-origin')).toBe(PARTNER)
    expect((await call('/api/health')).headers.get('access-control-allow-origin')).toBeNull()
  })
})

describe('the local dev server (LOCAL_DEV)', () => {
  const dev = { LOCAL_DEV: 'true' }
  const post = (base: string) =>
    call(
      '/api/email-signup',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: base },
        body: JSON.stringify({ email: 'rebind@example.org' }),
      },
      base,
      dev,
    )

  it('refuses a request whose Host is not loopback (a DNS-rebinding page), storing nothing', async () => {
    const response = await post('http://evil.example:8787')
    expect(response.status).toBe(421)
    expect(await response.json()).toEqual({ message: 'This local server answers on its loopback address only.' })
    expect((await call('/', {}, 'http://evil.example:8787', dev)).status).toBe(421)
    expect(await countAllRows()).toEqual(NO_ROWS)
  })

  it.each(['http://127.0.0.1:8787', 'http://localhost:8787'])('answers on %s', async (base) => {
    expect((await post(base)).status).toBe(201)
  })

  it('is off in production, where the Host is the real domain', async () => {
    expect((await call('/api/health', {}, 'https://bootcamp.example')).status).toBe(200)
  })
})
