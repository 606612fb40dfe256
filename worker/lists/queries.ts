import { desc, eq, getTableColumns, gte, isNotNull, isNull, lte, sql, type SQL } from 'drizzle-orm'
import type {
  MessageFilter,
  MessageRow,
  RegistrationFilter,
  RegistrationRow,
  SignupFilter,
  SignupRow,
} from '../../contract/admin'
import { contactMessages, emailSignups, registrations } from '../base/db/schema'
import type { Database } from '../base/env'
import type { SQLiteSelect } from 'drizzle-orm/sqlite-core'
import { requiredConsentMissing } from '../consents/state'
import { commonConditions, cursorCondition, searchCondition, whereAll, type ListColumns } from '../base/paging'

/**
 * A registration as the console lists it: its row, and whether a required consent (taking part,
 * emergency treatment) has no record (1/0). The consent records are the one state: the form's
 * parental-consent box is not one of them.
 */
type RegistrationRecord = typeof registrations.$inferSelect & { consentMissing: number }
const consentMissing = requiredConsentMissing(registrations.id).as('consent_missing')
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
    filter.cohort === 'interest'
      ? isNull(registrations.cohortId)
      : filter.cohort
        ? eq(registrations.cohortId, filter.cohort)
        : undefined,
    filter.status ? eq(registrations.status, filter.status) : undefined,
  ])
}

export function signupConditions(filter: SignupFilter): SQL | undefined {
  return whereAll([
    searchCondition(filter.q, [emailSignups.email]),
    ...commonConditions(emailSignups, filter),
    filter.status === 'subscribed'
      ? isNull(emailSignups.unsubscribedAt)
      : filter.status === 'unsubscribed'
        ? isNotNull(emailSignups.unsubscribedAt)
        : undefined,
  ])
}

export function messageConditions(filter: MessageFilter): SQL | undefined {
  return whereAll([
    searchCondition(filter.q, [contactMessages.name, contactMessages.email, contactMessages.message]),
    ...commonConditions(contactMessages, filter),
    filter.subject ? eq(contactMessages.subject, filter.subject) : undefined,
    filter.status === 'waiting'
      ? isNull(contactMessages.repliedAt)
      : filter.status === 'replied'
        ? isNotNull(contactMessages.repliedAt)
        : undefined,
  ])
}

export const presentRegistration = (row: RegistrationRecord): RegistrationRow => {
  const { participantKey: _key, consentMissing: missing, linkVersion: _links, ...shown } = row
  return { ...shown, needsConsent: Boolean(missing) }
}
export const presentSignup = (row: SignupRecord): SignupRow => row
export const presentMessage = (row: MessageRecord): MessageRow => {
  const { repeatKey: _key, ...shown } = row
  return shown
}

/**
 * Newest first by (created_at, id), after the cursor, at most `limit` rows (a page asks for one
 * more, to learn whether another follows). Drizzle's dynamic query keeps each list's row type.
 */
function newestFirst<Q extends SQLiteSelect>(
  query: Q,
  table: ListColumns,
  where: SQL | undefined,
  cursor: string | undefined,
  limit: number,
) {
  return query
    .where(whereAll([where, cursorCondition(table, cursor)]))
    .orderBy(desc(table.createdAt), desc(table.id))
    .limit(limit)
}

/** The registrations as stored (the CSV: data:export's columns). */
export const selectRegistrationRows = (
  db: Database,
  where: SQL | undefined,
  cursor: string | undefined,
  limit: number,
) => newestFirst(db.select().from(registrations).$dynamic(), registrations, where, cursor, limit)

/** The registrations as the console lists them: each with whether a guardian's consent was typed. */
export const selectRegistrations = (db: Database, where: SQL | undefined, cursor: string | undefined, limit: number) =>
  newestFirst(
    db
      .select({ ...getTableColumns(registrations), consentMissing })
      .from(registrations)
      .$dynamic(),
    registrations,
    where,
    cursor,
    limit,
  )

export const selectSignups = (db: Database, where: SQL | undefined, cursor: string | undefined, limit: number) =>
  newestFirst(db.select().from(emailSignups).$dynamic(), emailSignups, where, cursor, limit)

export const selectMessages = (db: Database, where: SQL | undefined, cursor: string | undefined, limit: number) =>
  newestFirst(db.select().from(contactMessages).$dynamic(), contactMessages, where, cursor, limit)
