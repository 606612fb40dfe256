import { and, eq, getTableColumns, isNull, ne, or, sql } from 'drizzle-orm'
import type { CertificateRow } from '../../contract/certificates'
import type { Cohort } from '../../contract/cohorts'
import { certificates, registrations } from '../base/db/schema'
import type { Database } from '../base/env'
import { newCertificateCode } from './code'
import { standingOf } from './rule'

/**
 * Sessions of the cohort a registration was checked in as present: only the cohort's own session
 * days count (its dates bound as one JSON value, so a cohort of any size is one statement).
 */
const attendedOf = (sessionDates: string[]) =>
  sql<number>`(SELECT count(*) FROM attendance WHERE attendance.registration_id = registrations.id AND attendance.present = 1 AND attendance.session_date IN (SELECT value FROM json_each(${JSON.stringify(sessionDates)})))`

const finalTakenOf = sql<number>`EXISTS (SELECT 1 FROM assessments WHERE assessments.registration_id = registrations.id AND assessments.round = 'last' AND assessments.completed_at IS NOT NULL)`

/**
 * Every seated Complete Bootcamp participant of `cohort` (or with no preference, priced as
 * complete; the assessment's rule, assessment/links.ts) and where each stands against the
 * certificate's rule, with their certificate when one was issued. `onlyId` narrows it to one.
 */
export async function cohortStandings(
  db: Database,
  cohort: Pick<Cohort, 'id' | 'sessionDates' | 'minimumSessions'>,
  onlyId?: string,
): Promise<CertificateRow[]> {
  const { registrationId: _, ...certificate } = getTableColumns(certificates)
  const rows = await db
    .select({
      id: registrations.id,
      firstName: registrations.firstName,
      lastName: registrations.lastName,
      attended: attendedOf(cohort.sessionDates),
      finalTaken: finalTakenOf,
      certificate,
    })
    .from(registrations)
    .leftJoin(certificates, eq(certificates.registrationId, registrations.id))
    .where(
      and(
        eq(registrations.cohortId, cohort.id),
        eq(registrations.status, 'seated'),
        or(isNull(registrations.sessionPreference), ne(registrations.sessionPreference, 'individual')),
        onlyId === undefined ? undefined : eq(registrations.id, onlyId),
      ),
    )
    .orderBy(registrations.lastName, registrations.firstName)
  return rows.map(({ certificate: issued, ...row }) => ({
    ...row,
    finalTaken: Boolean(row.finalTaken),
    standing: standingOf(row.attended, Boolean(row.finalTaken), cohort.minimumSessions),
    certificate: issued
      ? {
          code: issued.code,
          issuedAt: issued.issuedAt,
          revokedAt: issued.revokedAt,
          revokedReason: issued.revokedReason,
        }
      : null,
  }))
}

/**
 * Issues a certificate to each participant who has earned one and has none yet (at most one per
 * registration, the database's unique index; a revoked one is never issued again), and answers
 * the standings as they now are. Called by the cron sweep, the final assessment's last POST and
 * the console, so a certificate exists as soon as the rule is met, whichever is first.
 */
export async function issueEarned(
  db: Database,
  cohort: Pick<Cohort, 'id' | 'sessionDates' | 'minimumSessions'>,
  now: Date,
  onlyId?: string,
): Promise<CertificateRow[]> {
  const standings = await cohortStandings(db, cohort, onlyId)
  const due = standings.filter((row) => row.standing === 'earned' && !row.certificate)
  if (due.length === 0) return standings
  const issuedAt = now.toISOString()
  const [first, ...rest] = due.map((row) =>
    db
      .insert(certificates)
      .values({ code: newCertificateCode(), registrationId: row.id, issuedAt })
      .onConflictDoNothing({ target: certificates.registrationId }),
  )
  await db.batch([first!, ...rest])
  return cohortStandings(db, cohort, onlyId)
}
