import { eq } from 'drizzle-orm'
import { EMAILS } from '../../content/emails'
import { FAMILY } from '../../content/family'
import { formatsFor } from '../../content/format'
import { MESSAGES } from '../../content/messages'
import { SITE } from '../../content/site'
import { payments, registrations } from '../base/db/schema'
import type { Bindings, Database } from '../base/env'
import { emailLanguage, type Cancelled, type Email, type Job } from '../base/notify/email'
import { emailLayout, paragraph, type Block } from '../base/notify/layout'
import { findCohort } from '../cohorts/store'
import { calendarLinkBlock, familyLinkBlock } from '../family/emails'
import { refundsOf } from '../payments/refunds'
import { refundDeadline } from '../payments/refund-rule'
import { bootcampDay } from '../base/clock'
import { paymentDueBlocks } from './payment-due'

/**
 * The emails of a registration's events that had none (events.ts lists every event and its
 * email). Each is built from the registration as it is when sent: nothing goes once the event
 * was undone meanwhile (a claimed seat cancelled, a lapsed one registered again).
 */

async function registrationOf(db: Database, job: Job) {
  const row = await db.select().from(registrations).where(eq(registrations.id, job.recordId)).get()
  const cohort = row?.cohortId ? await findCohort(db, row.cohortId) : null
  return row ? { row, cohort, participant: `${row.firstName} ${row.lastName}` } : null
}

const closing = async (db: Database, job: Job, registrationId: string): Promise<Block[]> => [
  await familyLinkBlock(db, job, registrationId, emailLanguage(job)),
  paragraph(EMAILS[emailLanguage(job)].signature),
]

/** A claimed seat: it is the family's, what it owes and by when, and the four Saturdays. */
export async function seatClaimedEmail(
  db: Database,
  env: Bindings,
  job: Job,
  from: string,
): Promise<Email | Cancelled> {
  const found = await registrationOf(db, job)
  if (!found?.cohort) return { cancelled: 'record_missing' }
  if (found.row.status !== 'seated') return { cancelled: 'no_longer_due' }
  const language = emailLanguage(job)
  const copy = MESSAGES[language]
  const blocks: Block[] = [
    paragraph(copy.hello),
    paragraph(copy.claimed.body(found.participant, formatsFor(language).date(found.cohort.startDate))),
    ...(await paymentDueBlocks(db, env, job, found.row.id, language)),
    calendarLinkBlock(job, found.cohort.id, language),
    ...(await closing(db, job, found.row.id)),
  ]
  return { from, to: job.email, subject: copy.claimed.subject, ...emailLayout(blocks, language) }
}

/** An unpaid seat's hold ended: the seat went to the next family, and how to register again. */
export async function holdLapsedEmail(db: Database, job: Job, from: string): Promise<Email | Cancelled> {
  const found = await registrationOf(db, job)
  if (!found?.cohort) return { cancelled: 'record_missing' }
  if (found.row.status !== 'lapsed') return { cancelled: 'no_longer_due' }
  const language = emailLanguage(job)
  const copy = MESSAGES[language]
  const blocks: Block[] = [
    paragraph(copy.hello),
    paragraph(copy.lapsed.body(found.participant, formatsFor(language).date(found.cohort.startDate))),
    paragraph(copy.lapsed.again),
    { link: { href: `${job.origin}${SITE[language].path}#registration`, label: copy.lapsed.link } },
    ...(await closing(db, job, found.row.id)),
  ]
  return { from, to: job.email, subject: copy.lapsed.subject, ...emailLayout(blocks, language) }
}

/**
 * A cancellation from the family page: that it is done, and the money: refunded (the amount),
 * not refunded (past the cohort's refund deadline), or being refunded by staff when the
 * automatic refund failed (the family page said so too).
 */
export async function cancelledEmail(db: Database, job: Job, from: string): Promise<Email | Cancelled> {
  const found = await registrationOf(db, job)
  if (!found) return { cancelled: 'record_missing' }
  if (found.row.status !== 'cancelled') return { cancelled: 'no_longer_due' }
  const language = emailLanguage(job)
  const copy = MESSAGES[language].cancelled
  const money = formatsFor(language).cents
  const paid = await db.select().from(payments).where(eq(payments.registrationId, found.row.id))
  const paidCents = paid.filter((payment) => payment.status === 'paid').reduce((sum, p) => sum + p.amountCents, 0)
  const refunded = (await refundsOf(db, found.row.id))
    .filter((refund) => refund.reason === 'cancelled')
    .reduce((sum, refund) => sum + refund.amountCents, 0)
  // Cancelled by the refund deadline, paid, and nothing given back: the automatic refund failed and staff refund it by hand.
  const inTime =
    found.cohort !== null &&
    bootcampDay(new Date(found.row.statusChangedAt ?? found.row.createdAt)) <=
      refundDeadline(found.cohort.startDate, found.cohort.refundDays)
  const moneyLine =
    refunded > 0
      ? copy.refunded(money(refunded))
      : paidCents > 0 && inTime
        ? FAMILY[language].cancel.refundFailed(money(paidCents))
        : paidCents > 0
          ? copy.notRefunded(money(paidCents))
          : copy.nothingPaid
  const blocks: Block[] = [
    paragraph(MESSAGES[language].hello),
    paragraph(copy.body(found.participant)),
    paragraph(moneyLine),
    paragraph(copy.again),
    ...(await closing(db, job, found.row.id)),
  ]
  return { from, to: job.email, subject: copy.subject, ...emailLayout(blocks, language) }
}
