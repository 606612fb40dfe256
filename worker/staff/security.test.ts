import { beforeEach, describe, expect, it } from 'vitest'
import { PASSWORD_RULES, passwordProblem } from './password-rules'
import { sha256Hex } from '../base/hash'
import { createStaff, PASSWORD, signIn, signInRequest, staffCall, staffPost } from '../test/admin-helpers'
import { call, clearTables, ORIGIN, readRows } from '../test/helpers'

beforeEach(clearTables)

interface AuditRow {
  action: string
  username: string
  detail: string | null
  client: string | null
  subject: string | null
  device: string | null
}
const auditRows = () => readRows<AuditRow>('audit_log')
const failures = async () => (await auditRows()).filter((row) => row.action === 'sign-in-failed')

/** The device cookie a sign-in set, as the browser would send it back. */
const deviceCookieOf = (response: Response) =>
  response.headers
    .getAll('set-cookie')
    .find((line) => line.startsWith('bootcamp_device='))!
    .split(';')[0]!
/** The headers of the console's own sign-in from a browser holding that cookie. */
const withDevice = (cookie: string, more: Record<string, string> = {}) => ({
  cookie,
  'sec-fetch-site': 'same-origin',
  ...more,
})

describe('the sign-in throttle under concurrency', () => {
  it.each([
    ['40 client addresses', (i: number) => `198.51.100.${i + 1}`],
    ['one client address', () => '198.51.100.200'],
  ])('checks at most 5 of 40 concurrent wrong passwords for one username, from %s', async (_from, ip) => {
    await createStaff()
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => signInRequest('staff', `wrong guess ${i}`, { 'cf-connecting-ip': ip(i) })),
    )
    const statuses = answers.map((answer) => answer.status).sort()
    expect(statuses).toEqual([...Array(5).fill(401), ...Array(35).fill(429)])
    expect(await failures()).toHaveLength(5)
    // Each refused attempt is logged, under the account's name and nothing typed.
    expect((await auditRows()).filter((row) => row.action === 'sign-in-throttled')).toHaveLength(35)
    // And the right password is refused too until the window passes: no sixth check.
    expect((await signInRequest('staff', PASSWORD, { 'cf-connecting-ip': '198.51.100.250' })).status).toBe(429)
    expect(await readRows('sessions')).toHaveLength(0)
  })
})

describe('device cookies (OWASP)', () => {
  it('let a browser that signed in before sign in after a stranger’s 5 failures, which lock out every other browser', async () => {
    await createStaff()
    const first = await signInRequest('staff', PASSWORD, { 'cf-connecting-ip': '192.0.2.10' })
    expect(first.status).toBe(200)
    const device = deviceCookieOf(first)
    expect(device).toMatch(/^bootcamp_device=[0-9a-f]{64}\.[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}$/)
    expect(first.headers.getAll('set-cookie').find((line) => line.startsWith('bootcamp_device='))).toMatch(
      /; Max-Age=15552000; Path=\/api\/admin\/session; HttpOnly; SameSite=Strict$/,
    )

    for (let i = 0; i < 5; i++)
      expect((await signInRequest('staff', `stranger ${i}`, { 'cf-connecting-ip': `203.0.113.${i}` })).status).toBe(401)
    expect((await signInRequest('staff', PASSWORD, { 'cf-connecting-ip': '192.0.2.11' })).status).toBe(429)
    const again = await signInRequest('staff', PASSWORD, withDevice(device, { 'cf-connecting-ip': '192.0.2.10' }))
    expect(again.status).toBe(200)
  })

  it('throttle a known device on its own, and mean nothing for another username', async () => {
    await createStaff()
    await createStaff('other')
    const device = deviceCookieOf(await signInRequest('staff', PASSWORD))
    for (let i = 0; i < 5; i++) expect((await signInRequest('staff', `mine ${i}`, withDevice(device))).status).toBe(401)
    expect((await signInRequest('staff', PASSWORD, withDevice(device))).status).toBe(429)
    // The username itself is not locked for other browsers: the device's failures are its own.
    expect((await signInRequest('staff', PASSWORD)).status).toBe(200)

    for (let i = 0; i < 5; i++) await signInRequest('other', `stranger ${i}`)
    expect((await signInRequest('other', PASSWORD, withDevice(device))).status).toBe(429)
  })

  it('mean nothing when forged: a forged cookie is throttled with strangers, the genuine one is not', async () => {
    await createStaff()
    const device = deviceCookieOf(await signInRequest('staff', PASSWORD))
    const forged = device.replace(/\.[A-Za-z0-9_-]{43}$/, `.${'A'.repeat(43)}`)
    for (let i = 0; i < 5; i++) expect((await signInRequest('staff', `stranger ${i}`)).status).toBe(401)
    expect((await signInRequest('staff', PASSWORD, withDevice(forged))).status).toBe(429)
    expect((await signInRequest('staff', PASSWORD, withDevice(device))).status).toBe(200)
  })
})

describe('what the audit log keeps of a stranger', () => {
  it.each([
    ['U+202E', 'admin\u202Eresu-lamron'],
    ['U+200B', 'sta\u200Bff'],
    ['U+2066', '\u2066staff'],
  ])('refuses a username with %s, writing nothing', async (_name, username) => {
    await createStaff()
    const response = await signInRequest(username, PASSWORD)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      message: 'Some fields need attention.',
      issues: [{ path: 'username', message: 'A username has no invisible or direction characters.' }],
    })
    expect(await auditRows()).toEqual([])
  })

  it('keeps only the length of a username no account has, and keys the client with the secret', async () => {
    await createStaff()
    await signInRequest('my secret password', 'whatever it is', { 'cf-connecting-ip': '192.0.2.99' })
    const [row] = await auditRows()
    expect(row).toMatchObject({ action: 'sign-in-failed', username: 'unknown username (18 characters)', device: null })
    expect(JSON.stringify(row)).not.toContain('secret')
    expect(row!.client).toMatch(/^[0-9a-f]{64}$/)
    // An unkeyed SHA-256 of the address is reversible for IPv4 by trying them all.
    expect(row!.client).not.toBe(await sha256Hex('client:192.0.2.99'))
  })

  it('logs erase look-ups, sessions ended and password changes, one row each', async () => {
    await createStaff()
    const token = await signIn()
    expect((await staffPost(token, '/api/admin/erase/preview', { email: 'family@example.org' })).status).toBe(200)
    const change = await staffPost(token, '/api/admin/session/password', {
      currentPassword: PASSWORD,
      newPassword: 'four unrelated words here',
    })
    expect(change.status).toBe(204)
    expect(
      (await staffCall(token, '/api/admin/session/devices', { method: 'DELETE', headers: { origin: ORIGIN } })).status,
    ).toBe(204)
    const logged = (await auditRows()).map(({ action, username, detail }) => ({ action, username, detail }))
    expect(logged.filter((row) => row.action !== 'sign-in')).toEqual([
      { action: 'erase-preview', username: 'staff', detail: 'looked up one address: 0 rows' },
      { action: 'password-changed', username: 'staff', detail: 'in the console; other sessions ended' },
      { action: 'sessions-ended', username: 'staff', detail: 'signed out everywhere: 1 session' },
    ])
  })
})

describe('Sec-Fetch-Site on the console API', () => {
  it.each(['same-site', 'cross-site', 'none'])(
    'refuses %s with a session cookie, reads and writes alike',
    async (site) => {
      await createStaff()
      const token = await signIn()
      const read = await staffCall(token, '/api/admin/export/registrations', { headers: { 'sec-fetch-site': site } })
      expect(read.status).toBe(403)
      expect(await read.json()).toEqual({ message: 'This request must come from the console itself.' })
      expect(
        (await staffPost(token, '/api/admin/erase', { email: 'kai@example.org' }, { 'sec-fetch-site': site })).status,
      ).toBe(403)
      expect((await auditRows()).filter((row) => row.action === 'export' || row.action === 'erase')).toEqual([])
    },
  )

  it('refuses a cookie with no Sec-Fetch-Site, and lets a client without a cookie sign in', async () => {
    await createStaff()
    const token = await signIn()
    const bare = await call('/api/admin/overview', { headers: { cookie: `bootcamp_staff=${token}` } })
    expect(bare.status).toBe(403)
    expect((await signInRequest('staff', PASSWORD)).status).toBe(200)
    expect((await staffCall(token, '/api/admin/overview')).status).toBe(200)
  })
})

describe('signed-in devices and the password change', () => {
  it('lists the account’s sessions, ends another one, and refuses another account’s', async () => {
    await createStaff()
    await createStaff('other')
    const here = await signIn()
    const there = await signIn()
    const theirs = await signIn('other')
    const list = (await (await staffCall(here, '/api/admin/session/devices')).json()) as {
      id: string
      current: boolean
    }[]
    expect(list).toHaveLength(2)
    expect(list.filter((device) => device.current)).toHaveLength(1)
    const otherDevice = list.find((device) => !device.current)!
    const [theirSession] = (await readRows<{ id: string; user_id: string }>('sessions')).filter(
      (row) => !list.some((device) => device.id === row.id),
    )
    expect(
      (
        await staffCall(here, `/api/admin/session/devices/${theirSession!.id}`, {
          method: 'DELETE',
          headers: { origin: ORIGIN },
        })
      ).status,
    ).toBe(404)
    expect((await staffCall(theirs, '/api/admin/overview')).status).toBe(200)
    expect(
      (
        await staffCall(here, `/api/admin/session/devices/${otherDevice.id}`, {
          method: 'DELETE',
          headers: { origin: ORIGIN },
        })
      ).status,
    ).toBe(204)
    expect((await staffCall(there, '/api/admin/overview')).status).toBe(401)
    expect((await staffCall(here, '/api/admin/overview')).status).toBe(200)
  })

  it('needs the current password, refuses a weak new one with its reason, and ends the other sessions', async () => {
    await createStaff()
    const here = await signIn()
    const there = await signIn()
    const wrong = await staffPost(here, '/api/admin/session/password', {
      currentPassword: 'not it at all',
      newPassword: 'four unrelated words here',
    })
    expect(wrong.status).toBe(400)
    expect(await wrong.json()).toEqual({
      message: 'Some fields need attention.',
      issues: [{ path: 'currentPassword', message: 'The current password is not right.' }],
    })
    const weak = await staffPost(here, '/api/admin/session/password', {
      currentPassword: PASSWORD,
      newPassword: 'password1234',
    })
    expect(await weak.json()).toEqual({
      message: 'Some fields need attention.',
      issues: [{ path: 'newPassword', message: PASSWORD_RULES.common }],
    })
    expect(
      (
        await staffPost(here, '/api/admin/session/password', {
          currentPassword: PASSWORD,
          newPassword: 'four unrelated words here',
        })
      ).status,
    ).toBe(204)
    expect((await staffCall(there, '/api/admin/overview')).status).toBe(401)
    expect((await staffCall(here, '/api/admin/overview')).status).toBe(200)
    expect((await signInRequest('staff', 'four unrelated words here')).status).toBe(200)
  })
})

describe('the password change and the sign-in throttle', () => {
  const change = (headers: Record<string, string>, currentPassword: string) =>
    call('/api/admin/session/password', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN, 'sec-fetch-site': 'same-origin', ...headers },
      body: JSON.stringify({ currentPassword, newPassword: 'four unrelated words here' }),
    })
  /** A browser signed in as staff: its session and device cookies, as it sends them to /api/admin/session/…. */
  async function signedInBrowser() {
    const response = await signInRequest('staff', PASSWORD, { 'cf-connecting-ip': '192.0.2.10' })
    const session = /bootcamp_staff=[^;]+/.exec(response.headers.get('set-cookie') ?? '')![0]
    return { session, device: deviceCookieOf(response) }
  }
  const outsiderFails = async (times: number) => {
    for (let i = 0; i < times; i++)
      expect((await signInRequest('staff', `guess ${i}`, { 'cf-connecting-ip': '203.0.113.7' })).status).toBe(401)
  }

  it.each([
    ['the session alone', (browser: { session: string; device: string }) => browser.session],
    [
      'the session and its device cookie',
      (browser: { session: string; device: string }) => `${browser.session}; ${browser.device}`,
    ],
  ])('an outsider’s 5 failed sign-ins never block the signed-in staff member’s own change (%s)', async (_, cookie) => {
    await createStaff()
    const browser = await signedInBrowser()
    await outsiderFails(5)
    // The username is locked for browsers that never signed in as it...
    expect((await signInRequest('staff', PASSWORD, { 'cf-connecting-ip': '203.0.113.8' })).status).toBe(429)
    // ...but not for the staff member signed in, who changes the password.
    expect((await change({ cookie: cookie(browser) }, PASSWORD)).status).toBe(204)
    expect((await auditRows()).filter((row) => row.action === 'password-changed')).toHaveLength(1)
  })

  it.each([
    ['the session alone', (browser: { session: string; device: string }) => browser.session],
    [
      'the session and its device cookie',
      (browser: { session: string; device: string }) => `${browser.session}; ${browser.device}`,
    ],
  ])('throttles the session’s own wrong current passwords after 5 (%s), the right one too', async (_, cookie) => {
    await createStaff()
    const browser = await signedInBrowser()
    for (let i = 0; i < 5; i++) expect((await change({ cookie: cookie(browser) }, `not it ${i}`)).status).toBe(400)
    const throttled = await change({ cookie: cookie(browser) }, PASSWORD)
    expect(throttled.status).toBe(429)
    expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await throttled.json()).toEqual({ message: expect.any(String) })
    expect((await auditRows()).filter((row) => row.action === 'password-changed')).toEqual([])
    expect(await failures()).toHaveLength(5)
  })
})

describe('password rules (NIST SP 800-63B)', () => {
  it.each([
    ['aaaaaaaaaaaa', PASSWORD_RULES.pattern],
    ['password1234', PASSWORD_RULES.common],
    ['123456789012', PASSWORD_RULES.pattern],
    ['            ', PASSWORD_RULES.tooShort],
    ['staff.member', PASSWORD_RULES.username],
    ['STAFF.MEMBER-2026', PASSWORD_RULES.username],
    ['  short one  ', PASSWORD_RULES.tooShort],
    ['Iloveyou2024!', PASSWORD_RULES.common],
    ['qwertyuiop12', PASSWORD_RULES.common],
    ['abababababab', PASSWORD_RULES.pattern],
    ['bootcamp2026!', PASSWORD_RULES.common],
  ])('refuses %j: %s', async (password, reason) => {
    expect(await passwordProblem(password, 'staff.member')).toBe(reason)
  })

  it.each(['correct horse battery', 'four unrelated words here', 'a long staff password 1', 'Tangerine-Kettle-Orbit'])(
    'accepts %j',
    async (password) => {
      expect(await passwordProblem(password, 'staff.member')).toBeNull()
    },
  )
})

describe('the console pages’ own CSP', () => {
  it('allows no challenge provider, no inline style and no framing on /admin; the site keeps its own', async () => {
    for (const path of ['/admin', '/admin/registrations', '/admin/account']) {
      const page = await call(path)
      expect(page.status, path).toBe(200)
      expect(page.headers.get('content-security-policy'), path).toBe(
        "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; font-src 'self'; frame-src 'none'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
      )
      expect(page.headers.get('x-frame-options'), path).toBe('DENY')
    }
    const site = (await call('/')).headers.get('content-security-policy')!
    expect(site).toContain('https://challenges.cloudflare.com')
    expect(site).toContain("frame-ancestors 'self'")
  })
})
