/**
 * What the office records on a registration by hand: its details corrected, money taken or given
 * back in person (cash or cheque), and staff-only notes. Request schemas and answers, shared by
 * the console and the worker.
 */
import * as z from 'zod/mini'

/** How money changed hands at the office. */
export const OFFLINE_METHODS = ['cash', 'cheque'] as const
type OfflineMethod = (typeof OFFLINE_METHODS)[number]
/** Money received from the family, or given back to it (a refund is recorded, never sent through Stripe). */
export const OFFLINE_KINDS = ['payment', 'refund'] as const
type OfflineKind = (typeof OFFLINE_KINDS)[number]

const OFFLINE_REASON_MAX = 300
const RECEIVED_BY_MAX = 80
/** The most one entry records: far above any bill, and a bound on a typo. */
const AMOUNT_MAX_CENTS = 1_000_000

/** `POST /api/admin/registrations/:id/offline-payments`: one cash or cheque payment or refund. */
export const offlinePaymentSchema = z.strictObject({
  kind: z.enum(OFFLINE_KINDS, 'Choose a payment or a refund.'),
  method: z.enum(OFFLINE_METHODS, 'Choose cash or cheque.'),
  amountCents: z
    .number('Enter an amount in dollars and cents.')
    .check(
      z.int('Enter an amount in dollars and cents.'),
      z.minimum(1, 'Enter an amount above $0.'),
      z.maximum(AMOUNT_MAX_CENTS, 'Enter an amount up to $10,000.'),
    ),
  receivedOn: z.iso.date('Use a date like 2027-03-06.'),
  receivedBy: z
    .string()
    .check(z.trim(), z.minLength(1, 'Say who took or gave the money.'), z.maxLength(RECEIVED_BY_MAX)),
  reason: z
    .string()
    .check(z.trim(), z.minLength(1, 'Give a reason (it is kept in the audit log).'), z.maxLength(OFFLINE_REASON_MAX)),
})

/** One recorded cash or cheque payment or refund, as the record lists it. */
export interface OfflinePaymentRow {
  id: string
  kind: OfflineKind
  method: OfflineMethod
  amountCents: number
  receivedOn: string
  receivedBy: string
  reason: string
  recordedBy: string
  createdAt: string
}

export const NOTE_MAX = 2000
/** `POST /api/admin/registrations/:id/notes`: a staff-only note on the participant. */
export const noteSchema = z.strictObject({
  body: z.string().check(z.trim(), z.minLength(1, 'Write the note first.'), z.maxLength(NOTE_MAX)),
})

/** A staff-only note: never shown to the family; erased and exported with the registration. */
export interface NoteRow {
  id: string
  body: string
  writtenBy: string
  createdAt: string
}

/** The details staff may correct when a family phones (checked with the public form's rules). */
export const EDITABLE_DETAILS = ['firstName', 'lastName', 'email', 'phone', 'age', 'emergencyContact'] as const
export type EditableDetail = (typeof EDITABLE_DETAILS)[number]

/** `PATCH /api/admin/registrations/:id/details`: the answer names the fields that changed. */
export interface DetailsChanged {
  changed: EditableDetail[]
}
