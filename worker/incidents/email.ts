import { eq } from 'drizzle-orm'
import { formatsFor } from '../../content/format'
import { INCIDENT_EMAIL } from '../../content/incidents'
import { LOCALES, type Language } from '../../content/language'
import { bootcampDay } from '../base/clock'
import { incidents, registrations } from '../base/db/schema'
import type { Database } from '../base/env'
import { emailLanguage, type Cancelled, type Email, type Job } from '../base/notify/email'
import { emailLayout, paragraph } from '../base/notify/layout'

/** "10:40 AM" / "10:40 a. m.": a wall-clock time of the bootcamp's day, as the family reads it. */
const timeOf = (wallClock: string, language: Language) =>
  new Intl.DateTimeFormat(LOCALES[language], { timeStyle: 'short', timeZone: 'UTC' }).format(
    new Date(`${wallClock}:00Z`),
  )

/**
 * The family's email about an incident, in their language: what happened, what was done, how
 * they were told, and whom to call. Built from the saved incident; never names who else was
 * involved, who was told besides them, or who recorded it. Nothing goes once the registration
 * was erased (its incident goes with it, or stays held without an address).
 */
export async function incidentEmail(db: Database, job: Job, from: string): Promise<Email | Cancelled> {
  const found = await db
    .select({ incident: incidents, firstName: registrations.firstName })
    .from(incidents)
    .innerJoin(registrations, eq(registrations.id, incidents.registrationId))
    .where(eq(incidents.id, job.recordId))
    .get()
  if (!found) return { cancelled: 'record_missing' }
  const { incident, firstName } = found
  const language = emailLanguage(job)
  const copy = INCIDENT_EMAIL[language]
  const at = timeOf(incident.occurredAt, language)
  const day = formatsFor(language).date(incident.occurredAt.slice(0, 10))
  const blocks = [
    paragraph(copy.hello),
    paragraph(copy.intro(firstName, copy.kinds[incident.kind], day, at, incident.place)),
    { heading: copy.whatHappened, text: incident.whatHappened },
    { heading: copy.actionTaken, text: incident.actionTaken },
    paragraph(copy.told[incident.familyTold](incident.familyToldAt ? timeOf(incident.familyToldAt, language) : '')),
    paragraph(copy.call),
    paragraph(copy.signature),
  ]
  // "Today" only when it is recorded on the day it happened: staff may record a past session's incident later.
  const toldLater = bootcampDay(new Date(incident.recordedAt)) !== incident.occurredAt.slice(0, 10)
  return {
    from,
    to: job.email,
    subject: copy.subject(firstName, toldLater ? day : null),
    ...emailLayout(blocks, language),
  }
}
