import { beforeEach, describe, expect, it } from 'vitest'
import { expectJson, freshStaffSession, staffPost } from '../test/admin-helpers'
import { FAR_DAYS, onDay, readRows, registerIn, storeCohortOn } from '../test/helpers'

let token = ''
beforeEach(async () => {
  token = await freshStaffSession()
})

describe('check-in', () => {
  it('stores a tap once however often it is sent, and an older tap never undoes a newer one', async () => {
    await storeCohortOn('c1', 5)
    const amara = await registerIn()
    const tap = (present: boolean, tappedAt: string) => ({
      registrationId: amara.id,
      sessionDate: FAR_DAYS[1],
      present,
      tappedAt,
    })
    const send = async (...taps: ReturnType<typeof tap>[]) =>
      expectJson<{ stored: number; ignored: number }>(
        await staffPost(token, '/api/admin/cohorts/c1/attendance', { taps }, {}, onDay(FAR_DAYS[1]!)),
      )
    expect(await send(tap(true, '2100-03-13T15:00:00.000Z'))).toEqual({ stored: 1, ignored: 0 })
    // The same queue replayed after a lost answer.
    expect(await send(tap(true, '2100-03-13T15:00:00.000Z'), tap(true, '2100-03-13T15:00:00.000Z'))).toEqual({
      stored: 0,
      ignored: 0,
    })
    expect(await send(tap(false, '2100-03-13T15:05:00.000Z'))).toEqual({ stored: 1, ignored: 0 })
    // An offline tap made before the correction arrives late: it loses.
    expect(await send(tap(true, '2100-03-13T15:03:00.000Z'))).toEqual({ stored: 0, ignored: 0 })
    expect(await readRows('attendance')).toEqual([
      {
        registration_id: amara.id,
        session_date: FAR_DAYS[1],
        present: 0,
        tapped_at: '2100-03-13T15:05:00.000Z',
        recorded_by: 'staff',
        created_at: expect.stringMatching(/^\d{4}-/),
      },
    ])
  })

  it('ignores a tap for someone not holding a seat in the cohort, and refuses a day that is no session storing nothing', async () => {
    const post = (body: unknown) => staffPost(token, '/api/admin/cohorts/c1/attendance', body, {}, onDay(FAR_DAYS[0]!))
    await storeCohortOn('c1', 1)
    await registerIn()
    const waiting = await registerIn({ firstName: 'Kofi', email: 'kofi@example.org' })
    const ignored = await post({
      taps: [
        { registrationId: waiting.id, sessionDate: FAR_DAYS[0], present: true, tappedAt: '2100-03-06T15:00:00.000Z' },
      ],
    })
    expect(await expectJson(ignored)).toEqual({ stored: 0, ignored: 1 })
    const wrongDay = await post({
      taps: [
        { registrationId: waiting.id, sessionDate: '2100-03-07', present: true, tappedAt: '2100-03-07T15:00:00.000Z' },
      ],
    })
    expect(wrongDay.status).toBe(400)
    expect(await wrongDay.json()).toEqual({
      message: expect.any(String),
      issues: [{ path: 'taps.0.sessionDate', message: 'Not a session day of this cohort.' }],
    })
    for (const body of [{ taps: [] }, { taps: 'x' }, { taps: [{ registrationId: 'x' }] }, '{']) {
      const refused = await post(body)
      expect(refused.status).toBe(400)
    }
    expect(await readRows('attendance')).toEqual([])
  })
})
