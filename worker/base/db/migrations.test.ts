import { applyD1Migrations } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'

/**
 * The migrations of the cohort chain lose nothing: a database filled under the schema that
 * landed before them (0000-0005) is migrated to today's, and every row keeps every value it
 * had. What the migrations add is checked too: registrations become interest in the next
 * cohort (no cohort), messages have no repeat key, the spec's cohort is seeded, and a failed
 * sign-in's typed unknown username is replaced by its length.
 */
const db = env.MIGRATION_DB
const before = env.TEST_MIGRATIONS.filter((migration) => migration.name < '0006')

const rows = async (table: string) =>
  (await db.prepare(`SELECT * FROM ${table} ORDER BY id`).all<Record<string, unknown>>()).results

describe('migrating a database filled under the previous schema', () => {
  it('keeps every row and value, and makes earlier registrations interest in the next cohort', async () => {
    expect(before.map((migration) => migration.name)).toEqual([
      '0000_init.sql',
      '0001_partner_source.sql',
      '0002_one_row_per_participant.sql',
      '0003_notification_outbox.sql',
      '0004_campaign_tags.sql',
      '0005_staff_console.sql',
    ])
    await applyD1Migrations(db, before)
    await db.batch([
      db.prepare(
        "INSERT INTO registrations (id, first_name, last_name, email, phone, age, session_preference, parental_consent, media_consent, terms_agreement, source, participant_key, created_at) VALUES ('r1', 'Maya', 'Chen', 'maya@example.org', '(614) 555-0188', 15, 'complete', 1, 0, 1, 'lincoln-high', 'key-1', '2026-03-02T15:00:00.000Z')",
      ),
      db.prepare(
        "INSERT INTO registrations (id, first_name, last_name, email, phone, age, terms_agreement, created_at) VALUES ('r2', 'Kai', 'Moreno', 'kai@example.org', '(312) 555-0100', 19, 1, '2026-03-05T15:00:00.000Z')",
      ),
      db.prepare(
        "INSERT INTO contact_messages (id, name, email, subject, message, created_at, replied_at, replied_by) VALUES ('m1', 'Dana', 'dana@example.org', 'pricing', 'Is there a sibling discount?', '2026-03-01T10:00:00.000Z', '2026-03-01T12:00:00.000Z', 'staff')",
      ),
      db.prepare(
        "INSERT INTO email_signups (id, email, created_at) VALUES ('s1', 'one@example.org', '2026-03-01T10:00:00.000Z')",
      ),
      db.prepare(
        "INSERT INTO outbox (id, kind, record_id, email, origin, status, created_at) VALUES ('o1', 'contact-acknowledgement', 'm1', 'dana@example.org', 'https://vital.example', 'sent', '2026-03-01T10:00:01.000Z')",
      ),
      db.prepare(
        "INSERT INTO users (id, username, password_hash) VALUES ('u1', 'staff', 'pbkdf2-sha256$100000$c2FsdA==$aGFzaA==')",
      ),
      db.prepare(
        "INSERT INTO audit_log (id, action, username, client) VALUES ('a1', 'sign-in', 'staff', 'c'), ('a2', 'sign-in-failed', 'my secret password', 'c')",
      ),
    ])
    const tables = ['registrations', 'contact_messages', 'email_signups', 'outbox', 'users', 'audit_log']
    const old = Object.fromEntries(await Promise.all(tables.map(async (table) => [table, await rows(table)] as const)))

    await applyD1Migrations(db, env.TEST_MIGRATIONS)
    for (const table of tables) {
      const now = await rows(table)
      expect(now.length, table).toBe(old[table]!.length)
      now.forEach((row, i) => {
        const { username: _scrubbed, ...kept } = old[table]![i]!
        expect(row, `${table} ${i}`).toMatchObject(table === 'audit_log' ? kept : old[table]![i]!)
      })
    }
    expect((await rows('registrations')).map((row) => row.cohort_id)).toEqual([null, null])
    // Each entered its cohort when it was created: prices are judged by that day.
    expect((await rows('registrations')).map((row) => row.entered_at)).toEqual([
      '2026-03-02T15:00:00.000Z',
      '2026-03-05T15:00:00.000Z',
    ])
    expect((await rows('contact_messages')).map((row) => row.repeat_key)).toEqual([null])
    expect((await rows('audit_log')).map((row) => row.username)).toEqual(['staff', 'unknown username (18 characters)'])
    expect((await rows('cohorts')).map((row) => [row.start_date, row.open])).toEqual([['2025-02-15', 1]])
  })
})
