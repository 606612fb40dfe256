import { and, eq, ne, sql, type SQLWrapper } from 'drizzle-orm'
import { REQUIRED_CONSENTS, type ConsentKind, type ConsentStatus, type ConsentView } from '../../contract/consents'
import { CONSENT_VERSIONS } from '../../content/consents'
import { consents, registrations } from '../base/db/schema'
import type { Database } from '../base/env'

type ConsentRow = typeof consents.$inferSelect
/** Every kind's standing for one registration. */
export type ConsentState = Record<ConsentKind, ConsentView>

const latestFirst = (a: ConsentRow, b: ConsentRow) => b.givenAt.localeCompare(a.givenAt) || b.id.localeCompare(a.id)

/**
 * One kind's standing from its records: the newest live record decides (given on the current
 * version, or on an older one: asked again); with none live, withdrawn if one ever was given.
 */
function viewOf(kind: ConsentKind, rows: ConsentRow[]): ConsentView {
  const mine = rows.filter((row) => row.kind === kind).sort(latestFirst)
  const live = mine.find((row) => row.withdrawnAt === null)
  const shown = live ?? mine[0]
  const status: ConsentStatus = live
    ? live.version >= CONSENT_VERSIONS[kind]
      ? 'given'
      : 'outdated'
    : shown
      ? 'withdrawn'
      : 'missing'
  return {
    kind,
    status,
    version: shown?.version ?? null,
    givenBy: shown?.givenBy ?? null,
    signerName: shown?.signerName ?? null,
    relationship: shown?.relationship ?? null,
    language: shown?.language ?? null,
    givenAt: shown?.givenAt ?? null,
    withdrawnAt: shown?.withdrawnAt ?? null,
  }
}

/** The standing of every kind, from one registration's records. */
const consentStateFrom = (rows: ConsentRow[]): ConsentState => ({
  participation: viewOf('participation', rows),
  'emergency-treatment': viewOf('emergency-treatment', rows),
  media: viewOf('media', rows),
  evaluation: viewOf('evaluation', rows),
})

/** The one consent state of a registration: every reader (page, console, emails) asks here. */
export async function consentStateOf(db: Database, registrationId: string): Promise<ConsentState> {
  return consentStateFrom(await db.select().from(consents).where(eq(consents.registrationId, registrationId)))
}

/**
 * The consent state of everyone in a cohort but interest, by registration id: joined on the
 * cohort, never bound id by id (D1 binds at most 100 parameters in a statement).
 */
export async function consentStatesOfCohort(db: Database, cohortId: string): Promise<Map<string, ConsentState>> {
  const rows = await db
    .select({ record: consents })
    .from(consents)
    .innerJoin(registrations, eq(registrations.id, consents.registrationId))
    .where(and(eq(registrations.cohortId, cohortId), ne(registrations.status, 'interest')))
  const byRegistration = new Map<string, ConsentRow[]>()
  for (const { record } of rows)
    byRegistration.set(record.registrationId, [...(byRegistration.get(record.registrationId) ?? []), record])
  return new Map([...byRegistration].map(([id, records]) => [id, consentStateFrom(records)]))
}

/** The standing of a registration with no records at all. */
export const NO_CONSENTS = consentStateFrom([])

/** The required kinds (participation, emergency treatment) with no live record in `state`. */
export const missingFrom = (state: ConsentState): ConsentKind[] =>
  REQUIRED_CONSENTS.filter((kind) => state[kind].status === 'missing' || state[kind].status === 'withdrawn')

/**
 * For a registration: which required consents (participation, emergency medical treatment) are
 * missing, none given or withdrawn. A record on an older version of the text still counts (the
 * family is asked again on its page; the console shows it as the old version). Empty: ready.
 */
export async function missingRequiredConsents(db: Database, registrationId: string): Promise<ConsentKind[]> {
  return missingFrom(await consentStateOf(db, registrationId))
}

/**
 * For a registration: whether photos and video may be used now (a live media record, from the
 * form's box or the family page). False after a withdrawal: the "no photos" mark.
 */
export async function hasMediaConsent(db: Database, registrationId: string): Promise<boolean> {
  const row = await db
    .select({ given: mediaConsentGiven(sql`${registrationId}`) })
    .from(sql`(SELECT 1)`)
    .get()
  return Boolean(row?.given)
}

/** SQL, for lists and sweeps: `registrationId` has a live record of `kind` (any version). */
const consentGiven = (registrationId: SQLWrapper, kind: ConsentKind) =>
  sql<number>`EXISTS (SELECT 1 FROM consents WHERE consents.registration_id = ${registrationId} AND consents.kind = ${kind} AND consents.withdrawn_at IS NULL)`

/** SQL: a live media record. */
const mediaConsentGiven = (registrationId: SQLWrapper) => consentGiven(registrationId, 'media')

/** SQL: a required consent (participation or emergency treatment) has no live record. */
export const requiredConsentMissing = (registrationId: SQLWrapper) =>
  sql<number>`NOT (${consentGiven(registrationId, 'participation')} AND ${consentGiven(registrationId, 'emergency-treatment')})`
