import { eq } from 'drizzle-orm'
import type { Cohort } from '../../contract/cohorts'
import { bootcampDay } from '../base/clock'
import { findCohort } from '../cohorts/store'
import { registrations } from '../base/db/schema'
import { consentStateOf, type ConsentState } from '../consents/state'
import type { Bindings, Database } from '../base/env'
import { holdReleaseOf } from '../payments/holds'
import { quoteOf, type RegistrationQuote } from '../payments/quote-of'
import { refundsOf } from '../payments/refunds'
import { waitlistPlaceOf } from '../seats/waitlist-place'

/** Everything the family's page shows of one registration, read in one place. */
export interface FamilyView {
  registration: typeof registrations.$inferSelect
  cohort: Cohort | null
  /** What is owed (per session: one session, as the payment page starts); null without a cohort. */
  owed: RegistrationQuote | null
  /** Every consent kind as its records stand (the one consent state). */
  consents: ConsentState
  /** Place on the waitlist (1 = next), for a waitlisted registration. */
  waitlistPlace: number | null
  /** Money given back on its payments, oldest first, as the refunds table records it. */
  refunds: Awaited<ReturnType<typeof refundsOf>>
  /** When the sweep releases the unpaid seat if nothing changes (ISO), or null when it will not. */
  holdReleaseAt: string | null
  today: string
}

/** The family's page of `registrationId` as it stands `now`; null once the registration is gone. */
export async function familyView(
  env: Bindings,
  db: Database,
  registrationId: string,
  now: Date,
): Promise<FamilyView | null> {
  const registration = await db.select().from(registrations).where(eq(registrations.id, registrationId)).get()
  if (!registration) return null
  const cohort = registration.cohortId ? await findCohort(db, registration.cohortId) : null
  return {
    registration,
    cohort,
    owed: cohort ? await quoteOf(db, registrationId, 1) : null,
    consents: await consentStateOf(db, registrationId),
    waitlistPlace: await waitlistPlaceOf(db, registrationId),
    refunds: await refundsOf(db, registrationId),
    // Only a seat is held for a payment; the other states skip the two reads.
    holdReleaseAt: registration.status === 'seated' ? await holdReleaseOf(env, db, registrationId, now) : null,
    today: bootcampDay(now),
  }
}
