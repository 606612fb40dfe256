import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { ERASURE } from './tables'
import { PERSONAL_DATA_TABLES } from '../base/db/tables'
import { freshStaffSession, staffPost } from '../test/admin-helpers'
import { countRows, postJson, readRows, validContact, validRegistration } from '../test/helpers'
let token = ''
beforeEach(async () => {
  token = await freshStaffSession()
})

describe('erasing a person', () => {
  const email = 'family@example.org'
  beforeEach(async () => {
    await postJson('/api/register', { ...validRegistration, email })
    await postJson('/api/register', { ...validRegistration, firstName: 'Zuri', email })
    await postJson('/api/email-signup', { email })
    await postJson('/api/contact', { ...validContact, email })
    await postJson('/api/email-signup', { email: 'someone.else@example.org' })
  })

  it('covers exactly the tables the schema says hold an email address, and the rows that belong to its registrations', () => {
    expect(ERASURE.map((step) => step.table)).toEqual([
      'assistance_requests',
      'consents',
      'family_links',
      'attendance',
      'health_records',
      'assessments',
      'assessment_answers',
      'certificates',
      'follow_up_stops',
      'follow_up_answers',
      'participant_notes',
      'release_rules',
      'check_outs',
      'interest_openings',
      'incidents',
      'incident_corrections',
      'announcement_outcomes',
      ...PERSONAL_DATA_TABLES,
    ])
  })

  it('previews the rows in every such table, then deletes them all and only them, and audits the counts', async () => {
    // One participant was checked in at a session: attendance belongs to the registration.
    await env.DB.prepare(
      `INSERT INTO attendance (registration_id, session_date, present, tapped_at, recorded_by) SELECT id, '2025-02-15', 1, '2025-02-15T15:00:00.000Z', 'staff' FROM registrations WHERE email = ? LIMIT 1`,
    )
      .bind(email)
      .run()
    // And a health record (encrypted; erased with its registration all the same).
    await env.DB.prepare(
      `INSERT INTO health_records (id, registration_id, version, key_id, iv, ciphertext, complete, language) SELECT 'h1', id, 1, 'k', 'iv', 'sealed', 0, 'en' FROM registrations WHERE email = ? LIMIT 1`,
    )
      .bind(email)
      .run()
    // …and began the leadership assessment: its answers belong to the registration too.
    await env.DB.batch([
      env.DB.prepare(
        `INSERT INTO assessments (registration_id, round, language, started_at) SELECT id, 'first', 'en', '2025-02-14T15:00:00.000Z' FROM registrations WHERE email = ? LIMIT 1`,
      ).bind(email),
      env.DB.prepare(
        `INSERT INTO assessment_answers (registration_id, round, statement, score, answered_at) SELECT id, 'first', 'vision-1', 4, '2025-02-14T15:00:00.000Z' FROM registrations WHERE email = ? LIMIT 1`,
      ).bind(email),
      // …and earned the graduation certificate.
      env.DB.prepare(
        `INSERT INTO certificates (code, registration_id, issued_at) SELECT 'K7QM-3WXP-9HTD', id, '2025-03-08T18:00:00.000Z' FROM registrations WHERE email = ? LIMIT 1`,
      ).bind(email),
      // …and the family stopped the follow-up emails after it.
      env.DB.prepare(
        `INSERT INTO follow_up_stops (registration_id, stopped_at) SELECT id, '2025-03-20T18:00:00.000Z' FROM registrations WHERE email = ? LIMIT 1`,
      ).bind(email),
      // …and answered a follow-up email's "how is it going".
      env.DB.prepare(
        `INSERT INTO follow_up_answers (registration_id, kind, score, words, answered_at, updated_at) SELECT id, 'follow-up-day-7', 4, 'Going well', '2025-03-20T18:00:00.000Z', '2025-03-20T18:00:00.000Z' FROM registrations WHERE email = ? LIMIT 1`,
      ).bind(email),
      // A staff-only note on the participant: erased with the registration.
      env.DB.prepare(
        `INSERT INTO participant_notes (id, registration_id, body, written_by) SELECT 'n1', id, 'Call after 6 pm', 'staff' FROM registrations WHERE email = ? LIMIT 1`,
      ).bind(email),
    ])
    // …and said who may collect them, and was collected once.
    await env.DB.batch([
      env.DB.prepare(
        `INSERT INTO release_rules (registration_id, mode, adults, must_not_collect, signed_name, on_own_consent, language, updated_at) SELECT id, 'guardian', '[]', '[]', 'Ada Okafor', 0, 'en', '2025-02-14T15:00:00.000Z' FROM registrations WHERE email = ? LIMIT 1`,
      ).bind(email),
      env.DB.prepare(
        `INSERT INTO check_outs (id, registration_id, session_date, released_to, relationship, verified_by, checked_out_at, recorded_by) SELECT 'c1', id, '2025-02-15', 'Ada Okafor', 'guardian', 'photo-id', '2025-02-15T19:00:00.000Z', 'staff' FROM registrations WHERE email = ? LIMIT 1`,
      ).bind(email),
      // …and was hurt at a session, the record corrected once.
      env.DB.prepare(
        `INSERT INTO incidents (id, registration_id, cohort_id, kind, occurred_at, place, what_happened, action_taken, others_involved, family_told, family_told_at, told_who, recorded_by, recorded_at) SELECT 'i1', id, 'c', 'injury', '2025-02-15T10:40', 'Gym', 'Fell', 'Ice', '', 'phone', '2025-02-15T10:55', 'Mother', 'staff', '2025-02-15T16:00:00.000Z' FROM registrations WHERE email = ? LIMIT 1`,
      ).bind(email),
      env.DB.prepare(
        `INSERT INTO incident_corrections (id, incident_id, registration_id, body, written_by, created_at) SELECT 'ic1', 'i1', id, 'Left knee', 'staff', '2025-02-15T17:00:00.000Z' FROM registrations WHERE email = ? LIMIT 1`,
      ).bind(email),
    ])
    const previewed = await staffPost(token, '/api/admin/erase/preview', { email: ' Family@Example.org ' })
    expect(previewed.status).toBe(200)
    const preview = (await previewed.json()) as { tables: Record<string, number>; held: unknown[] }
    // The check-in stays under legal hold (16 at registration), beside a reduced row.
    expect(preview.held).toEqual([
      {
        firstName: expect.any(String),
        lastName: 'Okafor',
        heldUntil: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
        tables: { attendance: 1, check_outs: 1, incidents: 1, incident_corrections: 1 },
        yearsAfter18: 3,
      },
    ])
    expect(preview.tables).toEqual({
      assistance_requests: 0,
      consents: 0,
      family_links: 0,
      attendance: 0,
      health_records: 1,
      assessments: 1,
      assessment_answers: 1,
      certificates: 1,
      follow_up_stops: 1,
      follow_up_answers: 1,
      participant_notes: 1,
      release_rules: 1,
      check_outs: 0,
      interest_openings: 0,
      incidents: 0,
      incident_corrections: 0,
      announcement_outcomes: 0,
      registrations: 2,
      email_signups: 1,
      contact_messages: 1,
      staff_invitations: 0,
      outbox: 4,
    })
    expect(await countRows('registrations')).toBe(2)
    const erased = await staffPost(token, '/api/admin/erase', { email: 'FAMILY@example.org' })
    expect(erased.status).toBe(200)
    expect(await erased.json()).toEqual(preview)
    for (const table of PERSONAL_DATA_TABLES) {
      const left = await env.DB.prepare(`SELECT count(*) AS n FROM ${table} WHERE email = ?`)
        .bind(email)
        .first<{ n: number }>()
      expect(left?.n, table).toBe(0)
    }
    expect(await readRows<{ email: string }>('email_signups')).toEqual([
      expect.objectContaining({ email: 'someone.else@example.org' }),
    ])
    const entry = (await readRows<{ action: string; detail: string }>('audit_log')).find(
      (row) => row.action === 'erase',
    )
    expect(entry?.detail).toMatch(
      /^erased one person: assistance_requests 0, consents 0, family_links 0, attendance 0, health_records 1, assessments 1, assessment_answers 1, certificates 1, follow_up_stops 1, follow_up_answers 1, participant_notes 1, release_rules 1, check_outs 0, interest_openings 0, incidents 0, incident_corrections 0, announcement_outcomes 0, registrations 2, email_signups 1, contact_messages 1, staff_invitations 0, outbox 4; kept under legal hold: attendance 1, check_outs 1, incidents 1, incident_corrections 1 until \d{4}-\d\d-\d\d$/,
    )
    expect(JSON.stringify(await readRows('audit_log'))).not.toMatch(/family@example/i)
    expect(await readRows('attendance')).toHaveLength(1)
    expect(await readRows('held_registrations')).toMatchObject([
      { last_name: 'Okafor', age: 16, reason: 'erasure-request' },
    ])
    expect(await readRows('health_records')).toEqual([])
    expect(await readRows('assessment_answers')).toEqual([])
    expect(await readRows('certificates')).toEqual([])
    expect(await readRows('follow_up_stops')).toEqual([])
    expect(await readRows('follow_up_answers')).toEqual([])
    expect(await readRows('participant_notes')).toEqual([])
    expect(await readRows('release_rules')).toEqual([])
    // Who collected a minor is kept under legal hold, as the check-ins are.
    expect(await readRows('check_outs')).toHaveLength(1)
    // So is what happened to them, and its correction.
    expect(await readRows('incidents')).toMatchObject([{ id: 'i1', what_happened: 'Fell' }])
    expect(await readRows('incident_corrections')).toMatchObject([{ id: 'ic1', body: 'Left knee' }])
  })

  it('refuses something that is not an email address with 400 and deletes nothing', async () => {
    const before = await countRows('registrations')
    const response = await staffPost(token, '/api/admin/erase', { email: '%' })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      message: 'Some fields need attention.',
      issues: [{ path: 'email', message: 'Valid email is required' }],
    })
    expect(await countRows('registrations')).toBe(before)
  })
})
