import { ADULT_AGE } from '../../contract/constants'
import { isKeyOf } from '../../contract/records'
import { and, eq, sql } from 'drizzle-orm'
import { EMAILS, momentIn, STAFF_EMAILS } from '../../content/emails'
import { FORMS } from '../../content/forms'
import type { Language } from '../../content/language'
import { SITE } from '../../content/site'
import { asLanguage, languageParameter } from '../language'
import { assistanceRequests, contactMessages, emailSignups, payments, refunds, registrations } from '../db/schema'
import type { Bindings, Database } from '../env'
import { ConfigurationError } from '../errors'
import type { Cancelled, Email, Job } from './email'
import { announcementEmail } from '../announcements/email'
import { calendarLinkBlock, cohortReminderEmail, familyLinkBlock, registrationRepeatEmail } from '../family/emails'
import { signToken, signUnsubscribeToken } from './signed-token'
import { emailLayout, paragraph, type Block } from './layout'
import { summaryEmail } from './summary'
import type { PublicCohort } from '../../contract/cohorts'
import { COHORT_COPY, cohortLines, cohortTexts } from '../../content/cohort'
import { formatsFor } from '../../content/format'
import { bootcampDay } from '../clock'
import { cohortsAhead, findCohort, toPublic } from '../cohorts/store'
import { placementOf } from '../seats/rules'
import { PAYMENT, quoteLineLabel } from '../../content/payments'
import { paymentLink } from '../payments/pay'
import { holdEnd } from '../payments/assistance-deadline'
import { holdStart } from '../payments/holds'
import { paymentReturnedEmail } from '../payments/emails'

export type { Cancelled, Email, Job } from './email'

/** The language a job's email is written in: the family's, from their form; staff read English. */
const emailLanguage = (job: Job): Language => (job.kind.endsWith('-staff') ? 'en' : asLanguage(job.language))
/** The session chosen, with its price in the family's cohort as the form showed it ("Complete Bootcamp ($200)"). */
function sessionLabel(language: Language, value: string | null, cohort: PublicCohort | null) {
  if (value !== 'individual' && value !== 'complete') return EMAILS[language].confirmation.noSession
  return (
    cohortTexts(language, cohort ? [cohort] : []).slots[`session-${value}`] ??
    FORMS[language].registration.sessions[value]
  )
}
const subjectLabel = (value: string | null) =>
  isKeyOf(FORMS.en.contact.subjects, value) ? FORMS.en.contact.subjects[value] : STAFF_EMAILS.contact.noSubject

/**
 * When, where, prices and offers of the family's cohort; while it is interest in a cohort not
 * yet set, the honest state and the promise to write, and no price or date that could be stale.
 */
function cohortBlocks(language: Language, cohort: PublicCohort | null): Block[] {
  const copy = EMAILS[language].confirmation
  const words = COHORT_COPY[language]
  if (!cohort) return [{ heading: copy.whenHeading, list: [`${words.comingSoon}.`, words.comingSoonEmail] }]
  const facts = cohortLines(language, cohort)
  return [
    { heading: copy.whenHeading, list: [words.yourCohort(facts.start), facts.sessions, facts.hours, facts.location] },
    { heading: copy.pricesHeading, list: [...facts.prices, ...facts.offers] },
  ]
}

async function registrationEmail(db: Database, env: Bindings, job: Job, from: string): Promise<Email | Cancelled> {
  const row = await db.select().from(registrations).where(eq(registrations.id, job.recordId)).get()
  if (!row) return { cancelled: 'record_missing' }
  const language = emailLanguage(job)
  const copy = EMAILS[language].confirmation
  const fullName = `${row.firstName} ${row.lastName}`
  // The cohort as it is now, with the offers that applied on the day the registration entered it.
  const stored = row.cohortId ? await findCohort(db, row.cohortId) : null
  const cohort = stored ? toPublic(stored, bootcampDay(new Date(row.enteredAt ?? row.createdAt))) : null
  const details: [string, string][] = [
    [copy.labels.participant, fullName],
    [copy.labels.age, String(row.age)],
    [copy.labels.session, sessionLabel(language, row.sessionPreference, cohort)],
    [copy.labels.phone, row.phone],
    ...(row.emergencyContact ? [[copy.labels.emergencyContact, row.emergencyContact] as [string, string]] : []),
  ]
  const minor = row.age < ADULT_AGE
  if (job.kind === 'registration-staff') {
    const cohortLine = cohort
      ? STAFF_EMAILS.registration.cohort(cohortLines('en', cohort).start)
      : STAFF_EMAILS.registration.interest
    const blocks: Block[] = [
      paragraph(STAFF_EMAILS.registration.body),
      {
        list: [
          ...details.map(([label, value]) => `${label}: ${value}`),
          cohortLine,
          STAFF_EMAILS.registration.language[asLanguage(job.language)],
        ],
      },
    ]
    if (minor && !row.parentalConsent) blocks.push(paragraph(STAFF_EMAILS.registration.consentMissing))
    // The record itself, behind the console's sign-in: the email need not be the only copy staff work from.
    blocks.push({
      link: { href: `${job.origin}/admin/registrations/${row.id}`, label: STAFF_EMAILS.registration.consoleLink },
    })
    return {
      from,
      to: job.email,
      replyTo: row.email,
      subject: STAFF_EMAILS.registration.subject(fullName, row.age),
      ...emailLayout(blocks),
    }
  }
  const placement = placementOf(row.status)
  const blocks: Block[] = [
    paragraph(copy.greeting(row.firstName)),
    paragraph(copy.body(fullName)),
    // Where the registration stands now: a held seat, a place on the waitlist, or interest (nothing once it has ended).
    ...(placement ? [paragraph(FORMS[language].registration.done.placement[placement])] : []),
    // A seated family can pay at once, from a link of their own (worker/payments/pay.ts).
    ...(row.status === 'seated' && env.UNSUBSCRIBE_SECRET
      ? [
          {
            link: {
              href: await paymentLink(env.UNSUBSCRIBE_SECRET, job.origin, row, new Date(), language),
              label: PAYMENT[language].emailLink,
            },
          },
        ]
      : []),
    { heading: copy.detailsHeading, list: details.map(([label, value]) => `${label}: ${value}`) },
    ...cohortBlocks(language, cohort),
    // A held seat's four Saturdays, for the family's calendar (a waitlisted one may never come).
    ...(row.status === 'seated' && cohort ? [calendarLinkBlock(job, cohort.id, language)] : []),
    { heading: copy.nextHeading, list: [...copy.next] },
  ]
  if (minor)
    blocks.push({
      heading: copy.minorHeading,
      text: row.parentalConsent ? copy.minorGiven(row.firstName) : copy.minorMissing(row.firstName),
    })
  blocks.push(await familyLinkBlock(db, job, row.id, language), paragraph(EMAILS[language].signature))
  return { from, to: job.email, subject: copy.subject, ...emailLayout(blocks, language) }
}

async function contactEmail(db: Database, job: Job, from: string): Promise<Email | Cancelled> {
  const row = await db.select().from(contactMessages).where(eq(contactMessages.id, job.recordId)).get()
  if (!row) return { cancelled: 'record_missing' }
  if (job.kind === 'contact-staff') {
    const blocks: Block[] = [
      paragraph(STAFF_EMAILS.contact.body),
      {
        list: [
          `${FORMS.en.contact.labels.name}: ${row.name}`,
          `${FORMS.en.contact.labels.email}: ${row.email}`,
          `${FORMS.en.contact.labels.subject}: ${subjectLabel(row.subject)}`,
          STAFF_EMAILS.contact.language[asLanguage(job.language)],
        ],
      },
      { heading: FORMS.en.contact.labels.message, text: row.message },
      // The waiting list, not a search: an address in a link's query would reach request logs.
      { link: { href: `${job.origin}/admin/messages?status=waiting`, label: STAFF_EMAILS.contact.consoleLink } },
    ]
    return {
      from,
      to: job.email,
      replyTo: row.email,
      subject: STAFF_EMAILS.contact.subject(subjectLabel(row.subject)),
      ...emailLayout(blocks),
    }
  }
  const language = emailLanguage(job)
  const copy = EMAILS[language].acknowledgement
  const blocks: Block[] = [
    paragraph(copy.greeting(row.name)),
    paragraph(copy.body),
    { heading: copy.yourMessage, text: row.message },
    paragraph(EMAILS[language].signature),
  ]
  return { from, to: job.email, subject: copy.subject, ...emailLayout(blocks, language) }
}

async function guideEmail(db: Database, env: Bindings, job: Job, from: string): Promise<Email | Cancelled> {
  const row = await db.select().from(emailSignups).where(eq(emailSignups.id, job.recordId)).get()
  if (!row) return { cancelled: 'record_missing' }
  if (row.unsubscribedAt) return { cancelled: 'unsubscribed' }
  if (!env.UNSUBSCRIBE_SECRET) throw new ConfigurationError('missing_unsubscribe_secret')
  const language = emailLanguage(job)
  const unsubscribe = `${job.origin}/unsubscribe?token=${await signUnsubscribeToken(env.UNSUBSCRIBE_SECRET, row.id)}${languageParameter(language)}`
  const copy = EMAILS[language].guide
  // The next cohort as seen on the day they signed up, or the honest state while none is ahead.
  const [next] = await cohortsAhead(db, bootcampDay(new Date(row.createdAt)))
  const blocks: Block[] = [
    paragraph(copy.greeting),
    paragraph(copy.body),
    { link: { href: `${job.origin}${SITE[language].guide}`, label: copy.linkLabel } },
    paragraph(
      copy.next(
        next
          ? COHORT_COPY[language].nextCohort(formatsFor(language).date(next.startDate))
          : COHORT_COPY[language].comingSoon,
      ),
    ),
    paragraph(EMAILS[language].signature),
    { small: copy.unsubscribe, link: { href: unsubscribe, label: unsubscribe } },
  ]
  // RFC 8058 one-click: mail apps show an Unsubscribe button that POSTs to this address.
  const headers = { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
  return { from, to: job.email, subject: copy.subject, headers, ...emailLayout(blocks, language) }
}

/**
 * The offer of a freed seat, with its signed claim link (valid until the offer lapses). Nothing
 * is sent for an offer that is no longer open: claimed, lapsed or moved by staff meanwhile.
 */
async function offerEmail(db: Database, env: Bindings, job: Job, from: string): Promise<Email | Cancelled> {
  const row = await db.select().from(registrations).where(eq(registrations.id, job.recordId)).get()
  if (!row) return { cancelled: 'record_missing' }
  if (row.status !== 'offered' || !row.offerExpiresAt || !row.cohortId) return { cancelled: 'offer_closed' }
  if (!env.UNSUBSCRIBE_SECRET) throw new ConfigurationError('missing_unsubscribe_secret')
  const cohort = await findCohort(db, row.cohortId)
  if (!cohort) return { cancelled: 'record_missing' }
  const language = emailLanguage(job)
  const copy = EMAILS[language].offer
  const token = await signToken(
    env.UNSUBSCRIBE_SECRET,
    'seat-claim',
    row.id,
    Math.floor(Date.parse(row.offerExpiresAt) / 1000),
    row.linkVersion,
  )
  const claim = `${job.origin}/seat/claim?token=${token}${languageParameter(language)}`
  const blocks: Block[] = [
    paragraph(copy.greeting(row.firstName)),
    paragraph(
      copy.body(
        `${row.firstName} ${row.lastName}`,
        formatsFor(language).date(cohort.startDate),
        momentIn(language, row.offerExpiresAt),
      ),
    ),
    paragraph(copy.how),
    { link: { href: claim, label: copy.link } },
    paragraph(copy.notWanted),
    await familyLinkBlock(db, job, row.id, language),
    paragraph(EMAILS[language].signature),
  ]
  return { from, to: job.email, subject: copy.subject, ...emailLayout(blocks, language) }
}

/** The receipt for a paid payment: what was paid, item by item as the family saw it, and when. */
async function receiptEmail(db: Database, job: Job, from: string): Promise<Email | Cancelled> {
  const payment = await db.select().from(payments).where(eq(payments.id, job.recordId)).get()
  const row = payment
    ? await db.select().from(registrations).where(eq(registrations.id, payment.registrationId)).get()
    : null
  if (!payment || !row?.cohortId) return { cancelled: 'record_missing' }
  const cohort = await findCohort(db, row.cohortId)
  if (!cohort) return { cancelled: 'record_missing' }
  const language = emailLanguage(job)
  const copy = PAYMENT[language]
  const formats = formatsFor(language)
  const lines = payment.lines.map((line) => `${quoteLineLabel(language, line)}: ${formats.cents(line.amountCents)}`)
  const blocks: Block[] = [
    paragraph(copy.receipt.greeting(row.firstName)),
    paragraph(copy.receipt.body(`${row.firstName} ${row.lastName}`, formats.date(cohort.startDate))),
    {
      heading: copy.receipt.heading,
      list: [
        ...lines,
        `${copy.total}: ${formats.cents(payment.amountCents)}`,
        copy.receipt.paidOn(formats.date(payment.paidAt ?? payment.createdAt)),
        copy.receipt.reference(payment.id),
      ],
    },
    await familyLinkBlock(db, job, row.id, language),
    paragraph(EMAILS[language].signature),
  ]
  return { from, to: job.email, subject: copy.receipt.subject, ...emailLayout(blocks, language) }
}

/** Staff's decision on a request for financial assistance: the new amount (or none, or no), and the family's payment link. */
async function assistanceEmail(db: Database, env: Bindings, job: Job, from: string): Promise<Email | Cancelled> {
  const request = await db.select().from(assistanceRequests).where(eq(assistanceRequests.id, job.recordId)).get()
  const row = request
    ? await db.select().from(registrations).where(eq(registrations.id, request.registrationId)).get()
    : null
  if (!request || !row || request.status === 'open') return { cancelled: 'record_missing' }
  if (!env.UNSUBSCRIBE_SECRET) throw new ConfigurationError('missing_unsubscribe_secret')
  const language = emailLanguage(job)
  const copy = PAYMENT[language].decision
  const participant = `${row.firstName} ${row.lastName}`
  const body =
    request.status === 'declined'
      ? copy.declined(participant)
      : request.amountCents === 0
        ? copy.waived(participant)
        : copy.granted(participant, formatsFor(language).cents(request.amountCents ?? 0))
  const blocks: Block[] = [paragraph(copy.greeting(row.firstName)), paragraph(body)]
  if (request.amountCents !== 0)
    blocks.push({
      link: {
        href: await paymentLink(env.UNSUBSCRIBE_SECRET, job.origin, row, new Date(), language),
        label: copy.link,
      },
    })
  blocks.push(await familyLinkBlock(db, job, row.id, language), paragraph(EMAILS[language].signature))
  return { from, to: job.email, subject: copy.subject, ...emailLayout(blocks, language) }
}

/**
 * The reminder that a seat's hold ends in a day, with the family's payment link. Nothing once
 * paid, released or helped; to a family whose request for assistance passed its deadline
 * undecided, it says so (the seat waits for payment from then).
 */
async function reminderEmail(db: Database, env: Bindings, job: Job, from: string): Promise<Email | Cancelled> {
  const row = await db
    .select({
      id: registrations.id,
      firstName: registrations.firstName,
      lastName: registrations.lastName,
      status: registrations.status,
      cohortId: registrations.cohortId,
      linkVersion: registrations.linkVersion,
      holdStart,
      paid: sql<number>`EXISTS (SELECT 1 FROM payments WHERE registration_id = registrations.id AND status = 'paid')`,
      // An open request's deadline ('' without one); null when no request is open.
      openRequestDeadline: sql<
        string | null
      >`(SELECT coalesce(decide_by, '') FROM assistance_requests WHERE registration_id = registrations.id AND status = 'open')`,
    })
    .from(registrations)
    .where(eq(registrations.id, job.recordId))
    .get()
  if (!row?.cohortId) return { cancelled: 'record_missing' }
  const cohort = await findCohort(db, row.cohortId)
  if (!cohort) return { cancelled: 'record_missing' }
  if (row.status !== 'seated' || row.paid) return { cancelled: 'no_longer_due' }
  // A request asked after this reminder was written keeps the seat until its deadline; a reminder follows then if needed.
  if (row.openRequestDeadline !== null && row.openRequestDeadline > job.createdAt) return { cancelled: 'no_longer_due' }
  if (!env.UNSUBSCRIBE_SECRET) throw new ConfigurationError('missing_unsubscribe_secret')
  const language = emailLanguage(job)
  const copy = PAYMENT[language].reminder
  const until = momentIn(language, holdEnd(row.holdStart, cohort.holdHours))
  const participant = `${row.firstName} ${row.lastName}`
  const blocks: Block[] = [
    paragraph(copy.greeting(row.firstName)),
    paragraph(
      row.openRequestDeadline === null
        ? copy.body(participant, until, cohort.assistanceDecisionDays)
        : copy.undecided(participant, until),
    ),
    {
      link: {
        href: await paymentLink(env.UNSUBSCRIBE_SECRET, job.origin, row, new Date(), language),
        label: copy.link,
      },
    },
    await familyLinkBlock(db, job, row.id, language),
    paragraph(EMAILS[language].signature),
  ]
  return { from, to: job.email, subject: copy.subject, ...emailLayout(blocks, language) }
}

/** The group rate came after the family paid: what was refunded, and why. */
async function groupRefundEmail(db: Database, job: Job, from: string): Promise<Email | Cancelled> {
  const payment = await db.select().from(payments).where(eq(payments.id, job.recordId)).get()
  const row = payment
    ? await db.select().from(registrations).where(eq(registrations.id, payment.registrationId)).get()
    : null
  const cohort = row?.cohortId ? await findCohort(db, row.cohortId) : null
  const refund = payment
    ? await db
        .select({ amountCents: refunds.amountCents })
        .from(refunds)
        .where(and(eq(refunds.paymentId, payment.id), eq(refunds.reason, 'group-rate')))
        .get()
    : null
  if (!payment || !row || !cohort || !refund) return { cancelled: 'record_missing' }
  const language = emailLanguage(job)
  const copy = PAYMENT[language].groupRefund
  const blocks: Block[] = [
    paragraph(copy.greeting(row.firstName)),
    paragraph(
      copy.body(
        `${row.firstName} ${row.lastName}`,
        formatsFor(language).cents(refund.amountCents),
        cohort.groupPercent,
      ),
    ),
    await familyLinkBlock(db, job, row.id, language),
    paragraph(EMAILS[language].signature),
  ]
  return { from, to: job.email, subject: copy.subject, ...emailLayout(blocks, language) }
}

/** The email a job sends, built from its row as it is now, or why there is nothing to send. */
export function composeEmail(db: Database, env: Bindings, job: Job): Promise<Email | Cancelled> {
  switch (job.kind) {
    case 'signup-guide':
      return guideEmail(db, env, job, env.FROM_EMAIL)
    case 'registration-confirmation':
    case 'registration-staff':
      return registrationEmail(db, env, job, env.FROM_EMAIL)
    case 'registration-repeat':
      return registrationRepeatEmail(db, job, emailLanguage(job), env.FROM_EMAIL)
    case 'contact-acknowledgement':
    case 'contact-staff':
      return contactEmail(db, job, env.FROM_EMAIL)
    case 'staff-summary':
      return summaryEmail(db, env, job)
    case 'seat-offer':
      return offerEmail(db, env, job, env.FROM_EMAIL)
    case 'payment-receipt':
      return receiptEmail(db, job, env.FROM_EMAIL)
    case 'assistance-decision':
      return assistanceEmail(db, env, job, env.FROM_EMAIL)
    case 'payment-reminder':
      return reminderEmail(db, env, job, env.FROM_EMAIL)
    case 'group-refund':
      return groupRefundEmail(db, job, env.FROM_EMAIL)
    case 'payment-returned':
      return paymentReturnedEmail(db, env, job, emailLanguage(job), env.FROM_EMAIL)
    case 'session-reminder-week':
    case 'session-reminder-day':
    case 'consent-reminder':
      return cohortReminderEmail(db, job, emailLanguage(job), env.FROM_EMAIL)
    case 'announcement':
      return announcementEmail(db, job, env.FROM_EMAIL)
  }
}
