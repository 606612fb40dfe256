import { beforeEach, describe, expect, it } from 'vitest'
import type { Results } from '../../contract/results'
import { freshStaffSession, getJson, staffCall } from '../test/admin-helpers'
import { readRows } from '../test/helpers'
import { giveEvaluationConsent, participantIn, storeBothTaken } from './test-helpers'

let token = ''
/** The follow-up's three emails in the CSV with no answer: none, no mean, no spread, none asked to talk. */
const NO_ANSWERS = ',0,,,0'.repeat(3)
beforeEach(async () => {
  token = await freshStaffSession()
})

describe('our own results', () => {
  it('counts per cohort and over all only those who took both with the evaluation consent, with mean change and spread', async () => {
    const counted = { first: 3, before: 2, after: 4 }
    const ada = await participantIn('c1', 'Ada')
    await storeBothTaken(ada.id, counted)
    await giveEvaluationConsent(ada.id)
    const ben = await participantIn('c1', 'Ben')
    await storeBothTaken(ben.id, { first: 3, before: 3, after: 4 })
    await giveEvaluationConsent(ben.id)
    // Both taken without consent, consent with one taken, a per-session participant: never counted.
    await storeBothTaken((await participantIn('c1', 'Cai')).id, { first: 1, before: 1, after: 5 })
    await giveEvaluationConsent((await participantIn('c1', 'Dee')).id)
    const eli = await participantIn('c1', 'Eli', 'individual')
    await giveEvaluationConsent(eli.id)
    const fay = await participantIn('c2', 'Fay')
    await storeBothTaken(fay.id, { first: 4, before: 4, after: 2 })
    await giveEvaluationConsent(fay.id)
    // Consent withdrawn: the answers stop counting.
    const gus = await participantIn('c2', 'Gus')
    await storeBothTaken(gus.id, { first: 1, before: 1, after: 5 })
    await giveEvaluationConsent(gus.id, '2100-04-01T00:00:00.000Z')
    const results = await getJson<Results>(token, '/api/admin/results')
    const vision = (group: Results['overall']) => group.changes.find((change) => change.principle === 'vision')
    expect(results.cohorts.map((group) => [group.cohortId, group.participants, group.tookBoth, group.counted])).toEqual(
      [
        ['c1', 4, 3, 2],
        ['c2', 2, 2, 1],
      ],
    )
    expect(vision(results.cohorts[0]!)).toEqual({ principle: 'vision', mean: 1.5, sd: 0.71 })
    expect(vision(results.cohorts[1]!)).toEqual({ principle: 'vision', mean: -2, sd: null })
    expect(results.overall).toMatchObject({ cohortId: null, participants: 6, tookBoth: 5, counted: 3 })
    expect(results.overall.changes.map((change) => [change.mean, change.sd])).toEqual(
      Array.from({ length: 5 }, () => [0.33, 2.08]),
    )
    expect(results).toMatchObject({ publicShown: false, publicMinimum: 20 })
    const csv = await staffCall(token, '/api/admin/results/csv')
    expect(csv.status).toBe(200)
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    const lines = (await csv.text()).split('\r\n')
    expect(lines[0]).toBe(
      'cohort,start_date,participants,took_both,counted,vision_mean_change,vision_sd,integrity_mean_change,integrity_sd,teamwork_mean_change,teamwork_sd,action_mean_change,action_sd,leadership_mean_change,leadership_sd' +
        ['day_7', 'day_14', 'day_30']
          .map(
            (day) =>
              `,follow_up_${day}_answers,follow_up_${day}_mean,follow_up_${day}_sd,follow_up_${day}_asked_to_talk`,
          )
          .join(''),
    )
    expect(lines.slice(1)).toEqual([
      `c1,2100-03-06,4,3,2${',1.5,0.71'.repeat(5)}${NO_ANSWERS}`,
      // A negative number starts with "-": written as text, never as a formula.
      `c2,2100-05-01,2,2,1${",'-2,".repeat(5)}${NO_ANSWERS}`,
      `all cohorts,,6,5,3${',0.33,2.08'.repeat(5)}${NO_ANSWERS}`,
      '',
    ])
    const exports = (await readRows<{ action: string; detail: string }>('audit_log')).filter(
      (r) => r.action === 'export',
    )
    expect(exports.map((row) => row.detail)).toEqual(['results (aggregates)'])
  })
})
