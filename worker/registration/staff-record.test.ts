import { beforeEach, describe, expect, it } from 'vitest'
import { freshStaffSession, getJson, hoursAgo, insertRegistration, staffCall } from '../test/admin-helpers'
let token = ''
beforeEach(async () => {
  token = await freshStaffSession()
})

describe('a registration record', () => {
  it('shows every field and flags a minor, and an adult, without consent records (adults give their own)', async () => {
    await insertRegistration({ id: 'r-minor', age: 16, consent: false, createdAt: hoursAgo(1) })
    await insertRegistration({
      id: 'r-adult',
      email: 'adult@example.org',
      age: 19,
      consent: false,
      createdAt: hoursAgo(1),
    })
    const minor = await getJson<Record<string, unknown>>(token, '/api/admin/registrations/r-minor')
    expect(minor).toMatchObject({
      id: 'r-minor',
      firstName: 'Maya',
      lastName: 'Chen',
      email: 'maya@example.org',
      phone: '(614) 555-0188',
      age: 16,
      sessionPreference: 'complete',
      parentalConsent: false,
      termsAgreement: true,
      needsConsent: true,
    })
    expect(minor).not.toHaveProperty('participantKey')
    expect(await getJson(token, '/api/admin/registrations/r-adult')).toMatchObject({ needsConsent: true })
  })

  it('answers 404 for an id that does not exist', async () => {
    const response = await staffCall(token, '/api/admin/registrations/nope')
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ message: 'Not found' })
  })
})
