import { beforeEach, describe, expect, it } from 'vitest'
import { SUCCESS_MESSAGES } from '../../contract'
import { call, clearTables, countAllRows, countRows, NO_ROWS, postJson, readRows, validContact, validRegistration } from './helpers'

beforeEach(clearTables)

describe('rate limit', () => {
  it('answers the 11th submission in a minute from one client with 429, Retry-After, and stores nothing more', async () => {
    const client = { 'cf-connecting-ip': '198.51.100.7' }
    for (let i = 0; i < 10; i++) {
      expect((await postJson('/api/email-signup', { email: `burst${i}@example.org` }, client)).status).toBe(201)
    }
    const refused = await postJson('/api/email-signup', { email: 'burst10@example.org' }, client)
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toBe('60')
    expect(await refused.json()).toEqual({ message: 'Too many submissions from this connection. Please wait a minute and try again.' })
    expect(await countRows('email_signups')).toBe(10)
    // Another client, and the same client on another form, are not affected.
    expect((await postJson('/api/email-signup', { email: 'other@example.org' }, { 'cf-connecting-ip': '198.51.100.8' })).status).toBe(201)
    expect((await postJson('/api/contact', validContact, client)).status).toBe(201)
  })
})

describe('honeypot', () => {
  it.each([
    ['/api/register', validRegistration, SUCCESS_MESSAGES.register],
    ['/api/email-signup', { email: 'bot@example.org' }, SUCCESS_MESSAGES.emailSignup],
    ['/api/contact', validContact, SUCCESS_MESSAGES.contact],
  ])('%s answers a filled trap exactly like a success and stores nothing', async (path, body, message) => {
    const trapped = await postJson(path, { ...body, website: 'https://cheap-pills.example' })
    expect(trapped.status).toBe(201)
    expect(await trapped.json()).toEqual({ message })
    expect(await countAllRows()).toEqual(NO_ROWS)
    expect((await postJson(path, { ...body, website: '' })).status).toBe(201)
    expect(await countAllRows()).not.toEqual(NO_ROWS)
  })
})

describe('text people really type', () => {
  it('accepts accents, CJK and emoji, stored NFC-normalised', async () => {
    const decomposed = 'Zoe\u0308' // "Zoë" typed as e + combining diaeresis
    const response = await postJson('/api/register', { ...validRegistration, firstName: decomposed, lastName: '王小明 🌟', motivation: 'Je veux apprendre à diriger 👩‍👩‍👧' })
    expect(response.status).toBe(201)
    const [row] = await readRows<{ first_name: string; last_name: string; motivation: string }>('registrations')
    expect(row!.first_name).toBe('Zo\u00eb')
    expect(row!.first_name).toHaveLength(3)
    expect(row!.last_name).toBe('王小明 🌟')
    expect(row!.motivation).toBe('Je veux apprendre à diriger 👩‍👩‍👧')
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
