import { and, desc, eq, gt, isNull } from 'drizzle-orm'
import type { Language } from '../../content/language'
import { bootcampDay, startOfDay } from '../base/clock'
import { cohorts, interestOpenings, registrations } from '../base/db/schema'
import type { Database } from '../base/env'
import { languageParameter } from '../base/language'
import { signToken, verifyToken } from '../base/notify/signed-token'

/**
 * The signed link of one opening (`/interest/place?token=…`): it carries the opening's id, lasts
 * until the cohort's first day begins, and only while the registration's links are not revoked
 * (its `link_version`).
 */
export async function placeLink(
  secret: string,
  origin: string,
  opening: { id: string; startDate: string; linkVersion: number },
  language: Language,
) {
  const expires = Math.floor(startOfDay(opening.startDate).getTime() / 1000)
  const token = await signToken(secret, 'interest-place', opening.id, expires, opening.linkVersion)
  return `${origin}/interest/place?token=${token}${languageParameter(language)}`
}

const openingColumns = {
  id: interestOpenings.id,
  takenAt: interestOpenings.takenAt,
  cohortId: cohorts.id,
  startDate: cohorts.startDate,
  headStartUntil: cohorts.headStartUntil,
  registrationId: registrations.id,
  linkVersion: registrations.linkVersion,
}

/** The opening a genuine token names, with its cohort and registration as they are now; null for anything else. */
export async function openingOfToken(db: Database, secret: string | undefined, token: string, now: Date) {
  const verified = secret && token ? await verifyToken(secret, 'interest-place', token, now.getTime()) : null
  if (!verified) return null
  const row = await db
    .select(openingColumns)
    .from(interestOpenings)
    .innerJoin(cohorts, eq(cohorts.id, interestOpenings.cohortId))
    .innerJoin(registrations, eq(registrations.id, interestOpenings.registrationId))
    .where(eq(interestOpenings.id, verified.id))
    .get()
  return row && row.linkVersion === verified.version ? row : null
}

/**
 * The opening a registration still in line can take now: the latest one told to it whose cohort
 * is open and ahead; null once it has a cohort, or while none is open.
 */
export async function openOpeningOf(db: Database, registrationId: string, now: Date) {
  return db
    .select(openingColumns)
    .from(interestOpenings)
    .innerJoin(cohorts, eq(cohorts.id, interestOpenings.cohortId))
    .innerJoin(registrations, eq(registrations.id, interestOpenings.registrationId))
    .where(
      and(
        eq(interestOpenings.registrationId, registrationId),
        eq(registrations.status, 'interest'),
        isNull(registrations.cohortId),
        eq(cohorts.open, true),
        isNull(cohorts.archivedAt),
        gt(cohorts.startDate, bootcampDay(now)),
      ),
    )
    .orderBy(desc(interestOpenings.createdAt))
    .get()
}
