import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { expectJson, freshStaffSession, staffCall, staffPost } from '../test/admin-helpers'
import { readRows } from '../test/helpers'

let token = ''
beforeEach(async () => {
  token = await freshStaffSession()
  // 21 on 2025-03-10 (New York's day): held until 2025-03-10 plus 19 − 21 + 3 = 1 year.
  await env.DB.batch([
    env.DB.prepare(
      `INSERT INTO registrations (id, first_name, last_name, email, phone, age, terms_agreement, status, motivation, created_at) VALUES ('r1', 'Kofi', 'Mensah', 'kofi@example.org', '(614) 555-0101', 21, 1, 'interest', 'To lead', '2025-03-10T15:00:00.000Z')`,
    ),
    env.DB.prepare(
      `INSERT INTO consents (id, registration_id, kind, version, consent_text, language, given_by, signer_name, address_hash, given_at) VALUES ('c1', 'r1', 'participation', 1, 'I agree', 'es', 'participant', 'Kofi Mensah', 'h', '2025-03-10T15:00:00.000Z')`,
    ),
    env.DB.prepare(
      `INSERT INTO attendance (registration_id, session_date, present, tapped_at, recorded_by) VALUES ('r1', '2025-04-05', 1, '2025-04-05T15:00:00.000Z', 'staff')`,
    ),
    env.DB.prepare(
      `INSERT INTO health_records (id, registration_id, version, key_id, iv, ciphertext, complete, language) VALUES ('h1', 'r1', 1, 'k', 'iv', 'sealed', 1, 'es')`,
    ),
  ])
})

/** The console's erase preview or erase of Kofi's address, on New York's `day` (3 PM there). */
const erase = (path: '/api/admin/erase/preview' | '/api/admin/erase', day: string) =>
  staffPost(token, path, { email: 'kofi@example.org' }, {}, { BOOTCAMP_NOW: `${day}T19:00:00.000Z` })

describe('an erasure request while records are under legal hold', () => {
  it('on the hold’s last day keeps the consent and the check-in with a reduced row, and says until when', async () => {
    const preview = await expectJson<{ tables: Record<string, number>; held: unknown[] }>(
      await erase('/api/admin/erase/preview', '2026-03-10'),
    )
    const held = [
      {
        firstName: 'Kofi',
        lastName: 'Mensah',
        heldUntil: '2026-03-10',
        tables: { consents: 1, attendance: 1 },
        yearsAfter18: 3,
      },
    ]
    expect(preview.held).toEqual(held)
    expect(preview.tables).toMatchObject({ consents: 0, attendance: 0, health_records: 1, registrations: 1 })
    expect(await expectJson(await erase('/api/admin/erase', '2026-03-10'))).toEqual(preview)
    expect(await readRows('registrations')).toEqual([])
    expect(await readRows('health_records')).toEqual([])
    expect(await readRows('held_registrations')).toEqual([
      {
        id: 'r1',
        first_name: 'Kofi',
        last_name: 'Mensah',
        cohort_id: null,
        age: 21,
        registered_on: '2025-03-10',
        held_until: '2026-03-10',
        held_at: '2026-03-10T19:00:00.000Z',
        reason: 'erasure-request',
      },
    ])
    expect((await readRows<{ id: string }>('consents')).map((row) => row.id)).toEqual(['c1'])
    expect(await readRows('attendance')).toMatchObject([{ registration_id: 'r1' }])
    const entry = (await readRows<{ action: string; detail: string }>('audit_log')).find(
      (row) => row.action === 'erase',
    )
    expect(entry?.detail).toMatch(
      /, registrations 1, .*; kept under legal hold: consents 1, attendance 1 until 2026-03-10$/,
    )
    expect(JSON.stringify(await readRows('held_registrations'))).not.toMatch(/kofi@|555|To lead/)
  })

  it('the day after the hold’s last day erases everything, consent and check-in too', async () => {
    const preview = await expectJson<{ tables: Record<string, number>; held: unknown[] }>(
      await erase('/api/admin/erase/preview', '2026-03-11'),
    )
    expect(preview.held).toEqual([])
    expect(preview.tables).toMatchObject({ consents: 1, attendance: 1, health_records: 1, registrations: 1 })
    expect(await expectJson(await erase('/api/admin/erase', '2026-03-11'))).toEqual(preview)
    for (const table of ['registrations', 'held_registrations', 'consents', 'attendance', 'health_records'])
      expect(await readRows(table), table).toEqual([])
  })
})

describe('the director’s setting of the hold’s years, on an erasure', () => {
  const setYears = (years: number) =>
    staffCall(token, '/api/admin/settings/legal-hold', {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', origin: 'http://127.0.0.1:8787' },
      body: JSON.stringify({ years }),
    })

  it('at 4 years keeps the records the day after the default hold’s end, until a year later', async () => {
    expect(await expectJson(await setYears(4))).toEqual({ years: 4 })
    const erased = await expectJson<{ held: unknown[] }>(await erase('/api/admin/erase', '2026-03-11'))
    expect(erased.held).toEqual([
      {
        firstName: 'Kofi',
        lastName: 'Mensah',
        heldUntil: '2027-03-10',
        tables: { consents: 1, attendance: 1 },
        yearsAfter18: 4,
      },
    ])
    expect(await readRows('held_registrations')).toMatchObject([{ id: 'r1', held_until: '2027-03-10' }])
    expect((await readRows<{ id: string }>('consents')).map((row) => row.id)).toEqual(['c1'])
  })

  it('at 1 year keeps nothing on the default hold’s last day', async () => {
    expect(await expectJson(await setYears(1))).toEqual({ years: 1 })
    const erased = await expectJson<{ held: unknown[] }>(await erase('/api/admin/erase', '2026-03-10'))
    expect(erased.held).toEqual([])
    for (const table of ['registrations', 'held_registrations', 'consents', 'attendance'])
      expect(await readRows(table), table).toEqual([])
  })
})
