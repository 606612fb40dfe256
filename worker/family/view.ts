import { and, count, eq, lte } from 'drizzle-orm'
import type { Cohort } from '../../contract/cohorts'
import { bootcampDay } from '../clock'
import { findCohort } from '../cohorts/store'
import type { RefundReason } from '../../contract/constants'
import { guardianConsents, payments, refunds, registrations } from '../db/schema'
import type { Database } from '../env'
import { quoteOf, type RegistrationQuote } from '../payments/quote-of'

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
  refunds: { reason: RefundReason; amountCents: number; createdAt: string }[]
  today: string
}

/** The family's page of `registrationId` as it stands `now`; null once the registration is gone. */
export async function familyView(db: Database, registrationId: string, now: Date): Promise<FamilyView | null> {
  const registration = await db.select().from(registrations).where(eq(registrations.id, registrationId)).get()
  if (!registration) return null
  const cohort = registration.cohortId ? await findCohort(db, registration.cohortId) : null
  const consent =
    (await db.select().from(guardianConsents).where(eq(guardianConsents.registrationId, registrationId)).get()) ?? null
  let waitlistPlace: number | null = null
  if (registration.status === 'waitlisted' && registration.cohortId && registration.queueNumber !== null) {
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
    waitlistPlace = ahead?.n ?? null
  }
  const given = await db
    .select({ reason: refunds.reason, amountCents: refunds.amountCents, createdAt: refunds.createdAt })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(eq(payments.registrationId, registrationId))
    .orderBy(refunds.createdAt)
  return {
    registration,
    cohort,
    owed: cohort ? await quoteOf(db, registrationId, 1) : null,
    consent,
    waitlistPlace,
    refunds: given,
    today: bootcampDay(now),
  }
}
