import { and, eq } from 'drizzle-orm'
import { cohortLines } from '../../content/cohort'
import { EMAILS, momentIn } from '../../content/emails'
import { formatsFor } from '../../content/format'
import { INTEREST } from '../../content/interest'
import { MESSAGES } from '../../content/messages'
import { bootcampDay } from '../base/clock'
import { interestOpenings, registrations } from '../base/db/schema'
import type { Bindings, Database } from '../base/env'
import { ConfigurationError } from '../base/errors'
import { emailLanguage, type Cancelled, type Email, type Job } from '../base/notify/email'
import { emailLayout, paragraph, type Block } from '../base/notify/layout'
import { findCohort, toPublic } from '../cohorts/store'
import { familyLinkBlock } from '../family/emails'
import { openOpeningOf, placeLink } from './link'

/**
 * A cohort opened while this family was in line: the participant and the cohort's start, the head
 * start and until when, the one-tap link that takes the place, and the cohort's facts. Nothing
 * goes once the registration has its place (taken from the family page meanwhile) or the cohort
 * closed again before the email left.
 */
export async function cohortOpenedEmail(
  db: Database,
  env: Bindings,
  job: Job,
  from: string,
): Promise<Email | Cancelled> {
  const row = await db.select().from(registrations).where(eq(registrations.id, job.recordId)).get()
  if (!row) return { cancelled: 'record_missing' }
  const sent = new Date(job.createdAt)
  const opening = await openOpeningOf(db, row.id, sent)
  if (!opening) return { cancelled: 'no_longer_due' }
  const told = await db
    .select({ id: interestOpenings.id })
    .from(interestOpenings)
    .where(and(eq(interestOpenings.id, opening.id), eq(interestOpenings.createdAt, job.createdAt)))
    .get()
  // A later cohort's opening is its own email: this job was about an earlier one.
  if (!told) return { cancelled: 'no_longer_due' }
  if (!env.UNSUBSCRIBE_SECRET) throw new ConfigurationError('missing_unsubscribe_secret')
  const cohort = (await findCohort(db, opening.cohortId))!
  const language = emailLanguage(job)
  const copy = INTEREST[language]
  const participant = `${row.firstName} ${row.lastName}`
  const start = formatsFor(language).date(cohort.startDate)
  const facts = cohortLines(language, toPublic(cohort, bootcampDay(sent)))
  const blocks: Block[] = [
    paragraph(MESSAGES[language].hello),
    paragraph(copy.email.body(participant, start)),
    ...(cohort.headStartUntil ? [paragraph(copy.email.headStart(momentIn(language, cohort.headStartUntil)))] : []),
    paragraph(copy.email.how),
    {
      link: {
        href: await placeLink(env.UNSUBSCRIBE_SECRET, job.origin, opening, language),
        label: copy.link(row.firstName),
      },
    },
    paragraph(copy.email.nothingYet),
    {
      heading: copy.email.cohortHeading,
      list: [
        facts.sessions,
        facts.hours,
        facts.location,
        ...facts.prices,
        ...facts.offers.slice(0, -1),
        MESSAGES[language].assistanceOffer,
      ],
    },
    await familyLinkBlock(db, job, row.id, language),
    paragraph(EMAILS[language].signature),
  ]
  return { from, to: job.email, subject: copy.email.subject, ...emailLayout(blocks, language) }
}
