import { and, eq, sql } from 'drizzle-orm'
import { MESSAGES } from '../../content/messages'
import { EMAILS, momentIn } from '../../content/emails'
import type { Language } from '../../content/language'
import { SITE } from '../../content/site'
import { assistanceRequests, payments, refunds, registrations } from '../base/db/schema'
import type { Bindings, Database } from '../base/env'
import { ConfigurationError } from '../base/errors'
import { emailLanguage, type Cancelled, type Email, type Job } from '../base/notify/email'
import { familyLinkBlock } from '../family/emails'
import { emailLayout, paragraph, type Block } from '../base/notify/layout'
import { formatsFor } from '../../content/format'
import { findCohort } from '../cohorts/store'
import { PAYMENT, quoteLineLabel } from '../../content/payments'
import { paymentLink } from './pay'
import { lastReturned, refundsOf } from './refunds'
import { holdEnd } from './assistance-deadline'
import { holdStart } from './holds'

/**
 * A payment given back in full because it no longer matched the registration when it arrived
 * (reconcile.ts): what happened, that the money is on its way back, and what to do now. Greets
 * the reader, not the participant: a parent or the participant may read it.
 */
export async function paymentReturnedEmail(
  db: Database,
  env: Bindings,
  job: Job,
  language: Language,
  from: string,
): Promise<Email | Cancelled> {
  const payment = await db.select().from(payments).where(eq(payments.id, job.recordId)).get()
  const row = payment
    ? await db.select().from(registrations).where(eq(registrations.id, payment.registrationId)).get()
    : null
  const refund = row
    ? lastReturned((await refundsOf(db, row.id)).filter((given) => given.paymentId === payment!.id))
    : null
  if (!payment || !refund || !row) return { cancelled: 'record_missing' }
  const copy = PAYMENT[language].returned
  const participant = `${row.firstName} ${row.lastName}`
  const blocks: Block[] = [
    paragraph(copy.greeting),
    paragraph(copy[refund.reason](participant, formatsFor(language).cents(refund.amountCents))),
  ]
  if (refund.reason === 'seat-gone')
    blocks.push(paragraph(copy.registerAgain), {
      link: { href: `${job.origin}${SITE[language].path}#registration`, label: copy.registerLink },
    })
  if (refund.reason === 'quote-changed') blocks.push(await payLinkBlock(env, job, row, language, copy.payLink))
  blocks.push(await familyLinkBlock(db, job, row.id, language), paragraph(EMAILS[language].signature))
  return { from, to: job.email, subject: copy.subject, ...emailLayout(blocks, language) }
}

/** The receipt for a paid payment: what was paid, item by item as the family saw it, and when. */
export async function receiptEmail(db: Database, job: Job, from: string): Promise<Email | Cancelled> {
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
  // The rest of a bill part paid at the office: the lines are the whole bill, the payment what was left.
  const atOffice = payment.lines.reduce((total, line) => total + line.amountCents, 0) - payment.amountCents
  if (atOffice > 0) lines.push(`${copy.receipt.paidAtOffice}: ${formats.cents(-atOffice)}`)
  const blocks: Block[] = [
    paragraph(MESSAGES[language].hello),
    paragraph(copy.receipt.body(`${row.firstName} ${row.lastName}`, formats.date(cohort.startDate))),
    {
      heading: copy.receipt.heading,
      list: [
        ...lines,
        `${copy.totalPaid}: ${formats.cents(payment.amountCents)}`,
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
export async function assistanceEmail(db: Database, env: Bindings, job: Job, from: string): Promise<Email | Cancelled> {
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
  const blocks: Block[] = [paragraph(MESSAGES[language].hello), paragraph(body)]
  if (request.amountCents !== 0) blocks.push(await payLinkBlock(env, job, row, language, copy.link))
  blocks.push(await familyLinkBlock(db, job, row.id, language), paragraph(EMAILS[language].signature))
  return { from, to: job.email, subject: copy.subject, ...emailLayout(blocks, language) }
}

/**
 * The reminder that a seat's hold ends in a day, with the family's payment link. Nothing once
 * paid, released or helped; to a family whose request for assistance passed its deadline
 * undecided, it says so (the seat waits for payment from then).
 */
export async function reminderEmail(db: Database, env: Bindings, job: Job, from: string): Promise<Email | Cancelled> {
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
    paragraph(MESSAGES[language].hello),
    paragraph(
      row.openRequestDeadline === null
        ? copy.body(participant, until, cohort.assistanceDecisionDays)
        : copy.undecided(participant, until),
    ),
    await payLinkBlock(env, job, row, language, copy.link),
    await familyLinkBlock(db, job, row.id, language),
    paragraph(EMAILS[language].signature),
  ]
  return { from, to: job.email, subject: copy.subject, ...emailLayout(blocks, language) }
}

/** The group rate came after the family paid: what was refunded, and why. */
export async function groupRefundEmail(db: Database, job: Job, from: string): Promise<Email | Cancelled> {
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
    paragraph(MESSAGES[language].hello),
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

/** The family's payment link as an email's button, signed for the registration's current link version. */
export async function payLinkBlock(
  env: Bindings,
  job: Job,
  registration: { id: string; linkVersion: number },
  language: Language,
  label: string,
): Promise<Block> {
  if (!env.UNSUBSCRIBE_SECRET) throw new ConfigurationError('missing_unsubscribe_secret')
  return {
    link: { href: await paymentLink(env.UNSUBSCRIBE_SECRET, job.origin, registration, new Date(), language), label },
  }
}
