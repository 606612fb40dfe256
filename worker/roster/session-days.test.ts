import { beforeEach, describe, expect, it } from 'vitest'
import { createStaffAs, freshStaffSession, sessionOf, staffPost } from '../test/admin-helpers'
import { FAR_DAYS, onDay, readRows, registerIn, storeCohortOn } from '../test/helpers'

let director = ''
let amara = ''
beforeEach(async () => {
  director = await freshStaffSession()
  await storeCohortOn('c1', 5)
  amara = (await registerIn()).id
})

/** One tap for Amara on `sessionDate`, sent by `token` with the clock pinned at `now`. */
const tapOn = (token: string, sessionDate: string, now: { BOOTCAMP_NOW: string }) =>
  staffPost(
    token,
    '/api/admin/cohorts/c1/attendance',
    { taps: [{ registrationId: amara, sessionDate, present: true, tappedAt: now.BOOTCAMP_NOW }] },
    {},
    now,
  )
const corrections = async () =>
  (await readRows<{ action: string; username: string; detail: string }>('audit_log'))
    .filter((row) => row.action === 'attendance-corrected')
    .map(({ username, detail }) => ({ username, detail }))

describe('check-in on session days only', () => {
  it('refuses a session ahead on the day before it, storing nothing, and takes it on the day itself', async () => {
    for (const now of [{ BOOTCAMP_NOW: '2100-03-06T04:59:59.000Z' }, onDay('2100-03-05')]) {
      const ahead = await tapOn(director, FAR_DAYS[0]!, now)
      expect(ahead.status, now.BOOTCAMP_NOW).toBe(400)
      expect(await ahead.json()).toEqual({
        message: expect.any(String),
        issues: [{ path: 'taps.0.sessionDate', message: 'Check-in opens on the session day.' }],
      })
    }
    // From the next session day on, a later session is still ahead.
    expect((await tapOn(director, FAR_DAYS[1]!, onDay(FAR_DAYS[0]!))).status).toBe(400)
    expect(await readRows('attendance')).toEqual([])
    // Midnight in New York (05:00 UTC in March): the session day has begun.
    expect((await tapOn(director, FAR_DAYS[0]!, { BOOTCAMP_NOW: '2100-03-06T05:00:00.000Z' })).status).toBe(200)
    expect(await readRows('attendance')).toEqual([expect.objectContaining({ session_date: FAR_DAYS[0] })])
    expect(await corrections()).toEqual([])
  })

  it('lets a coordinator or director correct a past session, audited; a volunteer is refused', async () => {
    const coordinator = await sessionOf(await createStaffAs('coord', 'coordinator'))
    const volunteer = await sessionOf(await createStaffAs('door', 'volunteer', { cohortId: 'c1' }))
    const refused = await tapOn(volunteer, FAR_DAYS[0]!, onDay(FAR_DAYS[1]!))
    expect(refused.status).toBe(403)
    expect(await refused.json()).toEqual({
      message: 'Only a coordinator or director can correct a past session: nothing was saved.',
    })
    expect(await readRows('attendance')).toEqual([])
    expect(await corrections()).toEqual([])
    expect((await tapOn(coordinator, FAR_DAYS[0]!, onDay(FAR_DAYS[1]!))).status).toBe(200)
    expect((await tapOn(director, FAR_DAYS[1]!, onDay('2100-04-01'))).status).toBe(200)
    expect(
      (await readRows<{ session_date: string; recorded_by: string }>('attendance')).map((row) => [
        row.session_date,
        row.recorded_by,
      ]),
    ).toEqual([
      [FAR_DAYS[0], 'coord'],
      [FAR_DAYS[1], 'staff'],
    ])
    expect(await corrections()).toEqual([
      { username: 'coord', detail: `cohort c1: 1 taps for ${FAR_DAYS[0]}` },
      { username: 'staff', detail: `cohort c1: 1 taps for ${FAR_DAYS[1]}` },
    ])
  })
})
