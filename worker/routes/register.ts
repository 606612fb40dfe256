import { eq, getTableColumns, sql } from 'drizzle-orm'
import { type Placement, type RegistrationSchema } from '../../contract'
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
import { newcomerStatus, nextQueueNumber, placementOf } from '../seats/rules'
import { submissionRoute, type SubmissionOptions, type Stored, type StoredSubmission } from './submission'

type StoredRegistration = StoredSubmission<RegistrationSchema>

/** Details a repeat may change; who the participant is (email, names), where they came from (source, campaign), the row's id and creation time stay. */
const DETAIL_COLUMNS = [
  'firstName',
  'lastName',
  'phone',
  'age',
  'sessionPreference',
  'emergencyContact',
  'motivation',
  'parentalConsent',
  'mediaConsent',
  'termsAgreement',
] as const satisfies readonly (keyof StoredRegistration)[]

/** A contract field added later must be listed above, or a repeat would silently keep the old value. */
type EveryDetailUpdated =
  Exclude<
    keyof StoredRegistration,
    | (typeof DETAIL_COLUMNS)[number]
    | 'email'
    | 'source'
    | 'utmSource'
    | 'utmMedium'
    | 'utmCampaign'
    | 'id'
    | 'createdAt'
    | 'cohortId'
    | 'groupCode'
  > extends never
    ? true
    : never
const everyDetailUpdated: EveryDetailUpdated = true
void everyDetailUpdated

/**
 * One participant in one cohort, however they typed their name: the cohort, the email (already
 * lower-cased by the contract), first and last name lower-cased with runs of spaces made one,
 * hashed so the key column repeats no personal data in readable form. Interest in the next
 * cohort (no cohort) keeps the key rows had before cohorts existed, so their repeats still match.
 */
export async function participantKey(
  { email, firstName, lastName }: Pick<StoredRegistration, 'email' | 'firstName' | 'lastName'>,
  cohortId: string | null,
): Promise<string> {
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

/** A registration that ended (cancelled, or an offer that lapsed) and is sent again joins anew. */
const ENDED = sql`${registrations.status} IN ('cancelled', 'lapsed')`

/**
 * Stores a registration, or updates the participant's earlier one: it keeps its id, created_at
 * and source, takes the new details and records when they changed. Concurrent repeats are safe:
 * the unique key makes SQLite serialise them into one row. A new participant past the address's
 * daily limit is refused by the trigger `registrations_daily_limit` (notify/limits.ts).
 *
 * Its seat is decided in the same statement (seats/rules.ts): a free seat, else the end of the
 * cohort's waitlist. A repeat keeps its place and status; one that had ended joins anew.
 */
async function storeRegistration(
  db: Database,
  registration: StoredRegistration,
): Promise<Stored<{ status: Placement }>> {
  const details = Object.fromEntries(DETAIL_COLUMNS.map((name) => [name, registration[name]]))
  // A read before the write: locally the SQLite file can be busy for a moment, as for the write.
  const cohortId = await retryWhileBusy(
    () => cohortFor(db, registration.cohortId, bootcampDay(new Date(registration.createdAt))),
    { idempotent: true },
  )
  const key = await participantKey(registration, cohortId)
  const status = newcomerStatus(cohortId)
  const placement = { status, queueNumber: nextQueueNumber, statusChangedAt: registration.createdAt }
  const rejoined = {
    status: sql`CASE WHEN ${ENDED} THEN ${status} ELSE ${registrations.status} END`,
    queueNumber: sql`CASE WHEN ${ENDED} THEN ${nextQueueNumber} ELSE ${registrations.queueNumber} END`,
    statusChangedAt: sql`CASE WHEN ${ENDED} THEN ${registration.createdAt} ELSE ${registrations.statusChangedAt} END`,
    offerExpiresAt: sql`CASE WHEN ${ENDED} THEN NULL ELSE ${registrations.offerExpiresAt} END`,
  }
  // A group's code from a shared link joins its group, if the group is for this cohort; an unknown code joins nothing.
  const { groupCode, ...fields } = registration
  const group =
    groupCode && cohortId
      ? sql<string | null>`(SELECT id FROM registration_groups WHERE code = ${groupCode} AND cohort_id = ${cohortId})`
      : null
  const statements = [
    db
      .insert(registrations)
      .values({ ...fields, cohortId, participantKey: key, ...placement, groupId: group })
      .onConflictDoUpdate({
        target: registrations.participantKey,
        set: {
          ...details,
          ...rejoined,
          ...(group ? { groupId: sql`coalesce(${group}, ${registrations.groupId})` } : {}),
          updatedAt: registration.createdAt,
        },
        setWhere: sql`${anyDetailChanged()} OR ${ENDED}`,
      }),
  ]
  return { statements, answer: () => storedPlacement(db, key) }
}

/** What a newcomer to the chosen (or next) cohort would be told, storing nothing: a filled honeypot's answer. */
async function placementOfNewcomer(db: Database, chosen: string | null, today: string): Promise<{ status: Placement }> {
  const cohortId = await cohortFor(db, chosen, today).catch(() => null)
  if (!cohortId) return { status: 'interest' }
  const row = await db
    .select({ status: newcomerStatus(cohortId) })
    .from(sql`(SELECT 1)`)
    .get()
  return { status: row?.status === 'seated' ? 'seated' : 'waitlisted' }
}

/** Where the participant stands now, as the answer says it: an open offer is a seat being held for them. */
async function storedPlacement(db: Database, key: string): Promise<{ status: Placement }> {
  const row = await db
    .select({ status: registrations.status })
    .from(registrations)
    .where(eq(registrations.participantKey, key))
    .get()
  // An ended registration sent again joins anew in the same statement, so none is answered ended.
  return { status: (row && placementOf(row.status)) ?? 'waitlisted' }
}

/** `POST /api/register`: one participant's registration; a repeat answers exactly like the first. */
export const registerSubmission: SubmissionOptions<RegistrationSchema, { status: Placement }> = {
  schemas: schemasOf('registration'),
  success: 'register',
  table: registrations,
  store: storeRegistration,
  decoy: async (db, registration, now) => placementOfNewcomer(db, registration.cohortId, bootcampDay(now)),
  // Under the email field, since the address is what reached its limit; nothing is stored.
  refusal: {
    marker: DAILY_REGISTRATION_LIMIT,
    error: () => new ApiError(429, 'dailyRegistrationLimit', [{ path: 'email', message: 'dailyRegistrationLimit' }]),
  },
  notifications: (registration, env) => {
    const staff = staffInbox(env)
    return [
      { kind: 'registration-confirmation', email: registration.email },
      ...(staff ? [{ kind: 'registration-staff' as const, email: staff }] : []),
    ]
  },
}

export const registerRoute = submissionRoute(registerSubmission)
