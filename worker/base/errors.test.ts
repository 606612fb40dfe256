import { env } from 'cloudflare:workers'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  call,
  chunkedBody,
  clearTables,
  countAllRows,
  NO_ROWS,
  postJson,
  validContact,
  validRegistration,
} from '../test/helpers'

/** The documented body limit, written out so a changed limit fails here. */
const MAX_BODY_BYTES = 16 * 1024

beforeEach(clearTables)
afterEach(() => vi.restoreAllMocks())

const ENDPOINTS = [
  ['/api/register', validRegistration],
  ['/api/email-signup', { email: 'kai@example.org' }],
  ['/api/contact', validContact],
] as const

describe.each(ENDPOINTS)('%s refuses what it cannot read, in the JSON error shape', (path, valid) => {
  it('answers 400 to malformed JSON', async () => {
    const response = await postJson(path, '{"email": "kai@example.org",')
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ message: 'The request body is not valid JSON.' })
  })

  it('answers 400 to an empty body', async () => {
    const response = await postJson(path, '')
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ message: 'The request body is not valid JSON.' })
  })

  it.each([
    undefined,
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'application/jsonp',
  ])('answers 415 to content type %s', async (contentType) => {
    const headers: Record<string, string> = contentType ? { 'content-type': contentType } : {}
    const response = await call(path, { method: 'POST', headers, body: JSON.stringify(valid) })
    expect(response.status).toBe(415)
    expect(await response.json()).toEqual({ message: 'Send the request body as application/json.' })
  })

  it('answers 413 to a body over 16 KiB', async () => {
    const response = await postJson(path, { ...valid, padding: 'x'.repeat(MAX_BODY_BYTES) })
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual({ message: 'The request body is too large.' })
  })

  it('answers 413 to a body over 16 KiB that declares a small Content-Length', async () => {
    const body = JSON.stringify({ ...valid, padding: 'x'.repeat(MAX_BODY_BYTES * 2) })
    const response = await call(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': '64' },
      body,
    })
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual({ message: 'The request body is too large.' })
  })

  it('answers 413 to a chunked body over 16 KiB', async () => {
    const response = await call(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: chunkedBody(MAX_BODY_BYTES * 2),
    })
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual({ message: 'The request body is too large.' })
  })

  it.each(['GET', 'PUT', 'DELETE', 'PATCH'])('answers 405 to %s with Allow: POST', async (method) => {
    const response = await call(path, { method })
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('POST')
    expect(await response.json()).toEqual({ message: 'Method not allowed' })
  })

  it.each(['null', '[]', '42', '"text"', 'true'])('answers 400 to the JSON value %s', async (body) => {
    const response = await postJson(path, body)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      message: 'Some fields need attention.',
      issues: [{ path: '', message: expect.stringMatching(/^Invalid input: expected object, received /) }],
    })
  })

  afterEach(async () => {
    expect(await countAllRows()).toEqual(NO_ROWS)
  })
})

describe.each(ENDPOINTS)('%s reads JSON however its media type is spelled', (path, valid) => {
  it.each(['application/json; charset=utf-8', 'Application/JSON'])('accepts %s', async (contentType) => {
    const response = await postJson(path, valid, { 'content-type': contentType })
    expect(response.status).toBe(201)
  })
})

describe('the rest of the API', () => {
  it('GET /api/health answers 200 {"ok":true}', async () => {
    const response = await call('/api/health')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ ok: true })
  })

  it('POST /api/health answers 405', async () => {
    const response = await call('/api/health', { method: 'POST' })
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('GET, HEAD')
  })

  it.each(['/api', '/api/', '/api/registrations', '/api/register/extra'])(
    'answers 404 in JSON for the unknown API path %s',
    async (path) => {
      const response = await call(path)
      expect(response.status).toBe(404)
      expect(response.headers.get('content-type')).toMatch(/^application\/json/)
      expect(await response.json()).toEqual({ message: 'Not found' })
    },
  )

  it('answers an unexpected failure with 500 {"message":"Internal error"} and logs no submitted value', async () => {
    const logged: string[] = []
    for (const level of ['log', 'info', 'warn', 'error', 'debug'] as const) {
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void logged.push(args.map(String).join(' ')))
    }
    // Breaking the table makes drizzle throw an error whose message contains every bound value.
    await env.DB.exec('ALTER TABLE contact_messages RENAME TO contact_messages_away')
    try {
      const response = await postJson('/api/contact', { ...validContact, name: 'Planted Name Zq81' })
      expect(response.status).toBe(500)
      expect(await response.text()).toBe('{"message":"Internal error"}')
    } finally {
      await env.DB.exec('ALTER TABLE contact_messages_away RENAME TO contact_messages')
    }
    expect(logged).toHaveLength(1)
    // SQLite's result code, never the message (which lists every bound value).
    expect(JSON.parse(logged[0]!)).toEqual({
      level: 'error',
      event: 'unhandled',
      kind: 'SQLITE_ERROR',
      requestId: expect.any(String),
    })
    expect(logged.join('\n')).not.toMatch(/Planted|jordan@example|sibling|contact_messages|INSERT/i)
  })
})

describe('pages', () => {
  it('answers any other path with the 404 page and status 404', async () => {
    const response = await call('/no-such-page')
    expect(response.status).toBe(404)
    expect(response.headers.get('content-type')).toMatch(/^text\/html/)
    const html = await response.text()
    expect(html).toContain('<h1>404 Page Not Found</h1>')
    expect(html).toContain('Did you forget to add the page to the router?')
  })
})

describe('embeddable files', () => {
  it('serves /bootcamp.js to any origin, as a cross-origin module script needs', async () => {
    const response = await call('/bootcamp.js', { headers: { origin: 'https://any-school.example' } })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/javascript/)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(response.headers.get('access-control-allow-credentials')).toBeNull()
  })
})

describe('what a deployed worker serves', () => {
  const PRODUCTION = 'https://bootcamp.example'

  it.each([
    '/sections.html',
    '/host-below-fold.html',
    '/host-below-fold.css',
    '/host-without-widget.html',
    '/build-manifest.json',
  ])('answers 404 for the local demo file %s on a real host, and serves it on loopback', async (path) => {
    const deployed = await call(path, {}, PRODUCTION)
    expect(deployed.status).toBe(404)
    expect(await deployed.text()).toContain('404 Page Not Found')
    expect((await call(path)).status).toBe(200)
  })

  it('caches content-hashed chunks for a year and keeps bootcamp.js and pages revalidating', async () => {
    const manifest = await (await call('/build-manifest.json')).json<Record<string, { file: string }>>()
    const chunk = Object.values(manifest)
      .map((entry) => `/${entry.file}`)
      .find((file) => file.startsWith('/chunks/'))!
    expect((await call(chunk, {}, PRODUCTION)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    for (const path of ['/bootcamp.js', '/'])
      expect((await call(path, {}, PRODUCTION)).headers.get('cache-control')).not.toContain('immutable')
  })
})
