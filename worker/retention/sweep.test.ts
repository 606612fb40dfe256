import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { expectJson, freshStaffSession, staffCall, staffPost } from '../test/admin-helpers'
import { readRows, registerIn, storeCohortOn } from '../test/helpers'

let token = ''
beforeEach(async () => {
  token = await freshStaffSession()
})

describe('the retention sweep', () => {
  const NOW = new Date('2026-01-15T17:00:00.000Z')
  const insertRegistration = (id: string, cohortId: string, email: string) =>
    env.DB.prepare(
      `INSERT INTO registrations (id, first_name, last_name, email, phone, age, terms_agreement, cohort_id, status) VALUES (?, 'Maya', 'Chen', ?, '(614) 555-0188', 15, 1, ?, 'seated')`,
    )
      .bind(id, email, cohortId)
      .run()
  const ids = async (table: string, column = 'id') =>
    (await readRows<Record<string, string>>(table)).map((row) => row[column]).sort()

  async function seed() {
    // Ended 2024-12-28: more than 12 months before 2026-01-15. Ended 2025-01-18: less.
    await storeCohortOn('old', 5, ['2024-12-07', '2024-12-14', '2024-12-21', '2024-12-28'])
    await storeCohortOn('recent', 5, ['2024-12-28', '2025-01-04', '2025-01-11', '2025-01-18'])
    await insertRegistration('r-old', 'old', 'family@example.org')
    await insertRegistration('r-recent', 'recent', 'family@example.org')
    await env.DB.batch([
      env.DB.prepare(
        `INSERT INTO consents (id, registration_id, kind, version, consent_text, language, given_by, signer_name, relationship, address_hash, given_at) VALUES ('g1', 'r-old', 'participation', 1, 'I agree', 'en', 'guardian', 'Li Chen', 'parent', 'h', '2024-11-01T00:00:00.000Z')`,
      ),
      env.DB.prepare(
        `INSERT INTO assistance_requests (id, registration_id, reason) VALUES ('a1', 'r-old', 'Two jobs')`,
      ),
      env.DB.prepare(
        `INSERT INTO attendance (registration_id, session_date, present, tapped_at, recorded_by) VALUES ('r-old', '2024-12-07', 1, '2024-12-07T15:00:00.000Z', 'staff'), ('r-recent', '2024-12-28', 1, '2024-12-28T15:00:00.000Z', 'staff')`,
      ),
      env.DB.prepare(
        `INSERT INTO family_links (id, token_hash, registration_id, expires_at) VALUES ('l1', 'th1', 'r-old', '2025-01-01T00:00:00.000Z')`,
      ),
      env.DB.prepare(
        `INSERT INTO payments (id, registration_id, amount_cents, lines, status, origin) VALUES ('p-old', 'r-old', 20000, '[]', 'paid', 'x')`,
      ),
      env.DB.prepare(
        `INSERT INTO outbox (id, kind, record_id, email, origin, status, created_at) VALUES
          ('o1', 'registration-confirmation', 'r-old', 'family@example.org', 'x', 'sent', '2025-11-01T00:00:00.000Z'),
          ('o2', 'payment-receipt', 'p-old', 'family@example.org', 'x', 'sent', '2025-11-01T00:00:00.000Z'),
          ('o3', 'registration-confirmation', 'r-recent', 'family@example.org', 'x', 'sent', '2025-11-01T00:00:00.000Z'),
          ('o4', 'signup-guide', 's-gone', 'gone@example.org', 'x', 'sent', '2025-11-01T00:00:00.000Z'),
          ('o5', 'contact-acknowledgement', 'm-old', 'asker@example.org', 'x', 'sent', '2025-11-01T00:00:00.000Z'),
          ('o6', 'staff-summary', '2024-11-01T10', 'staff@example.org', 'x', 'sent', '2024-11-01T10:00:00.000Z'),
          ('o7', 'staff-summary', '2024-11-01T11', 'staff@example.org', 'x', 'pending', '2024-11-01T11:00:00.000Z')`,
      ),
      env.DB.prepare(
        `INSERT INTO announcements (id, request_key, cohort_id, audience, subject, body, recipients, sent_by) VALUES
          ('an-old', 'k1', 'old', 'seated', 'Maya forgot her jacket', 'Hello', 1, 'staff'),
          ('an-recent', 'k2', 'recent', 'seated', 'Hello', 'Hello', 1, 'staff')`,
      ),
      env.DB.prepare(
        `INSERT INTO email_signups (id, email, unsubscribed_at) VALUES
          ('s-gone', 'gone@example.org', '2025-12-15T12:00:00.000Z'),
          ('s-recent', 'recent@example.org', '2025-12-17T12:00:00.000Z'),
          ('s-kept', 'kept@example.org', NULL)`,
      ),
      env.DB.prepare(
        `INSERT INTO contact_messages (id, name, email, message, created_at) VALUES
          ('m-old', 'Asker', 'asker@example.org', 'An old question here', '2025-01-14T12:00:00.000Z'),
          ('m-new', 'Asker', 'asker@example.org', 'A newer question here', '2025-01-16T12:00:00.000Z')`,
      ),
    ])
  }

  it('erases exactly what is past its period under the pinned clock, keeps the books, and audits counts only', async () => {
    await seed()
    const { sweepRetention } = await import('./sweep')
    expect(await sweepRetention(env, NOW)).toEqual({
      participants: 1,
      held: 1,
      holdsEnded: 0,
      signups: 1,
      messages: 1,
      emails: 1,
    })
    expect(await ids('registrations')).toEqual(['r-recent'])
    // Its consent and check-in stay under legal hold (15 at registration), beside a reduced row (legal-hold.test.ts).
    expect(await ids('held_registrations')).toEqual(['r-old'])
    expect(await ids('consents')).toEqual(['g1'])
    expect(await ids('assistance_requests')).toEqual([])
    expect(await ids('family_links')).toEqual([])
    expect(await ids('attendance', 'registration_id')).toEqual(['r-old', 'r-recent'])
    // The books stay: the payment, naming no one (its registration is gone).
    expect(await readRows('payments')).toMatchObject([{ id: 'p-old', registration_id: 'r-old', amount_cents: 20000 }])
    expect(await ids('outbox')).toEqual(['o3', 'o7'])
    expect(await ids('email_signups')).toEqual(['s-kept', 's-recent'])
    const { addressHash } = await import('../announcements/recipients')
    expect(await ids('forgotten_addresses', 'address_hash')).toEqual([await addressHash('gone@example.org')])
    expect(JSON.stringify(await readRows('forgotten_addresses'))).not.toContain('gone@')
    expect(await ids('contact_messages')).toEqual(['m-new'])
    expect(await ids('announcements')).toEqual(['an-recent'])
    const [entry] = (await readRows<{ action: string; username: string; detail: string }>('audit_log')).filter(
      (row) => row.action === 'retention-sweep',
    )
    expect(entry).toMatchObject({
      username: 'system',
      detail:
        'kept 12 months: erased 1 participants of ended cohorts (1 keeping records under legal hold), 0 held records past their hold, 1 unsubscribed sign-ups, 1 messages, 1 email records',
    })
    // A second run the same day finds nothing more, and writes no second entry.
    expect(await sweepRetention(env, NOW)).toEqual({
      participants: 0,
      held: 0,
      holdsEnded: 0,
      signups: 0,
      messages: 0,
      emails: 0,
    })
    expect(
      (await readRows<{ action: string }>('audit_log')).filter((row) => row.action === 'retention-sweep'),
    ).toHaveLength(1)
  })

  it('keeps data longer when staff set a longer period (audited), and refuses a period out of range', async () => {
    await seed()
    const { sweepRetention } = await import('./sweep')
    expect(await expectJson(await staffCall(token, '/api/admin/settings/retention'))).toEqual({ months: 12 })
    const change = (months: unknown) =>
      staffCall(token, '/api/admin/settings/retention', {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', origin: 'http://127.0.0.1:8787' },
        body: JSON.stringify({ months }),
      })
    for (const months of [0, 85, 1.5, '12']) expect((await change(months)).status).toBe(400)
    expect(await expectJson(await change(24))).toEqual({ months: 24 })
    expect(await sweepRetention(env, NOW)).toMatchObject({ participants: 0, messages: 0, signups: 1 })
    expect(await ids('registrations')).toEqual(['r-old', 'r-recent'])
    expect(await ids('contact_messages')).toEqual(['m-new', 'm-old'])
    const changed = (await readRows<{ action: string; detail: string }>('audit_log')).filter(
      (row) => row.action === 'retention-changed',
    )
    expect(changed.map((row) => row.detail)).toEqual(['retention 12 to 24 months'])
  })

  it('never lets an announcement reach an address erased after it unsubscribed', async () => {
    await seed()
    const { sweepRetention } = await import('./sweep')
    await sweepRetention(env, NOW)
    await storeCohortOn('c1', 5)
    await registerIn({ email: 'gone@example.org' })
    await registerIn({ firstName: 'Kofi', email: 'kofi@example.org' })
    const sent = await expectJson<{ recipients: number }>(
      await staffPost(token, '/api/admin/cohorts/c1/announcements', {
        audience: 'seated',
        subject: 'Hello',
        body: 'Hello families',
        requestKey: crypto.randomUUID(),
      }),
      201,
    )
    expect(sent.recipients).toBe(1)
    expect(
      (await readRows<{ kind: string; email: string }>('outbox'))
        .filter((job) => job.kind === 'announcement')
        .map((job) => job.email),
    ).toEqual(['kofi@example.org'])
  })
})
