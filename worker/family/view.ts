import { eq } from 'drizzle-orm'
import type { Cohort } from '../../contract/cohorts'
import { bootcampDay } from '../base/clock'
import { findCohort } from '../cohorts/store'
import { guardianConsents, registrations } from '../base/db/schema'
import type { Database } from '../base/env'
import { quoteOf, type RegistrationQuote } from '../payments/quote-of'
import { refundsOf } from '../payments/refunds'
import { waitlistPlace } from '../seats/waitlist-place'

/** Everything the family's page shows of one registration, read in one place. */
export interface FamilyView {
  registration: typeof registrations.$inferSelect
  cohort: Cohort | null
  /** What is owed (per session: one session, as the payment page starts); null without a cohort. */
  owed: RegistrationQuote | null
  consent: typeof guardianConsents.$inferSelect | null
  /** Place on the waitlist (1 = next), for a waitlisted registration. */
  waitlistPlace: number | null
  /** Money given back on its payments, oldest first, as the refunds table records it. */
  refunds: Awaited<ReturnType<typeof refundsOf>>
  today: string
}

/** The family's page of `registrationId` as it stands `now`; null once the registration is gone. */
export async function familyView(db: Database, registrationId: string, now: Date): Promise<FamilyView | null> {
  const registration = await db.select().from(registrations).where(eq(registrations.id, registrationId)).get()
  if (!registration) return null
  const cohort = registration.cohortId ? await findCohort(db, registration.cohortId) : null
  const consent =
    (await db.select().from(guardianConsents).where(eq(guardianConsents.registrationId, registrationId)).get()) ?? null
  return {
    registration,
    cohort,
    owed: cohort ? await quoteOf(db, registrationId, 1) : null,
    consent,
    waitlistPlace: await waitlistPlace(db, registration),
    refunds: await refundsOf(db, registrationId),
    today: bootcampDay(now),
  }
}
