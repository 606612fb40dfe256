/** The registrations list's payment, consent, assistance and language columns and filters. */
import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import type { RegistrationListRow } from '../../contract/admin'
import { createStaff, searchList, signIn, staffPost } from '../test/admin-helpers'
import { clearTables } from '../test/helpers'
import { insertCohort, register } from '../test/payment-helpers'

beforeEach(clearTables)

describe('the registrations list', () => {
  it('says and filters who paid (online or at the office), asked for assistance, lacks consent, and their language', async () => {
    await insertCohort()
    const amara = await register()
    const bola = await register({ firstName: 'Bola', email: 'bola@example.org' })
    await register({ firstName: 'Chidi', email: 'chidi@example.org' })
    await createStaff()
    const token = await signIn()
    await staffPost(token, `/api/admin/registrations/${amara.id}/offline-payments`, {
      kind: 'payment',
      method: 'cash',
      amountCents: 2000,
      receivedOn: '2025-01-10',
      receivedBy: 'Dana',
      reason: 'Deposit',
    })
    await env.DB.prepare(
      `INSERT INTO assistance_requests (id, registration_id, reason, status) VALUES ('a1', ?, 'Help please', 'open')`,
    )
      .bind(bola.id)
      .run()
    const names = async (query: string) =>
      (await searchList<RegistrationListRow>(token, 'registrations', query)).items.map((row) => row.firstName).sort()
    expect(await names('payment=paid')).toEqual(['Amara'])
    expect(await names('payment=unpaid')).toEqual(['Bola', 'Chidi'])
    expect(await names('assistance=open')).toEqual(['Bola'])
    expect(await names('assistance=none')).toEqual(['Amara', 'Chidi'])
    expect(await names('consent=missing')).toEqual(['Amara', 'Bola', 'Chidi'])
    expect(await names('consent=given')).toEqual([])
    expect(await names('language=en')).toEqual(['Amara', 'Bola', 'Chidi'])
    expect(await names('language=es')).toEqual([])
    const [row] = (await searchList<RegistrationListRow>(token, 'registrations', 'q=Amara')).items
    expect(row).toMatchObject({ paid: true, assistance: null, language: 'en', needsConsent: true })
    expect((await staffPost(token, '/api/admin/registrations/search', { payment: 'some' })).status).toBe(400)
  })
})
