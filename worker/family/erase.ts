import { eq } from 'drizzle-orm'
import { outbox, registrations } from '../base/db/schema'
import { REGISTRATION_ROWS } from '../base/db/tables'
import type { Database } from '../base/env'

/**
 * Erasing one registration (the family's page): its own rows only, never a sibling's under the
 * same address. Its outbox jobs go too (they hold the address); payments stay for the books,
 * naming no one. For the caller's batch, after anything that must still read the row.
 */
export const registrationErasure = (db: Database, registrationId: string) => [
  ...REGISTRATION_ROWS.map((table) => db.delete(table).where(eq(table.registrationId, registrationId))),
  db.delete(outbox).where(eq(outbox.recordId, registrationId)),
  db.delete(registrations).where(eq(registrations.id, registrationId)),
]
