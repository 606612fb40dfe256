import { eq } from 'drizzle-orm'
import type { FollowUpKind } from '../../contract/follow-up'
import type { Language } from '../../content/language'
import { registrations } from '../base/db/schema'
import type { Database } from '../base/env'
import { languageParameter } from '../base/language'
import { signToken, verifyToken } from '../base/notify/signed-token'
import { takesAssessment } from '../assessment/links'
import { FOLLOW_UP_DAYS } from './schedule'

/** An answer link works for 60 days after its email: the day-30 email's well past the follow-up's end. */
const ANSWER_LINK_SECONDS = 60 * 24 * 60 * 60

type Registration = typeof registrations.$inferSelect

/** The follow-up email of `day` (7, 14 or 30), or undefined for any other value. */
const followUpOfDay = (day: string | undefined) => FOLLOW_UP_DAYS.find((entry) => String(entry.days) === day)

const purposeOf = (days: (typeof FOLLOW_UP_DAYS)[number]['days']) => `follow-up-answer-day-${days}` as const

/**
 * The five one-tap links of one follow-up email (scores 1 to 5): signed for that email alone and
 * the registration's link version (staff's revoke of the family's links turns them off too),
 * nothing personal in them.
 */
export async function followUpAnswerLinks(
  secret: string,
  origin: string,
  registration: Pick<Registration, 'id' | 'linkVersion'>,
  kind: FollowUpKind,
  language: Language,
  nowMs = Date.now(),
): Promise<string[]> {
  const days = FOLLOW_UP_DAYS.find((entry) => entry.kind === kind)!.days
  const expiresAt = Math.floor(nowMs / 1000) + ANSWER_LINK_SECONDS
  const token = await signToken(secret, purposeOf(days), registration.id, expiresAt, registration.linkVersion)
  const address = `${origin}/follow-up/answer?day=${days}&token=${token}${languageParameter(language)}`
  return [1, 2, 3, 4, 5].map((score) => `${address}&score=${score}`)
}

/** What an answer link opens: the registration and its email, or why it opens nothing. */
export type AnswerOpening =
  | { registration: Registration; kind: FollowUpKind; days: number }
  | { refused: 'invalid' | 'closed'; registration?: undefined }

/**
 * The registration a genuine, current answer link names, while the follow-up still goes to it:
 * a cancelled or erased registration, or links staff turned off, open nothing.
 */
export async function openFollowUpAnswer(
  db: Database,
  secret: string,
  day: string | undefined,
  token: string,
  now: Date,
): Promise<AnswerOpening> {
  const email = followUpOfDay(day)
  if (!email) return { refused: 'invalid' }
  const verified = await verifyToken(secret, purposeOf(email.days), token, now.getTime())
  if (!verified) return { refused: 'invalid' }
  const registration = await db.select().from(registrations).where(eq(registrations.id, verified.id)).get()
  if (!registration) return { refused: 'closed' }
  if (registration.linkVersion !== verified.version) return { refused: 'invalid' }
  if (!takesAssessment(registration)) return { refused: 'closed' }
  return { registration, kind: email.kind, days: email.days }
}
