import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { readRows, storeCohortOn } from '../test/helpers'
import { sweepRetention } from './sweep'

/** A participant of `cohortId` registered on `createdAt`, with a consent, a check-in and the rest. */
async function participant(id: string, age: number, cohortId: string, createdAt: string) {
  await env.DB.batch([
    env.DB.prepare(
      `INSERT INTO registrations (id, first_name, last_name, email, phone, age, terms_agreement, cohort_id, status, motivation, created_at) VALUES (?1, 'Maya', 'Chen', ?1 || '@example.org', '(614) 555-0188', ?2, 1, ?3, 'seated', 'To lead', ?4)`,
    ).bind(id, age, cohortId, createdAt),
    env.DB.prepare(
      `INSERT INTO consents (id, registration_id, kind, version, consent_text, language, given_by, signer_name, relationship, address_hash, given_at) VALUES ('c-' || ?1, ?1, 'participation', 1, 'I agree', 'en', 'guardian', 'Li Chen', 'parent', 'h', ?2)`,
    ).bind(id, createdAt),
    env.DB.prepare(
      `INSERT INTO attendance (registration_id, session_date, present, tapped_at, recorded_by) VALUES (?1, '2024-12-07', 1, '2024-12-07T15:00:00.000Z', 'staff')`,
    ).bind(id),
    env.DB.prepare(
      `INSERT INTO assistance_requests (id, registration_id, reason) VALUES ('a-' || ?1, ?1, 'Two jobs')`,
    ).bind(id),
    env.DB.prepare(
      `INSERT INTO health_records (id, registration_id, version, key_id, iv, ciphertext, complete, language) VALUES ('h-' || ?1, ?1, 1, 'k', 'iv', 'sealed', 1, 'en')`,
    ).bind(id),
  ])
}

const ids = async (table: string, column = 'id') =>
  (await readRows<Record<string, string>>(table)).map((row) => row[column]).sort()

describe('records under legal hold, through the retention sweep', () => {
  it('keeps a minor’s consents and check-ins with a reduced row until the hold’s last day, and erases them the day after', async () => {
    // Ended 2024-12-28: past the 12 months on 2026-01-15. Registered 2024-11-01 (New York's day, 11 PM there).
    await storeCohortOn('old', 5, ['2024-12-07', '2024-12-14', '2024-12-21', '2024-12-28'])
    await participant('minor', 16, 'old', '2024-11-02T03:00:00.000Z')
    await participant('adult', 22, 'old', '2024-11-02T03:00:00.000Z')

    expect(await sweepRetention(env, new Date('2026-01-15T17:00:00.000Z'))).toEqual({
      participants: 2,
      held: 1,
      holdsEnded: 0,
      signups: 0,
      messages: 0,
      emails: 0,
    })
    expect(await readRows('registrations')).toEqual([])
    // 16 on 2024-11-01: until 2024-11-01 plus 19 − 16 + 3 = 6 years. The adult's hold had ended: all of it went.
    expect(await readRows('held_registrations')).toEqual([
      {
        id: 'minor',
        first_name: 'Maya',
        last_name: 'Chen',
        cohort_id: 'old',
        age: 16,
        registered_on: '2024-11-01',
        held_until: '2030-11-01',
        held_at: '2026-01-15T17:00:00.000Z',
        reason: 'retention',
      },
    ])
    expect(await ids('consents')).toEqual(['c-minor'])
    expect(await ids('attendance', 'registration_id')).toEqual(['minor'])
    expect(await ids('assistance_requests')).toEqual([])
    expect(await ids('health_records')).toEqual([])
    const [entry] = (await readRows<{ action: string; detail: string }>('audit_log')).filter(
      (row) => row.action === 'retention-sweep',
    )
    expect(entry?.detail).toBe(
      'kept 12 months: erased 2 participants of ended cohorts (1 keeping records under legal hold), 0 held records past their hold, 0 unsubscribed sign-ups, 0 messages, 0 email records',
    )

    // The hold's last day (New York's 2030-11-01, late evening): kept.
    expect(await sweepRetention(env, new Date('2030-11-02T03:30:00.000Z'))).toMatchObject({ held: 0, holdsEnded: 0 })
    expect(await ids('held_registrations')).toEqual(['minor'])
    expect(await ids('consents')).toEqual(['c-minor'])
    // The day after: the held records go, with their reduced row.
    expect(await sweepRetention(env, new Date('2030-11-02T05:00:00.000Z'))).toMatchObject({ holdsEnded: 1 })
    expect(await readRows('held_registrations')).toEqual([])
    expect(await readRows('consents')).toEqual([])
    expect(await readRows('attendance')).toEqual([])
  })
})
