import { and, count, eq, lte } from 'drizzle-orm'
import { registrations } from '../base/db/schema'
import type { Database } from '../base/env'

/**
 * A waitlisted registration's place in line (1 = next): those waiting in its cohort who arrived
 * no later. The one count the family page, the confirmation and the panel say; null for a
 * registration that is not waiting.
 */
export async function waitlistPlace(
  db: Database,
  registration: { status: string; cohortId: string | null; queueNumber: number | null },
): Promise<number | null> {
  if (registration.status !== 'waitlisted' || !registration.cohortId || registration.queueNumber === null) return null
  const ahead = await db
    .select({ n: count() })
    .from(registrations)
    .where(
      and(
        eq(registrations.cohortId, registration.cohortId),
        eq(registrations.status, 'waitlisted'),
        lte(registrations.queueNumber, registration.queueNumber),
      ),
    )
    .get()
  return ahead?.n ?? null
}
