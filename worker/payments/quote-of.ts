import { and, eq, sql } from 'drizzle-orm'
import { bootcampDay } from '../clock'
import { assistanceRequests, cohorts, payments, registrationGroups, registrations } from '../db/schema'
import type { Database } from '../env'
import { quote, type Assistance, type CohortPrices, type Quote } from './pricing'
import { enteredAt } from '../seats/rules'

/**
 * What one registration owes now, from its stored rows: its cohort's prices, the day it entered
 * (the bootcamp's day, for the early bird) and the number of sessions the family chose on the
 * quote step, whether its group of friends has enough seated to earn the group rate, and what
 * staff granted as financial assistance.
 */
export async function quoteOf(db: Database, registrationId: string, sessions: number) {
  const row = await db
    .select({
      id: registrations.id,
      firstName: registrations.firstName,
      lastName: registrations.lastName,
      email: registrations.email,
      status: registrations.status,
      preference: registrations.sessionPreference,
      createdAt: registrations.createdAt,
      enteredAt,
      cohortId: registrations.cohortId,
      groupId: registrations.groupId,
    })
    .from(registrations)
    .where(eq(registrations.id, registrationId))
    .get()
  if (!row?.cohortId) return null
  const cohort = await db.select().from(cohorts).where(eq(cohorts.id, row.cohortId)).get()
  if (!cohort) return null
  const paid = await db
    .select()
    .from(payments)
    .where(and(eq(payments.registrationId, row.id), eq(payments.status, 'paid')))
    .get()
  const assistance = await db
    .select()
    .from(assistanceRequests)
    .where(eq(assistanceRequests.registrationId, row.id))
    .get()
  const granted: Assistance | null =
    assistance?.status === 'granted' && assistance.amountCents !== null
      ? assistance.amountCents === 0
        ? { kind: 'waiver' }
        : { kind: 'reduced', amountCents: assistance.amountCents }
      : null
  const prices: CohortPrices = { ...cohort, sessionCount: cohort.sessionDates.length }
  const group = row.groupId ? await groupOf(db, row.groupId) : null
  // A registration without a session preference is quoted as the complete bootcamp, the one price that is always set.
  const preference = row.preference === 'individual' ? 'individual' : 'complete'
  const owed: Quote = quote(prices, {
    preference,
    sessions,
    registeredOn: bootcampDay(new Date(row.enteredAt)),
    groupRate: (group?.seated ?? 0) >= cohort.groupMinimum,
    assistance: granted,
  })
  return {
    registration: row,
    cohort,
    prices,
    preference,
    owed,
    paid: paid ?? null,
    assistance: assistance ?? null,
    group,
  }
}

export type RegistrationQuote = NonNullable<Awaited<ReturnType<typeof quoteOf>>>

/** A group's code and how many of its registrations hold a seat now. */
async function groupOf(db: Database, groupId: string) {
  const group = await db
    .select({ id: registrationGroups.id, code: registrationGroups.code })
    .from(registrationGroups)
    .where(eq(registrationGroups.id, groupId))
    .get()
  if (!group) return null
  const seated = await db
    .select({ count: sql<number>`count(*)` })
    .from(registrations)
    .where(and(eq(registrations.groupId, groupId), eq(registrations.status, 'seated')))
    .get()
  return { ...group, seated: seated?.count ?? 0 }
}
