import { and, eq } from 'drizzle-orm'
import type { FollowUpKind } from '../../contract/follow-up'
import { FOLLOW_UP_TALK_MESSAGE } from '../../content/follow-up-answer'
import { contactMessages, followUpAnswers, outbox, registrations } from '../base/db/schema'
import type { Database } from '../base/env'

type Registration = typeof registrations.$inferSelect

const thisAnswer = (registrationId: string, kind: FollowUpKind) =>
  and(eq(followUpAnswers.registrationId, registrationId), eq(followUpAnswers.kind, kind))

/** The answer already given to one email, if any. */
export const answerOf = (db: Database, registrationId: string, kind: FollowUpKind) =>
  db.select().from(followUpAnswers).where(thisAnswer(registrationId, kind)).get()

/** One tap in the email: the score, saved or changed; words and the wish to talk kept as they were. */
export async function tapScore(db: Database, registrationId: string, kind: FollowUpKind, score: number, now: Date) {
  const at = now.toISOString()
  await db
    .insert(followUpAnswers)
    .values({ registrationId, kind, score, answeredAt: at, updatedAt: at })
    .onConflictDoUpdate({
      target: [followUpAnswers.registrationId, followUpAnswers.kind],
      set: { score, updatedAt: at },
    })
}

/**
 * The page's form: score, words and whether they would like to talk, in one row per email. Asking
 * to talk puts one contact message in the console's "Waiting for a reply" (the contact form's
 * path, so its 24-hour promise, reply and "handled" work the same); saving again while it waits
 * brings its text up to date rather than adding a second. One already answered is left as it is.
 * A new request alerts the staff inbox (`staffInbox`, when set) as a contact message does, so the
 * promise does not wait for someone to open the console: the staff email job's id is returned.
 */
export async function saveAnswer(
  db: Database,
  registration: Registration,
  email: { kind: FollowUpKind; days: number },
  answer: { score: number; words: string | null; wantsTalk: boolean },
  now: Date,
  alert: { staffInbox: string | null; origin: string; language: string },
): Promise<string | null> {
  const at = now.toISOString()
  const existing = await answerOf(db, registration.id, email.kind)
  const message = existing?.messageId
    ? await db.select().from(contactMessages).where(eq(contactMessages.id, existing.messageId)).get()
    : undefined
  const text = FOLLOW_UP_TALK_MESSAGE(email.days, answer.score, answer.words)
  const messageId = answer.wantsTalk && !message ? crypto.randomUUID() : (message?.id ?? null)
  const row = { ...answer, messageId, updatedAt: at }
  const save = db
    .insert(followUpAnswers)
    .values({ registrationId: registration.id, kind: email.kind, answeredAt: at, ...row })
    .onConflictDoUpdate({ target: [followUpAnswers.registrationId, followUpAnswers.kind], set: row })
  if (answer.wantsTalk && !message) {
    const name = `${registration.firstName} ${registration.lastName}`
    const ask = db.insert(contactMessages).values({ id: messageId!, name, email: registration.email, message: text })
    if (!alert.staffInbox) {
      await db.batch([ask, save])
      return null
    }
    const jobId = crypto.randomUUID()
    const staffEmail = db.insert(outbox).values({
      id: jobId,
      kind: 'contact-staff',
      recordId: messageId!,
      email: alert.staffInbox,
      language: alert.language,
      origin: alert.origin,
      createdAt: at,
    })
    await db.batch([ask, save, staffEmail])
    return jobId
  }
  if (answer.wantsTalk && message && !message.repliedAt)
    await db.batch([db.update(contactMessages).set({ message: text }).where(eq(contactMessages.id, message.id)), save])
  else await save
  return null
}
