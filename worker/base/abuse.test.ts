import { beforeEach, describe, expect, it } from 'vitest'
import { ERRORS, SUCCESS } from '../../test-data/spec-texts'
import wranglerToml from '../../wrangler.toml?raw'
import { RATE_LIMITS } from './middleware/rate-limit'
import {
  call,
  clearTables,
  countAllRows,
  countRows,
  NO_ROWS,
  postJson,
  readRows,
  validContact,
  validRegistration,
} from '../test/helpers'

beforeEach(clearTables)

/** The numbers docs/privacy.md promises, written out: a changed limit fails here first. */
const PER_ADDRESS = 60
const PER_EMAIL = 5
const registrationFor = (n: number) => ({
  ...validRegistration,
  firstName: `Student${n}`,
  email: `student${n}@lincoln-high.example`,
})

/**
 * The local Rate Limiting binding counts in fixed windows aligned to the clock's minute
 * (miniflare's ratelimit worker). A test that counts up to a limit waits for a fresh window when
 * fewer than 15 seconds are left, so its requests cannot straddle two windows and pass double.
 */
async function inOneWindow() {
  const left = 60_000 - (Date.now() % 60_000)
  if (left < 15_000) await new Promise((resolve) => setTimeout(resolve, left + 50))
}

describe('rate limits', () => {
  beforeEach(inOneWindow, 20_000)

  it('lets a class of 40 register from one school address within a minute', async () => {
    const school = { 'cf-connecting-ip': '198.51.100.40' }
    const statuses = await Promise.all(
      Array.from({ length: 40 }, (_, n) => postJson('/api/register', registrationFor(n), school).then((r) => r.status)),
    )
    expect(statuses).toEqual(Array(40).fill(201))
    expect(await countRows('registrations')).toBe(40)
  })

  it('stops a flood from one address after the per-address limit, with Retry-After and nothing more stored', async () => {
    const bot = { 'cf-connecting-ip': '198.51.100.66' }
    const statuses: number[] = []
    for (let n = 0; n < 150; n++)
      statuses.push((await postJson('/api/email-signup', { email: `flood${n}@example.org` }, bot)).status)
    expect(statuses.filter((status) => status === 201)).toHaveLength(PER_ADDRESS)
    expect(statuses.slice(PER_ADDRESS)).toEqual(Array(150 - PER_ADDRESS).fill(429))
    const refused = await postJson('/api/email-signup', { email: 'flood-last@example.org' }, bot)
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toBe('60')
    expect(await refused.json()).toEqual({ message: ERRORS.tooManyRequests })
    expect(await countRows('email_signups')).toBe(PER_ADDRESS)
    // Another address, and the same address on another form, are not affected.
    expect(
      (await postJson('/api/email-signup', { email: 'other@example.org' }, { 'cf-connecting-ip': '198.51.100.67' }))
        .status,
    ).toBe(201)
    expect((await postJson('/api/contact', { ...validContact, email: 'flood-contact@example.org' }, bot)).status).toBe(
      201,
    )
  })

  it('stops one email address used over and over, from any address', async () => {
    const statuses: number[] = []
    const sender = { ...validContact, email: 'hammer@example.org' }
    for (let n = 0; n < PER_EMAIL + 3; n++)
      statuses.push(
        (await postJson('/api/contact', { ...sender, message: `Question number ${n}, please answer.` })).status,
      )
    expect(statuses).toEqual([...Array(PER_EMAIL).fill(201), 429, 429, 429])
    const refused = await postJson('/api/contact', sender)
    expect(refused.headers.get('retry-after')).toBe('60')
    expect(await refused.json()).toEqual({ message: ERRORS.tooManyForAddress })
    expect(await countRows('contact_messages')).toBe(PER_EMAIL)
  })

  it('lets a parent register three siblings with one email address', async () => {
    const parent = 'okafor.family@example.org'
    for (const firstName of ['Amara', 'Chidi', 'Ada'])
      expect((await postJson('/api/register', { ...validRegistration, firstName, email: parent })).status).toBe(201)
    expect(await countRows('registrations')).toBe(3)
  })

  it('counts no refused request: 100 malformed, mistyped or invalid ones leave the quota whole', async () => {
    const client = { 'cf-connecting-ip': '198.51.100.99' }
    for (let n = 0; n < 100; n++) {
      const refusal =
        n % 3 === 0
          ? postJson('/api/email-signup', '{', client)
          : n % 3 === 1
            ? call('/api/email-signup', {
                method: 'POST',
                headers: { ...client, 'content-type': 'text/plain' },
                body: '{}',
              })
            : postJson('/api/email-signup', { email: 'nope' }, client)
      expect((await refusal).status).toBeLessThan(429)
    }
    for (let n = 0; n < PER_ADDRESS; n++)
      expect((await postJson('/api/email-signup', { email: `after${n}@example.org` }, client)).status).toBe(201)
  })
})

describe('wrangler.toml', () => {
  it('declares every rate limit binding with the numbers the worker tells clients', () => {
    const declared = [
      ...wranglerToml.matchAll(
        /\[\[ratelimits\]\]\s*name = "(\w+)"[^[]*?simple = \{ limit = (\d+), period = (\d+) \}/g,
      ),
    ].map(([, name, limit, period]) => [name, { limit: Number(limit), period: Number(period) }])
    const used = Object.entries(RATE_LIMITS).map(([name, { limit, period }]) => [name, { limit, period }])
    expect(Object.fromEntries(declared)).toEqual(Object.fromEntries(used))
    expect(RATE_LIMITS).toMatchObject({
      SUBMIT_IP_LIMITER: { limit: PER_ADDRESS },
      SUBMIT_EMAIL_LIMITER: { limit: PER_EMAIL },
    })
  })
})

describe('honeypot', () => {
  it.each([
    ['/api/register', validRegistration, { message: SUCCESS.register, status: 'interest' }],
    ['/api/email-signup', { email: 'bot@example.org' }, { message: SUCCESS.emailSignup }],
    ['/api/contact', validContact, { message: SUCCESS.contact }],
  ])('%s answers a filled trap exactly like a success and stores nothing', async (path, body, answer) => {
    const trapped = await postJson(path, { ...body, website: 'https://cheap-pills.example' })
    expect(trapped.status).toBe(201)
    expect(await trapped.json()).toEqual(answer)
    expect(await countAllRows()).toEqual(NO_ROWS)
    const real = await postJson(path, { ...body, website: '' })
    expect(real.status).toBe(201)
    expect(await real.json()).toEqual(answer)
    expect(await countAllRows()).not.toEqual(NO_ROWS)
  })
})

describe('text people really type', () => {
  it('accepts accents, CJK and emoji, stored NFC-normalised', async () => {
    const decomposed = 'Zoe\u0308' // "Zoë" typed as e + combining diaeresis
    const response = await postJson('/api/register', {
      ...validRegistration,
      firstName: decomposed,
      lastName: '王小明 🌟',
      motivation: 'Je veux apprendre à diriger 👩‍👩‍👧',
    })
    expect(response.status).toBe(201)
    const [row] = await readRows<{ first_name: string; last_name: string; motivation: string }>('registrations')
    expect(row!.first_name).toBe('Zo\u00eb')
    expect(row!.first_name).toHaveLength(3)
    expect(row!.last_name).toBe('王小明 🌟')
    expect(row!.motivation).toBe('Je veux apprendre à diriger 👩‍👩‍👧')
  })

  it('accepts names in every script and joiners inside words: Korean, Persian with ZWNJ, emoji with ZWJ', async () => {
    const response = await postJson('/api/register', {
      ...validRegistration,
      firstName: '김민준',
      lastName: 'Rahimi',
      motivation: 'می\u200cخواهم رهبر باشم 🧑\u200d💻',
      phone: '+98 21 555 0101',
    })
    expect(response.status).toBe(201)
    const [row] = await readRows<{ first_name: string; motivation: string }>('registrations')
    expect(row).toMatchObject({ first_name: '김민준', motivation: 'می\u200cخواهم رهبر باشم 🧑\u200d💻' })
  })

  it('stores markup in free text as inert text, exactly as typed', async () => {
    const markup = '<script>alert(1)</script><img src=x onerror=alert(2)>'
    expect((await postJson('/api/contact', { ...validContact, name: '<b>Jo</b>', message: markup })).status).toBe(201)
    const [row] = await readRows<{ name: string; message: string }>('contact_messages')
    expect(row).toMatchObject({ name: '<b>Jo</b>', message: markup })
  })
})

describe('headers', () => {
  it('sends a CSP without inline script, nosniff and a referrer policy on pages', async () => {
    for (const path of ['/', '/missing-page']) {
      const response = await call(path)
      const csp = response.headers.get('content-security-policy') ?? ''
      expect(csp).toContain("script-src 'self'")
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/)
      expect(csp).toContain("object-src 'none'")
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    }
  })

  it('marks every API answer nosniff and no-store, errors included', async () => {
    for (const response of [await call('/api/health'), await postJson('/api/contact', {}), await call('/api/nope')]) {
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
      expect(response.headers.get('cache-control')).toBe('no-store')
    }
  })
})
