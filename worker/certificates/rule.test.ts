import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { CERTIFICATE_CODE, type CohortCertificates } from '../../contract/certificates'
import { freshStaffSession, getJson } from '../test/admin-helpers'
import { readRows } from '../test/helpers'
import { seatedParticipant } from '../assessment/test-helpers'
import { issueCertificates } from './sweep'
import { attend, takeFinalAssessment } from './test-helpers'

let token = ''
beforeEach(async () => {
  token = await freshStaffSession()
})

describe('the graduation certificate’s rule, by the check-in record', () => {
  it('is earned at 3 of 4 sessions with the final assessment; 2 of 4 is one short; a per-session participant is never measured', async () => {
    const amara = await seatedParticipant('complete')
    const zuri = await seatedParticipant(undefined, { firstName: 'Zuri' })
    const kofi = await seatedParticipant('individual', { firstName: 'Kofi' })
    const ada = await seatedParticipant('complete', { firstName: 'Ada' })
    await attend(token, amara.id, 3)
    await attend(token, zuri.id, 2)
    await attend(token, kofi.id, 4)
    await attend(token, ada.id, 4)
    for (const participant of [amara, zuri, kofi]) await takeFinalAssessment(participant.id)
    const list = await getJson<CohortCertificates>(token, '/api/admin/cohorts/c1/certificates')
    expect(list).toMatchObject({ cohortId: 'c1', minimumSessions: 3, sessions: 4 })
    expect(list.participants.map((row) => [row.firstName, row.attended, row.finalTaken, row.standing])).toEqual([
      ['Ada', 4, false, 'no-final-assessment'],
      ['Amara', 3, true, 'earned'],
      ['Zuri', 2, true, 'one-short'],
    ])
    const certificates = await readRows<{ code: string; registration_id: string; revoked_at: null }>('certificates')
    expect(certificates).toEqual([expect.objectContaining({ registration_id: amara.id, revoked_at: null })])
    expect(certificates[0]!.code).toMatch(CERTIFICATE_CODE)
    expect(list.participants.find((row) => row.id === amara.id)?.certificate?.code).toBe(certificates[0]!.code)
    // Read again: the same certificate, never a second one.
    await getJson<CohortCertificates>(token, '/api/admin/cohorts/c1/certificates')
    expect(await readRows('certificates')).toEqual(certificates)
  })
})

describe('the cron sweep', () => {
  it('issues an earned certificate by itself from the last session on, once, and never again after a revocation', async () => {
    const amara = await seatedParticipant('complete')
    // The final assessment first, then the check-ins (a director's corrections): no POST meets the
    // rule, so the sweep is what issues it.
    await takeFinalAssessment(amara.id)
    await attend(token, amara.id, 3)
    await issueCertificates(env, new Date('2100-03-20T20:00:00.000Z'))
    expect(await readRows('certificates')).toEqual([])
    await issueCertificates(env, new Date('2100-03-27T20:00:00.000Z'))
    await issueCertificates(env, new Date('2100-03-27T20:05:00.000Z'))
    expect(await readRows('certificates')).toEqual([
      expect.objectContaining({ registration_id: amara.id, issued_at: '2100-03-27T20:00:00.000Z' }),
    ])
    await env.DB.prepare("UPDATE certificates SET revoked_at = '2100-03-28T12:00:00.000Z'").run()
    await issueCertificates(env, new Date('2100-03-29T20:00:00.000Z'))
    expect(await readRows('certificates')).toEqual([
      expect.objectContaining({ registration_id: amara.id, revoked_at: '2100-03-28T12:00:00.000Z' }),
    ])
  })
})
