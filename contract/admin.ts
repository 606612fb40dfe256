/**
 * The contract between the staff console (admin/) and the worker's /api/admin routes: request
 * schemas and response shapes. Kept out of contract/index.ts so none of it reaches the widget.
 */
import { LEGAL_HOLD_YEARS_MAX, LEGAL_HOLD_YEARS_MIN, type HeldRecords } from './retention'
import type { ReadinessPart } from './readiness'
import * as z from 'zod/mini'
import { STAFF_ROLES, type Capability, type StaffRole } from './roles'
import {
  ANNOUNCEMENT_AUDIENCES,
  CONTACT_SUBJECT_VALUES,
  REGISTRATION_STATUSES,
  type AnnouncementAudience,
  SESSION_PREFERENCE_VALUES,
  type ContactSubject,
  type PaymentStatus,
  type RefundReason,
  type RegistrationStatus,
  type SessionPreference,
} from './constants'
import { hasForbiddenCharacter } from './fields'
import type { ConsentView } from './consents'
import { PARTNER_SLUG } from './schemas'
import type { OfflinePaymentRow } from './office'

/** Staff passwords: at least this long (the CLI refuses shorter ones). */
export const PASSWORD_MIN = 12
export const USERNAME_PATTERN = /^[a-z0-9][a-z0-9._-]{1,39}$/

/**
 * A typed username may not hide anything: a right-to-left override or a zero-width space could
 * make "admin\u202Eresu-lamron" read as another name, or make a twin of a real one.
 */
const typedUsername = z.string().check(
  z.minLength(1, 'Username is required'),
  z.maxLength(100),
  z.refine((value) => !hasForbiddenCharacter(value), 'A username has no invisible or direction characters.'),
)
const password = (required: string) => z.string().check(z.minLength(1, required), z.maxLength(1000))

export const signInSchema = z.strictObject({ username: typedUsername, password: password('Password is required') })

/** A password change in the console: the current password proves it is the account's owner at the keyboard. */
export const passwordChangeSchema = z.strictObject({
  currentPassword: password('Enter your current password'),
  newPassword: password('Enter a new password'),
})

const staffRole = z.enum(STAFF_ROLES)
const cohortRef = z.string().check(z.regex(/^[A-Za-z0-9-]{1,64}$/, 'Choose a cohort.'))
/** An account's own end, as an ISO instant (the console sends the end of the chosen day), or null for none. */
const accountExpiry = z.nullable(z.iso.datetime({ offset: true, error: 'Use a date like 2027-03-06.' }))

/**
 * A director invites a new staff account: its username (USERNAME_PATTERN), where the link goes,
 * its role, a volunteer's cohort (required for a volunteer), and an earlier end if wanted.
 */
export const staffInvitationSchema = z.strictObject({
  username: z
    .string()
    .check(
      z.trim(),
      z.toLowerCase(),
      z.regex(
        USERNAME_PATTERN,
        'A username is 2 to 40 characters: lower-case letters, digits, dot, dash or underscore, starting with a letter or digit.',
      ),
    ),
  email: z.email({ error: 'Enter an email address like name@example.org.' }).check(z.maxLength(254)),
  role: staffRole,
  cohortId: z.optional(z.nullable(cohortRef)),
  expiresAt: z.optional(accountExpiry),
})

/** A director changes an account (or a pending invitation): its role, a volunteer's cohort, its end. */
export const staffChangeSchema = z.strictObject({
  role: z.optional(staffRole),
  cohortId: z.optional(z.nullable(cohortRef)),
  expiresAt: z.optional(accountExpiry),
})

const invitationToken = z.string().check(z.minLength(1), z.maxLength(200))
/** `POST /api/admin/invitation/preview`: the token from the link's fragment. */
export const invitationPreviewSchema = z.strictObject({ token: invitationToken })
/** `POST /api/admin/invitation`: the token and the password the invitee chose. */
export const invitationAcceptSchema = z.strictObject({
  token: invitationToken,
  password: password('Choose a password'),
})

/** A signed-in browser of the current account, for the devices list. */
export interface SignedInDevice {
  id: string
  /** "Firefox on Windows"; null when the browser did not say. */
  device: string | null
  createdAt: string
  lastSeenAt: string
  /** The browser asking. */
  current: boolean
}

/** Page sizes: the console asks for 50; no client may ask for more than 200 rows at once. */
export const PAGE_SIZE = 50
const PAGE_SIZE_MAX = 200

const instant = z.optional(z.iso.datetime({ offset: false, message: 'Expected an ISO date-time' }))
const search = z.optional(z.string().check(z.maxLength(100)))
const partner = z.optional(z.string().check(z.regex(PARTNER_SLUG, 'Invalid partner')))
const cursor = z.optional(z.string().check(z.maxLength(200)))
const limit = z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(PAGE_SIZE_MAX)))
const age = z.optional(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(150)))

/** Filters shared by every list: free text, partner, a date range (from inclusive, to exclusive). */
const common = { q: search, partner, from: instant, to: instant, cursor, limit }

/** A cohort's id, or `interest` for registrations not yet in one. */
const cohortFilter = z.optional(z.string().check(z.regex(/^(interest|[0-9a-f-]{1,64})$/, 'Invalid cohort')))
export const registrationFilterSchema = z.strictObject({
  ...common,
  session: z.optional(z.enum(SESSION_PREFERENCE_VALUES)),
  ageMin: age,
  ageMax: age,
  cohort: cohortFilter,
  status: z.optional(z.enum(REGISTRATION_STATUSES)),
  /** Money in (online, or recorded at the office), or none yet. */
  payment: z.optional(z.enum(['paid', 'unpaid'])),
  /** The required consents: one missing, or both given. */
  consent: z.optional(z.enum(['missing', 'given'])),
  /** A request for financial assistance and where it stands; `none` for no request. */
  assistance: z.optional(z.enum(['none', 'open', 'granted', 'declined'])),
  /** The language the family registered in. */
  language: z.optional(z.enum(['en', 'es'])),
})

/** Staff move a registration to a cohort (interest becomes a place in one). */
export const assignCohortSchema = z.strictObject({
  cohortId: z.string().check(z.regex(/^[0-9a-f-]{1,64}$/, 'Choose a cohort')),
})
export const signupFilterSchema = z.strictObject({
  ...common,
  status: z.optional(z.enum(['subscribed', 'unsubscribed'])),
})
export const messageFilterSchema = z.strictObject({
  ...common,
  subject: z.optional(z.enum(CONTACT_SUBJECT_VALUES)),
  status: z.optional(z.enum(['waiting', 'replied'])),
})

export type RegistrationFilter = z.output<typeof registrationFilterSchema>
export type SignupFilter = z.output<typeof signupFilterSchema>
export type MessageFilter = z.output<typeof messageFilterSchema>

export const STAFF_NOTE_MAX = 500
export const replySchema = z.strictObject({
  replied: z.boolean(),
  note: z.optional(z.string().check(z.maxLength(STAFF_NOTE_MAX))),
})

export const auditQuerySchema = z.strictObject({ cursor, limit })
export const suppressedQuerySchema = z.strictObject({ cursor, limit })
export const overviewQuerySchema = z.strictObject({ since: instant })
export const eraseQuerySchema = z.strictObject({ email: z.string().check(z.maxLength(254)) })

/** The lists the console exports and shows; their URL segment under /api/admin. */
export const LISTS = ['registrations', 'signups', 'messages'] as const
export type ListName = (typeof LISTS)[number]

export interface Page<T> {
  items: T[]
  /** Opaque; pass it back as `cursor` for the next page. Null on the last page. */
  nextCursor: string | null
}

export interface Me {
  username: string
  role: StaffRole
  /** What this account may do: the console shows only these screens and buttons. */
  capabilities: Capability[]
  /** A volunteer's cohort (null for other roles, or a volunteer not yet given one). */
  cohortId: string | null
  /** A volunteer's window now open (today's session), or the next one ahead; null when none is left. */
  checkInWindow: { cohortId: string; day: string; opensAt: string; closesAt: string; open: boolean } | null
}

/** A staff account or a pending invitation, as the director's staff screen lists them. */
export interface StaffMember {
  id: string
  username: string
  role: StaffRole
  cohortId: string | null
  /** When the account stops working (a volunteer's: after their cohort's last session), or null. */
  expiresAt: string | null
  /** `invited`: the link is sent and not used yet; `active`: the account works; `expired`. */
  state: 'invited' | 'active' | 'expired'
  /** An invitation's email, for the director to see where it went; null for accounts. */
  email: string | null
  invitationExpiresAt: string | null
}

/** What an invitation link shows before its password is chosen. */
export interface InvitationPreview {
  username: string
  role: StaffRole
}

export interface RegistrationRow {
  id: string
  firstName: string
  lastName: string
  email: string
  phone: string
  age: number
  sessionPreference: SessionPreference | null
  emergencyContact: string | null
  motivation: string | null
  parentalConsent: boolean
  mediaConsent: boolean
  termsAgreement: boolean
  /** The version of the terms agreed to when it registered; null on registrations from before it was kept. */
  termsVersion: string | null
  source: string | null
  utmSource: string | null
  utmMedium: string | null
  utmCampaign: string | null
  createdAt: string
  updatedAt: string | null
  /** The cohort it is for; null while it is interest in the next one. */
  cohortId: string | null
  /** Where it stands in its cohort: a seat, the waitlist, an open offer... */
  status: RegistrationStatus
  /** The database's order of arrival: the waitlist's order. */
  queueNumber: number | null
  /** When an open offer of a seat lapses (`offered` only). */
  offerExpiresAt: string | null
  statusChangedAt: string | null
  /** A required consent (taking part, emergency treatment) has no record: staff follow up before the first session. */
  needsConsent: boolean
}

/** A row of the registrations list: the registration, and the money, assistance and language columns. */
export interface RegistrationListRow extends RegistrationRow {
  paid: boolean
  assistance: 'open' | 'granted' | 'declined' | null
  language: 'en' | 'es'
}

/** One registration as its record shows it: the row, each consent's record, and the family's live links. */
export interface RegistrationDetail extends RegistrationRow {
  /** Every consent kind, in CONSENT_KINDS' order, as the consent records say (worker/consents/state.ts). */
  consents: ConsentView[]
  /** Links to the family's page that still work (not expired, not revoked). */
  familyLinksLive: number
  /** Place in line among those waiting for this cohort (1 = next); null unless waitlisted. */
  waitlistPlace: number | null
  /** When the sweep releases this unpaid seat if nothing is paid (an ISO instant); null when it will not. */
  holdReleaseAt: string | null
}

export interface SignupRow {
  id: string
  email: string
  source: string | null
  utmSource: string | null
  utmMedium: string | null
  utmCampaign: string | null
  createdAt: string
  unsubscribedAt: string | null
}

export interface MessageRow {
  id: string
  name: string
  email: string
  subject: ContactSubject | null
  message: string
  source: string | null
  utmSource: string | null
  utmMedium: string | null
  utmCampaign: string | null
  createdAt: string
  repliedAt: string | null
  repliedBy: string | null
  staffNote: string | null
}

interface Counts {
  today: number
  week: number
  all: number
}

/** A courtesy email held back by an address's daily cap (worker/base/notify/limits.ts). */
export interface SuppressedEmail {
  id: string
  kind: 'contact-acknowledgement' | 'signup-guide' | 'registration-repeat'
  /** When the submission that asked for it arrived. */
  createdAt: string
  /** Who it would have gone to. */
  email: string
  /** The message or sign-up it belongs to. */
  recordId: string
  /** The message's sender as they named themselves; null for a sign-up or an erased message. */
  senderName: string | null
}

export interface Overview {
  counts: Record<ListName, Counts>
  /** Courtesy emails held back by the daily cap, per UTC day, the last 7 days with any, newest first. */
  suppressed: { day: string; count: number }[]
  partners: { source: string | null; registrations: number; signups: number; messages: number }[]
  /** Messages not yet replied to, oldest first. */
  waiting: Pick<MessageRow, 'id' | 'name' | 'subject' | 'createdAt'>[]
}

export interface ErasePreview {
  /** Rows per table that hold this address and go (held records not counted). */
  tables: Record<string, number>
  /** Registrations whose consents and check-ins stay under legal hold, and until when. */
  held: HeldRecords[]
}

export interface AuditEntry {
  id: string
  at: string
  action: string
  username: string
  detail: string | null
}

/** How long staff have to answer a message: the page promises a reply within 24 hours. */
export const REPLY_PROMISE_HOURS = 24

/** Where staff move a registration: a seat, the end of the waitlist, or out (cancelled). */
const STAFF_PLACEMENTS = ['seated', 'waitlisted', 'cancelled'] as const
export type StaffPlacement = (typeof STAFF_PLACEMENTS)[number]
export const placementSchema = z.strictObject({ status: z.enum(STAFF_PLACEMENTS) })

/** The answer of a move: the registration's status now, and the offers the freed seat made. */
export interface PlacementResult {
  id: string
  status: StaffPlacement
  offersMade: number
  /** Cancelling a paid registration refunds it through Stripe: the cents given back (0 when nothing was paid). */
  refundedCents: number
}

/** A payment attempt of one registration, as staff read it (worker/payments). */
interface PaymentRow {
  id: string
  amountCents: number
  status: PaymentStatus
  refundedCents: number
  /** Why money went back, one entry per refund, with its amount. */
  refunds: { reason: RefundReason; amountCents: number }[]
  createdAt: string
  paidAt: string | null
}

/**
 * A quote's line, as worker/payments/pricing.ts writes it (its one definition): discounts carry
 * negative amounts. The pay page, the receipt and the console all read these.
 */
export type QuoteLine =
  | { item: 'sessions'; count: number; unitCents: number; amountCents: number }
  | { item: 'complete'; amountCents: number }
  | { item: 'early-bird'; amountCents: number }
  | { item: 'group'; percent: number; amountCents: number }
  | { item: 'assistance'; amountCents: number }

/** `GET /api/admin/registrations/:id/payment`: what the registration owes now, what was paid, and its assistance request. */
export interface PaymentSummary {
  /** Null without a cohort; `priceRange` when per-session prices are still a range (no per-session payment). */
  owed: { lines: QuoteLine[]; totalCents: number } | { unavailable: 'no-cohort' | 'price-range' }
  /**
   * The one balance (worker/payments/pricing.ts `balance`): the bill now, paid, refunded, left to
   * pay, kept beyond the bill. Null while it cannot be quoted. An ended registration is billed 0.
   */
  balance: {
    chargedCents: number
    paidCents: number
    /** Received at the office in cash or by cheque, less what it gave back. */
    offlineCents: number
    /** Taken off the bill by financial assistance. */
    assistedCents: number
    refundedCents: number
    dueCents: number
    creditCents: number
  } | null
  /** Cash and cheque payments and refunds recorded at the office, oldest first. */
  offlinePayments: OfflinePaymentRow[]
  /** Cancelled or lapsed: the bill is no longer owed. */
  ended: boolean
  payments: PaymentRow[]
  /**
   * The group of friends it belongs to: its code, how many of it hold a seat with the bill settled
   * (paid or assisted) against the cohort's minimum, and the day after which the rate is refunded
   * to each who paid, if the minimum still holds then.
   */
  group: { code: string; settled: number; minimum: number; percent: number; decidedAfter: string } | null
  assistance: {
    status: 'open' | 'granted' | 'declined'
    reason: string
    amountCents: number | null
    createdAt: string
    /** Staff decide by then; undecided after it, the seat waits for payment like any unpaid seat. Null on requests decided before deadlines existed. */
    decideBy: string | null
    decidedAt: string | null
    decidedBy: string | null
  } | null
}

/** Staff's decision on a request for financial assistance: an amount to pay instead (0 waives it), or no. */
export const assistanceDecisionSchema = z.union([
  z.strictObject({
    decision: z.literal('grant'),
    amountCents: z.number().check(z.int(), z.minimum(0), z.maximum(1_000_000)),
  }),
  z.strictObject({ decision: z.literal('decline') }),
])
export type AssistanceDecision = z.infer<typeof assistanceDecisionSchema>

/** The longest reason a director gives for changing a decision (kept in the audit log). */
export const ASSISTANCE_CHANGE_REASON_MAX = 300
// One line without control or direction characters: it is read back in the audit log.
const changeReason = z.string().check(
  z.trim(),
  z.minLength(1, 'Say why.'),
  z.maxLength(ASSISTANCE_CHANGE_REASON_MAX),
  z.refine((value) => !hasForbiddenCharacter(value), 'Write the reason on one line.'),
)

/** A director's change of a decided request: the new decision and why (audited with it). */
export const assistanceChangeSchema = z.union([
  z.strictObject({
    decision: z.literal('grant'),
    amountCents: z.number().check(z.int(), z.minimum(0), z.maximum(1_000_000)),
    reason: changeReason,
  }),
  z.strictObject({ decision: z.literal('decline'), reason: changeReason }),
])
export type AssistanceChange = z.infer<typeof assistanceChangeSchema>

/** Why staff seat someone ahead of the waitlist's order (a sibling, a scholarship): kept in the audit log. */
export const seatOutOfOrderSchema = z.strictObject({ reason: changeReason })

/** How a participant's bill stands on the roster: paid, settled by assistance, assistance asked, or unpaid. */
export type RosterPayment = 'paid' | 'waived' | 'assistance-granted' | 'assistance-requested' | 'unpaid'
/**
 * The required consents (taking part, emergency treatment) as the roster reads the records: both
 * given on the current texts, given with one on an older text (asked again), or one missing.
 */
export type RosterConsent = 'given' | 'outdated' | 'missing'

/** The order a roster lists statuses in: who is coming first, who left last (interest is on no roster). */
export const ROSTER_STATUS_ORDER: readonly RegistrationStatus[] = [
  'seated',
  'offered',
  'waitlisted',
  'lapsed',
  'cancelled',
]

/** One participant on a cohort's roster. */
export interface RosterRow {
  id: string
  firstName: string
  lastName: string
  age: number
  status: RegistrationStatus
  /** Place in line among those waiting for this cohort (1 = next); null unless waitlisted. */
  waitlistPlace: number | null
  /** Null for a reader who may not see payments (a volunteer at the door). */
  payment: RosterPayment | null
  consent: RosterConsent
  /** What is missing before the day (health record, consent); empty when ready. */
  notReady: ReadinessPart[]
  /** No live media consent: the roster's "no photos" mark. */
  noPhotos: boolean
  /** Per session day (`YYYY-MM-DD`): true present, false marked absent, absent key not recorded. */
  attendance: Record<string, boolean>
}

/** `GET /api/admin/cohorts/:id/roster`: the cohort's session days and everyone registered for it. */
export interface Roster {
  cohortId: string
  startDate: string
  sessionDates: string[]
  capacity: number
  /** The bootcamp's today, from the server's clock: check-in opens on the session of that day. */
  today: string
  participants: RosterRow[]
}

/** A tap at check-in, as the phone queued it: who, which session, present or not, and when it was tapped. */
const tap = z.strictObject({
  registrationId: z.string().check(z.regex(/^[0-9a-f-]{1,64}$/)),
  sessionDate: z.iso.date(),
  present: z.boolean(),
  tappedAt: z.iso.datetime({ offset: false }),
})
export type AttendanceTap = z.infer<typeof tap>
/** The most taps one request carries: a phone offline through a whole session sends them in a few. */
export const ATTENDANCE_BATCH_MAX = 100
export const attendanceSchema = z.strictObject({
  taps: z.array(tap).check(z.minLength(1), z.maxLength(ATTENDANCE_BATCH_MAX)),
})
/** The answer to a batch of taps: how many were newer than what was stored, and how many named no participant of the cohort. */
export interface AttendanceResult {
  stored: number
  ignored: number
}

export const ANNOUNCEMENT_SUBJECT_MAX = 150
export const ANNOUNCEMENT_BODY_MAX = 5000
/** A subject becomes an email header: a line break in it would end the header and start another. */
const oneLine = () =>
  z.refine<string>(
    (value) => !hasForbiddenCharacter(value),
    'Write the subject on one line, without control or direction characters.',
  )
const announcementText = (max: number, ...checks: z.core.$ZodCheck<string>[]) =>
  z.string().check(z.trim(), z.minLength(1, 'Write something here.'), z.maxLength(max), ...checks)
const optionalText = (max: number, ...checks: z.core.$ZodCheck<string>[]) =>
  z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(max), ...checks)))
const announcementFields = {
  audience: z.enum(ANNOUNCEMENT_AUDIENCES, 'Choose who receives it.'),
  subject: announcementText(ANNOUNCEMENT_SUBJECT_MAX, oneLine()),
  body: announcementText(ANNOUNCEMENT_BODY_MAX),
  subjectEs: optionalText(ANNOUNCEMENT_SUBJECT_MAX, oneLine()),
  bodyEs: optionalText(ANNOUNCEMENT_BODY_MAX),
}
/** What staff write to a cohort; the Spanish texts go to Spanish-speaking families when both are given. */
export const announcementPreviewSchema = z.strictObject(announcementFields)
/** The same, sent: `requestKey` is made when the preview is shown, so a second click or a retry sends nothing more. */
export const announcementSendSchema = z.strictObject({ ...announcementFields, requestKey: z.uuid() })
export type AnnouncementDraft = z.infer<typeof announcementPreviewSchema>

/** The preview: how many families in each language, and the email each language reads. */
export interface AnnouncementPreview {
  recipients: { en: number; es: number }
  emails: { en: { subject: string; text: string }; es: { subject: string; text: string } }
}
export interface AnnouncementSent {
  id: string
  recipients: number
  /** True when this key was sent before: nothing more went out. */
  repeated: boolean
}
export interface AnnouncementRow {
  id: string
  audience: AnnouncementAudience
  subject: string
  recipients: number
  /** People of the audience left out when it was sent (unsubscribed). */
  skipped: number
  sentBy: string
  createdAt: string
}

/** `GET /api/admin/charts`: the numbers behind the overview's charts (each chart shows its table too). */
export interface Charts {
  /** The last `days` days of the bootcamp's calendar, oldest first, every day present. */
  registrationsPerDay: { day: string; count: number }[]
  cohorts: { id: string; startDate: string; capacity: number; seatsTaken: number }[]
  /** The page's funnel over the same days, per partner and campaign ('' for none). */
  funnel: { source: string; campaign: string; view: number; start: number; send: number }[]
}
export const chartsQuerySchema = z.strictObject({
  days: z.optional(z.coerce.number().check(z.int(), z.minimum(7), z.maximum(366))),
})

/** How long participants' data is kept after their cohort ends. */
export const RETENTION_MONTHS_MIN = 1
export const RETENTION_MONTHS_MAX = 84
export const retentionSchema = z.strictObject({
  months: z
    .number()
    .check(
      z.int('Use a whole number of months.'),
      z.minimum(RETENTION_MONTHS_MIN, `Use ${RETENTION_MONTHS_MIN} to ${RETENTION_MONTHS_MAX} months.`),
      z.maximum(RETENTION_MONTHS_MAX, `Use ${RETENTION_MONTHS_MIN} to ${RETENTION_MONTHS_MAX} months.`),
    ),
})
export interface RetentionSetting {
  months: number
}

/** How many years after the 18th birthday held records are kept (contract/retention.ts). */
export const legalHoldSchema = z.strictObject({
  years: z
    .number()
    .check(
      z.int('Use a whole number of years.'),
      z.minimum(LEGAL_HOLD_YEARS_MIN, `Use ${LEGAL_HOLD_YEARS_MIN} to ${LEGAL_HOLD_YEARS_MAX} years.`),
      z.maximum(LEGAL_HOLD_YEARS_MAX, `Use ${LEGAL_HOLD_YEARS_MIN} to ${LEGAL_HOLD_YEARS_MAX} years.`),
    ),
})
export interface LegalHoldSetting {
  years: number
}
