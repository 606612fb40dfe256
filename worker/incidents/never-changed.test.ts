import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import type { IncidentCorrection, IncidentDetail, IncidentList } from '../../contract/incidents'
import { expectJson, staffCall, staffPost } from '../test/admin-helpers'
import { clearTables, readRows } from '../test/helpers'
import { AT_THE_DOOR, incident, recordIncident, sofiaInC1, staffAs } from './test-helpers'

beforeEach(clearTables)

const change = (token: string, id: string, method: 'PATCH' | 'DELETE') =>
  staffCall(token, `/api/admin/incidents/${id}`, {
    method,
    headers: { 'content-type': 'application/json', origin: 'http://127.0.0.1:8787' },
    body: JSON.stringify({ place: 'The hall' }),
  })

describe('a saved incident is never changed', () => {
  it('refuses PATCH and DELETE, the database refuses an UPDATE, and a correction is a dated note stored once', async () => {
    const sofia = await sofiaInC1('en')
    const volunteer = await staffAs('volunteer')
    const saved = await expectJson<IncidentDetail>(await recordIncident(volunteer, incident(sofia.id)), 201)
    for (const method of ['PATCH', 'DELETE'] as const)
      expect(await expectJson(await change(volunteer, saved.id, method), 405)).toMatchObject({
        message: 'A saved incident cannot be changed: add a correction to it.',
      })
    await expect(env.DB.prepare("UPDATE incidents SET place = 'The hall'").run()).rejects.toThrow(
      /an incident is never changed/,
    )
    // The recorder adds a correction, sent twice (a lost answer): stored once, dated by the clock.
    const fix = { id: crypto.randomUUID(), body: 'It was the left ankle, and the ice pack was on for 20 minutes.' }
    const path = `/api/admin/incidents/${saved.id}/corrections`
    const added = await expectJson<IncidentCorrection>(await staffPost(volunteer, path, fix, {}, AT_THE_DOOR), 201)
    expect(added).toEqual({ ...fix, writtenBy: saved.recordedBy, createdAt: '2100-03-13T19:10:00.000Z' })
    expect((await staffPost(volunteer, path, fix, {}, AT_THE_DOOR)).status).toBe(200)
    expect(await readRows('incident_corrections')).toEqual([
      {
        id: fix.id,
        incident_id: saved.id,
        registration_id: sofia.id,
        body: fix.body,
        written_by: saved.recordedBy,
        created_at: '2100-03-13T19:10:00.000Z',
      },
    ])
    // Someone else's incident is not a coordinator's to correct; nothing stored.
    const other = { id: crypto.randomUUID(), body: 'Wrong place.' }
    expect((await staffPost(await staffAs('coordinator'), path, other)).status).toBe(403)
    expect(await readRows('incidents')).toMatchObject([{ place: 'The gym', what_happened: saved.whatHappened }])
  })

  it('lists a cohort’s incidents for the director without what happened, and audits the list and each opening', async () => {
    const sofia = await sofiaInC1('en')
    const volunteer = await staffAs('volunteer')
    const saved = await expectJson<IncidentDetail>(await recordIncident(volunteer, incident(sofia.id)), 201)
    const fix = { id: crypto.randomUUID(), body: 'It was the left ankle.' }
    const path = `/api/admin/incidents/${saved.id}/corrections`
    const added = await expectJson<IncidentCorrection>(await staffPost(volunteer, path, fix, {}, AT_THE_DOOR), 201)
    // The director lists the cohort (no account of what happened there) and opens it: both audited.
    const director = await staffAs('director')
    const list = await expectJson<IncidentList>(await staffCall(director, '/api/admin/cohorts/c1/incidents'))
    expect(list.incidents).toEqual([
      {
        id: saved.id,
        registrationId: sofia.id,
        firstName: 'Sofia',
        lastName: saved.lastName,
        kind: 'injury',
        occurredAt: '2100-03-13T13:40',
        place: 'The gym',
        familyTold: 'phone',
        familyToldAt: '2100-03-13T13:55',
        familyEmail: 'pending',
        corrections: 1,
        recordedBy: saved.recordedBy,
      },
    ])
    const opened = await expectJson<IncidentDetail>(await staffCall(director, `/api/admin/incidents/${saved.id}`))
    expect(opened.correctionList).toEqual([added])
    const audit = await readRows<{ action: string; username: string; detail: string }>('audit_log')
    expect(audit.filter((row) => row.username.startsWith('director')).map((row) => [row.action, row.detail])).toEqual([
      ['incident-read', 'cohort c1: incident list (1)'],
      ['incident-read', `registration ${sofia.id}: incident ${saved.id}`],
    ])
  })
})
