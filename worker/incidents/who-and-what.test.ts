import { beforeEach, describe, expect, it } from 'vitest'
import type { ErrorBody } from '../../contract'
import type { IncidentDetail } from '../../contract/incidents'
import { expectJson, staffCall, staffPost } from '../test/admin-helpers'
import { clearTables, countRows, storeCohortOn } from '../test/helpers'
import { incident, recordIncident, sofiaInC1, staffAs } from './test-helpers'

beforeEach(clearTables)

const issues = async (response: Response) =>
  (await expectJson<ErrorBody>(response, 400)).issues?.map((issue) => [issue.path, issue.message])

describe('who records and reads incidents, and what is refused', () => {
  it('refuses a volunteer of another cohort or outside the window, and the list to all but directors and health leads', async () => {
    const sofia = await sofiaInC1('en')
    const volunteer = await staffAs('volunteer')
    // Before the window opens on the session day (8:00 in New York), and on the right day but another cohort.
    const early = await recordIncident(
      volunteer,
      incident(sofia.id, { occurredAt: '2100-03-13T07:50', familyTold: 'not-yet', familyToldAt: null }),
      { BOOTCAMP_NOW: '2100-03-13T13:00:00.000Z' },
    )
    expect(await expectJson<ErrorBody>(early, 403)).toMatchObject({
      message: 'Check-in opens an hour before your session and closes an hour after it.',
    })
    await storeCohortOn('c2', 5)
    const elsewhere = await staffPost(
      volunteer,
      '/api/admin/cohorts/c2/incidents',
      incident(sofia.id),
      {},
      { BOOTCAMP_NOW: '2100-03-13T19:10:00.000Z' },
    )
    expect(await expectJson<ErrorBody>(elsewhere, 403)).toMatchObject({
      message: 'You can check in your own cohort only.',
    })
    for (const role of ['volunteer', 'coordinator'] as const) {
      const list = await staffCall(await staffAs(role), '/api/admin/cohorts/c1/incidents')
      expect([role, list.status]).toEqual([role, 403])
    }
    expect(await countRows('incidents')).toBe(0)
    expect(await countRows('outbox')).toBe(1) // the registration's confirmation only
    // A coordinator records one; a second coordinator may not open it, a health lead and a director may.
    const saved = await expectJson<IncidentDetail>(
      await recordIncident(await staffAs('coordinator'), incident(sofia.id)),
      201,
    )
    expect((await staffCall(await staffAs('coordinator'), `/api/admin/incidents/${saved.id}`)).status).toBe(403)
    for (const role of ['health-lead', 'director'] as const)
      expect(
        await expectJson<IncidentDetail>(await staffCall(await staffAs(role), `/api/admin/incidents/${saved.id}`)),
      ).toMatchObject({ id: saved.id, othersInvolved: saved.othersInvolved })
  })

  it('answers bad input with the one error shape, the field and its sentence, and stores nothing', async () => {
    const sofia = await sofiaInC1('en')
    const coordinator = await staffAs('coordinator')
    const refused = [
      [{ place: '  ' }, [['place', 'Say where it happened.']]],
      [{ kind: 'fight' }, [['kind', 'Choose what kind of incident it was.']]],
      [
        { occurredAt: '2100-03-14T10:00', familyToldAt: '2100-03-14T10:30' },
        [['occurredAt', 'Choose a time on one of this cohort’s session days.']],
      ],
      [
        { occurredAt: '2100-03-20T10:00', familyToldAt: '2100-03-20T10:30' },
        [['occurredAt', 'That time is still ahead: say when it happened.']],
      ],
      [{ familyToldAt: null }, [['familyToldAt', 'Say when the family was told.']]],
      [
        { familyToldAt: '2100-03-13T13:00' },
        [['familyToldAt', 'The family was told after it happened: check the time.']],
      ],
      [
        { familyToldAt: '2100-03-13T14:30' },
        [['familyToldAt', 'That time is still ahead: say when the family was told.']],
      ],
      [{ familyTold: 'not-yet' }, [['familyToldAt', 'Leave this empty while the family is not reached.']]],
      [{ registrationId: 'someone-else' }, [['registrationId', 'Choose a participant of this cohort.']]],
    ] as const
    for (const [changes, expected] of refused)
      expect([changes, await issues(await recordIncident(coordinator, incident(sofia.id, changes)))]).toEqual([
        changes,
        expected,
      ])
    const notJson = await staffPost(coordinator, '/api/admin/cohorts/c1/incidents', incident(sofia.id), {
      'content-type': 'text/plain',
    })
    expect(notJson.status).toBe(415)
    expect((await recordIncident(coordinator, { ...incident(sofia.id), extra: 1 })).status).toBe(400)
    expect(await countRows('incidents')).toBe(0)
    expect(await countRows('outbox')).toBe(1)
  })
})
