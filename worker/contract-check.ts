/**
 * Compile-time ties between the shared zod contract and the drizzle tables, in both
 * directions: a contract field with no column (its value would be silently dropped), a column
 * the contract does not fill, or a type that differs on one side fails `tsc` here.
 * Nothing in this file runs.
 */
import type { Contact, EmailSignup, Registration, SubmissionMeta } from '../contract'
import type { CohortFields } from '../contract/cohorts'
import type { CENTS_COLUMNS } from './cohorts/store'
import type { cohorts, contactMessages, emailSignups, registrations } from './base/db/schema'

type Assert<T extends true> = T
type Extends<A, B> = [A] extends [B] ? true : false
/** Columns the server (or staff, in the console) fill in; every other column must come from the contract. */
type ServerColumns =
  | 'id'
  | 'createdAt'
  | 'enteredAt'
  | 'updatedAt'
  | 'source'
  | 'utmSource'
  | 'utmMedium'
  | 'utmCampaign'
  | 'participantKey'
  | 'status'
  | 'queueNumber'
  | 'offerExpiresAt'
  | 'statusChangedAt'
  | 'groupId'
  | 'linkVersion'
  | 'unsubscribedAt'
  | 'repliedAt'
  | 'repliedBy'
  | 'staffNote'
  | 'repeatKey'
  | 'toldWaitlistPlace'
  | 'termsVersion'
type ClientColumns<T extends { $inferInsert: object }> = Exclude<keyof T['$inferInsert'], ServerColumns>
/**
 * What the visitor submits, without the fields every form adds (partner, honeypot, challenge)
 * and the group code a registration may carry, which the worker turns into `group_id`.
 */
type ElementFields = keyof SubmissionMeta | 'groupCode'
type StoredFields<Output> = Exclude<keyof Output, ElementFields>

type Table = { $inferInsert: object }
/** The submitted values fit the columns' types. */
type Fits<Output, T extends Table> = Extends<Omit<Output, ElementFields>, T['$inferInsert']>
/** Every column is filled from the contract. */
type Filled<Output, T extends Table> = Extends<ClientColumns<T>, StoredFields<Output>>
/** Every contract field has a column to go to. */
type Kept<Output, T extends Table> = Extends<StoredFields<Output>, ClientColumns<T>>

export type RegistrationTied = [
  Assert<Fits<Registration, typeof registrations>>,
  Assert<Filled<Registration, typeof registrations>>,
  Assert<Kept<Registration, typeof registrations>>,
]
export type EmailSignupTied = [
  Assert<Fits<EmailSignup, typeof emailSignups>>,
  Assert<Filled<EmailSignup, typeof emailSignups>>,
  Assert<Kept<EmailSignup, typeof emailSignups>>,
]
export type ContactTied = [
  Assert<Fits<Contact, typeof contactMessages>>,
  Assert<Filled<Contact, typeof contactMessages>>,
  Assert<Kept<Contact, typeof contactMessages>>,
]

/**
 * A cohort's fields and its table: each field the API speaks in dollars has its cents column
 * (CENTS_COLUMNS), `archived` is `archived_at`, and every other field is a column of its own
 * name and type, both ways, so the store can pass them through without naming them.
 */
type CohortCentsFields = keyof typeof CENTS_COLUMNS
type CohortServerColumns =
  'id' | 'sessionDates' | 'archivedAt' | 'createdAt' | 'updatedAt' | 'openedAt' | 'headStartUntil'
type CohortSameNamed = Exclude<keyof CohortFields, CohortCentsFields | 'archived'>
type CohortStoredAsIs = Exclude<
  keyof (typeof cohorts)['$inferSelect'],
  CohortServerColumns | (typeof CENTS_COLUMNS)[CohortCentsFields]
>
export type CohortTied = [
  Assert<Extends<CohortSameNamed, CohortStoredAsIs>>,
  Assert<Extends<CohortStoredAsIs, CohortSameNamed>>,
  Assert<Extends<Pick<CohortFields, CohortSameNamed>, Pick<(typeof cohorts)['$inferSelect'], CohortSameNamed>>>,
  Assert<Extends<Pick<(typeof cohorts)['$inferSelect'], CohortSameNamed>, Pick<CohortFields, CohortSameNamed>>>,
]
