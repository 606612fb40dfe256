import { eq } from 'drizzle-orm'
import { MESSAGES } from '../../content/messages'
import { EMAILS, momentIn } from '../../content/emails'
import { languageParameter } from '../base/language'
import { registrations } from '../base/db/schema'
import type { Bindings, Database } from '../base/env'
import { ConfigurationError } from '../base/errors'
import { emailLanguage, type Cancelled, type Email, type Job } from '../base/notify/email'
import { familyLinkBlock } from '../family/emails'
import { signToken } from '../base/notify/signed-token'
import { emailLayout, paragraph, type Block } from '../base/notify/layout'
import { formatsFor } from '../../content/format'
import { findCohort } from '../cohorts/store'
/**
 * The offer of a freed seat, with its signed claim link (valid until the offer lapses). Nothing
 * is sent for an offer that is no longer open: claimed, lapsed or moved by staff meanwhile.
 */
export async function offerEmail(db: Database, env: Bindings, job: Job, from: string): Promise<Email | Cancelled> {
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
    paragraph(MESSAGES[language].hello),
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
