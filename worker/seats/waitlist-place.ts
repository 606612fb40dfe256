import { eq, sql } from 'drizzle-orm'
import { registrations } from '../base/db/schema'
import type { Database } from '../base/env'

/**
 * A waitlisted registration's place in line (1 = next), counted among those of its cohort still
 * waiting: the queue's own numbers are shared by every cohort and keep their gaps, so they are
 * never shown. Null for any other status. The one definition: the family's page, the roster,
 * the console and the emails all read it from here.
 */
// Written out in full: drizzle leaves the columns of a one-table select unqualified, and inside the
// subquery they would name `ahead`'s own.
export const waitlistPlace = sql<
  number | null
>`(CASE WHEN registrations.status = 'waitlisted' THEN (SELECT count(*) FROM registrations AS ahead WHERE ahead.cohort_id = registrations.cohort_id AND ahead.status = 'waitlisted' AND ahead.queue_number <= registrations.queue_number) END)`

/** The place in line of one registration (null unless it is waitlisted, or once it is gone). */
export async function waitlistPlaceOf(db: Database, registrationId: string): Promise<number | null> {
  const row = await db
    .select({ place: waitlistPlace })
    .from(registrations)
    .where(eq(registrations.id, registrationId))
    .get()
  return row?.place ?? null
}
