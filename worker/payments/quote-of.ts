import { and, eq } from 'drizzle-orm'
import { bootcampDay } from '../clock'
import { cohorts, payments, registrations } from '../db/schema'
import type { Database } from '../env'
import { quote, type CohortPrices, type Quote } from './pricing'

/**
 * What one registration owes now, from its stored rows: its cohort's prices, the day it was made
 * (the bootcamp's day, for the early bird) and the number of sessions the family chose on the
 * quote step. The group rate and assistance arrive with their own rows (issue 25, next steps).
 */
export async function quoteOf(db: Database, registrationId: string, sessions: number) {
  const row = await db
    .select({ id: registrations.id, firstName: registrations.firstName, lastName: registrations.lastName, email: registrations.email, status: registrations.status, preference: registrations.sessionPreference, createdAt: registrations.createdAt, cohortId: registrations.cohortId })
    .from(registrations)
    .where(eq(registrations.id, registrationId))
    .get()
  if (!row?.cohortId) return null
  const cohort = await db.select().from(cohorts).where(eq(cohorts.id, row.cohortId)).get()
  if (!cohort) return null
  const paid = await db.select().from(payments).where(and(eq(payments.registrationId, row.id), eq(payments.status, 'paid'))).get()
  const prices: CohortPrices = { ...cohort, sessionCount: cohort.sessionDates.length }
  // A registration without a session preference is quoted as the complete bootcamp, the one price that is always set.
  const preference = row.preference === 'individual' ? 'individual' : 'complete'
  const owed: Quote = quote(prices, { preference, sessions, registeredOn: bootcampDay(new Date(row.createdAt)), groupRate: false, assistance: null })
  return { registration: row, cohort, prices, preference, owed, paid: paid ?? null }
}

export type RegistrationQuote = NonNullable<Awaited<ReturnType<typeof quoteOf>>>
