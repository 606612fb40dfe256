/** Business constants shared by forms, worker and content: the age range, and minimum lengths. */
export const AGE_MIN = 13
export const AGE_MAX = 22
/** Under this age a participant needs a parent's or guardian's consent. */
export const ADULT_AGE = 18
export const PHONE_MIN = 10
export const MESSAGE_MIN = 10

/** Upper bounds on every string the API accepts, so no field can carry a payload. */
export const LIMITS = {
  name: 100,
  phone: 30,
  emergencyContact: 200,
  motivation: 2000,
  contactName: 120,
  message: 5000,
  honeypot: 200,
  partner: 40,
  campaignTag: 100,
  turnstileToken: 2048,
  groupCode: 16,
} as const

/**
 * A group's code in its shared link (`?group=…`): 8 characters from an alphabet without the ones
 * people misread. The registration form sends it along; the worker ignores one it does not know.
 */
export const GROUP_CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789'
export const GROUP_CODE = /^[a-hjkmnp-z2-9]{8}$/

/** Largest request body the API reads: far above any honest form, far below a payload. */
export const MAX_BODY_BYTES = 16 * 1024

/** The enumerated values the API accepts; what people read for each is copy, in content/. */
export const SESSION_PREFERENCE_VALUES = ['individual', 'complete'] as const
export const CONTACT_SUBJECT_VALUES = ['program-info', 'registration', 'pricing', 'scheduling', 'other'] as const
export type SessionPreference = (typeof SESSION_PREFERENCE_VALUES)[number]
export type ContactSubject = (typeof CONTACT_SUBJECT_VALUES)[number]

/** The bootcamp's own time zone: its days, deadlines, offers and "today" are New York's. */
export const BOOTCAMP_TIME_ZONE = 'America/New_York'

/**
 * Where a registration stands. `seated` and `offered` hold a seat (an offer until it is claimed
 * or lapses); `waitlisted` waits in arrival order; `interest` is for the next cohort while none
 * is open; `lapsed` is an offer not claimed in time; `cancelled` by staff (by the family later).
 */
export const REGISTRATION_STATUSES = ['seated', 'waitlisted', 'offered', 'interest', 'lapsed', 'cancelled'] as const
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number]

/** A payment attempt: open until Stripe says it was paid or expired; refunded once all of it went back. */
export const PAYMENT_STATUSES = ['open', 'paid', 'refunded', 'expired'] as const
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number]

/**
 * Why money went back: a payment that arrived for a seat already paid, a seat no longer held, or
 * a quote that changed meanwhile (payments/reconcile.ts); a cancellation inside the refund rule;
 * the group rate earned after the refund window.
 */
export const REFUND_REASONS = ['already-paid', 'seat-gone', 'quote-changed', 'cancelled', 'group-rate'] as const
export type RefundReason = (typeof REFUND_REASONS)[number]

/** A request for financial assistance: open until staff grant an amount (0 waives it) or decline. */
export const ASSISTANCE_STATUSES = ['open', 'granted', 'declined'] as const

/** The longest reason a family may give for asking for assistance. */
export const ASSISTANCE_REASON_MAX = 500

/** Who a staff announcement goes to in its cohort. */
/** Who an announcement reaches: by place, or those seated and not yet paid, or those whose required consents are missing. */
export const ANNOUNCEMENT_AUDIENCES = ['seated', 'waitlisted', 'both', 'unpaid', 'consent-missing'] as const
export type AnnouncementAudience = (typeof ANNOUNCEMENT_AUDIENCES)[number]

/** The forms the page's anonymous funnel counts, and its steps: shown, started, sent. */
export const FUNNEL_FORMS = ['registration', 'signup', 'contact'] as const
export const FUNNEL_STEPS = ['view', 'start', 'send'] as const
export type FunnelForm = (typeof FUNNEL_FORMS)[number]
export type FunnelStep = (typeof FUNNEL_STEPS)[number]

/** How long participants' data is kept after their cohort ends, by default (a console setting). */
export const RETENTION_MONTHS_DEFAULT = 12
/** Sign-ups that unsubscribed are erased this many days later (a hash of the address stays). */
export const UNSUBSCRIBED_KEEP_DAYS = 30
