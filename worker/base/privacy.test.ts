import { env } from 'cloudflare:workers'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { call, clearTables, countRows, postJson, ROOMY, validContact, validRegistration } from '../test/helpers'

beforeEach(clearTables)
afterEach(() => vi.restoreAllMocks())

describe('duplicates and concurrency', () => {
  it('stores exactly one row for 100 concurrent identical sign-ups, all answered as a success', async () => {
    const responses = await Promise.all(
      Array.from({ length: 100 }, () => postJson('/api/email-signup', { email: 'Rush@Example.org' }, {}, ROOMY)),
    )
    const bodies = await Promise.all(responses.map((response) => response.text()))
    expect(new Set(responses.map((response) => response.status))).toEqual(new Set([201]))
    expect(new Set(bodies).size).toBe(1)
    expect(await countRows('email_signups')).toBe(1)
  })
})

describe('logs', () => {
  it('never contain a submitted value, on any path', async () => {
    const logged: string[] = []
    for (const level of ['log', 'info', 'warn', 'error', 'debug', 'trace'] as const) {
      vi.spyOn(console, level).mockImplementation(
        (...args: unknown[]) =>
          void logged.push(args.map((arg) => (typeof arg === 'string' ? arg : JSON.stringify(arg))).join(' ')),
      )
    }
    const planted = {
      firstName: 'Plantedfirst Qx7',
      lastName: 'Plantedlast Qx7',
      email: 'planted.qx7@example.org',
      phone: '(555) 777-0707',
      emergencyContact: 'Plantedcontact Qx7',
      motivation: 'Plantedmotive Qx7',
    }
    const message = {
      ...validContact,
      name: 'Plantedname Qx7',
      email: 'planted.msg.qx7@example.org',
      message: 'Plantedmessage Qx7 with enough length',
    }

    // success, validation failure, duplicate, unexpected error
    expect((await postJson('/api/register', { ...validRegistration, ...planted })).status).toBe(201)
    expect((await postJson('/api/register', { ...validRegistration, ...planted, age: 99 })).status).toBe(400)
    expect((await postJson('/api/email-signup', { email: planted.email })).status).toBe(201)
    expect((await postJson('/api/email-signup', { email: planted.email })).status).toBe(201)
    expect((await postJson('/api/contact', { ...message, email: 'not an email Plantedbad Qx7' })).status).toBe(400)
    await env.DB.exec('ALTER TABLE registrations RENAME TO registrations_away')
    try {
      expect((await postJson('/api/register', { ...validRegistration, ...planted })).status).toBe(500)
    } finally {
      await env.DB.exec('ALTER TABLE registrations_away RENAME TO registrations')
    }
    expect((await call('/api/health')).status).toBe(200)

    const everything = logged.join('\n')
    expect(logged.length).toBeGreaterThan(0)
    for (const value of [...Object.values(planted), ...Object.values(message), 'Plantedbad', 'Qx7', '777-0707']) {
      expect(everything).not.toContain(value)
    }
  })
})
