import { and, eq, sql } from 'drizzle-orm'
import { bootcampDay } from '../base/clock'
import {
  assistanceRequests,
  cohorts,
  offlinePayments,
  payments,
  registrationGroups,
  registrations,
} from '../base/db/schema'
import type { Database } from '../base/env'
import { holdStart } from './holds'
import { balance, quote, type Assistance, type CohortPrices, type Quote } from './pricing'
import { refundsOf } from './refunds'
import { enteredAt, hasEnded } from '../seats/rules'

/**
 * What one registration owes now, from its stored rows: its cohort's prices, the day it entered
 * (the bootcamp's day, for the early bird), the number of sessions the family chose on the quote
 * step, and what staff granted as financial assistance. The group rate is never in what is owed:
 * each friend pays the list price, and the group's difference is refunded once it is earned
 * (group-refunds.ts); `withGroupRate` is that quote, for the refund.
 */
export async function quoteOf(db: Database, registrationId: string, sessions: number) {
  const bill = await billOf(db, registrationId, sessions)
  if (!bill) return null
  const group = bill.registration.groupId ? await groupOf(db, bill.registration.groupId) : null
  return { ...bill, group }
}

/** The quote without the group's count: what groupOf reads of each member (no circle back into the group). */
async function billOf(db: Database, registrationId: string, sessions: number) {
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
      linkVersion: registrations.linkVersion,
      holdStart,
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
  // A registration without a session preference is quoted as the complete bootcamp, the one price that is always set.
  const preference: 'individual' | 'complete' = row.preference === 'individual' ? 'individual' : 'complete'
  const input = { preference, sessions, registeredOn: bootcampDay(new Date(row.enteredAt)), assistance: granted }
  const owed: Quote = quote(prices, { ...input, groupRate: false })
  const withGroupRate: Quote = quote(prices, { ...input, groupRate: true })
  const given = paid ? (await refundsOf(db, row.id)).filter((refund) => refund.paymentId === paid.id) : []
  const sum = (refunds: { amountCents: number }[]) => refunds.reduce((total, refund) => total + refund.amountCents, 0)
  const offline = await db
    .select()
    .from(offlinePayments)
    .where(eq(offlinePayments.registrationId, row.id))
    .orderBy(offlinePayments.receivedOn, offlinePayments.createdAt)
  const assisted = owed.ok ? -sum(owed.lines.filter((line) => line.item === 'assistance')) : 0
  return {
    registration: row,
    cohort,
    prices,
    preference,
    owed,
    withGroupRate,
    paid: paid ?? null,
    /** The one balance: every screen and email that says what is left to pay reads it here. */
    balance: balance({
      owedCents: owed.ok ? owed.totalCents : null,
      paidCents: paid?.amountCents ?? 0,
      groupRefundedCents: sum(given.filter((refund) => refund.reason === 'group-rate')),
      refundedCents: sum(given.filter((refund) => refund.reason !== 'group-rate')),
      offlinePaidCents: sum(offline.filter((entry) => entry.kind === 'payment')),
      offlineRefundedCents: sum(offline.filter((entry) => entry.kind === 'refund')),
      assistedCents: assisted,
      ended: hasEnded(row.status),
    }),
    /** Cash and cheque payments and refunds recorded at the office, oldest first. */
    offline,
    assistance: assistance ?? null,
  }
}

export type RegistrationQuote = NonNullable<Awaited<ReturnType<typeof quoteOf>>>

const seatedMembers = (groupId: string) => and(eq(registrations.groupId, groupId), eq(registrations.status, 'seated'))
const paidOnline = sql<number>`EXISTS (SELECT 1 FROM payments WHERE registration_id = registrations.id AND status = 'paid')`
const granted = sql<number>`EXISTS (SELECT 1 FROM assistance_requests WHERE registration_id = registrations.id AND status = 'granted')`
const paidAtOffice = sql<number>`EXISTS (SELECT 1 FROM offline_payments WHERE registration_id = registrations.id)`

/**
 * A group's code and how many of its registrations count toward its rate now: those holding a
 * seat whose bill is settled: paid online, assisted by staff's grant, or paid in full at the
 * office (cash or cheque, read through the one balance). Friends made up or not paying buy no one
 * a discount.
 */
export async function groupOf(db: Database, groupId: string) {
  const group = await db
    .select({ id: registrationGroups.id, code: registrationGroups.code })
    .from(registrationGroups)
    .where(eq(registrationGroups.id, groupId))
    .get()
  if (!group) return null
  const members = await db
    .select({ id: registrations.id, paidOnline, granted, paidAtOffice })
    .from(registrations)
    .where(seatedMembers(groupId))
  let settled = 0
  for (const member of members) {
    if (member.paidOnline || member.granted) settled++
    // Only a member with money at the office needs its balance read: one query each, in a small group.
    else if (member.paidAtOffice && (await billOf(db, member.id, 1))?.balance?.dueCents === 0) settled++
  }
  return { ...group, settled }
}
