import { eq, sql } from 'drizzle-orm'
import { READINESS_PARTS, type ReadinessPart } from '../../contract/readiness'
import { registrations } from '../base/db/schema'
import type { Database } from '../base/env'
import { healthComplete } from '../health-records/store'
import { requiredConsentMissingHere } from './consent'
import { releaseSet } from '../release/store'

/** What readiness reads of a registration, as columns of a select on `registrations`. */
export const readinessColumns = () => ({
  healthComplete: sql<number>`${healthComplete}`,
  consentMissing: requiredConsentMissingHere(),
  releaseSet: sql<number>`${releaseSet}`,
})

/** What is still missing, in READINESS_PARTS' order: the health record's answers, the required consents, the release rules. */
export function missingParts(row: {
  healthComplete: number
  consentMissing: number
  releaseSet: number
}): ReadinessPart[] {
  const missing: Record<ReadinessPart, boolean> = {
    health: !row.healthComplete,
    consent: Boolean(row.consentMissing),
    release: !row.releaseSet,
  }
  return READINESS_PARTS.filter((part) => missing[part])
}

/** What one registration is missing; null when it is gone. */
export async function missingFor(db: Database, registrationId: string): Promise<ReadinessPart[] | null> {
  const row = await db.select(readinessColumns()).from(registrations).where(eq(registrations.id, registrationId)).get()
  return row ? missingParts(row) : null
}
