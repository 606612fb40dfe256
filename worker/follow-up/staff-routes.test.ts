import { beforeEach, describe, expect, it } from 'vitest'
import type { CohortFollowUpAnswers } from '../../contract/follow-up'
import { createStaffAs, freshStaffSession, getJson, sessionOf, staffCall } from '../test/admin-helpers'
import { readRows } from '../test/helpers'
import { seatedParticipant } from '../assessment/test-helpers'
import { sendAnswer, tap, tapLinks } from './answer-test-helpers'

let token = ''
beforeEach(async () => {
  token = await freshStaffSession()
})

describe('the console’s list of who answered the follow-up, per cohort', () => {
  it('names each participant it goes to with each email’s score, words and wish to talk, and audits the read', async () => {
    const amara = await seatedParticipant('complete')
    const zuri = await seatedParticipant(undefined, { firstName: 'Zuri', lastName: 'Bello' })
    await seatedParticipant('individual', { firstName: 'Kofi' })
    await tap((await tapLinks(amara.id))[4]!)
    await sendAnswer((await tapLinks(amara.id, 'follow-up-day-14'))[0]!, { score: '2', words: 'Busy.', talk: 'yes' })
    const list = await getJson<CohortFollowUpAnswers>(token, '/api/admin/cohorts/c1/follow-up-answers')
    expect(list).toEqual({
      cohortId: 'c1',
      participants: [
        { id: zuri.id, firstName: 'Zuri', lastName: 'Bello', answers: [] },
        {
          id: amara.id,
          firstName: 'Amara',
          lastName: 'Okafor',
          answers: [
            { kind: 'follow-up-day-7', score: 5, words: null, wantsTalk: false, updatedAt: expect.any(String) },
            { kind: 'follow-up-day-14', score: 2, words: 'Busy.', wantsTalk: true, updatedAt: expect.any(String) },
          ],
        },
      ],
    })
    const audited = await readRows<{ action: string; detail: string }>('audit_log')
    expect(audited.filter((row) => row.action === 'record-read').map((row) => row.detail)).toEqual([
      'cohort c1: follow-up answers',
    ])
    expect((await staffCall(token, '/api/admin/cohorts/nope/follow-up-answers')).status).toBe(404)
    const volunteer = await sessionOf(await createStaffAs('vol', 'volunteer'))
    expect((await staffCall(volunteer, '/api/admin/cohorts/c1/follow-up-answers')).status).toBe(403)
  })
})
