import { desc, eq, gte, isNotNull, isNull, lte, sql, type SQL } from 'drizzle-orm'
import type { MessageFilter, MessageRow, RegistrationFilter, RegistrationRow, SignupFilter, SignupRow } from '../../contract/admin'
import { contactMessages, emailSignups, registrations } from '../db/schema'
import type { Database } from '../env'
import { commonConditions, cursorCondition, searchCondition, whereAll } from './filters'

/** An adult's age: under it, a registration needs a parent's consent. */
const ADULT_AGE = 18

type RegistrationRecord = typeof registrations.$inferSelect
type SignupRecord = typeof emailSignups.$inferSelect
type MessageRecord = typeof contactMessages.$inferSelect

export function registrationConditions(filter: RegistrationFilter): SQL | undefined {
  const fullName = sql`${registrations.firstName} || ' ' || ${registrations.lastName}`
  return whereAll([
    searchCondition(filter.q, [fullName, registrations.email, registrations.phone]),
    ...commonConditions(registrations, filter),
    filter.session ? eq(registrations.sessionPreference, filter.session) : undefined,
    filter.ageMin !== undefined ? gte(registrations.age, filter.ageMin) : undefined,
    filter.ageMax !== undefined ? lte(registrations.age, filter.ageMax) : undefined,
  ])
}

export function signupConditions(filter: SignupFilter): SQL | undefined {
  return whereAll([
    searchCondition(filter.q, [emailSignups.email]),
    ...commonConditions(emailSignups, filter),
    filter.status === 'subscribed' ? isNull(emailSignups.unsubscribedAt) : filter.status === 'unsubscribed' ? isNotNull(emailSignups.unsubscribedAt) : undefined,
  ])
}

export function messageConditions(filter: MessageFilter): SQL | undefined {
  return whereAll([
    searchCondition(filter.q, [contactMessages.name, contactMessages.email, contactMessages.message]),
    ...commonConditions(contactMessages, filter),
    filter.subject ? eq(contactMessages.subject, filter.subject) : undefined,
    filter.status === 'waiting' ? isNull(contactMessages.repliedAt) : filter.status === 'replied' ? isNotNull(contactMessages.repliedAt) : undefined,
  ])
}

export const presentRegistration = (row: RegistrationRecord): RegistrationRow => {
  const { participantKey: _key, ...shown } = row
  return { ...shown, needsConsent: row.age < ADULT_AGE && !row.parentalConsent }
}
export const presentSignup = (row: SignupRecord): SignupRow => row
export const presentMessage = (row: MessageRecord): MessageRow => row

/** Newest first, after the cursor, one row more than the page to tell whether another follows. */
export function selectRegistrations(db: Database, where: SQL | undefined, cursor: string | undefined, limit: number) {
  return db.select().from(registrations).where(whereAll([where, cursorCondition(registrations, cursor)])).orderBy(desc(registrations.createdAt), desc(registrations.id)).limit(limit)
}

export function selectSignups(db: Database, where: SQL | undefined, cursor: string | undefined, limit: number) {
  return db.select().from(emailSignups).where(whereAll([where, cursorCondition(emailSignups, cursor)])).orderBy(desc(emailSignups.createdAt), desc(emailSignups.id)).limit(limit)
}

export function selectMessages(db: Database, where: SQL | undefined, cursor: string | undefined, limit: number) {
  return db.select().from(contactMessages).where(whereAll([where, cursorCondition(contactMessages, cursor)])).orderBy(desc(contactMessages.createdAt), desc(contactMessages.id)).limit(limit)
}
