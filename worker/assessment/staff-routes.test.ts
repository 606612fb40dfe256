import { beforeEach, describe, expect, it } from 'vitest'
import type { CohortAssessment } from '../../contract/assessment'
import { createStaffAs, freshStaffSession, getJson, sessionOf, staffCall } from '../test/admin-helpers'
import { call, readRows } from '../test/helpers'
import { answered, postPart, seatedParticipant } from './test-helpers'

let token = ''
beforeEach(async () => {
  token = await freshStaffSession()
})

describe('the cohort’s assessment links in the console', () => {
  it('lists the seated Complete Bootcamp participants with their own working link and what they took, audited', async () => {
    const amara = await seatedParticipant('complete')
    await seatedParticipant('individual', { firstName: 'Kofi' })
    const zuri = await seatedParticipant(undefined, { firstName: 'Zuri' })
    const list = await getJson<CohortAssessment>(token, '/api/admin/cohorts/c1/assessment')
    expect(list.participants.map((row) => [row.firstName, row.firstTaken, row.lastTaken])).toEqual([
      ['Amara', false, false],
      ['Zuri', false, false],
    ])
    const amaraLink = new URL(list.participants.find((row) => row.id === amara.id)!.href)
    expect(amaraLink.origin).toBe('http://127.0.0.1:8787')
    expect(amaraLink.pathname).toBe('/assessment')
    for (const part of ['vision', 'integrity', 'teamwork', 'action', 'leadership'])
      expect((await postPart(amaraLink, '2100-03-01', answered(part, 3))).status).toBe(303)
    const again = await getJson<CohortAssessment>(token, '/api/admin/cohorts/c1/assessment')
    expect(again.participants.find((row) => row.id === amara.id)?.firstTaken).toBe(true)
    expect(again.participants.find((row) => row.id === zuri.id)?.firstTaken).toBe(false)
    const reads = (await readRows<{ action: string; detail: string }>('audit_log')).filter(
      (row) => row.action === 'record-read',
    )
    expect(reads.map((row) => row.detail)).toEqual(['cohort c1: assessment links', 'cohort c1: assessment links'])
  })

  it('is refused to a volunteer (403) and answers 404 for an unknown cohort', async () => {
    await seatedParticipant('complete')
    const volunteer = await sessionOf(await createStaffAs('door', 'volunteer', { cohortId: 'c1' }))
    expect((await staffCall(volunteer, '/api/admin/cohorts/c1/assessment')).status).toBe(403)
    expect((await staffCall(token, '/api/admin/cohorts/nope/assessment')).status).toBe(404)
    expect((await call('/api/admin/cohorts/c1/assessment')).status).toBe(401)
  })
})
