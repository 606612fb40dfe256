import { eq } from 'drizzle-orm'
import { addDays, type Cohort } from '../../contract/cohorts'
import type { Language } from '../../content/language'
import { registrations } from '../base/db/schema'
import type { Database } from '../base/env'
import { languageParameter } from '../base/language'
import { signToken, verifyToken } from '../base/notify/signed-token'
import { findCohort } from '../cohorts/store'

/** How long after the cohort's last session its assessment links work: the follow-up's 30 days, and a margin. */
const ASSESSMENT_LINK_DAYS_AFTER = 90

type Registration = typeof registrations.$inferSelect

/**
 * Whether a registration takes the assessment: a seat held in a cohort for the Complete Bootcamp,
 * or with no preference (priced as complete). Consent plays no part: it decides only whether the
 * answers count in the programme's results (results/consent.ts).
 */
export const takesAssessment = (registration: Pick<Registration, 'status' | 'cohortId' | 'sessionPreference'>) =>
  registration.status === 'seated' && registration.cohortId !== null && registration.sessionPreference !== 'individual'

/**
 * A participant's own link to the assessment: signed with the registration's id and its link
 * version (staff's revoke of the family's links turns it off too), nothing personal in it. It
 * expires a set time after the cohort's last session, so it is the same link every time it is
 * made: the QR code staff show is the one on the family's page.
 */
export async function assessmentLink(
  secret: string,
  origin: string,
  registration: Pick<Registration, 'id' | 'linkVersion'>,
  cohort: Pick<Cohort, 'sessionDates' | 'startDate'>,
  language: Language,
) {
  const lastDay = cohort.sessionDates.at(-1) ?? cohort.startDate
  const expiresAt = Date.parse(`${addDays(lastDay, ASSESSMENT_LINK_DAYS_AFTER)}T00:00:00Z`) / 1000
  const token = await signToken(secret, 'assessment', registration.id, expiresAt, registration.linkVersion)
  return `${origin}/assessment?token=${token}${languageParameter(language)}`
}

/** What a token opens: the registration and its cohort, or why it opens nothing. */
export type AssessmentOpening =
  { registration: Registration; cohort: Cohort } | { refused: 'invalid' | 'not-open'; registration?: undefined }

/** The registration a genuine, current token names, when it takes the assessment. */
export async function openAssessment(
  db: Database,
  secret: string,
  token: string,
  now: Date,
): Promise<AssessmentOpening> {
  const verified = await verifyToken(secret, 'assessment', token, now.getTime())
  if (!verified) return { refused: 'invalid' }
  const registration = await db.select().from(registrations).where(eq(registrations.id, verified.id)).get()
  if (!registration || registration.linkVersion !== verified.version) return { refused: 'invalid' }
  const cohort = registration.cohortId ? await findCohort(db, registration.cohortId) : null
  if (!cohort || !takesAssessment(registration)) return { refused: 'not-open' }
  return { registration, cohort }
}
