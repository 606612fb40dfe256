import { eq } from 'drizzle-orm'
import { EMAILS } from '../../content/emails'
import { formatsFor } from '../../content/format'
import { MESSAGES } from '../../content/messages'
import { PLACE_MESSAGES } from '../../content/place-messages'
import { bootcampDay } from '../base/clock'
import { registrations } from '../base/db/schema'
import type { Database } from '../base/env'
import { emailLanguage, type Cancelled, type Email, type Job } from '../base/notify/email'
import { emailLayout, paragraph, type Block } from '../base/notify/layout'
import { findCohort } from '../cohorts/store'
import { familyLinkBlock } from '../family/emails'
import { groupOf } from '../payments/quote-of'
import { groupRateDecidedAfter, groupStatus } from '../payments/group-status'
import { waitlistPlaceOf } from '../seats/waitlist-place'

/**
 * The emails of a family's place changing without the family acting on its page: joining a
 * group through its link, the group reaching its rate's number, the waitlist place moving by 3
 * or more. Each is built from the registration as it is when sent, and sends nothing once what
 * it tells is no longer so (the registration left the group or the waitlist meanwhile).
 */

async function placeOf(db: Database, job: Job) {
  const row = await db.select().from(registrations).where(eq(registrations.id, job.recordId)).get()
  const cohort = row?.cohortId ? await findCohort(db, row.cohortId) : null
  return row && cohort ? { row, cohort, participant: `${row.firstName} ${row.lastName}` } : null
}

const closing = async (db: Database, job: Job, registrationId: string): Promise<Block[]> => [
  await familyLinkBlock(db, job, registrationId, emailLanguage(job)),
  paragraph(EMAILS[emailLanguage(job)].signature),
]

/** Joined a group through its link: which cohort, where the group stands, and the waitlist's caveat. */
export async function groupJoinedEmail(db: Database, job: Job, from: string): Promise<Email | Cancelled> {
  const found = await placeOf(db, job)
  const group = found?.row.groupId ? await groupOf(db, found.row.groupId) : null
  if (!found || !group) return { cancelled: 'record_missing' }
  const { row, cohort, participant } = found
  if (row.status !== 'seated' && row.status !== 'waitlisted') return { cancelled: 'no_longer_due' }
  const language = emailLanguage(job)
  const copy = PLACE_MESSAGES[language].groupJoined
  const blocks: Block[] = [
    paragraph(MESSAGES[language].hello),
    paragraph(copy.body(participant, formatsFor(language).date(cohort.startDate), group.code)),
    paragraph(groupStatus(language, group.settled, cohort, bootcampDay(new Date()))),
    ...(row.status === 'waitlisted' ? [paragraph(copy.waitlisted)] : []),
    ...(await closing(db, job, row.id)),
  ]
  return { from, to: job.email, subject: copy.subject, ...emailLayout(blocks, language) }
}

/** The group reached the number its rate needs: what that means and when the difference comes back. */
export async function groupRateEmail(db: Database, job: Job, from: string): Promise<Email | Cancelled> {
  const found = await placeOf(db, job)
  const group = found?.row.groupId ? await groupOf(db, found.row.groupId) : null
  if (!found || !group) return { cancelled: 'record_missing' }
  const { row, cohort, participant } = found
  // Told only while it is so: a member who left, or a group that fell short again, hears nothing.
  if (row.status !== 'seated' || group.settled < cohort.groupMinimum) return { cancelled: 'no_longer_due' }
  const language = emailLanguage(job)
  const copy = PLACE_MESSAGES[language].groupRate
  const closes = groupRateDecidedAfter(language, cohort)
  const blocks: Block[] = [
    paragraph(MESSAGES[language].hello),
    paragraph(copy.body(participant, group.settled, cohort.groupPercent)),
    paragraph(copy.when(cohort.groupMinimum, cohort.groupPercent, closes)),
    ...(await closing(db, job, row.id)),
  ]
  return { from, to: job.email, subject: copy.subject, ...emailLayout(blocks, language) }
}

/** The waitlist place moved by 3 or more: the place now, as the family page counts it. */
export async function waitlistMovedEmail(db: Database, job: Job, from: string): Promise<Email | Cancelled> {
  const found = await placeOf(db, job)
  if (!found) return { cancelled: 'record_missing' }
  const place = await waitlistPlaceOf(db, found.row.id)
  if (place === null) return { cancelled: 'no_longer_due' }
  const language = emailLanguage(job)
  const copy = PLACE_MESSAGES[language].waitlistMoved
  const blocks: Block[] = [
    paragraph(MESSAGES[language].hello),
    paragraph(copy.cohort(formatsFor(language).date(found.cohort.startDate))),
    paragraph(MESSAGES[language].waitlistPlace(found.participant, place)),
    ...(await closing(db, job, found.row.id)),
  ]
  return { from, to: job.email, subject: copy.subject, ...emailLayout(blocks, language) }
}
