import { sql } from 'drizzle-orm'
import { check, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import {
  ANNOUNCEMENT_AUDIENCES,
  ASSISTANCE_STATUSES,
  FUNNEL_FORMS,
  FUNNEL_STEPS,
  CONTACT_SUBJECT_VALUES,
  PAYMENT_STATUSES,
  REFUND_REASONS,
  REGISTRATION_STATUSES,
  SESSION_PREFERENCE_VALUES,
} from '../../../contract/constants'
import { COHORT_DEFAULTS, type CohortFormat } from '../../../contract/cohorts'
import type { QuoteLine } from '../../../contract/admin'
import { STAFF_ROLES } from '../../../contract/roles'
import { CONSENT_GIVERS, CONSENT_KINDS } from '../../../contract/consents'
import { ASSESSMENT_ROUNDS } from '../../../contract/assessment'
import { FOLLOW_UP_KINDS } from '../../../contract/follow-up'
import { OFFLINE_KINDS, OFFLINE_METHODS } from '../../../contract/office'
import { RELEASE_MODES, VERIFICATIONS, type ReleaseAdult } from '../../../contract/release'
import { FAMILY_TOLD, INCIDENT_KINDS } from '../../../contract/incidents'
import { ANNOUNCEMENT_SKIPS } from '../../../contract/announcement-outcomes'

/** Now, as ISO-8601 UTC with milliseconds: readable in `wrangler d1 execute` and in CSV exports. */
export const NOW = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`

const createdAt = () => text('created_at').notNull().default(NOW)

/** The partner page a row came from (the `partner` slug); null for the worker's own page. */
const source = () => text('source')

/** The campaign tags of the link the visitor came by; null when it had none. */
const campaign = () => ({
  utmSource: text('utm_source'),
  utmMedium: text('utm_medium'),
  utmCampaign: text('utm_campaign'),
})

/** Random ids: a registration's id reveals neither how many exist nor when it was made. */
const id = () =>
  text('id')
    .primaryKey()
    .$defaultFn(() => crypto.randomUUID())

/**
 * A cohort: four Saturdays, a room of `capacity` seats, its prices (integer cents: the API
 * speaks whole dollars, money is never a float here) and offers, and whether registration is
 * open. Staff edit it in the console; the page reads the next one ahead (worker/cohorts/).
 */
export const cohorts = sqliteTable(
  'cohorts',
  {
    id: id(),
    /** The first Saturday, `YYYY-MM-DD` in the bootcamp's time zone. */
    startDate: text('start_date').notNull(),
    /** The four session days, `YYYY-MM-DD`, weekly from the start unless staff move one. */
    sessionDates: text('session_dates', { mode: 'json' }).$type<string[]>().notNull(),
    sessionStart: text('session_start').notNull().default(COHORT_DEFAULTS.sessionStart),
    sessionEnd: text('session_end').notNull().default(COHORT_DEFAULTS.sessionEnd),
    place: text('place').notNull(),
    formats: text('formats', { mode: 'json' }).$type<CohortFormat[]>().notNull(),
    capacity: integer('capacity').notNull(),
    sessionPriceCents: integer('session_price_cents').notNull(),
    /** The top of a per-session range shown as "$50-75"; null for one price. */
    sessionPriceMaxCents: integer('session_price_max_cents'),
    completePriceCents: integer('complete_price_cents').notNull(),
    /** The last day (inclusive) the early-bird saving applies; null when there is none. */
    earlyBirdDeadline: text('early_bird_deadline'),
    earlyBirdSavingCents: integer('early_bird_saving_cents'),
    groupMinimum: integer('group_minimum').notNull().default(COHORT_DEFAULTS.groupMinimum),
    groupPercent: integer('group_percent').notNull().default(COHORT_DEFAULTS.groupPercent),
    /** A full refund until this many days before the start. */
    refundDays: integer('refund_days').notNull().default(COHORT_DEFAULTS.refundDays),
    /** How long a freed seat's offer waits for the family's claim, in hours. */
    offerHours: integer('offer_hours').notNull().default(COHORT_DEFAULTS.offerHours),
    /** How long a seat waits for its payment before it goes to the waitlist, in hours (a reminder 24 hours before). */
    holdHours: integer('hold_hours').notNull().default(COHORT_DEFAULTS.holdHours),
    /**
     * How long staff have to decide a request for financial assistance, in days: until then the
     * request keeps the seat; after, the seat's usual hold runs from that deadline.
     */
    assistanceDecisionDays: integer('assistance_decision_days')
      .notNull()
      .default(COHORT_DEFAULTS.assistanceDecisionDays),
    /** Sessions attended (the check-in record) that earn a Complete Bootcamp participant the graduation certificate. */
    minimumSessions: integer('minimum_sessions').notNull().default(COHORT_DEFAULTS.minimumSessions),
    open: integer('open', { mode: 'boolean' }).notNull().default(COHORT_DEFAULTS.open),
    /**
     * How long, from its opening, only the families who registered interest while no cohort was
     * open may take its seats (worker/interest/): newcomers queue behind them on the waitlist.
     */
    headStartHours: integer('head_start_hours').notNull().default(COHORT_DEFAULTS.headStartHours),
    /** When it first opened while ahead: the families in line were told then, once (worker/interest/). */
    openedAt: text('opened_at'),
    /** The end of its head start, set at the opening when families were in line; null: none. */
    headStartUntil: text('head_start_until'),
    archivedAt: text('archived_at'),
    createdAt: createdAt(),
    updatedAt: text('updated_at'),
  },
  (table) => [
    index('cohorts_start').on(table.startDate),
    check(
      'cohort_amounts_not_negative',
      sql`${table.capacity} >= 0 AND ${table.sessionPriceCents} >= 0 AND ${table.completePriceCents} >= 0 AND coalesce(${table.sessionPriceMaxCents}, 0) >= 0 AND coalesce(${table.earlyBirdSavingCents}, 0) >= 0`,
    ),
  ],
)

export const registrations = sqliteTable(
  'registrations',
  {
    id: id(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    age: integer('age').notNull(),
    sessionPreference: text('session_preference', { enum: SESSION_PREFERENCE_VALUES }),
    emergencyContact: text('emergency_contact'),
    motivation: text('motivation'),
    parentalConsent: integer('parental_consent', { mode: 'boolean' }).notNull().default(false),
    mediaConsent: integer('media_consent', { mode: 'boolean' }).notNull().default(false),
    termsAgreement: integer('terms_agreement', { mode: 'boolean' }).notNull(),
    /**
     * The version of the terms agreed to (content/legal/terms.ts) at the submission that entered
     * the registration: the terms say the version in effect then applies. Null on rows from before.
     */
    termsVersion: text('terms_version'),
    source: source(),
    ...campaign(),
    /**
     * Who the participant is: a hash of the email and the first and last name, normalised. A
     * repeat of one participant (a retry, a second tab, a stranger who knows the names) changes
     * nothing in this row and adds none; siblings under one parent's email stay separate rows.
     * Null on rows stored before it existed.
     */
    participantKey: text('participant_key').unique(),
    /** The cohort the registration is for; null while it is interest in the next one (rows from before cohorts, or none open). */
    cohortId: text('cohort_id'),
    status: text('status', { enum: REGISTRATION_STATUSES }).notNull().default('interest'),
    /**
     * The order the database took registrations in (one more than the largest, in the insert's
     * own transaction): the waitlist's order. A registration that comes back after a cancellation
     * or a lapsed offer takes a new number, at the end.
     */
    queueNumber: integer('queue_number'),
    /** When the open offer of a freed seat lapses (`offered` only); at the cohort's start at the latest. */
    offerExpiresAt: text('offer_expires_at'),
    /** When the status last changed, by a fill, a claim, a lapse or staff. */
    statusChangedAt: text('status_changed_at'),
    /** The group of friends it registered with (registration_groups), for the group rate; null alone. */
    groupId: text('group_id'),
    /**
     * The version its signed links (payment, seat claim) carry: staff's revoke of the family's
     * links raises it, and every link signed with an earlier one stops working.
     */
    linkVersion: integer('link_version').notNull().default(0),
    createdAt: createdAt(),
    /**
     * When the registration entered its cohort: its first submission, or the submission that
     * brought it back after a cancellation or a lapse. Prices are judged by this day (the early
     * bird), not by the row's first creation. Null only on rows written outside the form (read
     * as created_at: seats/rules.ts `enteredAt`).
     */
    enteredAt: text('entered_at'),
    /** When the family (on its page) or staff last changed the details; null until then. */
    updatedAt: text('updated_at'),
    /** The waitlist place the family was last told (worker/messages/place-sweep.ts); null off the waitlist. */
    toldWaitlistPlace: integer('told_waitlist_place'),
  },
  // The console lists newest first with a (created_at, id) cursor, counts per partner and finds a
  // person by email for erasure; each has its index so it stays fast at 100,000 rows.
  (table) => [
    index('registrations_created').on(table.createdAt, table.id),
    index('registrations_source').on(table.source),
    index('registrations_email').on(table.email),
    index('registrations_cohort').on(table.cohortId),
    // Seats taken and the waitlist's head, per cohort: counted on every registration.
    index('registrations_cohort_status').on(table.cohortId, table.status, table.queueNumber),
    index('registrations_offer_expiry').on(table.status, table.offerExpiresAt),
    // The next queue number is max() + 1 on every registration: an index keeps it one lookup.
    index('registrations_queue').on(table.queueNumber),
    index('registrations_group').on(table.groupId),
  ],
)

export const emailSignups = sqliteTable(
  'email_signups',
  {
    id: id(),
    // Unique after the contract's trim + lower-case, so "A@x.org " and "a@x.org" are one person.
    email: text('email').notNull().unique(),
    source: source(),
    ...campaign(),
    createdAt: createdAt(),
    /** Set by the one-click unsubscribe link: no further email goes to this address. */
    unsubscribedAt: text('unsubscribed_at'),
  },
  (table) => [
    index('email_signups_created').on(table.createdAt, table.id),
    index('email_signups_source').on(table.source),
  ],
)

export const contactMessages = sqliteTable(
  'contact_messages',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject', { enum: CONTACT_SUBJECT_VALUES }),
    message: text('message').notNull(),
    source: source(),
    ...campaign(),
    createdAt: createdAt(),
    /** When staff answered (the page promises a reply within 24 hours) and who; null while waiting. */
    repliedAt: text('replied_at'),
    repliedBy: text('replied_by'),
    /** A short note staff keep on the message (what was answered, who follows up). */
    staffNote: text('staff_note'),
    /**
     * A hash of the email, subject and text: the same message again within 24 hours stores
     * nothing and sends nothing (the trigger `contact_messages_repeat`, migrations/0006).
     * Null on rows stored before it existed.
     */
    repeatKey: text('repeat_key'),
  },
  (table) => [
    index('contact_messages_created').on(table.createdAt, table.id),
    index('contact_messages_source').on(table.source),
    index('contact_messages_email').on(table.email),
    // Waiting for a reply, oldest first: the overview's list.
    index('contact_messages_waiting').on(table.repliedAt, table.createdAt),
    index('contact_messages_repeat').on(table.repeatKey, table.createdAt),
  ],
)

/**
 * Staff accounts: made by a director's invitation (staff_invitations) or from the command line.
 * Each has one role (contract/roles.ts); a volunteer has a cohort, and an account may end at
 * `expires_at` (a volunteer's: after their cohort's last session day).
 */
export const users = sqliteTable(
  'users',
  {
    id: id(),
    username: text('username').notNull().unique(),
    // A salted PBKDF2 hash in the form written by `hashPassword`; the CHECK refuses plain text.
    passwordHash: text('password_hash').notNull(),
    /** Every account made before roles existed is a director: nobody lost access they had. */
    role: text('role', { enum: STAFF_ROLES }).notNull().default('director'),
    /** A volunteer's cohort; null for other roles, or a volunteer not yet given one (who sees nothing). */
    cohortId: text('cohort_id').references(() => cohorts.id, { onDelete: 'set null' }),
    /** When the account stops working (ISO instant); null: never by itself. */
    expiresAt: text('expires_at'),
  },
  (table) => [
    check('password_is_hashed', sql`${table.passwordHash} LIKE 'pbkdf2-sha256$%'`),
    check('users_role', sql`${table.role} IN ('director', 'coordinator', 'health-lead', 'volunteer')`),
  ],
)

/**
 * A director's invitation to a new staff account: a one-use link, emailed, valid for
 * INVITATION_HOURS. Only the SHA-256 of its token is stored (the email rebuilds the token from
 * the invitation's id and CONSOLE_SECRET), so a copy of the database opens no invitation.
 */
export const staffInvitations = sqliteTable(
  'staff_invitations',
  {
    id: id(),
    tokenHash: text('token_hash').notNull().unique(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    role: text('role', { enum: STAFF_ROLES }).notNull(),
    cohortId: text('cohort_id').references(() => cohorts.id, { onDelete: 'set null' }),
    /** The account's own end (`users.expires_at`), set when it is made. */
    accountExpiresAt: text('account_expires_at'),
    /** The link's end: INVITATION_HOURS after it was sent. */
    expiresAt: text('expires_at').notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: createdAt(),
    usedAt: text('used_at'),
    withdrawnAt: text('withdrawn_at'),
  },
  (table) => [
    index('staff_invitations_username').on(table.username),
    index('staff_invitations_email').on(table.email),
    check('staff_invitations_role', sql`${table.role} IN ('director', 'coordinator', 'health-lead', 'volunteer')`),
  ],
)

/** What each notification is: which row it is about and who reads it. */
export const NOTIFICATION_KINDS = [
  'signup-guide',
  'registration-confirmation',
  'registration-staff',
  'registration-repeat',
  'contact-acknowledgement',
  'contact-staff',
  'staff-summary',
  'seat-offer',
  'payment-receipt',
  'assistance-decision',
  'payment-reminder',
  'group-refund',
  'payment-returned',
  'session-reminder-week',
  'session-reminder-day',
  'consent-reminder',
  // The Complete Bootcamp's follow-up, 7, 14 and 30 days after the last session (worker/follow-up/).
  'follow-up-day-7',
  'follow-up-day-14',
  'follow-up-day-30',
  'announcement',
  'staff-invitation',
  'cohort-moved',
  'placement-changed',
  // The events of a registration that had no message (worker/messages/events.ts).
  'seat-claimed',
  'hold-lapsed',
  'registration-cancelled',
  // A director changed a decided request for financial assistance; a family asked for it (to staff).
  'assistance-decision-changed',
  'assistance-staff',
  'cohort-opened',
  // A family's place changed without its doing (worker/messages/place-sweep.ts, registration).
  'group-joined',
  'group-rate-applied',
  'waitlist-place-changed',
  // Staff recorded an incident or injury: the family is told the same day (worker/incidents/).
  'incident-report',
] as const
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number]
/**
 * pending → sending → sent; failed after every retry; cancelled when the row was erased or the
 * address unsubscribed. Held back by a limit (worker/base/notify/limits.ts): `suppressed` (an
 * address's daily cap; staff may send it by hand, then pending), `coalesced` (past the hour's
 * staff alerts; `summarised` once the hour's summary is written).
 */
export const JOB_STATUSES = [
  'pending',
  'sending',
  'sent',
  'failed',
  'cancelled',
  'suppressed',
  'coalesced',
  'summarised',
] as const
export type JobStatus = (typeof JOB_STATUSES)[number]

/**
 * The transactional outbox: one row per email a submission promises, written in the same D1
 * batch as the submission's row, so both exist or neither does. The queue carries only the
 * job's id; a cron sweep re-queues jobs left pending, so a lost message or a crash loses nothing.
 * `email` is the recipient (so erasure and export cover this table too).
 */
export const outbox = sqliteTable(
  'outbox',
  {
    id: id(),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    /** The registration, sign-up or message the email is about; for a staff summary, its hour (`YYYY-MM-DDTHH`, UTC). */
    recordId: text('record_id').notNull(),
    email: text('email').notNull(),
    language: text('language').notNull().default('en'),
    /** The site's origin as the visitor reached it, for the links in the email (guide, unsubscribe). */
    origin: text('origin').notNull(),
    status: text('status', { enum: JOB_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** The kind of the last failure (an error name or code), never its message or any content. */
    lastError: text('last_error'),
    createdAt: createdAt(),
    /** When a consumer took the job for sending; a job stuck in `sending` is swept back. */
    claimedAt: text('claimed_at'),
    sentAt: text('sent_at'),
    /** The provider's id of the sent message. */
    messageId: text('message_id'),
  },
  // By status (the sweep, the console's held emails), by address (erasure, the daily cap), by kind
  // (the hour's staff alerts).
  (table) => [
    index('outbox_status_created').on(table.status, table.createdAt),
    index('outbox_email').on(table.email),
    index('outbox_kind_created').on(table.kind, table.createdAt),
    // The reminders before a cohort starts go out once per registration, however often the cron
    // runs or restarts: the database refuses a second job of the same kind for one registration.
    uniqueIndex('outbox_once_per_registration')
      .on(table.kind, table.recordId)
      .where(sql`kind IN ('session-reminder-week', 'session-reminder-day', 'consent-reminder')`),
    // A group reaching its rate's number is told to each member once, however often the cron runs.
    uniqueIndex('outbox_group_rate_once')
      .on(table.kind, table.recordId)
      .where(sql`kind = 'group-rate-applied'`),
    // An announcement goes once to each address (siblings under one parent's address: one email),
    // however often staff click Send or the request is retried.
    uniqueIndex('outbox_once_per_announcement')
      .on(table.recordId, table.email)
      .where(sql`kind = 'announcement'`),
    // Each follow-up after the bootcamp goes once per registration, as the reminders before it do.
    uniqueIndex('outbox_follow_up_once')
      .on(table.kind, table.recordId)
      .where(sql`kind IN ('follow-up-day-7', 'follow-up-day-14', 'follow-up-day-30')`),
  ],
)

/**
 * Signed-in console sessions. The cookie holds a random token; only its SHA-256 is stored, so a
 * copy of the database signs no one in. A session ends 30 minutes after its last use, 12 hours
 * after it began, or when its user signs out (here or everywhere), changes password or is removed.
 */
export const sessions = sqliteTable(
  'sessions',
  {
    id: id(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: text('last_seen_at').notNull().default(NOW),
    /** The browser and system it signed in from ("Firefox on Windows"), for the signed-in devices list. */
    device: text('device'),
  },
  (table) => [index('sessions_user').on(table.userId)],
)

/** What the audit log records. */
export const AUDIT_ACTIONS = [
  'sign-in',
  'sign-in-failed',
  'sign-in-throttled',
  'sign-out',
  'sessions-ended',
  'password-changed',
  'user-added',
  'user-removed',
  'export',
  'erase-preview',
  'erase',
  'reply',
  'send-held',
  'cohort-created',
  'cohort-updated',
  'registration-assigned',
  'registration-placed',
  'assistance-decided',
  'payment-refunded',
  'payment-returned',
  'family-links-revoked',
  'family-cancelled',
  'family-erased',
  'refund-failed',
  'announcement-sent',
  'retention-changed',
  'retention-sweep',
  'refused',
  'record-read',
  'staff-invited',
  'staff-changed',
  'invitation-withdrawn',
  'invitation-accepted',
  'health-read',
  'attendance-corrected',
  'assistance-changed',
  'seated-out-of-order',
  'certificate-revoked',
  // A coordinator wrote or removed the note on a participant's leadership report.
  'report-note',
  // A director turned the programme's own figures on or off for the public page.
  'results-public-changed',
  'details-changed',
  'offline-payment-recorded',
  'note-added',
  'check-out-override',
  'incident-recorded',
  'incident-corrected',
  'incident-read',
  'check-in',
] as const
export type AuditAction = (typeof AUDIT_ACTIONS)[number]

/**
 * Who did what in the console, and when: every sign-in (and failed one), export and erasure.
 * `detail` says what (a table and its filters, counts), never the data itself. `client` is a
 * hash of the client address: failed sign-ins are throttled per client from it.
 */
export const auditLog = sqliteTable(
  'audit_log',
  {
    id: id(),
    at: text('at').notNull().default(NOW),
    action: text('action', { enum: AUDIT_ACTIONS }).notNull(),
    /**
     * The account's username. For a sign-in with a username no account has, never what was
     * typed (it may be a password typed in the wrong field): "unknown username (n characters)".
     */
    username: text('username').notNull(),
    detail: text('detail'),
    /** A keyed hash (HMAC, CONSOLE_SECRET) of the client address: failed sign-ins are throttled per client. */
    client: text('client'),
    /** A keyed hash of the username that was tried, known or not: failed sign-ins are throttled per username. */
    subject: text('subject'),
    /** A keyed hash of the device cookie's id when the browser carried a genuine one: it is throttled on its own. */
    device: text('device'),
  },
  (table) => [
    index('audit_log_at').on(table.at),
    index('audit_log_action_username_at').on(table.action, table.username, table.at),
    index('audit_log_action_client_at').on(table.action, table.client, table.at),
    index('audit_log_action_subject_at').on(table.action, table.subject, table.at),
    index('audit_log_action_device_at').on(table.action, table.device, table.at),
  ],
)

/**
 * One attempt to pay for a registration through Stripe Checkout: the amount is the server's quote
 * at the moment the family pressed "Pay" (its lines kept beside it, as shown), never a figure the
 * browser sent, and what it was quoted for (the cohort, the session preference) is kept with it, so
 * the webhook can judge the payment against the registration as it stands when the money arrives
 * (payments/reconcile.ts). `open` until Stripe says the session was paid (`paid`) or expired
 * (`expired`); a payment that arrives for a seat it no longer matches is given back in full
 * (`refunded`). At most one `paid` per registration, and never more refunded than charged.
 */
export const payments = sqliteTable(
  'payments',
  {
    id: id(),
    registrationId: text('registration_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** The quote's lines as shown when the family pressed "Pay" (JSON), for the receipt and the books. */
    lines: text('lines', { mode: 'json' }).$type<QuoteLine[]>().notNull(),
    /** Per session: how many sessions were paid for; null for the complete bootcamp. */
    sessions: integer('sessions'),
    /** The cohort the quote was for (the preference it was for is `sessions`: null for the complete bootcamp); null on attempts made before it was kept. */
    cohortId: text('cohort_id'),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('open'),
    /** Stripe's Checkout Session (`cs_…`), its page, and, once paid, its PaymentIntent (`pi_…`), for refunds. */
    checkoutSessionId: text('checkout_session_id').unique(),
    checkoutUrl: text('checkout_url'),
    paymentIntentId: text('payment_intent_id'),
    /** When the Checkout Session stops taking payment (Stripe's `expires_at`): the seat's hold lasts until then. */
    expiresAt: text('expires_at'),
    /** The sum of this payment's refunds (the refunds table), kept beside it for the books. */
    refundedCents: integer('refunded_cents').notNull().default(0),
    /** The language of the page the family paid from: their receipt is written in it. */
    language: text('language').notNull().default('en'),
    /** Our origin as the family reached it, for the links in the receipt. */
    origin: text('origin').notNull(),
    createdAt: createdAt(),
    paidAt: text('paid_at'),
  },
  (table) => [
    index('payments_registration').on(table.registrationId),
    uniqueIndex('payments_one_paid')
      .on(table.registrationId)
      .where(sql`${table.status} = 'paid'`),
    check(
      'payment_amounts_not_negative',
      sql`${table.amountCents} >= 0 AND ${table.refundedCents} >= 0 AND ${table.refundedCents} <= ${table.amountCents}`,
    ),
  ],
)

/**
 * Money given back on a payment, one row per reason (Stripe's idempotency key is the payment and
 * the reason, so a retry never refunds twice): the sum of a payment's rows is never more than
 * what it charged (payments/refunds.ts, and the payments table's check).
 */
export const refunds = sqliteTable(
  'refunds',
  {
    id: id(),
    paymentId: text('payment_id').notNull(),
    reason: text('reason', { enum: REFUND_REASONS }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** Stripe's refund (`re_…`). */
    stripeRefundId: text('stripe_refund_id'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('refunds_once_per_reason').on(table.paymentId, table.reason),
    check('refund_amount_positive', sql`${table.amountCents} > 0`),
  ],
)

/** Stripe events already handled, by Stripe's event id: a replayed or retried event changes nothing. */
export const stripeEvents = sqliteTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: createdAt(),
})

/**
 * A family's request for financial assistance, made from its payment page instead of paying: a
 * short reason, then staff's decision. `granted` with `amountCents` is what the family pays
 * instead of the quote (0: a waiver); the quote's assistance line is the difference. One request
 * per registration: asking again while one is open keeps the first.
 */
export const assistanceRequests = sqliteTable(
  'assistance_requests',
  {
    id: id(),
    registrationId: text('registration_id').notNull().unique(),
    reason: text('reason').notNull(),
    status: text('status', { enum: ASSISTANCE_STATUSES }).notNull().default('open'),
    /** What staff granted the family to pay, in cents (0 waives the whole amount); null until granted. */
    amountCents: integer('amount_cents'),
    createdAt: createdAt(),
    /**
     * Staff decide by then (its cohort's `assistance_decision_days` after the request): until then
     * the request keeps the seat; after, undecided, the seat's usual hold runs from this moment.
     * Fixed when the family asks, so the date the family was shown never moves.
     */
    decideBy: text('decide_by'),
    decidedAt: text('decided_at'),
    /** The staff account that decided. */
    decidedBy: text('decided_by'),
  },
  (table) => [check('assistance_amount_not_negative', sql`coalesce(${table.amountCents}, 0) >= 0`)],
)

/**
 * Friends who register together: one registration starts a group from its payment page and
 * shares the group's short link (`?group=<code>`); those who register through it join. When
 * the cohort's `group_minimum` of them are seated, each is charged `group_percent` less.
 */
export const registrationGroups = sqliteTable('registration_groups', {
  id: id(),
  /** What the shared link carries: 8 characters no one misreads (no 0/o, 1/l/i). */
  code: text('code').notNull().unique(),
  cohortId: text('cohort_id').notNull(),
  createdAt: createdAt(),
})

/**
 * A family's private links (the family's page, /family): a random 256-bit token goes in the
 * email and only its SHA-256 is kept, so a copy of the database opens no family's page. Each
 * email to the family brings a new link, valid 30 days; staff can revoke every link of a
 * registration at once. The token names no one: the row says which registration it opens.
 */
export const familyLinks = sqliteTable(
  'family_links',
  {
    id: id(),
    tokenHash: text('token_hash').notNull().unique(),
    registrationId: text('registration_id').notNull(),
    createdAt: createdAt(),
    expiresAt: text('expires_at').notNull(),
    revokedAt: text('revoked_at'),
  },
  (table) => [index('family_links_registration').on(table.registrationId)],
)

/**
 * One consent given for a registration (contract/consents.ts), recorded as e-signature tools
 * record one: the kind, the version of its text (content/consents.ts) and the exact words agreed
 * to, the language they were read in, who gave it (a guardian with typed name and relationship,
 * the participant with typed name, or the public form's media box), when, and a hash of the
 * registration's address. Each giving is a new row; a withdrawal stamps the row, never deletes
 * it: the records are kept on purpose (docs/privacy.md).
 */
export const consents = sqliteTable(
  'consents',
  {
    id: id(),
    registrationId: text('registration_id').notNull(),
    kind: text('kind', { enum: CONSENT_KINDS }).notNull(),
    version: integer('version').notNull(),
    consentText: text('consent_text').notNull(),
    language: text('language').notNull(),
    givenBy: text('given_by', { enum: CONSENT_GIVERS }).notNull(),
    /** The typed name; null for the form's box. */
    signerName: text('signer_name'),
    /** A guardian's relationship (`parent` or `guardian`); null otherwise. */
    relationship: text('relationship'),
    /** SHA-256 of the registration's address; filled by the cron for records the migration carried over. */
    addressHash: text('address_hash'),
    /** When it was given (the request's clock). */
    givenAt: text('given_at').notNull(),
    withdrawnAt: text('withdrawn_at'),
  },
  (table) => [
    index('consents_registration').on(table.registrationId, table.kind),
    // A double click or a retry gives one record: one live record per kind and version.
    uniqueIndex('consents_once_per_version')
      .on(table.registrationId, table.kind, table.version)
      .where(sql`withdrawn_at IS NULL`),
    check('consents_kind', sql`${table.kind} IN ('participation', 'emergency-treatment', 'media', 'evaluation')`),
    check('consents_given_by', sql`${table.givenBy} IN ('guardian', 'participant', 'form')`),
  ],
)

/**
 * A participant's health and safety record, one row per save (the family page): the fields are
 * one AES-GCM ciphertext under the key `keyId` names (worker/health-records/cipher.ts), the
 * registration's id its additional data. `complete` says whether every answer was given, so
 * readiness is read without the key.
 */
export const healthRecords = sqliteTable(
  'health_records',
  {
    id: id(),
    registrationId: text('registration_id').notNull(),
    /** 1 for the first save, then one more per correction. */
    version: integer('version').notNull(),
    keyId: text('key_id').notNull(),
    /** The 12-byte IV of this write, base64. */
    iv: text('iv').notNull(),
    /** The encrypted fields (JSON), base64, with GCM's tag. */
    ciphertext: text('ciphertext').notNull(),
    complete: integer('complete', { mode: 'boolean' }).notNull(),
    /** The language the family filled it in. */
    language: text('language').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('health_records_version').on(table.registrationId, table.version)],
)

/**
 * Who was present at each session (the console's check-in): one row per participant and session
 * day, so a tap sent twice (a retry, a queue replayed after a lost connection) is one row. A
 * later tap wins by when it was made on the phone, not when it arrived: an old tap queued offline
 * never undoes a newer one.
 */
export const attendance = sqliteTable(
  'attendance',
  {
    registrationId: text('registration_id').notNull(),
    /** The session's day, `YYYY-MM-DD`, one of its cohort's session dates. */
    sessionDate: text('session_date').notNull(),
    present: integer('present', { mode: 'boolean' }).notNull(),
    /** When the tap was made, by the phone's clock (ISO-8601 UTC). */
    tappedAt: text('tapped_at').notNull(),
    /** The staff account that tapped. */
    recordedBy: text('recorded_by').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.registrationId, table.sessionDate] })],
)

/**
 * A message staff wrote to one cohort's families: its texts (the Spanish ones optional) and who
 * it went to. `requestKey` is the console's key for one press of Send: a second click or a retry
 * with the same key finds this row and sends nothing more.
 */
export const announcements = sqliteTable(
  'announcements',
  {
    id: id(),
    requestKey: text('request_key').notNull().unique(),
    cohortId: text('cohort_id').notNull(),
    audience: text('audience', { enum: ANNOUNCEMENT_AUDIENCES }).notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    subjectEs: text('subject_es'),
    bodyEs: text('body_es'),
    /** How many emails were written to the outbox. */
    recipients: integer('recipients').notNull(),
    sentBy: text('sent_by').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('announcements_cohort').on(table.cohortId, table.createdAt)],
)

/**
 * Each person an announcement's audience named when it was sent: the outbox job that carried their
 * email (siblings under one address share it), or why they were left out. Belongs to the
 * registration: erased and exported with it.
 */
export const announcementOutcomes = sqliteTable(
  'announcement_outcomes',
  {
    announcementId: text('announcement_id').notNull(),
    registrationId: text('registration_id').notNull(),
    jobId: text('job_id'),
    skipped: text('skipped', { enum: ANNOUNCEMENT_SKIPS }),
  },
  (table) => [
    primaryKey({ columns: [table.announcementId, table.registrationId] }),
    index('announcement_outcomes_registration').on(table.registrationId),
    check('announcement_outcome_one', sql`(${table.jobId} IS NULL) <> (${table.skipped} IS NULL)`),
  ],
)

/**
 * The page's funnel as daily totals: how often an element was shown, its form started and sent,
 * per partner and campaign. Counted from the widget's anonymous beacon: no cookie, no
 * identifier, no address, nothing that tells one visit from another.
 */
export const funnelDays = sqliteTable(
  'funnel_days',
  {
    /** The bootcamp's calendar day. */
    day: text('day').notNull(),
    /** The partner slug; '' for the worker's own page. */
    source: text('source').notNull(),
    /** The campaign tag (utm_campaign); '' without one. */
    campaign: text('campaign').notNull(),
    form: text('form', { enum: FUNNEL_FORMS }).notNull(),
    step: text('step', { enum: FUNNEL_STEPS }).notNull(),
    count: integer('count').notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.source, table.campaign, table.form, table.step] })],
)

/** The console's settings, one row per key (today: how many months data is kept). */
export const consoleSettings = sqliteTable('console_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedBy: text('updated_by'),
  updatedAt: text('updated_at'),
})

/**
 * Addresses erased by the retention sweep after they unsubscribed, as SHA-256 of the address:
 * the address itself is gone, yet an announcement never reaches it again.
 */
export const forgottenAddresses = sqliteTable('forgotten_addresses', {
  addressHash: text('address_hash').primaryKey(),
  createdAt: createdAt(),
})

/**
 * A participant's leadership assessment, one row per time it is taken (`first`: at or before the
 * first session; `last`: at the last). Written when the first part is saved; `completedAt` once
 * every statement is answered (and, the last time, the goal written). `note` is the coordinator's
 * short word on the participant's report.
 */
export const assessments = sqliteTable(
  'assessments',
  {
    registrationId: text('registration_id').notNull(),
    round: text('round', { enum: ASSESSMENT_ROUNDS }).notNull(),
    /** The language it was taken in. */
    language: text('language').notNull(),
    startedAt: text('started_at').notNull(),
    completedAt: text('completed_at'),
    /** The goal the participant set for the 30 days after the bootcamp (the last time only). */
    goal: text('goal'),
    note: text('note'),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.registrationId, table.round] })],
)

/**
 * One answer of an assessment: a statement (`vision-1`…) scored 1 to 5, and at the last session
 * also `before`, the "before the bootcamp I would have said" score. Saved a part at a time, so a
 * participant who stops half-way keeps what they answered; a part saved again replaces its answers.
 */
export const assessmentAnswers = sqliteTable(
  'assessment_answers',
  {
    registrationId: text('registration_id').notNull(),
    round: text('round', { enum: ASSESSMENT_ROUNDS }).notNull(),
    statement: text('statement').notNull(),
    score: integer('score').notNull(),
    before: integer('before'),
    answeredAt: text('answered_at').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.registrationId, table.round, table.statement] }),
    check(
      'assessment_scores_on_the_scale',
      sql`${table.score} BETWEEN 1 AND 5 AND (${table.before} IS NULL OR ${table.before} BETWEEN 1 AND 5)`,
    ),
  ],
)

/**
 * A graduation certificate, issued once its registration meets its cohort's rule
 * (worker/certificates/rule.ts). `code` is what the certificate prints and `/verify/:code`
 * answers: random, 12 characters no one misreads. A director may revoke it with a reason; the row
 * stays so the verification page says "revoked" rather than "unknown".
 */
export const certificates = sqliteTable(
  'certificates',
  {
    code: text('code').primaryKey(),
    registrationId: text('registration_id').notNull(),
    issuedAt: text('issued_at').notNull(),
    revokedAt: text('revoked_at'),
    revokedReason: text('revoked_reason'),
    revokedBy: text('revoked_by'),
  },
  (table) => [uniqueIndex('certificates_registration').on(table.registrationId)],
)

/**
 * A family that asked for no more follow-up emails after the bootcamp (the link in each one):
 * one row per registration, erased and exported with it.
 */
export const followUpStops = sqliteTable('follow_up_stops', {
  registrationId: text('registration_id').primaryKey(),
  stoppedAt: text('stopped_at').notNull(),
})

/**
 * A family's answer to a follow-up email's "how is it going" (1 to 5, optional words, whether
 * they would like to talk): one row per registration and email, updated when answered again.
 * `messageId` is the contact message an answer asking to talk put in "Waiting for a reply".
 * Erased and exported with the registration.
 */
export const followUpAnswers = sqliteTable(
  'follow_up_answers',
  {
    registrationId: text('registration_id').notNull(),
    kind: text('kind', { enum: FOLLOW_UP_KINDS }).notNull(),
    score: integer('score').notNull(),
    words: text('words'),
    wantsTalk: integer('wants_talk', { mode: 'boolean' }).notNull().default(false),
    messageId: text('message_id'),
    answeredAt: text('answered_at').notNull(),
    updatedAt: text('updated_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.registrationId, table.kind] }),
    check('follow_up_answers_score', sql`${table.score} BETWEEN 1 AND 5`),
  ],
)

/**
 * Money that changed hands at the office, in cash or by cheque: a payment received (partial
 * payments are several rows) or a refund given back in person. Read by the one balance
 * (payments/quote-of.ts). Like `payments`, it names no one and stays for the books when its
 * registration is erased.
 */
export const offlinePayments = sqliteTable(
  'offline_payments',
  {
    id: id(),
    registrationId: text('registration_id').notNull(),
    kind: text('kind', { enum: OFFLINE_KINDS }).notNull(),
    method: text('method', { enum: OFFLINE_METHODS }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** The bootcamp's calendar day the money changed hands (`YYYY-MM-DD`). */
    receivedOn: text('received_on').notNull(),
    /** The staff member who took or gave the money, as typed. */
    receivedBy: text('received_by').notNull(),
    reason: text('reason').notNull(),
    /** The account that recorded it. */
    recordedBy: text('recorded_by').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('offline_payments_registration').on(table.registrationId),
    check('offline_amount_positive', sql`${table.amountCents} > 0`),
  ],
)

/** Staff-only notes on a participant: never shown to the family; erased and exported with the registration. */
export const participantNotes = sqliteTable(
  'participant_notes',
  {
    id: id(),
    registrationId: text('registration_id').notNull(),
    body: text('body').notNull(),
    writtenBy: text('written_by').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('participant_notes_registration').on(table.registrationId)],
)
/** Why a registration's held records were kept: an erasure request, or the retention sweep. */
export const HOLD_REASONS = ['erasure-request', 'retention'] as const

/**
 * The reduced row of an erased registration whose records are under legal hold (consents,
 * check-ins: contract/retention.ts): the id stays the registration's, so the held rows still name
 * whom they are about, with nothing else than the rule needs. Erased with them after `heldUntil`.
 */
export const heldRegistrations = sqliteTable(
  'held_registrations',
  {
    /** The erased registration's id: what the held rows' `registration_id` says. */
    id: text('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    cohortId: text('cohort_id'),
    /** The age given at registration: the hold counts from it. */
    age: integer('age').notNull(),
    /** The bootcamp's day the registration was made. */
    registeredOn: text('registered_on').notNull(),
    /** The last day the held rows are kept (`YYYY-MM-DD`). */
    heldUntil: text('held_until').notNull(),
    heldAt: text('held_at').notNull(),
    reason: text('reason', { enum: HOLD_REASONS }).notNull(),
  },
  (table) => [
    index('held_registrations_until').on(table.heldUntil),
    check('held_registrations_reason', sql`${table.reason} IN ('erasure-request', 'retention')`),
  ],
)

/**
 * Who may take a participant home at the end of a session, as the family last set it on the
 * family page (one row per registration; the check-outs keep who actually did). From 18 no row
 * is needed: leaving on one's own is the default (contract/release.ts).
 */
export const releaseRules = sqliteTable(
  'release_rules',
  {
    registrationId: text('registration_id').primaryKey(),
    mode: text('mode', { enum: RELEASE_MODES }).notNull(),
    /** The listed adults: name, relationship, phone. */
    adults: text('adults', { mode: 'json' }).$type<ReleaseAdult[]>().notNull(),
    mustNotCollect: text('must_not_collect', { mode: 'json' }).$type<string[]>().notNull(),
    signedName: text('signed_name').notNull(),
    onOwnConsent: integer('on_own_consent', { mode: 'boolean' }).notNull(),
    language: text('language').notNull(),
    updatedAt: text('updated_at').notNull(),
  },
  (table) => [check('release_rules_mode', sql`${table.mode} IN ('guardian', 'listed', 'on-own')`)],
)

/**
 * Who took a participant home from a session: only ever added. The id is made on the phone that
 * recorded it, so a queue replayed after a lost connection stores each check-out once. An
 * override (a director or coordinator, online) carries its written reason.
 */
export const checkOuts = sqliteTable(
  'check_outs',
  {
    id: text('id').primaryKey(),
    registrationId: text('registration_id').notNull(),
    sessionDate: text('session_date').notNull(),
    /** The collector's name; the participant's own name when they left on their own. */
    releasedTo: text('released_to').notNull(),
    /** `guardian`, a listed adult's relationship, `self`, or `override`. */
    relationship: text('relationship').notNull(),
    /** How identity was checked; null when the participant left on their own. */
    verifiedBy: text('verified_by', { enum: VERIFICATIONS }),
    overrideReason: text('override_reason'),
    /** When it happened, by the phone's clock. */
    checkedOutAt: text('checked_out_at').notNull(),
    recordedBy: text('recorded_by').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('check_outs_registration').on(table.registrationId, table.sessionDate)],
)

/**
 * An incident or injury at a session, as staff recorded it: never changed once saved (the
 * database refuses an UPDATE; corrections are added in `incident_corrections`). The id is made
 * on the phone, so a retried save stores it once and emails the family once. Times of the day
 * are the bootcamp's wall clock (`YYYY-MM-DDTHH:MM`); `recordedAt` is the instant it was saved.
 */
export const incidents = sqliteTable(
  'incidents',
  {
    id: text('id').primaryKey(),
    registrationId: text('registration_id').notNull(),
    cohortId: text('cohort_id').notNull(),
    kind: text('kind', { enum: INCIDENT_KINDS }).notNull(),
    occurredAt: text('occurred_at').notNull(),
    place: text('place').notNull(),
    whatHappened: text('what_happened').notNull(),
    /** What was done: first aid given, or "None". */
    actionTaken: text('action_taken').notNull(),
    /** Others involved (staff, witnesses): for staff only, never in the family's email. */
    othersInvolved: text('others_involved').notNull(),
    familyTold: text('family_told', { enum: FAMILY_TOLD }).notNull(),
    /** When the family was told; null while they are not reached. */
    familyToldAt: text('family_told_at'),
    /** Who was told (a family member, staff, emergency services). */
    toldWho: text('told_who').notNull(),
    recordedBy: text('recorded_by').notNull(),
    recordedAt: text('recorded_at').notNull(),
  },
  (table) => [
    index('incidents_cohort').on(table.cohortId, table.occurredAt),
    index('incidents_registration').on(table.registrationId),
    check('incidents_kind', sql`${table.kind} IN ('injury', 'illness', 'behaviour', 'other')`),
    check('incidents_family_told', sql`${table.familyTold} IN ('phone', 'in-person', 'not-yet')`),
  ],
)

/** A dated correction added to a saved incident (never changed either); the id is made on the phone. */
export const incidentCorrections = sqliteTable(
  'incident_corrections',
  {
    id: text('id').primaryKey(),
    incidentId: text('incident_id').notNull(),
    registrationId: text('registration_id').notNull(),
    body: text('body').notNull(),
    writtenBy: text('written_by').notNull(),
    createdAt: text('created_at').notNull(),
  },
  (table) => [
    index('incident_corrections_incident').on(table.incidentId),
    index('incident_corrections_registration').on(table.registrationId),
  ],
)

/**
 * A cohort's opening told to one registration of interest (no cohort was open when it came):
 * written once per cohort and registration with the opening email, in the order of interest. Its
 * id is what the signed link to take a place carries; `taken_at` once it placed the registration.
 */
export const interestOpenings = sqliteTable(
  'interest_openings',
  {
    id: id(),
    registrationId: text('registration_id').notNull(),
    cohortId: text('cohort_id').notNull(),
    createdAt: createdAt(),
    takenAt: text('taken_at'),
  },
  (table) => [
    uniqueIndex('interest_openings_pair').on(table.registrationId, table.cohortId),
    index('interest_openings_cohort').on(table.cohortId),
  ],
)
