import { readinessBlocks } from '../readiness/email-blocks'
import { missingFor } from '../readiness/readiness'
import { eq } from 'drizzle-orm'
import { ADULT_AGE } from '../../contract/constants'
import { MESSAGES } from '../../content/messages'
import { EMAILS } from '../../content/emails'
import { FAMILY } from '../../content/family'
import { formatsFor } from '../../content/format'
import type { Language } from '../../content/language'
import { findCohort } from '../cohorts/store'
import { hasEnded } from '../seats/rules'
import { registrations } from '../base/db/schema'
import { missingRequiredConsents } from '../consents/state'
import type { Database } from '../base/env'
import { emailLayout, paragraph, type Block } from '../base/notify/layout'
import type { Cancelled, Email, Job } from '../base/notify/email'
import { newFamilyLink } from './links'

/**
 * The private link to the family's page, for an email written now: every email to a family
 * carries a fresh one (30 days), so the newest email always opens the page.
 */
export async function familyLinkBlock(db: Database, job: Job, registrationId: string, language: Language) {
  const link = await newFamilyLink(db, registrationId, job.origin, language, new Date())
  await link.statement
  return { link: { href: link.href, label: FAMILY[language].emailLink } } satisfies Block
}

/** The cohort's four sessions as a calendar file (family/calendar.ts), from an email. */
export const calendarLinkBlock = (job: Job, cohortId: string, language: Language): Block => ({
  link: {
    href: `${job.origin}/api/cohorts/${cohortId}/calendar.ics?lang=${language}`,
    label: FAMILY[language].reminder.calendarLink,
  },
})

/**
 * Someone sent the public form again for this live registration, and nothing changed: the
 * family hears of it at the address on file, with the page where details do change. It names
 * the participant as stored and repeats nothing of what was sent.
 */
export async function registrationRepeatEmail(
  db: Database,
  job: Job,
  language: Language,
  from: string,
): Promise<Email | Cancelled> {
  const row = await db
    .select({ id: registrations.id, firstName: registrations.firstName, lastName: registrations.lastName })
    .from(registrations)
    .where(eq(registrations.id, job.recordId))
    .get()
  if (!row) return { cancelled: 'record_missing' }
  const copy = EMAILS[language].repeat
  const blocks: Block[] = [
    paragraph(copy.greeting),
    paragraph(copy.body(`${row.firstName} ${row.lastName}`)),
    paragraph(copy.changes),
    await familyLinkBlock(db, job, row.id, language),
    paragraph(copy.notYou),
    paragraph(EMAILS[language].signature),
  ]
  return { from, to: job.email, subject: copy.subject, ...emailLayout(blocks, language) }
}

/**
 * The reminders before a cohort starts (family/reminders.ts writes them once each): 7 days and
 * 1 day before the first session, to seated families; and, 7 days before, the consent still
 * missing for a participant under 18. Each is built as the registration is when it is sent:
 * nothing goes to a registration cancelled meanwhile, or for a consent given meanwhile.
 */
export async function cohortReminderEmail(
  db: Database,
  job: Job,
  language: Language,
  from: string,
): Promise<Email | Cancelled> {
  const row = await db.select().from(registrations).where(eq(registrations.id, job.recordId)).get()
  const cohort = row?.cohortId ? await findCohort(db, row.cohortId) : null
  if (!row || !cohort) return { cancelled: 'record_missing' }
  const consentMissing = row.age < ADULT_AGE && (await missingRequiredConsents(db, row.id)).length > 0
  const copy = FAMILY[language].reminder
  const fullName = `${row.firstName} ${row.lastName}`
  const start = formatsFor(language).date(cohort.startDate)
  if (job.kind === 'consent-reminder') {
    if (!consentMissing || hasEnded(row.status)) return { cancelled: 'no_longer_due' }
    const blocks: Block[] = [
      paragraph(MESSAGES[language].hello),
      paragraph(copy.consentBody(fullName, start)),
      await familyLinkBlock(db, job, row.id, language),
      paragraph(EMAILS[language].signature),
    ]
    return { from, to: job.email, subject: copy.consentSubject(row.firstName), ...emailLayout(blocks, language) }
  }
  if (row.status !== 'seated') return { cancelled: 'no_longer_due' }
  const week = job.kind === 'session-reminder-week'
  const familyLink = await familyLinkBlock(db, job, row.id, language)
  // A week ahead, everything still missing (health record, consent), each with its link.
  const readiness = week
    ? readinessBlocks((await missingFor(db, row.id)) ?? [], familyLink.link.href, row.firstName, language)
    : consentMissing
      ? [paragraph(copy.consentMissing(row.firstName))]
      : []
  const blocks: Block[] = [
    paragraph(MESSAGES[language].hello),
    paragraph(week ? copy.week(fullName, start) : copy.day(fullName, start)),
    calendarLinkBlock(job, cohort.id, language),
    ...readiness,
    familyLink,
    paragraph(EMAILS[language].signature),
  ]
  return { from, to: job.email, subject: week ? copy.weekSubject : copy.daySubject, ...emailLayout(blocks, language) }
}
