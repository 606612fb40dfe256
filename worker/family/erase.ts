import { eq } from 'drizzle-orm'
import { assistanceRequests, attendance, familyLinks, guardianConsents, outbox, registrations } from '../db/schema'
import type { Database } from '../env'

/**
 * Erasing one registration (the family's page): its own rows only, never a sibling's under the
 * same address. Its outbox jobs go too (they hold the address); payments stay for the books,
 * naming no one. For the caller's batch, after anything that must still read the row.
 * (db/tables.ts REGISTRATION_TABLES names the same tables for erasure by address.)
 */
export const registrationErasure = (db: Database, registrationId: string) => [
  db.delete(assistanceRequests).where(eq(assistanceRequests.registrationId, registrationId)),
  db.delete(guardianConsents).where(eq(guardianConsents.registrationId, registrationId)),
  db.delete(familyLinks).where(eq(familyLinks.registrationId, registrationId)),
  db.delete(attendance).where(eq(attendance.registrationId, registrationId)),
  db.delete(outbox).where(eq(outbox.recordId, registrationId)),
  db.delete(registrations).where(eq(registrations.id, registrationId)),
]
