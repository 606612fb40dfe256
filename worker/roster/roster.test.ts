import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { expectJson, freshStaffSession, staffCall, staffPost } from '../test/admin-helpers'
import { FAR_DAYS, onDay, readRows, registerIn, storeCohortOn } from '../test/helpers'

let token = ''
beforeEach(async () => {
  token = await freshStaffSession()
})

describe("a cohort's roster", () => {
  it('lists everyone in the cohort with bill, consent and attendance, and its CSV says the same', async () => {
    await storeCohortOn('c1', 2)
    const amara = await registerIn({ age: 16 })
    const kofi = await registerIn({ firstName: 'Kofi', email: 'kofi@example.org', age: 19 })
    const zara = await registerIn({ firstName: 'Zara', email: 'zara@example.org', age: 14, parentalConsent: false })
    // Kofi (19) gave his own consents on the family page; Amara's ticked form box is not one.
    for (const kind of ['participation', 'emergency-treatment'])
      await env.DB.prepare(
        `INSERT INTO consents (registration_id, id, kind, version, consent_text, language, given_by, signer_name, given_at) VALUES (?1, ?2, ?2, 1, 'I agree', 'en', 'participant', 'Kofi Okafor', '2100-01-01T00:00:00.000Z')`,
      )
        .bind(kofi.id, kind)
        .run()
    await env.DB.prepare(
      `INSERT INTO payments (id, registration_id, amount_cents, lines, status, origin) VALUES ('p1', ?, 20000, '[]', 'paid', 'x')`,
    )
      .bind(kofi.id)
      .run()
    const roster = await expectJson<import('../../contract/admin').Roster>(
      await staffCall(token, '/api/admin/cohorts/c1/roster'),
    )
    expect(roster.sessionDates).toEqual(FAR_DAYS)
    expect(
      roster.participants.map(({ firstName, status, payment, consent, age }) => [
        firstName,
        status,
        payment,
        consent,
        age,
      ]),
    ).toEqual([
      ['Amara', 'seated', 'unpaid', 'missing', 16],
      ['Kofi', 'seated', 'paid', 'given', 19],
      ['Zara', 'waitlisted', 'unpaid', 'missing', 14],
    ])
    expect(zara.status).toBe('waitlisted')
    await expectJson(
      await staffPost(
        token,
        '/api/admin/cohorts/c1/attendance',
        {
          taps: [
            { registrationId: amara.id, sessionDate: FAR_DAYS[0], present: true, tappedAt: '2100-03-06T15:01:00.000Z' },
            { registrationId: kofi.id, sessionDate: FAR_DAYS[0], present: false, tappedAt: '2100-03-06T15:02:00.000Z' },
          ],
        },
        {},
        onDay(FAR_DAYS[0]!),
      ),
    )
    const csv = await staffCall(token, '/api/admin/export/roster?cohortId=c1')
    expect(csv.status).toBe(200)
    expect(csv.headers.get('content-disposition')).toBe('attachment; filename="roster-2100-03-06.csv"')
    expect(await csv.text()).toBe(
      [
        'first_name,last_name,age,status,waitlist_number,payment,consent,no_photos,attended_2100-03-06,attended_2100-03-13,attended_2100-03-20,attended_2100-03-27',
        'Amara,Okafor,16,seated,,unpaid,missing,yes,present,,,',
        'Kofi,Okafor,19,seated,,paid,given,yes,absent,,,',
        'Zara,Okafor,14,waitlisted,1,unpaid,missing,yes,,,,',
        '',
      ].join('\r\n'),
    )
    const [entry] = (await readRows<{ action: string; detail: string }>('audit_log')).filter(
      (row) => row.action === 'export',
    )
    expect(entry!.detail).toBe('roster: 3 rows; cohort c1')
  })

  it('answers an unknown cohort with 404 and a bad cohort id with 400, in the one error shape', async () => {
    const missing = await staffCall(token, '/api/admin/cohorts/nope/roster')
    expect(missing.status).toBe(404)
    expect(await missing.json()).toEqual({ message: 'This cohort does not exist.' })
    const bad = await staffCall(token, '/api/admin/export/roster?cohortId=%3Cscript%3E')
    expect(bad.status).toBe(400)
    expect(await bad.json()).toMatchObject({ message: expect.any(String), issues: [{ path: 'cohortId' }] })
  })
})
