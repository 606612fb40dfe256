import { beforeEach, describe, expect, it } from 'vitest'
import { createStaff, signIn, staffPost } from '../test/admin-helpers'
import { clearTables, readRows, registerParticipant, storeCohort } from '../test/helpers'
const DAYS = ['2100-03-06', '2100-03-13', '2100-03-20', '2100-03-27']

async function cohort(id: string, capacity: number, days = DAYS) {
  await storeCohort({ id, startDate: days[0]!, sessionDates: days, capacity })
}

/** Registers through the API (the form's own path) in `language`; its row. */
const register = (fields: Parameters<typeof registerParticipant>[0] = {}, language = 'en') =>
  registerParticipant(fields, { 'accept-language': language })

let token = ''
beforeEach(async () => {
  await clearTables()
  await createStaff()
  token = await signIn()
})

const json = async <T>(response: Response, status = 200): Promise<T> => {
  expect(response.status, await response.clone().text()).toBe(status)
  return (await response.json()) as T
}

describe('check-in', () => {
  it('stores a tap once however often it is sent, and an older tap never undoes a newer one', async () => {
    await cohort('c1', 5)
    const amara = await register()
    const tap = (present: boolean, tappedAt: string) => ({
      registrationId: amara.id,
      sessionDate: DAYS[1],
      present,
      tappedAt,
    })
    const send = async (...taps: ReturnType<typeof tap>[]) =>
      json<{ stored: number; ignored: number }>(await staffPost(token, '/api/admin/cohorts/c1/attendance', { taps }))
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
        session_date: DAYS[1],
        present: 0,
        tapped_at: '2100-03-13T15:05:00.000Z',
        recorded_by: 'staff',
        created_at: expect.stringMatching(/^\d{4}-/),
      },
    ])
  })

  it('ignores a tap for someone not holding a seat in the cohort, and refuses a day that is no session storing nothing', async () => {
    await cohort('c1', 1)
    await register()
    const waiting = await register({ firstName: 'Kofi', email: 'kofi@example.org' })
    const ignored = await staffPost(token, '/api/admin/cohorts/c1/attendance', {
      taps: [{ registrationId: waiting.id, sessionDate: DAYS[0], present: true, tappedAt: '2100-03-06T15:00:00.000Z' }],
    })
    expect(await json(ignored)).toEqual({ stored: 0, ignored: 1 })
    const wrongDay = await staffPost(token, '/api/admin/cohorts/c1/attendance', {
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
      const refused = await staffPost(token, '/api/admin/cohorts/c1/attendance', body)
      expect(refused.status).toBe(400)
    }
    expect(await readRows('attendance')).toEqual([])
  })
})
