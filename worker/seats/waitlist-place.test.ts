import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import type { RegistrationDetail, Roster } from '../../contract/admin'
import { openDatabase } from '../base/db/client'
import { familyView } from '../family/view'
import { expectJson, freshStaffSession, staffCall } from '../test/admin-helpers'
import { readRows, registerIn, storeCohortOn } from '../test/helpers'

let token = ''
beforeEach(async () => {
  token = await freshStaffSession()
})

const LATER = ['2100-04-03', '2100-04-10', '2100-04-17', '2100-04-24']

describe('the one waitlist place', () => {
  it('counts only those waiting for the same cohort, the same on the roster, the record and the family page', async () => {
    await storeCohortOn('c1', 1)
    await storeCohortOn('c2', 1, LATER)
    const at = (firstName: string, cohortId: string) =>
      registerIn({ firstName, email: `${firstName.toLowerCase()}@example.org`, cohortId })
    await at('Amara', 'c1')
    await at('Bola', 'c2')
    const chidi = await at('Chidi', 'c1')
    await at('Dayo', 'c2')
    const ebele = await at('Ebele', 'c1')
    // The queue's own numbers are shared by both cohorts: Ebele's is 5, her place is 2.
    const queue = (await readRows<{ id: string; queue_number: number }>('registrations')).find(
      (row) => row.id === ebele.id,
    )!.queue_number
    expect(queue).toBe(5)
    const roster = await expectJson<Roster>(await staffCall(token, '/api/admin/cohorts/c1/roster'))
    expect(roster.participants.map((row) => [row.firstName, row.status, row.waitlistPlace])).toEqual([
      ['Amara', 'seated', null],
      ['Chidi', 'waitlisted', 1],
      ['Ebele', 'waitlisted', 2],
    ])
    const record = await expectJson<RegistrationDetail>(await staffCall(token, `/api/admin/registrations/${ebele.id}`))
    expect(record.waitlistPlace).toBe(2)
    const view = await familyView(env, openDatabase(env.DB), ebele.id, new Date())
    expect(view!.waitlistPlace).toBe(2)
    // Chidi leaves the line: Ebele is next, everywhere.
    await env.DB.prepare(`UPDATE registrations SET status = 'cancelled' WHERE id = ?`).bind(chidi.id).run()
    const after = await expectJson<RegistrationDetail>(await staffCall(token, `/api/admin/registrations/${ebele.id}`))
    expect(after.waitlistPlace).toBe(1)
    expect((await familyView(env, openDatabase(env.DB), ebele.id, new Date()))!.waitlistPlace).toBe(1)
    const csv = await (await staffCall(token, '/api/admin/export/roster?cohortId=c1')).text()
    expect(csv.split('\r\n')[2]).toBe('Ebele,Okafor,16,waitlisted,1,unpaid,missing,yes,,,,')
  })
})
