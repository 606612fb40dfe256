import { desc, eq, getTableColumns, gte, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm'
import type {
  MessageFilter,
  MessageRow,
  RegistrationFilter,
  RegistrationListRow,
  RegistrationRow,
  SignupFilter,
  SignupRow,
} from '../../contract/admin'
import { contactMessages, emailSignups, registrations } from '../base/db/schema'
import type { Database } from '../base/env'
import type { SQLiteSelect } from 'drizzle-orm/sqlite-core'
import { requiredConsentMissing } from '../consents/state'
import { fromConfirmation } from '../base/notify/jobs'
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

// Subqueries name `registrations.id` in full: drizzle writes a one-table select's columns
// unqualified, and inside a subquery over payments or outbox a bare "id" would be theirs.
const REGISTRATION_ID = sql.raw('registrations.id')
/** Money in: a paid online payment, or more taken than given back at the office (1/0). */
const paidSomething = sql<number>`(EXISTS (SELECT 1 FROM payments WHERE registration_id = ${REGISTRATION_ID} AND status = 'paid') OR coalesce((SELECT sum(CASE kind WHEN 'payment' THEN amount_cents ELSE -amount_cents END) FROM offline_payments WHERE registration_id = ${REGISTRATION_ID}), 0) > 0)`
/** Where its request for financial assistance stands; null without one. */
const assistanceStatus = sql<
  'open' | 'granted' | 'declined' | null
>`(SELECT status FROM assistance_requests WHERE registration_id = ${REGISTRATION_ID})`
/** The language of the form it was sent from (its confirmation's). */
const familyLanguage = fromConfirmation('language', REGISTRATION_ID, 'en')

/** The phone as digits alone: "(614) 555-0105", "614-555-0105" and "614.555.0105" all read 6145550105. */
const phoneDigits = sql`replace(replace(replace(replace(replace(replace(replace(${registrations.phone}, '-', ''), ' ', ''), '(', ''), ')', ''), '.', ''), '+', ''), '/', '')`

/**
 * Search text that could be (part of) a phone number, as its digits: staff type a number the way
 * the family said it, which is seldom the way the form stored it. Three digits at least, so a
 * search for "1" does not match every number.
 */
function phoneSearch(q: string | undefined): SQL | undefined {
  const text = q?.trim() ?? ''
  if (!/^\+?[0-9 ().\-/]+$/.test(text)) return undefined
  const digits = text.replace(/\D/g, '')
  return digits.length >= 3 ? sql`${phoneDigits} LIKE ${`%${digits}%`}` : undefined
}

export function registrationConditions(filter: RegistrationFilter): SQL | undefined {
  const fullName = sql`${registrations.firstName} || ' ' || ${registrations.lastName}`
  return whereAll([
    or(searchCondition(filter.q, [fullName, registrations.email, registrations.phone]), phoneSearch(filter.q)),
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
    filter.payment === 'paid'
      ? sql`${paidSomething} = 1`
      : filter.payment === 'unpaid'
        ? sql`${paidSomething} = 0`
        : undefined,
    filter.consent
      ? sql`${requiredConsentMissing(registrations.id)} = ${filter.consent === 'missing' ? 1 : 0}`
      : undefined,
    filter.assistance === 'none'
      ? sql`${assistanceStatus} IS NULL`
      : filter.assistance
        ? sql`${assistanceStatus} = ${filter.assistance}`
        : undefined,
    filter.language ? sql`${familyLanguage} = ${filter.language}` : undefined,
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
/** A row of the list: the registration, with its money, assistance and language. */
export const presentListRow = ({
  paid,
  assistance,
  language,
  ...row
}: RegistrationRecord & {
  paid: number
  assistance: RegistrationListRow['assistance']
  language: string
}): RegistrationListRow => ({
  ...presentRegistration(row),
  paid: Boolean(paid),
  assistance,
  language: language === 'es' ? 'es' : 'en',
})
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
      .select({
        ...getTableColumns(registrations),
        consentMissing,
        paid: paidSomething.as('paid'),
        assistance: assistanceStatus.as('assistance'),
        language: familyLanguage.as('language'),
      })
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
