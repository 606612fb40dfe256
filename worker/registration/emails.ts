import { ADULT_AGE } from '../../contract/constants'
import { missingRequiredConsents } from '../consents/state'
import { eq } from 'drizzle-orm'
import { EMAILS, STAFF_EMAILS } from '../../content/emails'
import { FORMS } from '../../content/forms'
import type { Language } from '../../content/language'
import { asLanguage } from '../base/language'
import { registrations } from '../base/db/schema'
import type { Bindings, Database } from '../base/env'
import { emailLanguage, type Cancelled, type Email, type Job } from '../base/notify/email'
import { calendarLinkBlock, familyLinkBlock } from '../family/emails'
import { emailLayout, paragraph, type Block } from '../base/notify/layout'
import type { PublicCohort } from '../../contract/cohorts'
import { COHORT_COPY, cohortLines, cohortTexts } from '../../content/cohort'
import { bootcampDay } from '../base/clock'
import { findCohort, toPublic } from '../cohorts/store'
import { placementOf } from '../seats/rules'
import { MESSAGES } from '../../content/messages'
import { paymentDueBlocks } from '../messages/payment-due'
import { waitlistPlaceOf } from '../seats/waitlist-place'
/**
 * The registration's emails: the family's confirmation (its placement, what it registered, the
 * cohort, the next steps) and the staff's alert.
 */
/** The session chosen, with its price in the family's cohort as the form showed it ("Complete Bootcamp ($200)"). */
function sessionLabel(language: Language, value: string | null, cohort: PublicCohort | null) {
  if (value !== 'individual' && value !== 'complete') return EMAILS[language].confirmation.noSession
  return (
    cohortTexts(language, cohort ? [cohort] : []).slots[`session-${value}`] ??
    FORMS[language].registration.sessions[value]
  )
}
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
    // Financial assistance is asked for on the payment page's own form, not by writing to us.
    {
      heading: copy.pricesHeading,
      list: [...facts.prices, ...facts.offers.slice(0, -1), MESSAGES[language].assistanceOffer],
    },
  ]
}

export async function registrationEmail(
  db: Database,
  env: Bindings,
  job: Job,
  from: string,
): Promise<Email | Cancelled> {
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
  const missing = await missingRequiredConsents(db, row.id)
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
    if (missing.length > 0) blocks.push(paragraph(STAFF_EMAILS.registration.consentMissing))
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
  const place = await waitlistPlaceOf(db, row.id)
  const blocks: Block[] = [
    // A parent or the participant may read it: it greets the reader and names the participant.
    paragraph(MESSAGES[language].hello),
    paragraph(copy.body(fullName)),
    // Where the registration stands now: a held seat, its place in line on the waitlist (the family
    // page's count), or interest (nothing once it has ended).
    ...(place !== null
      ? [paragraph(MESSAGES[language].waitlistPlace(fullName, place))]
      : placement
        ? [paragraph(FORMS[language].registration.done.placement[placement])]
        : []),
    // A seated family owes now: the amount, until when the seat is held for it, and its own pay link.
    ...(await paymentDueBlocks(db, env, job, row.id, language)),
    { heading: copy.detailsHeading, list: details.map(([label, value]) => `${label}: ${value}`) },
    ...cohortBlocks(language, cohort),
    // A held seat's four Saturdays, for the family's calendar (a waitlisted one may never come).
    ...(row.status === 'seated' && cohort ? [calendarLinkBlock(job, cohort.id, language)] : []),
    { heading: copy.nextHeading, list: [...copy.next[placement ?? 'interest']] },
  ]
  // The consent records say it, never the form's box: the family page and the console read the same.
  blocks.push({
    heading: copy.consentHeading,
    text:
      missing.length === 0
        ? copy.consentsGiven(row.firstName)
        : minor
          ? copy.minorMissing(row.firstName)
          : copy.adultMissing(row.firstName),
  })
  blocks.push(await familyLinkBlock(db, job, row.id, language), paragraph(EMAILS[language].signature))
  return { from, to: job.email, subject: copy.subject, ...emailLayout(blocks, language) }
}
