import { beforeEach, describe, expect, it } from 'vitest'
import { ERRORS, SUCCESS, VALIDATION } from '../../test-data/spec-texts'
import { clearTables, countAllRows, NO_ROWS, postJson, readRows, validContact } from '../test/helpers'

beforeEach(clearTables)

describe('POST /api/contact', () => {
  it('stores the message and answers 201', async () => {
    const response = await postJson('/api/contact', validContact)
    expect(response.status).toBe(201)
    expect(await response.json()).toEqual({ message: SUCCESS.contact })
    expect(await readRows('contact_messages')).toEqual([
      {
        id: expect.any(String),
        name: 'Jordan Lee',
        email: 'jordan@example.org',
        subject: 'pricing',
        message: validContact.message,
        source: null,
        utm_source: null,
        utm_medium: null,
        utm_campaign: null,
        created_at: expect.any(String),
        replied_at: null,
        replied_by: null,
        staff_note: null,
        repeat_key: expect.stringMatching(/^[0-9a-f]{64}$/),
      },
    ])
  })

  it('stores a message without a subject as null', async () => {
    const { subject: _omitted, ...withoutSubject } = validContact
    expect((await postJson('/api/contact', withoutSubject)).status).toBe(201)
    expect((await readRows('contact_messages'))[0]).toMatchObject({ subject: null })
  })

  it.each([
    ['name', { name: '' }, VALIDATION.name],
    ['email', { email: 'jordan' }, VALIDATION.email],
    ['message', { message: 'Too short' }, VALIDATION.message],
    ['message', { message: '    12345678    ' }, VALIDATION.message],
    ['subject', { subject: 'complaints' }, 'Invalid input'],
  ])('rejects a bad %s with 400 and the message, storing nothing', async (path, change, message) => {
    const response = await postJson('/api/contact', { ...validContact, ...change })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ message: ERRORS.invalid, issues: [{ path, message }] })
    expect(await countAllRows()).toEqual(NO_ROWS)
  })
})
