import { eq } from 'drizzle-orm'
import { ASSISTANCE_CHANGE, ASSISTANCE_STAFF_EMAIL } from '../../content/assistance'
import { EMAILS, momentIn } from '../../content/emails'
import { formatsFor } from '../../content/format'
import { MESSAGES } from '../../content/messages'
import { assistanceRequests, registrations } from '../base/db/schema'
import type { Bindings, Database } from '../base/env'
import { emailLanguage, type Cancelled, type Email, type Job } from '../base/notify/email'
import { emailLayout, paragraph, type Block } from '../base/notify/layout'
import { findCohort } from '../cohorts/store'
import { familyLinkBlock } from '../family/emails'
import { payLinkBlock } from './emails'

/**
 * A director changed a decided request: what the family pays now, read from the request as it
 * stands when the email is built (a second change before it leaves is what the family reads).
 */
export async function assistanceChangedEmail(
  db: Database,
  env: Bindings,
  job: Job,
  from: string,
): Promise<Email | Cancelled> {
  const request = await db.select().from(assistanceRequests).where(eq(assistanceRequests.id, job.recordId)).get()
  const row = request
    ? await db.select().from(registrations).where(eq(registrations.id, request.registrationId)).get()
    : null
  if (!request || !row || request.status === 'open') return { cancelled: 'record_missing' }
  const language = emailLanguage(job)
  const copy = ASSISTANCE_CHANGE[language]
  const now =
    request.status === 'declined'
      ? copy.declined
      : request.amountCents === 0
        ? copy.waived
        : copy.granted(formatsFor(language).cents(request.amountCents ?? 0))
  const blocks: Block[] = [
    paragraph(MESSAGES[language].hello),
    paragraph(`${copy.opening(`${row.firstName} ${row.lastName}`)} ${now}`),
  ]
  if (request.amountCents !== 0) blocks.push(await payLinkBlock(env, job, row, language, copy.link))
  blocks.push(await familyLinkBlock(db, job, row.id, language), paragraph(EMAILS[language].signature))
  return { from, to: job.email, subject: copy.subject, ...emailLayout(blocks, language) }
}

/**
 * The staff's alert that a family asked for assistance: the cohort, the deadline and the record's
 * link; the family's reason and names stay behind the console's sign-in.
 */
export async function assistanceStaffEmail(db: Database, job: Job, from: string): Promise<Email | Cancelled> {
  const request = await db.select().from(assistanceRequests).where(eq(assistanceRequests.id, job.recordId)).get()
  const row = request
    ? await db
        .select({ id: registrations.id, cohortId: registrations.cohortId })
        .from(registrations)
        .where(eq(registrations.id, request.registrationId))
        .get()
    : null
  const cohort = row?.cohortId ? await findCohort(db, row.cohortId) : null
  if (!request || !row || !cohort) return { cancelled: 'record_missing' }
  if (request.status !== 'open') return { cancelled: 'no_longer_due' }
  const deadline = momentIn('en', request.decideBy ?? request.createdAt)
  const blocks: Block[] = [
    paragraph(ASSISTANCE_STAFF_EMAIL.body(formatsFor('en').date(cohort.startDate), deadline)),
    { link: { href: `${job.origin}/admin/registrations/${row.id}`, label: ASSISTANCE_STAFF_EMAIL.consoleLink } },
  ]
  return { from, to: job.email, subject: ASSISTANCE_STAFF_EMAIL.subject(deadline), ...emailLayout(blocks) }
}
