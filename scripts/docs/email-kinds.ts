import { NOTIFICATION_KINDS, type NotificationKind } from '../../worker/base/db/schema'
import { table } from './blocks'

/**
 * What each email is for, by kind. A `Record` over the kinds, so a new kind fails `tsc` until it
 * is described here, and the table in docs/operating.md follows (`npm run docs`).
 */
const EMAIL_KINDS: Record<NotificationKind, { when: string; who: string }> = {
  'signup-guide': {
    when: 'an email sign-up',
    who: 'the address: the free confidence guide (a link to `/guide`, five exercises, printable), with one-click unsubscribe; the success panel links the guide at once too. Capped per address a day',
  },
  'registration-confirmation': {
    when: 'a registration',
    who: 'the registrant: what was registered, where it stands (a seat, the waitlist, or interest in the next cohort), dates, place, prices and offers, next steps, for a participant under 18 what parental consent means; for a held seat the payment link and the calendar; the family page link. Never capped',
  },
  'registration-staff': {
    when: 'a registration',
    who: "staff (`NOTIFY_EMAIL`): a notification, reply-to the registrant, with a link to the record in the staff console; past the hourly threshold it joins the hour's summary",
  },
  'registration-repeat': {
    when: 'a registration sent again while live',
    who: 'the address on file: that someone sent the form again and nothing changed, naming the participant, with the registration page link and no word of what was sent; in the language of the first confirmation, once a day at most, and capped per address a day',
  },
  'contact-acknowledgement': {
    when: 'a contact message',
    who: 'the sender: an acknowledgement repeating the 24-hour promise. Capped per address a day',
  },
  'contact-staff': {
    when: 'a contact message',
    who: "staff: the message, reply-to the sender, with a link to the console's waiting messages (not a search: an address in a link would reach request logs); past the hourly threshold it joins the hour's summary",
  },
  'staff-summary': {
    when: 'an hour (UTC) whose staff alerts passed the threshold, once it ends',
    who: "staff: the counts of the registrations and messages not sent one by one, with console links; written by the sweep within 5 minutes of the hour's end",
  },
  'seat-offer': {
    when: 'a seat freed in a cohort with a waitlist (a cancellation, a move, more capacity, a lapsed offer)',
    who: 'the first on the waitlist: the offer, how long it holds the seat, and the signed `/seat/claim` link',
  },
  'payment-receipt': {
    when: "Stripe's webhook accepts a payment",
    who: 'the family: the receipt, item by item',
  },
  'assistance-decision': {
    when: 'staff grant or decline a request for financial assistance',
    who: 'the family: the decision and what is left to pay, with its payment link',
  },
  'payment-reminder': {
    when: "24 hours before an unpaid seat's hold ends",
    who: 'the family: a reminder with its payment link, once per hold',
  },
  'group-refund': {
    when: "the day after the cohort's refund window closes, for a group that earned its rate",
    who: 'each paying member of the group: the group rate refunded to them',
  },
  'payment-returned': {
    when: 'a completed Checkout the reconciliation rule refuses (the seat, the amount or a second payment)',
    who: 'the family: the payment was refunded in full, why, and what to do',
  },
  'session-reminder-week': {
    when: '7 days before the first session',
    who: 'seated families: the dates, the calendar, what is still missing to be ready for the day (health record, consent) with a link to each, and the family page link',
  },
  'session-reminder-day': {
    when: 'the day before the first session',
    who: 'seated families: the dates, the calendar and the family page link',
  },
  'consent-reminder': {
    when: "7 days before the first session, while a participant under 18 offered a seat has no guardian's consent (a seated family reads it in the week's reminder)",
    who: "the family: a reminder to give the guardian's consent on the family page",
  },
  'follow-up-day-7': {
    when: '7 days after the last session (written by the cron sweep once per registration)',
    who: "the family of a Complete Bootcamp participant: the participant's goal, five one-tap links answering “how is it going” (1 to 5, `/follow-up/answer`), the family page, and a link that stops the follow-up",
  },
  'follow-up-day-14': {
    when: '14 days after the last session (written by the cron sweep once per registration)',
    who: "the family of a Complete Bootcamp participant: the participant's goal, five one-tap links answering “how is it going” (1 to 5, `/follow-up/answer`), the family page, and a link that stops the follow-up",
  },
  'follow-up-day-30': {
    when: '30 days after the last session (written by the cron sweep once per registration; up to a week late if the cron was down)',
    who: "the family of a Complete Bootcamp participant: the participant's goal, five one-tap links answering “how is it going” (1 to 5, `/follow-up/answer`), the family page, and a link that stops the follow-up",
  },
  announcement: {
    when: 'staff send an announcement to a cohort',
    who: 'the seated families, the waitlist, or both, one email per address, never to an unsubscribed or forgotten one',
  },
  'staff-invitation': {
    when: 'a director invites a staff account in the console',
    who: 'the invitee (English): the one-use link `/admin/welcome#<token>` to choose a password, valid 72 hours; not sent once the invitation is withdrawn, used or expired',
  },
  'cohort-moved': {
    when: 'staff move a registration to another cohort (open and ahead only)',
    who: 'the family, in its language: the new cohort, and where the participant stands in it (a seat, or the place in line), with the family page link',
  },
  'placement-changed': {
    when: 'staff seat a registration by hand, put it on the waitlist, or cancel it',
    who: 'the family, in its language: where the participant stands now (a seat, the place in line, or cancelled), with the family page link while it lasts',
  },
  'seat-claimed': {
    when: 'the family claims an offered seat on `/seat/claim`',
    who: 'the family: the seat is confirmed, what it owes and until when (New York time), the payment link and the calendar',
  },
  'hold-lapsed': {
    when: "an unpaid seat's hold ends and the sweep releases it",
    who: 'the family: the seat went to the next family, and how to register again',
  },
  'registration-cancelled': {
    when: 'the family cancels on its page',
    who: 'the family: the cancellation and its money (the amount refunded, not refunded past the deadline, or refunded by staff by hand)',
  },
  'assistance-decision-changed': {
    when: 'a director changes a decided request for financial assistance',
    who: 'the family: what it pays now, with its payment link',
  },
  'assistance-staff': {
    when: 'a family asks for financial assistance on its payment page',
    who: 'staff (NOTIFY_EMAIL): the cohort, the decision deadline and the record link (no reason, no name)',
  },
  'cohort-opened': {
    when: 'staff open a cohort ahead while families wait in line from registering interest',
    who: 'each family in line, in order of interest: the cohort, its head start and the link that takes a place',
  },
  'group-joined': {
    when: "a participant registers through a group's shared link (same batch as the registration)",
    who: 'the family: the cohort, where the group stands toward its rate, and that a waitlist place does not count',
  },
  'group-rate-applied': {
    when: "cron: a group first has the cohort's minimum of members holding paid seats, while cancellations are open",
    who: 'each member holding a seat, once: that the rate is reached and when the difference comes back',
  },
  'waitlist-place-changed': {
    when: 'cron: a waitlisted place moved 3 or more places since the family was last told',
    who: 'the family: its place in line now',
  },
  'incident-report': {
    when: 'staff record an incident or injury on the console (sent at once, once per incident)',
    who: 'the family, in its language: what happened, what was done, how they were told, and the number to call (never who else was involved or who recorded it)',
  },
}

/** The emails table of docs/operating.md, in the order of NOTIFICATION_KINDS. */
export const emailKindsTable = () =>
  table(
    ['kind', 'when', 'who gets what'],
    NOTIFICATION_KINDS.map((kind) => [`\`${kind}\``, EMAIL_KINDS[kind].when, EMAIL_KINDS[kind].who]),
  )
