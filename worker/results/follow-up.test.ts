import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import type { Results } from '../../contract/results'
import { freshStaffSession, getJson, staffCall } from '../test/admin-helpers'
import { giveEvaluationConsent, participantIn } from './test-helpers'

let token = ''
beforeEach(async () => {
  token = await freshStaffSession()
})

/** An answer to a follow-up email, as the one-tap page stores it. */
const answer = (registrationId: string, kind: string, score: number, wantsTalk = false) =>
  env.DB.prepare(
    "INSERT INTO follow_up_answers (registration_id, kind, score, wants_talk, answered_at, updated_at) VALUES (?, ?, ?, ?, '2100-04-03T16:00:00.000Z', '2100-04-03T16:00:00.000Z')",
  )
    .bind(registrationId, kind, score, wantsTalk ? 1 : 0)
    .run()

describe('the follow-up’s answers in our own results', () => {
  it('count per email only with a live evaluation consent: answers, mean score and spread, asked to talk', async () => {
    const ada = await participantIn('c1', 'Ada')
    await giveEvaluationConsent(ada.id)
    await answer(ada.id, 'follow-up-day-7', 4)
    await answer(ada.id, 'follow-up-day-14', 2, true)
    const ben = await participantIn('c1', 'Ben')
    await giveEvaluationConsent(ben.id)
    await answer(ben.id, 'follow-up-day-7', 2)
    // No consent, or consent withdrawn: their answers stay with staff and out of the figures.
    await answer((await participantIn('c1', 'Cai')).id, 'follow-up-day-7', 1, true)
    const gus = await participantIn('c2', 'Gus')
    await giveEvaluationConsent(gus.id, '2100-04-01T00:00:00.000Z')
    await answer(gus.id, 'follow-up-day-7', 5)
    const fay = await participantIn('c2', 'Fay')
    await giveEvaluationConsent(fay.id)
    await answer(fay.id, 'follow-up-day-30', 5)
    const results = await getJson<Results>(token, '/api/admin/results')
    const none = { answers: 0, mean: null, sd: null, askedToTalk: 0 }
    expect(results.cohorts.map((group) => group.followUp)).toEqual([
      [
        { kind: 'follow-up-day-7', answers: 2, mean: 3, sd: 1.41, askedToTalk: 0 },
        { kind: 'follow-up-day-14', answers: 1, mean: 2, sd: null, askedToTalk: 1 },
        { kind: 'follow-up-day-30', ...none },
      ],
      [
        { kind: 'follow-up-day-7', ...none },
        { kind: 'follow-up-day-14', ...none },
        { kind: 'follow-up-day-30', answers: 1, mean: 5, sd: null, askedToTalk: 0 },
      ],
    ])
    expect(results.overall.followUp.map((figure) => [figure.answers, figure.mean])).toEqual([
      [2, 3],
      [1, 2],
      [1, 5],
    ])
    const csv = (await (await staffCall(token, '/api/admin/results/csv')).text()).split('\r\n')
    expect(csv[3]).toBe(`all cohorts,,5,0,0${',,'.repeat(5)},2,3,1.41,0,1,2,,1,1,5,,0`)
  })
})
