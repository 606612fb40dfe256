import { getTableColumns, sql } from 'drizzle-orm'
import { type RegistrationSchema } from '../../contract'
import { registrations } from '../db/schema'
import { ApiError } from '../errors'
import { DAILY_REGISTRATION_LIMIT } from '../notify/limits'
import { bootcampDay } from '../clock'
import { cohortIdsAhead } from '../cohorts/store'
import { retryWhileBusy } from '../db/retry-busy'
import type { Database } from '../env'
import { sha256Hex } from '../hash'
import { staffInbox } from '../notify/jobs'
import { schemasOf } from '../validation'
import { submissionRoute, type StoredSubmission } from './submission'

type StoredRegistration = StoredSubmission<RegistrationSchema>

/** Details a repeat may change; who the participant is (email, names), where they came from (source, campaign), the row's id and creation time stay. */
const DETAIL_COLUMNS = ['firstName', 'lastName', 'phone', 'age', 'sessionPreference', 'emergencyContact', 'motivation', 'parentalConsent', 'mediaConsent', 'termsAgreement'] as const satisfies readonly (keyof StoredRegistration)[]

/** A contract field added later must be listed above, or a repeat would silently keep the old value. */
export type EveryDetailUpdated = Exclude<keyof StoredRegistration, (typeof DETAIL_COLUMNS)[number] | 'email' | 'source' | 'utmSource' | 'utmMedium' | 'utmCampaign' | 'id' | 'createdAt' | 'cohortId'> extends never ? true : never
const everyDetailUpdated: EveryDetailUpdated = true
void everyDetailUpdated

/**
 * One participant in one cohort, however they typed their name: the cohort, the email (already
 * lower-cased by the contract), first and last name lower-cased with runs of spaces made one,
 * hashed so the key column repeats no personal data in readable form. Interest in the next
 * cohort (no cohort) keeps the key rows had before cohorts existed, so their repeats still match.
 */
export async function participantKey({ email, firstName, lastName }: Pick<StoredRegistration, 'email' | 'firstName' | 'lastName'>, cohortId: string | null): Promise<string> {
  const person = [email, firstName, lastName].map((part) => part.toLowerCase().replace(/\s+/g, ' '))
  return sha256Hex((cohortId ? [cohortId, ...person] : person).join('\n'))
}

/**
 * The cohort a registration is for: the one chosen, if it is open and still ahead on the
 * bootcamp's day; else, with no choice, the next one ahead; with none ahead, null (interest,
 * which staff see and assign). A choice that is closed, past or unknown is refused under its field.
 */
async function cohortFor(db: Database, chosen: string | null, today: string): Promise<string | null> {
  const ahead = await cohortIdsAhead(db, today)
  if (!chosen) return ahead[0] ?? null
  if (ahead.includes(chosen)) return chosen
  throw new ApiError(400, 'invalid', [{ path: 'cohortId', message: 'cohortUnavailable' }])
}

/** True when the incoming row differs from the stored one in any detail (NULL-safe). */
function anyDetailChanged() {
  const columns = getTableColumns(registrations)
  return sql.join(
    DETAIL_COLUMNS.map((name) => sql`${columns[name]} IS NOT excluded.${sql.identifier(columns[name].name)}`),
    sql` OR `,
  )
}

/**
 * Stores a registration, or updates the participant's earlier one: it keeps its id, created_at
 * and source, takes the new details and records when they changed. Concurrent repeats are safe:
 * the unique key makes SQLite serialise them into one row. A new participant past the address's
 * daily limit is refused by the trigger `registrations_daily_limit` (notify/limits.ts).
 */
async function storeRegistration(db: Database, registration: StoredRegistration) {
  const details = Object.fromEntries(DETAIL_COLUMNS.map((name) => [name, registration[name]]))
  // A read before the write: locally the SQLite file can be busy for a moment, as for the write.
  const cohortId = await retryWhileBusy(() => cohortFor(db, registration.cohortId, bootcampDay(new Date(registration.createdAt))))
  const key = await participantKey(registration, cohortId)
  return [
    db
      .insert(registrations)
      .values({ ...registration, cohortId, participantKey: key })
      .onConflictDoUpdate({ target: registrations.participantKey, set: { ...details, updatedAt: registration.createdAt }, setWhere: anyDetailChanged() }),
  ]
}

/** `POST /api/register`: one participant's registration; a repeat answers exactly like the first. */
export const registerRoute = submissionRoute({
  schemas: schemasOf('registration'),
  success: 'register',
  table: registrations,
  store: storeRegistration,
  // Under the email field, since the address is what reached its limit; nothing is stored.
  refusal: { marker: DAILY_REGISTRATION_LIMIT, error: () => new ApiError(429, 'dailyRegistrationLimit', [{ path: 'email', message: 'dailyRegistrationLimit' }]) },
  notifications: (registration, env) => {
    const staff = staffInbox(env)
    return [{ kind: 'registration-confirmation', email: registration.email }, ...(staff ? [{ kind: 'registration-staff' as const, email: staff }] : [])]
  },
})
