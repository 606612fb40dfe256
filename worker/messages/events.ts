import { ASSISTANCE_CHANGE } from '../../content/assistance'
import { CONSENTS } from '../../content/consents'
import { EMAILS, momentIn } from '../../content/emails'
import { OFFICE_EMAILS } from '../../content/office'
import { FAMILY } from '../../content/family'
import type { Language } from '../../content/language'
import { INTEREST } from '../../content/interest'
import { FOLLOW_UP } from '../../content/follow-up'
import { INCIDENT_EMAIL } from '../../content/incidents'
import { MESSAGES } from '../../content/messages'
import { PAYMENT } from '../../content/payments'
import { PLACE_MESSAGES } from '../../content/place-messages'
import type { NotificationKind } from '../base/db/schema'

/**
 * One thing that happens to a registration, and the message that tells the family: the email's
 * kind (its composer is in worker/emails.ts), its subject and the family page's sentence after it
 * in each language, and the test that proves the email is sent. `courtesy` marks the one kind of
 * email a daily cap may hold back (limits.ts); a message about the family's own place or money
 * never is. Only English is read by the docs table (`npm run docs`); the test reads both.
 */
export interface RegistrationEvent {
  /** What happened, as the docs say it. */
  happens: string
  kind: NotificationKind
  subject: (language: Language) => string
  familyPage: (language: Language) => string
  /** `path/to/file.test.ts: the test's name`; `npm run docs` fails while the file has no such test. */
  proof: string
  /**
   * `e2e/path.spec.ts: the test's name` before its language: the browser walk that reads the email
   * as sent and then the family page, at 375 px in English and in Spanish. Every event has one.
   */
  walk: string
  courtesy?: true
}

/**
 * Every event of a registration and its message: the registry other features' emails join with
 * one entry (a new kind about a registration that is not here fails events.test.ts).
 */
export const REGISTRATION_EVENTS = {
  'registered-seated': {
    happens: 'registered into a free seat',
    kind: 'registration-confirmation',
    subject: (l) => EMAILS[l].confirmation.subject,
    familyPage: (l) => FAMILY[l].status.seated,
    proof:
      'worker/messages/registered.test.ts: a seat: greets the reader, names the participant, what is owed, by when, and the pay link',
    walk: "e2e/stripe-stand-in/messages.spec.ts: registered, then cancelled: each event's email and the family page after it, at 375 px",
  },
  'payment-due': {
    happens: 'a seat is held for a payment (at registration, or when an offer is claimed)',
    kind: 'registration-confirmation',
    subject: (l) => EMAILS[l].confirmation.subject,
    familyPage: (l) => FAMILY[l].owedHeading,
    proof:
      'worker/messages/registered.test.ts: a seat: greets the reader, names the participant, what is owed, by when, and the pay link',
    walk: "e2e/stripe-stand-in/messages.spec.ts: registered, then cancelled: each event's email and the family page after it, at 375 px",
  },
  'registered-waitlisted': {
    happens: 'registered into a full cohort',
    kind: 'registration-confirmation',
    subject: (l) => EMAILS[l].confirmation.subject,
    familyPage: (l) => FAMILY[l].status.waitlisted(2),
    proof:
      'worker/messages/registered.test.ts: the waitlist: its place in line, as the family page counts it, in Spanish',
    walk: 'e2e/stripe-stand-in/waitlist-events.spec.ts: waitlisted, offered the seat, claimed it: each email and the family page after it, at 375 px',
  },
  'registered-interest': {
    happens: 'registered while no cohort is open',
    kind: 'registration-confirmation',
    subject: (l) => EMAILS[l].confirmation.subject,
    familyPage: (l) => FAMILY[l].status.interest,
    proof: 'worker/seats/seats.test.ts: says where the registration stands in the confirmation email',
    walk: 'e2e/two-workers/interest-events.spec.ts: registered interest, the cohort opened, the place taken: each email and the family page after it, at 375 px',
  },
  'cohort-opened': {
    happens:
      'staff open a cohort while families wait in line from registering interest (each is told once, in order of interest)',
    kind: 'cohort-opened',
    subject: (l) => INTEREST[l].email.subject,
    familyPage: (l) => INTEREST[l].family.headStart('March 7, 2099', 'January 12, 2099 at 11:00 AM'),
    proof:
      'worker/interest/opening.test.ts: staff open a cohort: each family in line is emailed once, in order of interest, with the head start and its link',
    walk: 'e2e/two-workers/interest-events.spec.ts: registered interest, the cohort opened, the place taken: each email and the family page after it, at 375 px',
  },
  'interest-placed': {
    happens: "a family in line takes its place from the opening's link (a seat, or the waitlist in order of interest)",
    kind: 'registration-confirmation',
    subject: (l) => EMAILS[l].confirmation.subject,
    familyPage: (l) => FAMILY[l].status.seated,
    proof:
      'worker/interest/place.test.ts: during it a newcomer queues behind them, and one tap takes a seat in order of interest, once',
    walk: 'e2e/two-workers/interest-events.spec.ts: registered interest, the cohort opened, the place taken: each email and the family page after it, at 375 px',
  },
  're-registered': {
    happens: 'a cancelled or lapsed registration is sent again',
    kind: 'registration-confirmation',
    subject: (l) => EMAILS[l].confirmation.subject,
    familyPage: (l) => FAMILY[l].status.seated,
    proof:
      'worker/registration/repeat.test.ts: once %s: a new place at the end, its stored details kept, and the normal confirmation',
    walk: 'e2e/stripe-stand-in/repeat-events.spec.ts: sent again while live, then again once cancelled: each email and the family page after it, at 375 px',
  },
  'registered-again-while-live': {
    happens: 'the form is sent again for a live registration',
    kind: 'registration-repeat',
    subject: (l) => EMAILS[l].repeat.subject,
    familyPage: (l) => FAMILY[l].status.seated,
    proof:
      'worker/registration/repeat.test.ts: emails the address at most once in any 24 hours, however often the form is sent',
    walk: 'e2e/stripe-stand-in/repeat-events.spec.ts: sent again while live, then again once cancelled: each email and the family page after it, at 375 px',
    courtesy: true,
  },
  'seat-offered': {
    happens: 'a seat frees up for the head of the waitlist',
    kind: 'seat-offer',
    subject: (l) => EMAILS[l].offer.subject,
    // An example deadline: the page names the offer's own.
    familyPage: (l) => FAMILY[l].status.offered(momentIn(l, '2027-03-08T20:00:00Z')),
    proof:
      'worker/seats/seats.test.ts: staff cancel a seat: the head of the waitlist is offered it, one email in their language, audited, and nobody else moves',
    walk: 'e2e/stripe-stand-in/waitlist-events.spec.ts: waitlisted, offered the seat, claimed it: each email and the family page after it, at 375 px',
  },
  'seat-claimed': {
    happens: 'the family claims an offered seat',
    kind: 'seat-claimed',
    subject: (l) => MESSAGES[l].claimed.subject,
    familyPage: (l) => FAMILY[l].status.seated,
    proof: 'worker/messages/events.test.ts: a claimed seat: confirmed, what is owed and by when, once, in Spanish',
    walk: 'e2e/stripe-stand-in/waitlist-events.spec.ts: waitlisted, offered the seat, claimed it: each email and the family page after it, at 375 px',
  },
  'payment-received': {
    happens: "Stripe's webhook accepts a payment",
    kind: 'payment-receipt',
    subject: (l) => PAYMENT[l].receipt.subject,
    familyPage: (l) => FAMILY[l].status.paid,
    proof: "worker/payments/webhook.test.ts: the receipt lists what was paid, item by item, in the family's language",
    walk: 'e2e/stripe-stand-in/payment-events.spec.ts: payment received: the receipt and the family page after it, at 375 px',
  },
  'hold-about-to-lapse': {
    happens: "24 hours before an unpaid seat's hold ends",
    kind: 'payment-reminder',
    subject: (l) => PAYMENT[l].reminder.subject,
    familyPage: (l) => FAMILY[l].status.seated,
    proof:
      "worker/payments/holds.test.ts: says until when the seat is held, in New York time, with the family's payment link; nothing once paid",
    walk: 'e2e/stripe-stand-in/hold-events.spec.ts: a hold about to lapse, then lapsed: each email and the family page after it, at 375 px',
  },
  'hold-lapsed': {
    happens: "an unpaid seat's hold ends and the seat goes to the next family",
    kind: 'hold-lapsed',
    subject: (l) => MESSAGES[l].lapsed.subject,
    familyPage: (l) => FAMILY[l].status.lapsed,
    proof: 'worker/messages/events.test.ts: a released hold: the family is told once, with the way to register again',
    walk: 'e2e/stripe-stand-in/hold-events.spec.ts: a hold about to lapse, then lapsed: each email and the family page after it, at 375 px',
  },
  refunded: {
    happens: 'a payment is given back on arrival (a second payment from a second tab, a seat gone, a changed amount)',
    kind: 'payment-returned',
    subject: (l) => PAYMENT[l].returned.subject,
    familyPage: (l) => FAMILY[l].refunds['already-paid']('$170.00', '—'),
    proof:
      'worker/messages/refunded.test.ts: a second payment from a second tab: refunded, the family emailed why, the family page lists it',
    walk: 'e2e/stripe-stand-in/payment-events.spec.ts: a payment after the hold ran out, refunded: the email and the family page after it, at 375 px',
  },
  'group-rate-refunded': {
    happens: "the group rate is earned when the cohort's cancellations close",
    kind: 'group-refund',
    subject: (l) => PAYMENT[l].groupRefund.subject,
    familyPage: (l) => FAMILY[l].refunds['group-rate']('$30.00', '—'),
    proof:
      'worker/payments/group-rate.test.ts: three friends each pay $200; after the refund window each who paid gets 15% back, once, with an email',
    walk: 'e2e/stripe-stand-in/group-refund-events.spec.ts: group rate refunded once cancellations close: the email and the family page after it, at 375 px',
  },
  cancelled: {
    happens: 'the family cancels on its page',
    kind: 'registration-cancelled',
    subject: (l) => MESSAGES[l].cancelled.subject,
    familyPage: (l) => FAMILY[l].refunds.cancelled('$170.00', '—'),
    proof:
      'worker/messages/events.test.ts: a cancellation: the refund in the email and on the page, no calendar, sent once',
    walk: "e2e/stripe-stand-in/messages.spec.ts: registered, then cancelled: each event's email and the family page after it, at 375 px",
  },
  'group-joined': {
    happens: "a participant registers through a group's shared link and joins the group",
    kind: 'group-joined',
    subject: (l) => PLACE_MESSAGES[l].groupJoined.subject,
    familyPage: (l) => PAYMENT[l].group.status(1, 3, 15, '—', false),
    proof:
      "worker/messages/place.test.ts: joining a group through its link: told once, with where the group stands, in the family's language",
    walk: 'e2e/stripe-stand-in/group-events.spec.ts: joined a group, then the group rate reached: each email and the family page after it, at 375 px',
  },
  'group-rate-applied': {
    happens: "a group first has the cohort's minimum of members holding paid seats (while cancellations are open)",
    kind: 'group-rate-applied',
    subject: (l) => PLACE_MESSAGES[l].groupRate.subject,
    familyPage: (l) => PAYMENT[l].group.status(3, 3, 15, '—', false),
    proof:
      'worker/messages/place.test.ts: the group reaches the rate: each member holding a seat is told once, however often the cron runs',
    walk: 'e2e/stripe-stand-in/group-events.spec.ts: joined a group, then the group rate reached: each email and the family page after it, at 375 px',
  },
  'waitlist-place-changed': {
    happens: 'a waitlisted registration moves 3 or more places in line since the family was last told',
    kind: 'waitlist-place-changed',
    subject: (l) => PLACE_MESSAGES[l].waitlistMoved.subject,
    familyPage: (l) => FAMILY[l].status.waitlisted(2),
    proof:
      'worker/messages/place.test.ts: a waitlist place that moves by 3 is told once with the place now; a move of 2 is not',
    walk: 'e2e/stripe-stand-in/waitlist-moved.spec.ts: a waitlist place that moves by 3: the email and the family page after it, at 375 px',
  },
  'moved-by-staff': {
    happens: 'staff move a registration to another cohort (open and ahead only)',
    kind: 'cohort-moved',
    subject: (l) => OFFICE_EMAILS[l].subject,
    familyPage: (l) => FAMILY[l].status.seated,
    proof:
      'worker/seats/staff-moves.test.ts: refuses a cohort that is over, moves and moves back keeping the place in line, and emails each change',
    walk: 'e2e/console-stack/moved-events.spec.ts: moved by staff to another cohort: the email and the family page after it, at 375 px',
  },
  'placed-by-staff': {
    happens: 'staff seat a registration by hand, put it on the waitlist, or cancel it',
    kind: 'placement-changed',
    subject: (l) => OFFICE_EMAILS[l].subject,
    familyPage: (l) => FAMILY[l].status.cancelled,
    proof:
      'worker/seats/staff-moves.test.ts: refuses a cohort that is over, moves and moves back keeping the place in line, and emails each change',
    walk: 'e2e/console-stack/placed-events.spec.ts: placed by staff: cancelled, seated, waitlisted, each email and the family page after it, at 375 px',
  },
  'assistance-decided': {
    happens: 'staff grant or decline a request for financial assistance',
    kind: 'assistance-decision',
    subject: (l) => PAYMENT[l].decision.subject,
    familyPage: (l) => FAMILY[l].status.seated,
    proof:
      'worker/payments/assistance.test.ts: staff grant a reduced amount: the quote carries the assistance line, the family is emailed the new amount with its link, and it is audited',
    walk: 'e2e/console-stack/assistance-events.spec.ts: assistance decided, then changed: each email and the family page after it, at 375 px',
  },
  'assistance-changed': {
    happens: 'a director changes a decided request for financial assistance (with a reason, before anything is paid)',
    kind: 'assistance-decision-changed',
    subject: (l) => ASSISTANCE_CHANGE[l].subject,
    familyPage: (l) => FAMILY[l].status.seated,
    proof:
      'worker/payments/assistance-change.test.ts: a director changes a grant to a decline: the family is emailed what it owes now, the page shows the full amount, and the reason is audited',
    walk: 'e2e/console-stack/assistance-events.spec.ts: assistance decided, then changed: each email and the family page after it, at 375 px',
  },
  'week-before': {
    happens: '7 days before the first session',
    kind: 'session-reminder-week',
    subject: (l) => FAMILY[l].reminder.weekSubject,
    familyPage: (l) => FAMILY[l].status.paid,
    proof:
      'worker/family/family.test.ts: writes the week’s and the day’s reminder once each to seated families, the week’s saying what is missing, and none to a cancelled one',
    walk: 'e2e/stripe-stand-in/reminder-events.spec.ts: a week, then a day, before the first session: each reminder and the family page after it, at 375 px',
  },
  'day-before': {
    happens: 'the day before the first session',
    kind: 'session-reminder-day',
    subject: (l) => FAMILY[l].reminder.daySubject,
    familyPage: (l) => FAMILY[l].status.paid,
    proof:
      'worker/family/family.test.ts: writes the week’s and the day’s reminder once each to seated families, the week’s saying what is missing, and none to a cancelled one',
    walk: 'e2e/stripe-stand-in/reminder-events.spec.ts: a week, then a day, before the first session: each reminder and the family page after it, at 375 px',
  },
  'consent-missing': {
    happens:
      "7 days before the first session, a participant under 18 offered a seat without a guardian's required consents (a seated family reads what is missing in the week's reminder)",
    kind: 'consent-reminder',
    subject: (l) => FAMILY[l].reminder.consentSubject('Sofia'),
    familyPage: (l) => CONSENTS[l].introGuardian('Sofia'),
    proof:
      'worker/family/family.test.ts: writes the week’s and the day’s reminder once each to seated families, the week’s saying what is missing, and none to a cancelled one',
    walk: 'e2e/stripe-stand-in/consent-events.spec.ts: consent missing a week before, for a participant under 18 offered a seat: the email and the family page after it, at 375 px',
  },
  'incident-recorded': {
    happens: 'staff record an incident or injury at a session',
    kind: 'incident-report',
    subject: (l) => INCIDENT_EMAIL[l].subject('Sofia', null),
    familyPage: (l) => FAMILY[l].status.seated,
    proof:
      'worker/incidents/incidents.test.ts: a volunteer records an injury: stored as sent, the family emailed once in Spanish, a replay stores nothing',
    walk: "e2e/console-stack/incident-events.spec.ts: staff record an injury at today's session: the email and the family page, at 375 px",
  },
  'follow-up-day-7': {
    happens: '7 days after the last session, for a Complete Bootcamp participant (until the family stops them)',
    kind: 'follow-up-day-7',
    subject: (l) => FOLLOW_UP[l].subject(7),
    familyPage: (l) => FAMILY[l].status.paid,
    proof:
      'worker/follow-up/schedule.test.ts: writes each email on its day in New York, once, to Complete Bootcamp participants only',
    walk: 'e2e/stripe-stand-in/follow-up-events.spec.ts: 7, 14 and 30 days after the last session: each follow-up and the family page after it, at 375 px',
  },
  'follow-up-day-14': {
    happens: '14 days after the last session, for a Complete Bootcamp participant (until the family stops them)',
    kind: 'follow-up-day-14',
    subject: (l) => FOLLOW_UP[l].subject(14),
    familyPage: (l) => FAMILY[l].status.paid,
    proof:
      'worker/follow-up/schedule.test.ts: writes each email on its day in New York, once, to Complete Bootcamp participants only',
    walk: 'e2e/stripe-stand-in/follow-up-events.spec.ts: 7, 14 and 30 days after the last session: each follow-up and the family page after it, at 375 px',
  },
  'follow-up-day-30': {
    happens: '30 days after the last session, for a Complete Bootcamp participant (until the family stops them)',
    kind: 'follow-up-day-30',
    subject: (l) => FOLLOW_UP[l].subject(30),
    familyPage: (l) => FAMILY[l].status.paid,
    proof:
      'worker/follow-up/schedule.test.ts: writes each email on its day in New York, once, to Complete Bootcamp participants only',
    walk: 'e2e/stripe-stand-in/follow-up-events.spec.ts: 7, 14 and 30 days after the last session: each follow-up and the family page after it, at 375 px',
  },
} satisfies Record<string, RegistrationEvent>

/**
 * The kinds that are about no registration's event (a sign-up, a message, staff's own mail, a
 * cohort's announcement): every other kind must be some event's message (events.test.ts).
 */
export const OTHER_KINDS = [
  'signup-guide',
  'registration-staff',
  'contact-acknowledgement',
  'contact-staff',
  'staff-summary',
  'announcement',
  'staff-invitation',
  'assistance-staff',
] as const satisfies readonly NotificationKind[]
