import { eq } from 'drizzle-orm'
import { html } from 'hono/html'
import { HELD_RECORDS, heldSentences } from '../../content/held-records'
import type { Language } from '../../content/language'
import { getTableConfig } from 'drizzle-orm/sqlite-core'
import { heldRegistrations, outbox, registrations } from '../base/db/schema'
import { REGISTRATION_ROWS } from '../base/db/tables'
import type { Database } from '../base/env'
import { isHeld } from '../retention/classes'
import type { Hold } from '../retention/legal-hold'

/**
 * Erasing one registration (the family's page): its own rows only, never a sibling's under the
 * same address. Its outbox jobs go too (they hold the address); payments stay for the books,
 * naming no one. With a `hold` (worker/retention/legal-hold.ts) its consents and check-ins stay,
 * beside a reduced row with the name they need. For the caller's batch, after anything that
 * must still read the row.
 */
export const registrationErasure = (db: Database, registrationId: string, hold: Hold | null, now: Date) => [
  ...(hold
    ? [
        db
          .insert(heldRegistrations)
          .values({
            id: hold.id,
            firstName: hold.firstName,
            lastName: hold.lastName,
            cohortId: hold.cohortId,
            age: hold.age,
            registeredOn: hold.registeredOn,
            heldUntil: hold.heldUntil,
            heldAt: now.toISOString(),
            reason: 'erasure-request',
          })
          .onConflictDoNothing(),
      ]
    : []),
  ...REGISTRATION_ROWS.filter((table) => !(hold && isHeld(getTableConfig(table).name))).map((table) =>
    db.delete(table).where(eq(table.registrationId, registrationId)),
  ),
  db.delete(outbox).where(eq(outbox.recordId, registrationId)),
  db.delete(registrations).where(eq(registrations.id, registrationId)),
]

/** What the family is told stays after its erasure: which records, until when, and why. */
export const heldSection = (language: Language, hold: Hold) =>
  html`<h2>${HELD_RECORDS[language].heading}</h2>
    ${heldSentences(language, [hold]).map((sentence) => html`<p>${sentence}</p>`)}
    <p>${HELD_RECORDS[language].why(hold.yearsAfter18)}</p>`
