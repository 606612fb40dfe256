import { beforeEach, describe, expect, it } from 'vitest'
import type { CheckOutResult, ReleaseList } from '../../contract/release'
import { expectJson, staffCall, staffPost } from '../test/admin-helpers'
import { clearTables, countRows, readRows, registerIn } from '../test/helpers'
import { familyPost, familyWithLink } from '../health-records/test-helpers'
import { AT_THE_DOOR, checkOut, LISTED, sendCheckOuts, staffAs } from './test-helpers'

beforeEach(clearTables)

const outcomes = async (response: Response) =>
  (await expectJson<CheckOutResult>(response)).results.map((result) => [result.outcome, result.reason ?? null])

describe('check-out at the door', () => {
  it('releases to the guardian or a listed adult, and refuses anyone else and a "must not collect" name, storing nothing for them', async () => {
    const { id, link } = await familyWithLink({ age: 14 })
    await familyPost(link, 'release', LISTED)
    const volunteer = await staffAs('volunteer')
    const sent = [
      checkOut(id, { kind: 'guardian', name: 'Ada Okafor' }),
      checkOut(id, { kind: 'adult', name: 'chidi  okafor' }, 'known-to-staff'),
      checkOut(id, { kind: 'other', name: 'Somebody Else' }),
      checkOut(id, { kind: 'other', name: 'Tunde Okafor' }),
      checkOut(id, { kind: 'self', name: '' }, null),
    ]
    expect(await outcomes(await sendCheckOuts(volunteer, sent))).toEqual([
      ['stored', null],
      ['stored', null],
      ['refused', 'not-listed'],
      ['refused', 'must-not-collect'],
      ['refused', 'not-on-own'],
    ])
    const rows = await readRows<Record<string, unknown>>('check_outs')
    expect(rows.map((row) => [row.id, row.released_to, row.relationship, row.verified_by])).toEqual([
      [sent[0]!.id, 'Ada Okafor', 'guardian', 'photo-id'],
      [sent[1]!.id, 'Chidi Okafor', 'tío', 'known-to-staff'],
    ])
    expect(rows[0]).toMatchObject({ session_date: '2100-03-13', checked_out_at: '2100-03-13T19:05:00.000Z' })
    expect(String(rows[0]!.recorded_by)).toMatch(/^volunteer-/)
  })

  it('stores a replayed queue once, lets an 18-year-old leave on their own without rules, and refuses a minor whose family set none', async () => {
    const adult = await familyWithLink({ age: 18, firstName: 'Amara' })
    const coordinator = await staffAs('coordinator')
    const queue = [checkOut(adult.id, { kind: 'self', name: '' }, null)]
    expect(await outcomes(await sendCheckOuts(coordinator, queue))).toEqual([['stored', null]])
    // The answer was lost: the phone sends the same queue again, twice in one request.
    expect(await outcomes(await sendCheckOuts(coordinator, [...queue, ...queue]))).toEqual([
      ['already-stored', null],
      ['already-stored', null],
    ])
    expect(await readRows('check_outs')).toMatchObject([
      { id: queue[0]!.id, released_to: 'Amara', relationship: 'self', verified_by: null },
    ])
    const minor = await registerIn({ cohortId: 'c1', age: 16, firstName: 'Kemi', email: 'kemi@example.org' })
    const refused = await sendCheckOuts(coordinator, [checkOut(minor.id, { kind: 'guardian', name: 'Ada Okafor' })])
    expect(await outcomes(refused)).toEqual([['refused', 'no-rules']])
    expect(await countRows('check_outs')).toBe(1)
  })

  it('lists who may collect with the day it was read and the session days, so a phone keeps it for that day only', async () => {
    const { id, link } = await familyWithLink({ age: 14 })
    await familyPost(link, 'release', LISTED)
    const listed = await expectJson<ReleaseList>(
      await staffCall(await staffAs('volunteer'), '/api/admin/cohorts/c1/release', {}, undefined, AT_THE_DOOR),
    )
    expect(listed.today).toBe('2100-03-13')
    expect(listed.sessionDates).toEqual(['2100-03-06', '2100-03-13', '2100-03-20', '2100-03-27'])
    expect(listed.participants.map((row) => [row.registrationId, row.rules?.mode, row.checkedOut])).toEqual([
      [id, 'listed', []],
    ])
  })

  it('asks how identity was checked and refuses a day with no session, with the one error shape and nothing stored', async () => {
    const { id, link } = await familyWithLink({ age: 14 })
    await familyPost(link, 'release', LISTED)
    const director = await staffAs('director')
    const unverified = await sendCheckOuts(director, [checkOut(id, { kind: 'guardian', name: 'Ada Okafor' }, null)])
    expect(unverified.status).toBe(400)
    expect(await unverified.json()).toEqual({
      message: expect.any(String) as string,
      issues: [{ path: 'checkOuts.0.verifiedBy', message: 'Say how the collector’s identity was checked.' }],
    })
    const wrongDay = { ...checkOut(id, { kind: 'guardian', name: 'Ada Okafor' }), sessionDate: '2100-03-14' }
    expect((await sendCheckOuts(director, [wrongDay])).status).toBe(400)
    for (const body of [{ checkOuts: [] }, { checkOuts: [{ id: 'x' }] }, { checkOuts: 'x' }])
      expect((await staffPost(director, '/api/admin/cohorts/c1/check-outs', body, {}, AT_THE_DOOR)).status).toBe(400)
    expect(await countRows('check_outs')).toBe(0)
  })
})

describe('an override', () => {
  it('needs a director’s or coordinator’s account and a written reason, stores the reason and is audited', async () => {
    const { id, link } = await familyWithLink({ age: 14 })
    await familyPost(link, 'release', LISTED)
    const stranger = {
      ...checkOut(id, { kind: 'other', name: 'Somebody Else' }),
      reason: 'Mother phoned: her sister collects today.',
    }
    const path = '/api/admin/cohorts/c1/check-outs/override'
    const volunteer = await staffAs('volunteer')
    expect((await staffPost(volunteer, path, stranger, {}, AT_THE_DOOR)).status).toBe(403)
    const coordinator = await staffAs('coordinator')
    expect((await staffPost(coordinator, path, { ...stranger, reason: ' ok ' }, {}, AT_THE_DOOR)).status).toBe(400)
    expect(await countRows('check_outs')).toBe(0)
    expect(await outcomes(await staffPost(coordinator, path, stranger, {}, AT_THE_DOOR))).toEqual([['stored', null]])
    expect(await outcomes(await staffPost(coordinator, path, stranger, {}, AT_THE_DOOR))).toEqual([
      ['already-stored', null],
    ])
    expect(await readRows('check_outs')).toMatchObject([
      {
        id: stranger.id,
        released_to: 'Somebody Else',
        relationship: 'override',
        override_reason: 'Mother phoned: her sister collects today.',
      },
    ])
    const audited = (await readRows<{ action: string; username: string; detail: string }>('audit_log')).filter(
      (entry) => entry.action === 'check-out-override',
    )
    expect(audited).toEqual([
      expect.objectContaining({ detail: `registration ${id}: check-out ${stranger.id} released by override` }),
    ])
    expect(audited[0]!.username).toMatch(/^coordinator-/)
    expect(JSON.stringify(await readRows('audit_log'))).not.toMatch(/Somebody|sister/)
  })
})
