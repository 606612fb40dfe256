import { beforeEach, describe, expect, it } from 'vitest'
import { createStaff, hoursAgo, insertRegistration, signIn, staffCall } from '../test/admin-helpers'
import { clearTables } from '../test/helpers'
let token: string
beforeEach(async () => {
  await clearTables()
  await createStaff()
  token = await signIn()
})

const getJson = async <T>(path: string) => {
  const response = await staffCall(token, path)
  expect(response.status, path).toBe(200)
  return (await response.json()) as T
}

describe('a registration record', () => {
  it('shows every field and flags a minor without parental consent', async () => {
    await insertRegistration({ id: 'r-minor', age: 16, consent: false, createdAt: hoursAgo(1) })
    await insertRegistration({
      id: 'r-adult',
      email: 'adult@example.org',
      age: 19,
      consent: false,
      createdAt: hoursAgo(1),
    })
    const minor = await getJson<Record<string, unknown>>('/api/admin/registrations/r-minor')
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
    expect(await getJson('/api/admin/registrations/r-adult')).toMatchObject({ needsConsent: false })
  })

  it('answers 404 for an id that does not exist', async () => {
    const response = await staffCall(token, '/api/admin/registrations/nope')
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ message: 'Not found' })
  })
})
