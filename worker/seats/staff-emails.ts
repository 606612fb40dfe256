import { eq } from 'drizzle-orm'
import { OFFICE_EMAILS } from '../../content/office'
import { formatsFor } from '../../content/format'
import { findCohort } from '../cohorts/store'
import { registrations } from '../base/db/schema'
import type { Database } from '../base/env'
import { emailLanguage, type Cancelled, type Email, type Job } from '../base/notify/email'
import { emailLayout, paragraph, type Block } from '../base/notify/layout'
import { familyLinkBlock } from '../family/emails'
import { waitlistPlaceOf } from './waitlist-place'

/**
 * The family's email after staff changed its place by hand (`cohort-moved`: another cohort;
 * `placement-changed`: seated, waitlisted or cancelled in its cohort). Written from the
 * registration as it stands when sent; an open offer has its own email, so none is sent then.
 */
export async function staffPlacementEmail(db: Database, job: Job, from: string): Promise<Email | Cancelled> {
  const row = await db.select().from(registrations).where(eq(registrations.id, job.recordId)).get()
  const cohort = row?.cohortId ? await findCohort(db, row.cohortId) : null
  if (!row || !cohort) return { cancelled: 'record_missing' }
  const language = emailLanguage(job)
  const copy = OFFICE_EMAILS[language]
  const participant = `${row.firstName} ${row.lastName}`
  const start = formatsFor(language).date(cohort.startDate)
  const place = await waitlistPlaceOf(db, row.id)
  const now =
    row.status === 'seated'
      ? copy.seated(participant, start)
      : row.status === 'waitlisted' && place !== null
        ? copy.waitlisted(participant, start, place)
        : row.status === 'cancelled'
          ? copy.cancelled(participant, start)
          : null
  if (!now) return { cancelled: 'no_longer_due' }
  const blocks: Block[] = [
    paragraph(copy.greeting),
    ...(job.kind === 'cohort-moved' ? [paragraph(copy.moved(participant, start))] : []),
    paragraph(now),
  ]
  // Cancelled too: the page is where a refund staff's cancellation made shows.
  blocks.push(await familyLinkBlock(db, job, row.id, language), paragraph(copy.questions), paragraph(copy.signature))
  return { from, to: job.email, subject: copy.subject, ...emailLayout(blocks, language) }
}
