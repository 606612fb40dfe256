import { beforeEach, describe, expect, it } from 'vitest'
import { ERRORS, SUCCESS, VALIDATION } from '../../test-data/spec-texts'
import { clearTables, countAllRows, NO_ROWS, postJson, readRows, validRegistration } from '../test/helpers'

beforeEach(clearTables)

describe('POST /api/register', () => {
  it('stores exactly the submitted registration and answers 201 with a message', async () => {
    const response = await postJson('/api/register', { ...validRegistration, email: '  Amara.Parent@Example.ORG ' })
    expect(response.status).toBe(201)
    // No cohort is ahead on today's date (only the spec's 2025 seed): interest in the next one.
    expect(await response.json()).toEqual({ message: SUCCESS.register, status: 'interest' })

    const rows = await readRows('registrations')
    expect(rows).toHaveLength(1)
    expect(rows[0]).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      first_name: 'Amara',
      last_name: 'Okafor',
      email: 'amara.parent@example.org',
      phone: '(555) 201-3344',
      age: 16,
      session_preference: 'complete',
      emergency_contact: 'Ngozi Okafor (555) 201-9988',
      motivation: 'I want to lead the robotics club next year.',
      parental_consent: 1,
      media_consent: 0,
      terms_agreement: 1,
      source: null,
      utm_source: null,
      utm_medium: null,
      utm_campaign: null,
      participant_key: expect.stringMatching(/^[0-9a-f]{64}$/),
      // Interest in the next cohort until the form names one (a cohort is chosen later, by staff or a new form).
      cohort_id: null,
      status: 'interest',
      queue_number: 1,
      offer_expires_at: null,
      status_changed_at: rows[0]!.created_at,
      group_id: null,
      link_version: 0,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      // It entered its cohort (or the interest list) as it was created: its prices are judged from then.
      entered_at: rows[0]!.created_at,
      updated_at: null,
      told_waitlist_place: null,
      // The terms it agreed to: the version in effect now applies to it.
      terms_version: '1.0',
    })
  })

  it('stores only the required fields as given, optional ones as null and consents as false', async () => {
    const { firstName, lastName, email, phone, age, termsAgreement } = validRegistration
    const response = await postJson('/api/register', {
      firstName,
      lastName,
      email,
      phone,
      age,
      termsAgreement,
      sessionPreference: '',
      motivation: '   ',
    })
    expect(response.status).toBe(201)
    const [row] = await readRows('registrations')
    expect(row).toMatchObject({
      session_preference: null,
      emergency_contact: null,
      motivation: null,
      parental_consent: 0,
      media_consent: 0,
    })
  })

  it.each([13, 22])('accepts age %i, the edge of the range', async (age) => {
    expect((await postJson('/api/register', { ...validRegistration, age })).status).toBe(201)
  })

  it.each([
    ['firstName', { firstName: '' }, VALIDATION.firstName],
    ['firstName', { firstName: '   ' }, VALIDATION.firstName],
    ['lastName', { lastName: '' }, VALIDATION.lastName],
    ['email', { email: 'amara-at-example.org' }, VALIDATION.email],
    ['email', { email: '' }, VALIDATION.email],
    ['phone', { phone: '555-1234' }, VALIDATION.phone],
    ['phone', { phone: 'call me maybe' }, VALIDATION.phone],
    ['age', { age: 12 }, 'Too small: expected number to be >=13'],
    ['age', { age: 23 }, 'Too big: expected number to be <=22'],
    ['age', { age: '15' }, 'Invalid input: expected number, received string'],
    ['age', { age: 15.5 }, 'Invalid input: expected int, received number'],
    ['termsAgreement', { termsAgreement: false }, VALIDATION.terms],
    ['sessionPreference', { sessionPreference: 'weekend' }, 'Invalid input'],
    ['firstName', { firstName: undefined }, 'Required'],
  ])('rejects a bad %s with 400, the message, and stores nothing', async (path, change, message) => {
    const response = await postJson('/api/register', { ...validRegistration, ...change })
    expect(response.status).toBe(400)
    const body = await response.json<{ message: string; issues: { path: string; message: string }[] }>()
    expect(body.message).toBe(ERRORS.invalid)
    expect(body.issues).toContainEqual({ path, message })
    expect(await countAllRows()).toEqual(NO_ROWS)
  })

  it('rejects fields the contract does not know, without echoing their names', async () => {
    const response = await postJson('/api/register', { ...validRegistration, id: 'forged', createdAt: '2000-01-01' })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      message: ERRORS.invalid,
      issues: [{ path: '', message: 'Unrecognized field' }],
    })
    expect(await countAllRows()).toEqual(NO_ROWS)
  })

  it('bounds every string', async () => {
    const response = await postJson('/api/register', { ...validRegistration, motivation: 'x'.repeat(2001) })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({
      issues: [{ path: 'motivation', message: 'Must be at most 2000 characters' }],
    })
    expect(await countAllRows()).toEqual(NO_ROWS)
  })
})
