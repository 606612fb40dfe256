import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { sha256Hex } from '../base/hash'
import { createStaff, PASSWORD, signIn, signInRequest, staffCall, staffPost } from '../test/admin-helpers'
import { call, clearTables, ORIGIN, readRows } from '../test/helpers'
import { CAPABILITIES } from '../../contract/roles'

/** What an account made by `createStaff` is told about itself: a director, who may do everything. */
const DIRECTOR_ME = {
  username: 'staff',
  role: 'director',
  capabilities: [...CAPABILITIES],
  cohortId: null,
  checkInWindow: null,
}

beforeEach(clearTables)

const UNAUTHORIZED = { message: 'Please sign in.' }
const SIGN_IN_FAILED = { message: 'Incorrect username or password.' }

/** Every console route, as the console calls it. */
const ROUTES: [string, string, unknown?][] = [
  ['GET', '/api/admin/session'],
  ['DELETE', '/api/admin/session'],
  ['GET', '/api/admin/overview'],
  ['GET', '/api/admin/registrations'],
  ['GET', '/api/admin/registrations/00000000-0000-4000-8000-000000000000'],
  ['GET', '/api/admin/signups'],
  ['GET', '/api/admin/messages'],
  ['POST', '/api/admin/messages/00000000-0000-4000-8000-000000000000/reply', { replied: true }],
  ['GET', '/api/admin/export/registrations'],
  ['GET', '/api/admin/export/signups'],
  ['GET', '/api/admin/export/messages'],
  ['POST', '/api/admin/erase/preview', { email: 'kai@example.org' }],
  ['GET', '/api/admin/suppressed'],
  ['POST', '/api/admin/suppressed/00000000-0000-4000-8000-000000000000/send'],
  ['GET', '/api/admin/session/devices'],
  ['DELETE', '/api/admin/session/devices'],
  ['DELETE', '/api/admin/session/devices/00000000-0000-4000-8000-000000000000'],
  ['POST', '/api/admin/session/password', { currentPassword: 'x', newPassword: 'y' }],
  ['POST', '/api/admin/erase', { email: 'kai@example.org' }],
  ['GET', '/api/admin/audit'],
]

describe('without a valid session', () => {
  it.each(ROUTES)('%s %s answers 401 in the JSON error shape', async (method, path, body) => {
    const init: RequestInit = {
      method,
      headers: { 'content-type': 'application/json', origin: ORIGIN },
      body: body === undefined ? undefined : JSON.stringify(body),
    }
    const anonymous = await call(path, init)
    expect(anonymous.status).toBe(401)
    expect(await anonymous.json()).toEqual(UNAUTHORIZED)
    const forged = await staffCall('made-up-token', path, init)
    expect(forged.status).toBe(401)
    expect(await forged.json()).toEqual(UNAUTHORIZED)
  })

  it('an erase or a reply without a session deletes and changes nothing', async () => {
    await env.DB.prepare("INSERT INTO email_signups (id, email) VALUES ('s1', 'kai@example.org')").run()
    await call('/api/admin/erase', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN },
      body: JSON.stringify({ email: 'kai@example.org' }),
    })
    expect(await readRows('email_signups')).toHaveLength(1)
  })
})

describe('signing in', () => {
  it('sets an HttpOnly, SameSite=Strict cookie scoped to the console API, and stores only the token hash', async () => {
    const userId = await createStaff()
    const response = await signInRequest('staff', PASSWORD)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual(DIRECTOR_ME)
    const cookie = response.headers.getAll('set-cookie').find((line) => line.startsWith('bootcamp_staff='))!
    // No Max-Age: the cookie ends with the browser; the server ends the session sooner.
    expect(cookie).toMatch(/^bootcamp_staff=[A-Za-z0-9_-]{43}; Path=\/api\/admin; HttpOnly; SameSite=Strict$/)
    const token = /bootcamp_staff=([^;]+)/.exec(cookie)![1]!
    const [session] = await readRows<{ token_hash: string; user_id: string }>('sessions')
    expect(session).toMatchObject({ token_hash: await sha256Hex(token), user_id: userId })
    expect(JSON.stringify(await readRows('sessions'))).not.toContain(token)
    const me = await staffCall(token, '/api/admin/session')
    expect(await me.json()).toEqual(DIRECTOR_ME)
  })

  it('marks the cookie Secure when the console is served over https', async () => {
    await createStaff()
    const response = await call(
      '/api/admin/session',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'staff', password: PASSWORD }),
      },
      'https://bootcamp.example',
    )
    expect(response.headers.getAll('set-cookie').find((line) => line.startsWith('bootcamp_staff='))).toMatch(
      /; Path=\/api\/admin; HttpOnly; Secure; SameSite=Strict$/,
    )
  })

  it('accepts the username in any case and with spaces around it', async () => {
    await createStaff()
    expect((await signInRequest('  Staff ', PASSWORD)).status).toBe(200)
  })

  it('answers a wrong password and an unknown username alike, with the same hashing, and records both', async () => {
    // Ten tries a side, over two names each: one name is throttled after five failures.
    const [knownNames, unknownNames] = [
      ['staff', 'coach'],
      ['nobody', 'no-one'],
    ]
    for (const name of knownNames) await createStaff(name)
    // What makes the two answers take the same time: each runs one PBKDF2 of the stored
    // hash's 100,000 rounds. Counted, this holds however busy the machine is.
    const derivations = vi.spyOn(crypto.subtle, 'deriveBits')
    const timed = async (username: string) => {
      derivations.mockClear()
      const started = performance.now()
      const response = await signInRequest(username, 'not the password at all', {
        'cf-connecting-ip': `10.9.${Math.floor(Math.random() * 250)}.1`,
      })
      const ms = performance.now() - started
      const rounds = derivations.mock.calls.map(([algorithm]) => (algorithm as { iterations: number }).iterations)
      return { status: response.status, body: await response.json(), rounds, ms }
    }
    await timed('someone') // the decoy hash is made on first use; the answers below are of later calls
    const wrong: Awaited<ReturnType<typeof timed>>[] = []
    const unknown: Awaited<ReturnType<typeof timed>>[] = []
    // Interleaved, so a slow moment of the machine falls on both sides alike.
    for (let i = 0; i < 10; i++) {
      wrong.push(await timed(knownNames[i % 2]!))
      unknown.push(await timed(unknownNames[i % 2]!))
    }
    derivations.mockRestore()
    for (const answer of [...wrong, ...unknown])
      expect(answer).toMatchObject({ status: 401, body: SIGN_IN_FAILED, rounds: [100_000] })
    // And the wall time (without the decoy an unknown name answers in about a quarter of the time,
    // measured: 0.26), as medians of ten interleaved tries: a few slow moments of a loaded
    // machine (five tries failed once at load 30) move neither.
    const median = (runs: { ms: number }[]) => {
      const sorted = runs.map((run) => run.ms).sort((a, b) => a - b)
      return (sorted[4]! + sorted[5]!) / 2
    }
    console.info(`sign-in timing: unknown / wrong password = ${(median(unknown) / median(wrong)).toFixed(2)}`)
    expect(median(unknown) / median(wrong)).toBeGreaterThan(0.5)
    expect(median(unknown) / median(wrong)).toBeLessThan(2)
    const failures = await readRows<{ action: string; username: string; client: string }>('audit_log')
    // What was typed for a username no account has is never stored: only its length.
    expect(
      failures
        .filter((row) => row.action === 'sign-in-failed')
        .map((row) => row.username)
        .sort(),
    ).toEqual([
      ...Array(5).fill('coach'),
      ...Array(5).fill('staff'),
      ...Array(10).fill('unknown username (6 characters)'),
      'unknown username (7 characters)',
    ])
    expect(failures.every((row) => /^[0-9a-f]{64}$/.test(row.client))).toBe(true)
    expect(JSON.stringify(failures)).not.toContain('not the password')
    expect(await readRows('sessions')).toHaveLength(0)
  })

  it('refuses malformed sign-ins with 400 and the field issues, storing nothing', async () => {
    const response = await call('/api/admin/session', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: '', password: 'x', admin: true }),
    })
    expect(response.status).toBe(400)
    const body = (await response.json()) as { message: string; issues: { path: string }[] }
    expect(body.message).toBe('Some fields need attention.')
    expect(body.issues.map((issue) => issue.path).sort()).toEqual(['', 'username'])
    expect(await readRows('audit_log')).toHaveLength(0)
  })
})

describe('throttling failed sign-ins', () => {
  it('after 5 failures for one username, answers 429 with Retry-After, even to the right password from elsewhere', async () => {
    await createStaff()
    for (let i = 0; i < 5; i++) expect((await signInRequest('staff', `wrong-${i}`)).status).toBe(401)
    const refused = await signInRequest('staff', PASSWORD)
    expect(refused.status).toBe(429)
    expect(await refused.json()).toEqual({ message: 'Too many failed sign-ins. Please wait and try again.' })
    const wait = Number(refused.headers.get('retry-after'))
    expect(wait).toBeGreaterThan(890)
    expect(wait).toBeLessThanOrEqual(900)
    expect(await readRows('sessions')).toHaveLength(0)
  })

  it('opens again once the failures are older than 15 minutes', async () => {
    await createStaff()
    for (let i = 0; i < 5; i++) await signInRequest('staff', `wrong-${i}`)
    await env.DB.prepare("UPDATE audit_log SET at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-16 minutes')").run()
    expect((await signInRequest('staff', PASSWORD)).status).toBe(200)
  })

  it('after 20 failures from one client across usernames, that client is refused; another is not', async () => {
    await createStaff()
    const from = { 'cf-connecting-ip': '203.0.113.7' }
    for (let i = 0; i < 20; i++) expect((await signInRequest(`guess-${i}`, 'password123456', from)).status).toBe(401)
    expect((await signInRequest('staff', PASSWORD, from)).status).toBe(429)
    expect((await signInRequest('staff', PASSWORD, { 'cf-connecting-ip': '203.0.113.8' })).status).toBe(200)
  })
})

describe('sessions', () => {
  it('signing out deletes the session, clears the cookie and the site data; the token then answers 401', async () => {
    await createStaff()
    const token = await signIn()
    const out = await staffCall(token, '/api/admin/session', { method: 'DELETE', headers: { origin: ORIGIN } })
    expect(out.status).toBe(204)
    expect(out.headers.get('set-cookie')).toMatch(/^bootcamp_staff=; Max-Age=0; Path=\/api\/admin/)
    // The phone's offline copies of today's check-in and cards go with the session.
    expect(out.headers.get('clear-site-data')).toBe('"cache", "storage"')
    expect(await readRows('sessions')).toHaveLength(0)
    expect((await staffCall(token, '/api/admin/overview')).status).toBe(401)
    expect((await readRows<{ action: string }>('audit_log')).map((row) => row.action).sort()).toEqual([
      'sign-in',
      'sign-out',
    ])
  })

  it('ends after 30 minutes idle', async () => {
    await createStaff()
    const token = await signIn()
    await env.DB.prepare(
      "UPDATE sessions SET last_seen_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-31 minutes')",
    ).run()
    expect((await staffCall(token, '/api/admin/overview')).status).toBe(401)
    expect(await readRows('sessions')).toHaveLength(0)
  })

  it('stays alive while used, and a use moves its idle clock', async () => {
    await createStaff()
    const token = await signIn()
    await env.DB.prepare(
      "UPDATE sessions SET last_seen_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-29 minutes')",
    ).run()
    expect((await staffCall(token, '/api/admin/overview')).status).toBe(200)
    const [session] = await readRows<{ last_seen_at: string }>('sessions')
    expect(Date.now() - Date.parse(session!.last_seen_at)).toBeLessThan(60_000)
  })

  it('ends 12 hours after it began, however recently used', async () => {
    await createStaff()
    const token = await signIn()
    await env.DB.prepare(
      "UPDATE sessions SET created_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-12 hours', '-1 minutes')",
    ).run()
    expect((await staffCall(token, '/api/admin/overview')).status).toBe(401)
  })

  it('ends when its user is removed', async () => {
    const userId = await createStaff()
    const token = await signIn()
    await env.DB.prepare('DELETE FROM users WHERE id = ?').bind(userId).run()
    expect((await staffCall(token, '/api/admin/overview')).status).toBe(401)
  })
})

describe('origins', () => {
  it.each(['https://evil.example', 'https://lincoln-high.example'])(
    'a write from %s answers 403 and changes nothing, with a valid session',
    async (origin) => {
      await createStaff()
      const token = await signIn()
      await env.DB.prepare("INSERT INTO email_signups (id, email) VALUES ('s1', 'kai@example.org')").run()
      const response = await staffPost(token, '/api/admin/erase', { email: 'kai@example.org' }, { origin })
      expect(response.status).toBe(403)
      expect(await response.json()).toEqual({ message: 'This request must come from the console itself.' })
      expect(await readRows('email_signups')).toHaveLength(1)
      expect(
        (
          await call('/api/admin/session', {
            method: 'POST',
            headers: { 'content-type': 'application/json', origin },
            body: JSON.stringify({ username: 'staff', password: PASSWORD }),
          })
        ).status,
      ).toBe(403)
    },
  )

  it('grants no CORS to partner origins, which the public forms allow', async () => {
    const response = await call('/api/admin/session', {
      method: 'OPTIONS',
      headers: { origin: 'https://lincoln-high.example', 'access-control-request-method': 'POST' },
    })
    expect(response.headers.get('access-control-allow-origin')).toBeNull()
    const form = await call('/api/contact', {
      method: 'OPTIONS',
      headers: { origin: 'https://lincoln-high.example', 'access-control-request-method': 'POST' },
    })
    expect(form.headers.get('access-control-allow-origin')).toBe('https://lincoln-high.example')
  })
})
