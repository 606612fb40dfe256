import { eq } from 'drizzle-orm'
import type { Language } from '../../content/language'
import { announcements } from '../base/db/schema'
import type { Database } from '../base/env'
import type { Cancelled, Email, Job } from '../base/notify/email'
import { emailLayout, paragraph } from '../base/notify/layout'
import { mayAnnounceTo } from './recipients'

type Texts = Pick<typeof announcements.$inferSelect, 'subject' | 'body' | 'subjectEs' | 'bodyEs'>

/** An announcement as one language reads it: Spanish when staff wrote both Spanish texts, else English. */
export function announcementContent(texts: Texts, language: Language) {
  const spanish = language === 'es' && texts.subjectEs && texts.bodyEs
  const subject = spanish ? texts.subjectEs! : texts.subject
  const body = spanish ? texts.bodyEs! : texts.body
  const written: Language = spanish ? 'es' : 'en'
  // Staff's text as written, its paragraphs kept, signed as they signed it: no second, automatic signature.
  const blocks = body.split(/\n{2,}/).map((part) => paragraph(part.trim()))
  return { subject, ...emailLayout(blocks, written) }
}

/** The outbox's announcement job: the text as stored, unless the address unsubscribed since it was written. */
export async function announcementEmail(db: Database, job: Job, from: string): Promise<Email | Cancelled> {
  const row = await db.select().from(announcements).where(eq(announcements.id, job.recordId)).get()
  if (!row) return { cancelled: 'record_missing' }
  if (!(await mayAnnounceTo(db, job.email))) return { cancelled: 'unsubscribed' }
  return { from, to: job.email, ...announcementContent(row, job.language === 'es' ? 'es' : 'en') }
}
