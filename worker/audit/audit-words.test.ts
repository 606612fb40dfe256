import { beforeEach, describe, expect, it } from 'vitest'
import { expectJson, freshStaffSession, getJson, staffCall, staffPost } from '../test/admin-helpers'
import { FAR_DAYS, onDay, readRows, registerIn, storeCohortOn } from '../test/helpers'
import { AUDIT_ACTIONS } from '../base/db/schema'
import { ADMIN } from '../../content/admin'

let token = ''
beforeEach(async () => {
  token = await freshStaffSession()
})

type Entry = { action: string; username: string; detail: string | null }
const entries = async (action: string) =>
  (await getJson<{ items: Entry[] }>(token, '/api/admin/audit')).items.filter((entry) => entry.action === action)

describe('the audit log in words', () => {
  it('has words for every action it records', () => {
    expect(AUDIT_ACTIONS.filter((action) => !ADMIN.audit.actions[action])).toEqual([])
  })

  it('names only the cohort fields whose value changed, and the cohort by its first day', async () => {
    const form = { startDate: '2027-03-06', capacity: 24, sessionPrice: 60, completePrice: 210, open: false }
    const made = await staffPost(token, '/api/admin/cohorts', form)
    const { id } = (await made.json()) as { id: string }
    // The console's form sends every field again, one of them changed.
    const changed = await staffCall(token, `/api/admin/cohorts/${id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...form, capacity: 30 }),
    })
    expect(changed.status).toBe(200)
    expect(await entries('cohort-updated')).toEqual([
      expect.objectContaining({ detail: 'cohort starting Mar 6, 2027: capacity changed' }),
    ])
    const stored = await readRows<{ action: string; detail: string }>('audit_log')
    expect(stored.find((row) => row.action === 'cohort-updated')?.detail).toBe(`cohort ${id}: capacity changed`)
  })

  it('names the participant and both cohorts of a move, never their ids', async () => {
    const make = async (startDate: string) =>
      (
        await expectJson<{ id: string }>(
          await staffPost(token, '/api/admin/cohorts', {
            startDate,
            capacity: 5,
            sessionPrice: 60,
            completePrice: 210,
            open: true,
          }),
          201,
        )
      ).id
    const from = await make('2100-03-06')
    const to = await make('2100-04-03')
    const amara = await registerIn({ cohortId: from })
    expect((await staffPost(token, `/api/admin/registrations/${amara.id}/cohort`, { cohortId: to })).status).toBe(200)
    expect((await entries('registration-assigned')).map((entry) => entry.detail)).toEqual([
      'Amara Okafor to cohort starting Apr 3, 2100 (was cohort starting Mar 6, 2100)',
    ])
  })

  it('keeps one check-in entry per person and session, in its last state, named', async () => {
    await storeCohortOn('c1', 5)
    const amara = (await registerIn({ firstName: 'Amara', lastName: 'Okafor' })).id
    const ben = (await registerIn({ firstName: 'Ben', lastName: 'Adeyemi', email: 'ben@example.org' })).id
    const day = onDay(FAR_DAYS[0]!)
    const tap = (registrationId: string, present: boolean, minute: number) =>
      staffPost(
        token,
        '/api/admin/cohorts/c1/attendance',
        { taps: [{ registrationId, sessionDate: FAR_DAYS[0], present, tappedAt: `2100-03-06T16:0${minute}:00.000Z` }] },
        {},
        day,
      )
    for (const [who, present, minute] of [
      [amara, true, 1],
      [amara, false, 2],
      [amara, true, 3],
      [ben, false, 4],
    ] as const)
      expect((await tap(who, present, minute)).status).toBe(200)
    expect((await entries('check-in')).map((entry) => entry.detail).sort()).toEqual([
      `Amara Okafor, session ${FAR_DAYS[0]}: present`,
      `Ben Adeyemi, session ${FAR_DAYS[0]}: absent`,
    ])
    const stored = (await readRows<Entry>('audit_log')).filter((row) => row.action === 'check-in')
    expect(stored.map((row) => row.detail).sort()).toEqual(
      [
        `registration ${amara}, session ${FAR_DAYS[0]}: present`,
        `registration ${ben}, session ${FAR_DAYS[0]}: absent`,
      ].sort(),
    )
  })
})
