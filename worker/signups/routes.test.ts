import { beforeEach, describe, expect, it } from 'vitest'
import { ERRORS, SUCCESS, VALIDATION } from '../../test-data/spec-texts'
import { clearTables, countAllRows, countRows, NO_ROWS, postJson, readRows } from '../test/helpers'

beforeEach(clearTables)

describe('POST /api/email-signup', () => {
  it('stores the normalised address and answers 201', async () => {
    const response = await postJson('/api/email-signup', { email: ' Sam.Rivera@Example.com ' })
    expect(response.status).toBe(201)
    expect(await response.json()).toEqual({ message: SUCCESS.emailSignup })
    const rows = await readRows('email_signups')
    expect(rows).toEqual([
      {
        id: expect.any(String),
        email: 'sam.rivera@example.com',
        source: null,
        utm_source: null,
        utm_medium: null,
        utm_campaign: null,
        created_at: expect.any(String),
        unsubscribed_at: null,
      },
    ])
  })

  it('answers a duplicate exactly like a first sign-up and stores one row', async () => {
    const first = await postJson('/api/email-signup', { email: 'sam@example.com' })
    const second = await postJson('/api/email-signup', { email: 'SAM@example.com  ' })
    expect(second.status).toBe(first.status)
    expect(await second.text()).toBe(await first.text())
    expect(await countRows('email_signups')).toBe(1)
  })

  it.each(['', 'sam', 'sam@example', 'sam @example.com', `${'a'.repeat(250)}@example.com`])(
    'rejects %j with the spec message and stores nothing',
    async (email) => {
      const response = await postJson('/api/email-signup', { email })
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({
        message: ERRORS.invalid,
        issues: [{ path: 'email', message: VALIDATION.email }],
      })
      expect(await countAllRows()).toEqual(NO_ROWS)
    },
  )
})
