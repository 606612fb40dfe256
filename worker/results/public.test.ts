import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { openDatabase } from '../base/db/client'
import { createStaffAs, freshStaffSession, sessionOf, staffCall } from '../test/admin-helpers'
import { readRows } from '../test/helpers'
import { publicFigures } from './public'
import { giveEvaluationConsent, participantIn, storeBothTaken } from './test-helpers'

let director = ''
beforeEach(async () => {
  director = await freshStaffSession()
})

const figures = () => publicFigures(openDatabase(env.DB), '2100-05-01')
const turn = (token: string, shown: unknown) =>
  staffCall(token, '/api/admin/results/public', {
    method: 'PATCH',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ shown }),
  })

/** A counted participant: both assessments taken, the evaluation consent given. */
async function countedParticipant(index: number) {
  const row = await participantIn('c1', `P${index}`)
  await storeBothTaken(row.id, { first: 3, before: 2, after: 4 })
  await giveEvaluationConsent(row.id)
}

describe('the public figures', () => {
  it('are off by default, a director’s switch, and shown only from 20 counted participants', async () => {
    for (let index = 1; index <= 19; index++) await countedParticipant(index)
    expect(await figures()).toBeNull()
    const coordinator = await sessionOf(await createStaffAs('coord', 'coordinator'))
    expect((await turn(coordinator, true)).status).toBe(403)
    expect((await turn(director, 'yes')).status).toBe(400)
    expect(await readRows('console_settings')).toEqual([])
    const on = await turn(director, true)
    expect(on.status).toBe(200)
    expect(await on.json()).toEqual({ shown: true })
    // On, yet 19 counted: still nothing to show.
    expect(await figures()).toBeNull()
    await countedParticipant(20)
    const shown = await figures()
    expect(shown).toMatchObject({ n: 20, asOf: '2100-05-01' })
    expect(shown?.changes[0]).toEqual({ principle: 'vision', mean: 2, sd: 0 })
    expect((await turn(director, false)).status).toBe(200)
    expect(await figures()).toBeNull()
    const audits = (await readRows<{ action: string; detail: string }>('audit_log')).filter(
      (row) => row.action === 'results-public-changed',
    )
    expect(audits.map((row) => row.detail)).toEqual(['public results on', 'public results off'])
  })
})
