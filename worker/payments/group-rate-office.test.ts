/**
 * A friend who pays the whole bill at the office (cash, then a cheque) counts toward the group
 * rate as one who paid online does, read through the one balance; a part payment does not.
 */
import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { openDatabase } from '../base/db/client'
import { tellGroupRatesReached } from '../messages/place-sweep'
import { createStaffAs, sessionOf, staffPost } from '../test/admin-helpers'
import { call, clearTables, readRows } from '../test/helpers'
import { insertCohort, linkFor, paidThroughCheckout, register } from '../test/payment-helpers'
import { groupOf } from './quote-of'

beforeEach(clearTables)
const db = openDatabase(env.DB)

/** Amara starts a group from her payment page; Bola and Chidi join through its link. */
async function groupOfThree() {
  const amara = await register()
  const url = await linkFor(amara.id)
  expect((await call(`/pay/group${url.search}`, { method: 'POST' })).status).toBe(303)
  const [group] = await readRows<{ id: string; code: string }>('registration_groups')
  const friend = (name: string) =>
    register({ firstName: name, email: `${name.toLowerCase()}@example.org`, groupCode: group!.code })
  return { groupId: group!.id, members: [amara, await friend('Bola'), await friend('Chidi')] }
}

const atOffice = async (registrationId: string, method: 'cash' | 'cheque', amountCents: number) => {
  const token = await sessionOf(await createStaffAs(`desk-${method}`, 'coordinator'))
  const entry = {
    kind: 'payment',
    method,
    amountCents,
    receivedOn: '2025-01-10',
    receivedBy: 'Dana',
    reason: 'At the desk',
  }
  expect((await staffPost(token, `/api/admin/registrations/${registrationId}/offline-payments`, entry)).status).toBe(
    201,
  )
}

describe('the group rate and money taken at the office', () => {
  it('a bill paid in part at the office does not count; paid in full there, it does, and the group is told', async () => {
    await insertCohort()
    const { groupId, members } = await groupOfThree()
    const [amara, bola, chidi] = members
    await paidThroughCheckout(amara!.id)
    await paidThroughCheckout(bola!.id)
    await atOffice(chidi!.id, 'cash', 15000)
    expect((await groupOf(db, groupId))?.settled).toBe(2)
    expect(await tellGroupRatesReached(env, new Date())).toBe(0)

    await atOffice(chidi!.id, 'cheque', 5000)
    expect((await groupOf(db, groupId))?.settled).toBe(3)
    expect(await tellGroupRatesReached(env, new Date())).toBe(3)
    const told = (await readRows<{ kind: string; record_id: string }>('outbox')).filter(
      (job) => job.kind === 'group-rate-applied',
    )
    expect(told.map((job) => job.record_id).sort()).toEqual([amara!.id, bola!.id, chidi!.id].sort())
  })
})
