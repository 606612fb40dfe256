import { LEGAL_HOLD_TABLES } from '../../contract/retention'

/**
 * How long each table's rows are kept: the retention schedule (docs/privacy.md, /privacy) as the
 * code applies it, one class per table. Every table of the schema is named here (classes.test.ts
 * fails while one is not), so a new table that holds a person is given its period on purpose.
 * - `registration`: a participant's registration and what belongs to it (contact details,
 *   answers, links, health record): erased the console's N months after their cohort ends, or
 *   on an erasure request.
 * - `legal-hold`: kept past that, until the hold ends (contract/retention.ts), with the reduced
 *   row of `held`; an erasure request keeps them too.
 * - `held`: that reduced row (names, cohort, age), erased with its held rows.
 * - `months-after-written`: contact messages and the records of sent emails.
 * - `unsubscribed`: sign-ups, 30 days after they unsubscribe; `address-hash`: what stays of them.
 * - `cohort`: erased with its cohort's participants (what staff wrote to them).
 * - `books`: payments and refunds, naming no one once their registration is gone.
 * - `staff`: the console's accounts, sessions and audit log (staff, not families).
 * - `no-person`: holds no one's data.
 */
export type RetentionClass =
  | 'registration'
  | 'legal-hold'
  | 'held'
  | 'months-after-written'
  | 'unsubscribed'
  | 'address-hash'
  | 'cohort'
  | 'books'
  | 'staff'
  | 'no-person'

const held = Object.fromEntries(LEGAL_HOLD_TABLES.map((table) => [table, 'legal-hold' as const]))

export const RETENTION_CLASSES: Record<string, RetentionClass> = {
  registrations: 'registration',
  assistance_requests: 'registration',
  family_links: 'registration',
  health_records: 'registration',
  assessments: 'registration',
  assessment_answers: 'registration',
  certificates: 'registration',
  follow_up_stops: 'registration',
  follow_up_answers: 'registration',
  participant_notes: 'registration',
  release_rules: 'registration',
  interest_openings: 'registration',
  announcement_outcomes: 'registration',
  ...held,
  held_registrations: 'held',
  contact_messages: 'months-after-written',
  outbox: 'months-after-written',
  email_signups: 'unsubscribed',
  forgotten_addresses: 'address-hash',
  announcements: 'cohort',
  payments: 'books',
  refunds: 'books',
  offline_payments: 'books',
  stripe_events: 'books',
  users: 'staff',
  sessions: 'staff',
  staff_invitations: 'staff',
  audit_log: 'staff',
  cohorts: 'no-person',
  registration_groups: 'no-person',
  funnel_days: 'no-person',
  console_settings: 'no-person',
}

/** Is `table` kept under legal hold when its registration is erased? */
export const isHeld = (table: string) => RETENTION_CLASSES[table] === 'legal-hold'
