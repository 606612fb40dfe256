import { eq, sql } from 'drizzle-orm'
import { ADULT_AGE } from '../../contract/constants'
import { READINESS_PARTS, type ReadinessPart } from '../../contract/readiness'
import { registrations } from '../base/db/schema'
import type { Database } from '../base/env'
import { healthComplete } from '../health-records/store'
import { consentOnRecord } from './consent'

/** What readiness reads of a registration, as columns of a select on `registrations`. */
export const readinessColumns = () => ({
  healthComplete: sql<number>`${healthComplete}`,
  consentOnRecord: consentOnRecord(),
})

/** What is still missing, in READINESS_PARTS' order: the health record's answers, and consent under 18. */
export function missingParts(row: { age: number; healthComplete: number; consentOnRecord: number }): ReadinessPart[] {
  const missing: Record<ReadinessPart, boolean> = {
    health: !row.healthComplete,
    consent: row.age < ADULT_AGE && !row.consentOnRecord,
  }
  return READINESS_PARTS.filter((part) => missing[part])
}

/** What one registration is missing; null when it is gone. */
export async function missingFor(db: Database, registrationId: string): Promise<ReadinessPart[] | null> {
  const row = await db
    .select({ age: registrations.age, ...readinessColumns() })
    .from(registrations)
    .where(eq(registrations.id, registrationId))
    .get()
  return row ? missingParts(row) : null
}
