import { formMediaConsent } from '../consents/form-media'
import { and, eq, gt, not, sql } from 'drizzle-orm'
import { type Placement, type RegistrationSchema } from '../../contract'
import type { RegistrationStatus } from '../../contract/constants'
import { registrations } from '../base/db/schema'
import { ApiError } from '../base/errors'
import { DAILY_REGISTRATION_LIMIT, REGISTRATIONS_PER_ADDRESS_PER_DAY } from '../base/notify/limits'
import { bootcampDay, hoursBefore } from '../base/clock'
import { cohortIdsAhead } from '../cohorts/store'
import { retryWhileBusy } from '../base/db/retry-busy'
import type { Database } from '../base/env'
import { sha256Hex } from '../base/hash'
import { jobsAbout, staffInbox } from '../base/notify/jobs'
import { repeatNotice } from './repeat-notice'
import { schemasOf } from '../base/validation'
import { nextQueueNumber, placementOf } from '../seats/rules'
import { publicNewcomerStatus } from '../seats/head-start'
import { groupCohortOf } from './group-link'
import { TERMS } from '../../content/legal/terms'
import {
  submissionRoute,
  type StoreContext,
  type SubmissionOptions,
  type Stored,
  type StoredSubmission,
} from '../base/submission'

type StoredRegistration = StoredSubmission<RegistrationSchema>

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
 * bootcamp's day; else, with no choice, the group's (sent from a group's link, while it is open
 * ahead: the form offered no other, group-link.ts) or the next one ahead; with none ahead, null
 * (interest, which staff see and assign). A choice that is closed, past or unknown is refused
 * under its field.
 */
async function cohortFor(db: Database, chosen: string | null, today: string, groupCode?: string) {
  const ahead = await cohortIdsAhead(db, today)
  if (!chosen) {
    const grouped = await groupCohortOf(db, groupCode)
    return (grouped && ahead.includes(grouped) ? grouped : ahead[0]) ?? null
  }
  if (ahead.includes(chosen)) return chosen
  throw new ApiError(400, 'invalid', [{ path: 'cohortId', message: 'cohortUnavailable' }])
}

/** A registration that ended (cancelled, or a seat or offer that lapsed): sent again, it joins anew. */
const ENDED = sql`${registrations.status} IN ('cancelled', 'lapsed')`

/** The sixth new participant for one address in 24 hours (the trigger `registrations_daily_limit`, notify/limits.ts). */
const dailyLimitReached = () =>
  new ApiError(429, 'dailyRegistrationLimit', [{ path: 'email', message: 'dailyRegistrationLimit' }])

/**
 * Stores a registration. A new participant takes a seat or joins the waitlist (seats/rules.ts)
 * in one statement. A participant already stored (the same key) is never changed by the public
 * form: details change only on the family page or by staff. Sent again while it is live, the
 * form writes nothing to the row, answers what a newcomer would be answered at this moment
 * (placement or the daily limit's 429, never the registration's own standing, which a stranger
 * who knows a child's name and a parent's address must not learn), and tells the address on
 * file, at most once a day (notify/limits.ts), with no word of what was sent. A registration
 * that ended joins anew: a new place at the end of the queue, entered today (its prices:
 * payments/quote-of.ts), its stored details kept, and the confirmation a new one gets.
 *
 * Every decision is in the one batch, so concurrent repeats cannot slip between a read and a
 * write: the first statement reads what the answer needs, the notice and the returning
 * registration's emails select the row as the submission found it, then the insert (or the
 * return) itself. A new participant past the address's daily limit is refused by the trigger.
 */
async function storeRegistration(
  db: Database,
  registration: StoredRegistration,
  { notifications, jobs }: StoreContext,
): Promise<Stored<{ status: Placement }>> {
  // A read before the write: locally the SQLite file can be busy for a moment, as for the write.
  const cohortId = await retryWhileBusy(
    () => cohortFor(db, registration.cohortId, bootcampDay(new Date(registration.createdAt)), registration.groupCode),
    { idempotent: true },
  )
  const key = await participantKey(registration, cohortId)
  const at = registration.createdAt
  // During a cohort's head start a newcomer queues behind the families in line (seats/head-start.ts).
  const status = publicNewcomerStatus(cohortId, at)
  const participant = eq(registrations.participantKey, key)
  // Entered by this submission: its batch ran already, and is run again after a lost answer.
  const enteredHere = sql`${registrations.enteredAt} IS ${at}`
  const live = and(participant, not(ENDED), not(enteredHere))
  // Read first, before anything is written: the status a newcomer gets now (or the one this
  // submission got, when its batch runs again); whether the participant's registration is live
  // and was not entered by this submission; whether the address has reached its daily limit.
  const own = and(participant, enteredHere)
  const lastDay = and(
    eq(registrations.email, registration.email),
    gt(registrations.createdAt, hoursBefore(jobs.now, 24)),
  )
  const found = db
    .select({
      status: sql<RegistrationStatus>`coalesce((SELECT ${registrations.status} FROM ${registrations} WHERE ${own}), ${status})`,
      live: sql<number>`EXISTS (SELECT 1 FROM ${registrations} WHERE ${live})`,
      full: sql<number>`(SELECT count(*) FROM ${registrations} WHERE ${lastDay}) >= ${REGISTRATIONS_PER_ADDRESS_PER_DAY}`,
    })
    .from(sql`(SELECT 1)`)
  const notice = repeatNotice(db, registration.email, live, jobs)
  const returning = jobsAbout(db, registrations, and(participant, ENDED)!, jobs, notifications)
  // A group's code from a shared link joins its group, if the group is for this cohort; an unknown code joins nothing.
  const { groupCode, ...fields } = registration
  const group =
    groupCode && cohortId
      ? sql<string | null>`(SELECT id FROM registration_groups WHERE code = ${groupCode} AND cohort_id = ${cohortId})`
      : null
  const placement = { status, queueNumber: nextQueueNumber, statusChangedAt: at, offerExpiresAt: null, enteredAt: at }
  // The terms agreed to now apply to the place entered now, a returning registration's too.
  const terms = { termsVersion: TERMS[jobs.language].version }
  const upsert = db
    .insert(registrations)
    .values({ ...fields, cohortId, participantKey: key, ...placement, ...terms, groupId: group })
    .onConflictDoUpdate({
      target: registrations.participantKey,
      // Only its place and the terms it came back under: the details stay as the family (or staff) last set them.
      set: { ...placement, ...terms, ...(group ? { groupId: sql`coalesce(${group}, ${registrations.groupId})` } : {}) },
      setWhere: ENDED,
    })
  // Joined a group through its link, by this submission: the family is told (messages/place-emails.ts).
  const joined = group
    ? jobsAbout(db, registrations, and(participant, enteredHere, sql`${registrations.groupId} = ${group}`)!, jobs, [
        { kind: 'group-joined', email: registration.email },
      ])
    : []
  // The form's media box is the first media consent record (only a new row gets one).
  const media = (await formMediaConsent(db, registration, jobs.language)).statement
  return {
    statements: [
      found,
      notice.statement,
      ...returning.map((job) => job.statement),
      upsert,
      ...joined.map((job) => job.statement),
      media,
    ],
    jobIds: [notice.jobId, ...returning.map((job) => job.jobId), ...joined.map((job) => job.jobId)],
    answer: ([rows]) => {
      // The batch answers each statement's result in order: the first is `found`'s rows.
      // eslint-disable-next-line @typescript-eslint/no-unsafe-type-assertion
      const [row] = rows as Awaited<typeof found>
      if (row?.live && row.full) throw dailyLimitReached()
      return { status: (row && placementOf(row.status)) ?? 'waitlisted' }
    },
  }
}

/** What a newcomer to the chosen (or next) cohort would be told, storing nothing: a filled honeypot's answer. */
async function placementOfNewcomer(
  db: Database,
  chosen: string | null,
  now: Date,
  groupCode?: string,
): Promise<{ status: Placement }> {
  const cohortId = await cohortFor(db, chosen, bootcampDay(now), groupCode).catch(() => null)
  if (!cohortId) return { status: 'interest' }
  const row = await db
    .select({ status: publicNewcomerStatus(cohortId, now.toISOString()) })
    .from(sql`(SELECT 1)`)
    .get()
  return { status: row?.status === 'seated' ? 'seated' : 'waitlisted' }
}

/** `POST /api/register`: one participant's registration; a repeat answers exactly as a newcomer's would. */
export const registerSubmission: SubmissionOptions<RegistrationSchema, { status: Placement }> = {
  schemas: schemasOf('registration'),
  success: 'register',
  table: registrations,
  store: storeRegistration,
  decoy: async (db, registration, now) => placementOfNewcomer(db, registration.cohortId, now, registration.groupCode),
  // Under the email field, since the address is what reached its limit; nothing is stored.
  refusal: { marker: DAILY_REGISTRATION_LIMIT, error: dailyLimitReached },
  notifications: (registration, env) => {
    const staff = staffInbox(env)
    return [
      { kind: 'registration-confirmation', email: registration.email },
      ...(staff ? [{ kind: 'registration-staff' as const, email: staff }] : []),
    ]
  },
}

export const registerRoute = submissionRoute(registerSubmission)
