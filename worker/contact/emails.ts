import { isKeyOf } from '../../contract/records'
import { eq } from 'drizzle-orm'
import { EMAILS, STAFF_EMAILS } from '../../content/emails'
import { FORMS } from '../../content/forms'
import { asLanguage } from '../base/language'
import { contactMessages } from '../base/db/schema'
import type { Database } from '../base/env'
import { emailLanguage, type Cancelled, type Email, type Job } from '../base/notify/email'
import { emailLayout, paragraph, type Block } from '../base/notify/layout'
/** A contact message's emails: the sender's acknowledgement and the staff's alert. */
const subjectLabel = (value: string | null) =>
  isKeyOf(FORMS.en.contact.subjects, value) ? FORMS.en.contact.subjects[value] : STAFF_EMAILS.contact.noSubject

export async function contactEmail(db: Database, job: Job, from: string): Promise<Email | Cancelled> {
  const row = await db.select().from(contactMessages).where(eq(contactMessages.id, job.recordId)).get()
  if (!row) return { cancelled: 'record_missing' }
  if (job.kind === 'contact-staff') {
    const blocks: Block[] = [
      paragraph(STAFF_EMAILS.contact.body),
      {
        list: [
          `${FORMS.en.contact.labels.name}: ${row.name}`,
          `${FORMS.en.contact.labels.email}: ${row.email}`,
          `${FORMS.en.contact.labels.subject}: ${subjectLabel(row.subject)}`,
          STAFF_EMAILS.contact.language[asLanguage(job.language)],
        ],
      },
      { heading: FORMS.en.contact.labels.message, text: row.message },
      // The waiting list, not a search: an address in a link's query would reach request logs.
      { link: { href: `${job.origin}/admin/messages?status=waiting`, label: STAFF_EMAILS.contact.consoleLink } },
    ]
    return {
      from,
      to: job.email,
      replyTo: row.email,
      subject: STAFF_EMAILS.contact.subject(subjectLabel(row.subject)),
      ...emailLayout(blocks),
    }
  }
  const language = emailLanguage(job)
  const copy = EMAILS[language].acknowledgement
  const blocks: Block[] = [
    paragraph(copy.greeting(row.name)),
    paragraph(copy.body),
    { heading: copy.yourMessage, text: row.message },
    paragraph(EMAILS[language].signature),
  ]
  return { from, to: job.email, subject: copy.subject, ...emailLayout(blocks, language) }
}
