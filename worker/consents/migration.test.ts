import { applyD1Migrations } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { expect, it } from 'vitest'

/** Migration 0018 on a database made by the migrations before it, with today's consents in it. */
const db = env.MIGRATION_DB
const ALL = 'SELECT * FROM consents ORDER BY registration_id, kind'
const CONSENT_TEXT = "I am Maya's parent or legal guardian. I agree to Maya taking part..."

it('carries typed guardian consents over as participation and the form’s media box as the first media record', async () => {
  await applyD1Migrations(
    db,
    env.TEST_MIGRATIONS.filter((migration) => migration.name < '0018'),
  )
  const registration = (id: string, first: string, age: number, parental: number, media: number) =>
    db.prepare(
      `INSERT INTO registrations (id, first_name, last_name, email, phone, age, parental_consent, media_consent, terms_agreement, created_at) VALUES ('${id}', '${first}', 'Chen', '${id}@example.org', '(614) 555-0188', ${age}, ${parental}, ${media}, 1, '2026-03-0${id.slice(1)}T15:00:00.000Z')`,
    )
  await db.batch([
    registration('r1', 'Maya', 15, 1, 1),
    registration('r2', 'Kai', 19, 0, 1),
    registration('r3', 'Leo', 14, 1, 0),
    db
      .prepare(
        `INSERT INTO guardian_consents (id, registration_id, guardian_name, relationship, consent_text, language, address_hash, created_at) VALUES ('g1', 'r1', 'Wei Chen', 'guardian', ?1, 'en', 'hash-of-r1', '2026-03-04T12:00:00.000Z')`,
      )
      .bind(CONSENT_TEXT),
    db.prepare(
      "INSERT INTO outbox (id, kind, record_id, email, language, origin, status) VALUES ('o1', 'registration-confirmation', 'r2', 'r2@example.org', 'es', 'https://vital.example', 'sent')",
    ),
  ])

  await applyD1Migrations(db, env.TEST_MIGRATIONS)
  const rows = (await db.prepare(ALL).all<Record<string, unknown>>()).results
  expect(rows.map(({ id, ...row }) => ({ ...row, id: typeof id }))).toEqual([
    {
      id: 'string',
      registration_id: 'r1',
      kind: 'media',
      version: 1,
      consent_text: 'I agree that photos and videos of the participant may be used in programme materials',
      language: 'en',
      given_by: 'form',
      signer_name: null,
      relationship: null,
      address_hash: null,
      given_at: '2026-03-01T15:00:00.000Z',
      withdrawn_at: null,
    },
    {
      id: 'string',
      registration_id: 'r1',
      kind: 'participation',
      version: 1,
      consent_text: CONSENT_TEXT,
      language: 'en',
      given_by: 'guardian',
      signer_name: 'Wei Chen',
      relationship: 'guardian',
      address_hash: 'hash-of-r1',
      given_at: '2026-03-04T12:00:00.000Z',
      withdrawn_at: null,
    },
    {
      id: 'string',
      registration_id: 'r2',
      kind: 'media',
      version: 1,
      consent_text: 'Acepto que las fotos y videos del participante se usen en materiales del programa',
      language: 'es',
      given_by: 'form',
      signer_name: null,
      relationship: null,
      address_hash: null,
      given_at: '2026-03-02T15:00:00.000Z',
      withdrawn_at: null,
    },
  ])
  // The form's parental box is no consent record (Leo has none), and stays on the registration as the spec has it.
  const kept = await db.prepare('SELECT id, parental_consent, media_consent FROM registrations ORDER BY id').all()
  expect(kept.results).toEqual([
    { id: 'r1', parental_consent: 1, media_consent: 1 },
    { id: 'r2', parental_consent: 0, media_consent: 1 },
    { id: 'r3', parental_consent: 1, media_consent: 0 },
  ])
  const old = await db.prepare("SELECT name FROM sqlite_master WHERE name = 'guardian_consents'").all()
  expect(old.results).toEqual([])
})
