/** What the office's money entry refuses (nothing stored), who may record it, and the seat's hold it stops. */
import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import type { RegistrationDetail } from '../../contract/admin'
import { createStaffAs, expectJson, sessionOf, staffCall, staffPost } from '../test/admin-helpers'
import { clearTables, ORIGIN, readRows } from '../test/helpers'
import { insertCohort, register } from '../test/payment-helpers'
import { releaseUnpaidHolds } from '../payments/holds'

beforeEach(clearTables)

const entry = (overrides: Record<string, unknown> = {}) => ({
  kind: 'payment',
  method: 'cash',
  amountCents: 5000,
  receivedOn: '2025-01-10',
  receivedBy: 'Dana',
  reason: 'Paid at the info night',
  ...overrides,
})
const WITH_STRIPE = { STRIPE_SECRET_KEY: 'sk_test_office' }

describe('recording money at the office', () => {
  it('refuses bad entries with 400 and a volunteer with 403, storing nothing', async () => {
    await insertCohort()
    const amara = await register()
    const token = await sessionOf(await createStaffAs('coord', 'coordinator'))
    const path = `/api/admin/registrations/${amara.id}/offline-payments`
    for (const [body, field, message] of [
      [entry({ amountCents: 0 }), 'amountCents', 'Enter an amount above $0.'],
      [entry({ amountCents: 12.5 }), 'amountCents', 'Enter an amount in dollars and cents.'],
      [entry({ method: 'card' }), 'method', 'Choose cash or cheque.'],
      [entry({ reason: '  ' }), 'reason', 'Give a reason (it is kept in the audit log).'],
      [entry({ receivedOn: '2999-01-01' }), 'receivedOn', 'The day the money changed hands cannot be after today.'],
    ] as const) {
      const refused = await staffPost(token, path, body)
      expect(refused.status, field).toBe(400)
      expect(await refused.json()).toMatchObject({ issues: [{ path: field, message }] })
    }
    const volunteer = await sessionOf(await createStaffAs('door', 'volunteer'))
    expect((await staffPost(volunteer, path, entry())).status).toBe(403)
    expect((await staffPost(token, '/api/admin/registrations/nobody/offline-payments', entry())).status).toBe(404)
    expect(await readRows('offline_payments')).toEqual([])
  })

  it('the record says when an unpaid seat is released; money taken at the office keeps the seat', async () => {
    await insertCohort()
    const amara = await register()
    const token = await sessionOf(await createStaffAs('coord', 'coordinator'))
    const read = async () =>
      expectJson<RegistrationDetail>(
        await staffCall(token, `/api/admin/registrations/${amara.id}`, {}, ORIGIN, WITH_STRIPE),
      )
    const [row] = await readRows<{ status_changed_at: string }>('registrations')
    const release = new Date(Date.parse(row!.status_changed_at) + 72 * 3_600_000)
    expect((await read()).holdReleaseAt).toBe(release.toISOString())
    expect(
      (await expectJson<RegistrationDetail>(await staffCall(token, `/api/admin/registrations/${amara.id}`)))
        .holdReleaseAt,
    ).toBeNull()
    await staffPost(token, `/api/admin/registrations/${amara.id}/offline-payments`, entry({ amountCents: 1000 }))
    expect((await read()).holdReleaseAt).toBeNull()
    expect(await releaseUnpaidHolds({ ...env, ...WITH_STRIPE }, new Date(release.getTime() + 60_000))).toEqual({
      released: 0,
      reminded: 0,
    })
    expect((await readRows<{ status: string }>('registrations'))[0]!.status).toBe('seated')
  })
})
