import { beforeEach, describe, expect, it } from 'vitest'
import type { IncidentDetail } from '../../contract/incidents'
import { expectJson } from '../test/admin-helpers'
import { clearTables, readRows } from '../test/helpers'
import { emailOfKind } from '../test/payment-helpers'
import { AT_THE_DOOR, incident, recordIncident, sofiaInC1, staffAs } from './test-helpers'

beforeEach(clearTables)

describe('recording an incident', () => {
  it('a volunteer records an injury: stored as sent, the family emailed once in Spanish, a replay stores nothing', async () => {
    const sofia = await sofiaInC1('es')
    const volunteer = await staffAs('volunteer')
    const sent = incident(sofia.id)
    const saved = await expectJson<IncidentDetail>(await recordIncident(volunteer, sent), 201)
    expect(saved).toMatchObject({
      ...sent,
      firstName: 'Sofia',
      cohortId: 'c1',
      familyEmail: 'pending',
      correctionList: [],
    })
    const rows = await readRows('incidents')
    expect(rows).toEqual([
      {
        id: sent.id,
        registration_id: sofia.id,
        cohort_id: 'c1',
        kind: 'injury',
        occurred_at: '2100-03-13T13:40',
        place: 'The gym',
        what_happened: sent.whatHappened,
        action_taken: sent.actionTaken,
        others_involved: sent.othersInvolved,
        family_told: 'phone',
        family_told_at: '2100-03-13T13:55',
        told_who: 'Her mother, by phone',
        recorded_by: saved.recordedBy,
        recorded_at: '2100-03-13T19:10:00.000Z',
      },
    ])
    expect(saved.recordedBy).toMatch(/^volunteer-/)
    // The answer was lost: the phone sends the same incident twice more.
    for (let retry = 0; retry < 2; retry++) expect((await recordIncident(volunteer, sent)).status).toBe(200)
    expect(await readRows('incidents')).toHaveLength(1)
    const jobs = (await readRows('outbox')).filter((job) => job.kind === 'incident-report')
    expect(jobs).toMatchObject([
      { record_id: sent.id, email: 'familia@example.org', language: 'es', status: 'pending' },
    ])
    const email = (await emailOfKind('incident-report'))!
    expect(email.subject).toBe('Sofia: algo pasó hoy en el bootcamp')
    expect(email.to).toBe('familia@example.org')
    expect(email.text).toContain(
      'Te escribimos para informarte de una lesión de Sofia el 13 de marzo de 2100 a las 1:40 p.m., en The gym.',
    )
    expect(email.text).toContain(`Qué pasó\n--------\n${sent.whatHappened}`)
    expect(email.text).toContain(`Qué hicimos\n-----------\n${sent.actionTaken}`)
    expect(email.text).toContain('A las 1:55 p.m. hablamos contigo por teléfono.')
    expect(email.text).toContain('llámanos al (614) 555-0142')
    for (const unsent of ['Mateo', 'Coach Dana', saved.recordedBy]) expect(email.text).not.toContain(unsent)
    const audit = (await readRows<{ action: string; detail: string }>('audit_log')).filter((row) =>
      row.action.startsWith('incident-'),
    )
    expect(audit.map((row) => row.action)).toEqual([
      'incident-recorded',
      'incident-read',
      'incident-read',
      'incident-read',
    ])
    expect(audit[0]!.detail).toBe(`registration ${sofia.id}: incident ${sent.id}`)
  })

  it('recorded on the day, the subject says today; recorded a day later, it names the day it happened', async () => {
    const sofia = await sofiaInC1('en')
    const director = await staffAs('director')
    expect((await recordIncident(director, incident(sofia.id), AT_THE_DOOR)).status).toBe(201)
    const subject = async () => (await emailOfKind('incident-report'))!.subject
    expect(await subject()).toBe('Sofia: something happened at the bootcamp today')
    await clearTables()
    const later = await sofiaInC1('en')
    const nextDay = { BOOTCAMP_NOW: '2100-03-14T15:00:00.000Z' }
    expect((await recordIncident(await staffAs('director'), incident(later.id), nextDay)).status).toBe(201)
    expect(await subject()).toBe('Sofia: something happened at the bootcamp on March 13, 2100')
  })
})
