import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { expectJson, freshStaffSession, staffCall } from '../test/admin-helpers'
import { call, readRows, storeCohortOn } from '../test/helpers'
import { sweepRetention } from './sweep'

let token = ''
beforeEach(async () => {
  token = await freshStaffSession()
})

const setYears = (years: unknown) =>
  staffCall(token, '/api/admin/settings/legal-hold', {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', origin: 'http://127.0.0.1:8787' },
    body: JSON.stringify({ years }),
  })

describe('the legal hold’s years, a director’s setting', () => {
  it('is 3 until changed, takes 1 to 10 whole years only, and audits each change', async () => {
    expect(await expectJson(await staffCall(token, '/api/admin/settings/legal-hold'))).toEqual({ years: 3 })
    const refusals: [unknown, string][] = [
      [0, 'Use 1 to 10 years.'],
      [11, 'Use 1 to 10 years.'],
      [2.5, 'Use a whole number of years.'],
    ]
    for (const [years, message] of refusals)
      expect(await expectJson(await setYears(years), 400)).toEqual({
        message: 'Some fields need attention.',
        issues: [{ path: 'years', message }],
      })
    for (const years of ['5', null]) expect((await setYears(years)).status).toBe(400)
    expect(await readRows('console_settings')).toEqual([])
    expect(await expectJson(await setYears(10))).toEqual({ years: 10 })
    expect(await expectJson(await setYears(1))).toEqual({ years: 1 })
    expect(await expectJson(await staffCall(token, '/api/admin/settings/legal-hold'))).toEqual({ years: 1 })
    const changed = (await readRows<{ action: string; detail: string }>('audit_log')).filter(
      (row) => row.action === 'retention-changed',
    )
    expect(changed.map((row) => row.detail)).toEqual([
      'legal hold 3 to 10 years after 18',
      'legal hold 10 to 1 years after 18',
    ])
  })

  it('is what /privacy states, in English and Spanish', async () => {
    expect(await (await call('/privacy')).text()).toContain('Until the later of the date above and 3 years after')
    await setYears(5)
    expect(await (await call('/privacy')).text()).toContain('Until the later of the date above and 5 years after')
    expect(await (await call('/privacy?lang=es')).text()).toContain('la de arriba y 5 años después')
    await setYears(1)
    expect(await (await call('/privacy')).text()).toContain('Until the later of the date above and 1 year after')
  })

  it('moves the last day of records already held at the next sweep, on both sides of it', async () => {
    // A 16-year-old registered on New York's 2024-11-01, held under 3 years until 2030-11-01.
    await storeCohortOn('old', 5, ['2024-12-07', '2024-12-14', '2024-12-21', '2024-12-28'])
    await env.DB.batch([
      env.DB.prepare(
        `INSERT INTO held_registrations (id, first_name, last_name, cohort_id, age, registered_on, held_until, held_at, reason) VALUES ('minor', 'Maya', 'Chen', 'old', 16, '2024-11-01', '2030-11-01', '2026-01-15T17:00:00.000Z', 'retention')`,
      ),
      env.DB.prepare(
        `INSERT INTO consents (id, registration_id, kind, version, consent_text, language, given_by, signer_name, relationship, address_hash, given_at) VALUES ('c-minor', 'minor', 'participation', 1, 'I agree', 'en', 'guardian', 'Li Chen', 'parent', 'h', '2024-11-01T00:00:00.000Z')`,
      ),
    ])
    await setYears(5)
    // The day after the 3-year end: kept, now until 2032-11-01.
    expect(await sweepRetention(env, new Date('2030-11-02T05:00:00.000Z'))).toMatchObject({ holdsEnded: 0 })
    expect(await readRows('held_registrations')).toMatchObject([{ id: 'minor', held_until: '2032-11-01' }])
    // The new last day (New York's 2032-11-01, late evening): kept; the day after: erased.
    expect(await sweepRetention(env, new Date('2032-11-02T03:30:00.000Z'))).toMatchObject({ holdsEnded: 0 })
    expect(await readRows('consents')).toHaveLength(1)
    expect(await sweepRetention(env, new Date('2032-11-02T05:00:00.000Z'))).toMatchObject({ holdsEnded: 1 })
    expect(await readRows('held_registrations')).toEqual([])
    expect(await readRows('consents')).toEqual([])
  })
})
