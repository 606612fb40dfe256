/**
 * Compile-time ties between the shared zod contract and the drizzle tables: if a field is
 * added, renamed or retyped on one side only, `tsc` fails here. Nothing in this file runs.
 */
import type { Contact, EmailSignup, Registration } from '../../contract'
import type { contactMessages, emailSignups, registrations } from './schema'

type Assert<T extends true> = T
type Extends<A, B> = [A] extends [B] ? true : false
/** Columns the server fills in itself; every other column must come from the contract. */
type ServerColumns = 'id' | 'createdAt' | 'source'
type ClientColumns<Table extends { $inferInsert: object }> = Exclude<keyof Table['$inferInsert'], ServerColumns>

export type RegistrationFits = Assert<Extends<Registration, typeof registrations.$inferInsert>>
export type RegistrationCovers = Assert<Extends<ClientColumns<typeof registrations>, keyof Registration>>
export type EmailSignupFits = Assert<Extends<EmailSignup, typeof emailSignups.$inferInsert>>
export type EmailSignupCovers = Assert<Extends<ClientColumns<typeof emailSignups>, keyof EmailSignup>>
export type ContactFits = Assert<Extends<Contact, typeof contactMessages.$inferInsert>>
export type ContactCovers = Assert<Extends<ClientColumns<typeof contactMessages>, keyof Contact>>
