import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm'
import { Hono, type Context } from 'hono'
import {
  invitationAcceptSchema,
  invitationPreviewSchema,
  staffChangeSchema,
  staffInvitationSchema,
  type InvitationPreview,
  type StaffMember,
} from '../../contract/admin'
import { INVITATION_HOURS, type StaffRole } from '../../contract/roles'
import { ADMIN_ERROR_MESSAGES, COHORT_MESSAGES } from '../../content/admin'
import { requestNow } from '../base/clock'
import { auditLog, cohorts, sessions, staffInvitations, users } from '../base/db/schema'
import type { Database } from '../base/env'
import { ApiError } from '../base/errors'
import { jsonBody } from '../base/middleware/json-body'
import { enqueue, jobsAbout } from '../base/notify/jobs'
import { staffAlertsPerHour } from '../base/notify/limits'
import { audit } from '../base/staff/audit'
import { accountEnds } from '../base/staff/duty'
import { meOfAccount } from '../base/staff/me'
import { startSession, type AdminEnv } from '../base/staff/session'
import { validated } from '../base/validation'
import { invitationIdOf, invitationToken, invitationTokenHash } from './invitation-token'
import { clientKey, consoleSecret, keyedHash } from './keys'
import { hashPassword } from './password'
import { passwordProblem } from './password-rules'
import { claimCheck, throttled, type Attempt } from './throttle'

type CohortDays = { startDate: string; sessionDates: string[] }

const invalid = (path: string, message: string) => new ApiError(400, 'invalid', [{ path, message }])

/** The session days of a cohort a volunteer is given, or a 400 naming the field when there is none. */
async function cohortDays(db: Database, cohortId: string): Promise<CohortDays> {
  const cohort = await db
    .select({ startDate: cohorts.startDate, sessionDates: cohorts.sessionDates })
    .from(cohorts)
    .where(eq(cohorts.id, cohortId))
    .get()
  if (!cohort) throw invalid('cohortId', COHORT_MESSAGES.notFound)
  return cohort
}

const DIRECTORS = sql<number>`(SELECT count(*) FROM ${users} WHERE ${users.role} = 'director')`
/** A change that would leave no director is not made: checked inside the write, so two at once cannot both pass. */
const keepsADirector = (id: string) => sql`(${users.role} <> 'director' OR ${DIRECTORS} > 1) AND ${users.id} = ${id}`

/** An instant as stored (UTC with milliseconds), or null. */
const stored = (instant: string | null | undefined) => (instant ? new Date(instant).toISOString() : null)

/** A live invitation: not used, not withdrawn, and its link not past its 72 hours. */
const liveInvitation = (now: Date) =>
  and(
    isNull(staffInvitations.usedAt),
    isNull(staffInvitations.withdrawnAt),
    gt(staffInvitations.expiresAt, now.toISOString()),
  )

async function accountsAndInvitations(db: Database, now: Date): Promise<StaffMember[]> {
  const [accounts, invitations] = await Promise.all([
    db
      .select({
        id: users.id,
        username: users.username,
        role: users.role,
        cohortId: users.cohortId,
        expiresAt: users.expiresAt,
        startDate: cohorts.startDate,
        sessionDates: cohorts.sessionDates,
      })
      .from(users)
      .leftJoin(cohorts, eq(cohorts.id, users.cohortId))
      .orderBy(asc(users.username)),
    db
      .select({ invitation: staffInvitations, startDate: cohorts.startDate, sessionDates: cohorts.sessionDates })
      .from(staffInvitations)
      .leftJoin(cohorts, eq(cohorts.id, staffInvitations.cohortId))
      .where(and(isNull(staffInvitations.usedAt), isNull(staffInvitations.withdrawnAt)))
      .orderBy(asc(staffInvitations.createdAt)),
  ])
  const cohortOf = (row: { startDate: string | null; sessionDates: string[] | null }) =>
    row.startDate && row.sessionDates ? { startDate: row.startDate, sessionDates: row.sessionDates } : null
  return [
    ...accounts.map((row): StaffMember => {
      const ends = accountEnds(row, cohortOf(row))
      return {
        id: row.id,
        username: row.username,
        role: row.role,
        cohortId: row.cohortId,
        expiresAt: ends,
        state: ends && Date.parse(ends) <= now.getTime() ? 'expired' : 'active',
        email: null,
        invitationExpiresAt: null,
      }
    }),
    ...invitations.map(({ invitation, ...cohort }): StaffMember => ({
      id: invitation.id,
      username: invitation.username,
      role: invitation.role,
      cohortId: invitation.cohortId,
      expiresAt: accountEnds({ role: invitation.role, expiresAt: invitation.accountExpiresAt }, cohortOf(cohort)),
      state: Date.parse(invitation.expiresAt) > now.getTime() ? 'invited' : 'expired',
      email: invitation.email,
      invitationExpiresAt: invitation.expiresAt,
    })),
  ]
}

async function memberOf(db: Database, id: string, now: Date): Promise<StaffMember> {
  const member = (await accountsAndInvitations(db, now)).find((row) => row.id === id)
  if (!member) throw new ApiError(404, ADMIN_ERROR_MESSAGES.staffNotFound)
  return member
}

/** A username an account has, or a live invitation is waiting with. */
async function usernameTaken(db: Database, username: string, now: Date) {
  const [account, invitation] = await Promise.all([
    db.select({ id: users.id }).from(users).where(eq(users.username, username)).get(),
    db
      .select({ id: staffInvitations.id })
      .from(staffInvitations)
      .where(and(eq(staffInvitations.username, username), liveInvitation(now)))
      .get(),
  ])
  return Boolean(account ?? invitation)
}

/** What changed, for the audit entry: the fields and their new values (roles, cohort ids and days; never an email). */
const changeDetail = (username: string, change: Record<string, string | null | undefined>) =>
  `${username}: ${
    Object.entries(change)
      .filter(([, value]) => value !== undefined)
      .map(([field, value]) => `${field} ${value ?? 'none'}`)
      .join(', ') || 'nothing changed'
  }`

/**
 * `/api/admin/staff`: a director's staff screen. The accounts and the invitations waiting, a new
 * invitation (a one-use link emailed through the outbox), a change of role, cohort or end (the
 * account's sessions end at once), and removal (an account and its sessions, or an invitation
 * withdrawn). The last director can be neither demoted nor removed. Every change is audited.
 */
export const staffRoutes = new Hono<AdminEnv>()
  .get('/', async (c) => c.json(await accountsAndInvitations(c.var.db, requestNow(c))))
  .post('/', ...jsonBody, validated('json', staffInvitationSchema), async (c) => {
    const input = c.req.valid('json')
    const db = c.var.db
    const now = requestNow(c)
    const cohortId = input.role === 'volunteer' ? (input.cohortId ?? null) : null
    if (input.role === 'volunteer' && !cohortId) throw invalid('cohortId', ADMIN_ERROR_MESSAGES.volunteerNeedsCohort)
    if (cohortId) await cohortDays(db, cohortId)
    if (await usernameTaken(db, input.username, now)) throw new ApiError(409, ADMIN_ERROR_MESSAGES.usernameTaken)
    const id = crypto.randomUUID()
    const token = await invitationToken(consoleSecret(c.env), id)
    const origin = new URL(c.req.url).origin
    const [job] = jobsAbout(
      db,
      staffInvitations,
      eq(staffInvitations.id, id),
      { origin, language: 'en', now, alertsPerHour: staffAlertsPerHour(c.env) },
      [{ kind: 'staff-invitation', email: input.email }],
    )
    await db.batch([
      db.insert(staffInvitations).values({
        id,
        tokenHash: await invitationTokenHash(token),
        username: input.username,
        email: input.email,
        role: input.role,
        cohortId,
        accountExpiresAt: stored(input.expiresAt),
        expiresAt: new Date(now.getTime() + INVITATION_HOURS * 3_600_000).toISOString(),
        createdBy: c.var.staff.username,
        createdAt: now.toISOString(),
      }),
      job!.statement,
      audit(
        db,
        'staff-invited',
        c.var.staff.username,
        `invitation ${id}: ${input.username} as ${input.role}${cohortId ? ` of cohort ${cohortId}` : ''}`,
      ),
    ])
    c.executionCtx.waitUntil(enqueue(db, c.env, [job!.jobId]))
    return c.json(await memberOf(db, id, now), 201)
  })
  .patch('/:id', ...jsonBody, validated('json', staffChangeSchema), async (c) => {
    const id = c.req.param('id')
    const change = c.req.valid('json')
    const db = c.var.db
    const now = requestNow(c)
    const account = await db.select().from(users).where(eq(users.id, id)).get()
    const invitation = account
      ? undefined
      : await db
          .select()
          .from(staffInvitations)
          .where(
            and(eq(staffInvitations.id, id), isNull(staffInvitations.usedAt), isNull(staffInvitations.withdrawnAt)),
          )
          .get()
    const current = account ?? invitation
    if (!current) throw new ApiError(404, ADMIN_ERROR_MESSAGES.staffNotFound)
    const role: StaffRole = change.role ?? current.role
    const cohortId = role === 'volunteer' ? (change.cohortId === undefined ? current.cohortId : change.cohortId) : null
    if (cohortId && cohortId !== current.cohortId) await cohortDays(db, cohortId)
    const expiresAt =
      change.expiresAt === undefined
        ? account
          ? account.expiresAt
          : invitation!.accountExpiresAt
        : stored(change.expiresAt)
    const detail = changeDetail(current.username, {
      role: role === current.role ? undefined : role,
      cohort: cohortId === current.cohortId ? undefined : cohortId,
      ends: change.expiresAt === undefined ? undefined : expiresAt,
    })
    if (account) {
      const updated = await db
        .update(users)
        .set({ role, cohortId, expiresAt })
        .where(keepsADirector(id))
        .returning({ id: users.id })
      if (!updated.length) throw new ApiError(409, ADMIN_ERROR_MESSAGES.lastDirector)
      // Whatever changed, the account signs in again: no session keeps what it was allowed before.
      await db.batch([
        db.delete(sessions).where(eq(sessions.userId, id)),
        audit(db, 'staff-changed', c.var.staff.username, detail),
      ])
    } else {
      await db.batch([
        db
          .update(staffInvitations)
          .set({ role, cohortId, accountExpiresAt: expiresAt })
          .where(eq(staffInvitations.id, id)),
        audit(db, 'staff-changed', c.var.staff.username, `invitation ${id}, ${detail}`),
      ])
    }
    return c.json(await memberOf(db, id, now))
  })
  .delete('/:id', async (c) => {
    const id = c.req.param('id')
    const db = c.var.db
    const now = requestNow(c)
    const account = await db.select().from(users).where(eq(users.id, id)).get()
    if (account) {
      const removed = await db.delete(users).where(keepsADirector(id)).returning({ id: users.id })
      if (!removed.length) throw new ApiError(409, ADMIN_ERROR_MESSAGES.lastDirector)
      await db.batch([
        // The foreign key removes them with the account; said here too, so it never depends on it.
        db.delete(sessions).where(eq(sessions.userId, id)),
        audit(db, 'user-removed', c.var.staff.username, `${account.username} (${account.role}) removed in the console`),
      ])
      return c.json(null)
    }
    const withdrawn = await db
      .update(staffInvitations)
      .set({ withdrawnAt: now.toISOString() })
      .where(and(eq(staffInvitations.id, id), isNull(staffInvitations.usedAt), isNull(staffInvitations.withdrawnAt)))
      .returning({ username: staffInvitations.username })
    if (!withdrawn.length) throw new ApiError(404, ADMIN_ERROR_MESSAGES.staffNotFound)
    await audit(db, 'invitation-withdrawn', c.var.staff.username, `invitation ${id}: ${withdrawn[0]!.username}`)
    return c.json(null)
  })

/** Who is opening an invitation link, as the sign-in throttle counts: per invitation and per client. */
async function linkAttempt(c: Context<AdminEnv>, token: string): Promise<Attempt> {
  const secret = consoleSecret(c.env)
  return {
    // A username never holds a colon: these buckets are apart from every account's.
    subject: await keyedHash(secret, 'username', `invitation:${invitationIdOf(token) ?? 'malformed'}`),
    client: await clientKey(c),
    device: null,
    shownAs: 'invitation link',
  }
}

/**
 * The live invitation a link opens, counted like a sign-in: a claim is written first (the
 * throttle's row, left as a failure when the link opens nothing); 429 past the limits, 410 for a
 * link used, withdrawn, expired or never issued.
 */
async function openLink(c: Context<AdminEnv>, token: string) {
  const attempt = await linkAttempt(c, token)
  const check = await claimCheck(c.var.db, attempt)
  if (!check) {
    await audit(c.var.db, 'sign-in-throttled', attempt.shownAs, null, attempt.client)
    throw await throttled(c.var.db, attempt)
  }
  const invitation = invitationIdOf(token)
    ? await c.var.db
        .select()
        .from(staffInvitations)
        .where(and(eq(staffInvitations.tokenHash, await invitationTokenHash(token)), liveInvitation(requestNow(c))))
        .get()
    : undefined
  if (!invitation) throw new ApiError(410, ADMIN_ERROR_MESSAGES.invitationGone)
  return { invitation, check }
}

const forgetCheck = (db: Database, check: string) => db.delete(auditLog).where(eq(auditLog.id, check))

/**
 * `/api/admin/invitation`: an invitation link, opened without a session. `POST /preview` shows
 * whom it is for; `POST /` makes the account with the password the invitee chose (the password
 * rules of every account), marks the link used and signs them in. A link works once.
 */
export const invitationRoutes = new Hono<AdminEnv>()
  .post('/preview', ...jsonBody, validated('json', invitationPreviewSchema), async (c) => {
    const { invitation, check } = await openLink(c, c.req.valid('json').token)
    await forgetCheck(c.var.db, check)
    return c.json({ username: invitation.username, role: invitation.role } satisfies InvitationPreview)
  })
  .post('/', ...jsonBody, validated('json', invitationAcceptSchema), async (c) => {
    const { token, password } = c.req.valid('json')
    const db = c.var.db
    const now = requestNow(c)
    const { invitation, check } = await openLink(c, token)
    const problem = await passwordProblem(password, invitation.username)
    if (problem) {
      await forgetCheck(db, check)
      throw invalid('password', problem)
    }
    if (await db.select({ id: users.id }).from(users).where(eq(users.username, invitation.username)).get()) {
      await forgetCheck(db, check)
      throw new ApiError(409, ADMIN_ERROR_MESSAGES.usernameTaken)
    }
    const userId = crypto.randomUUID()
    const passwordHash = await hashPassword(password)
    const live = and(eq(staffInvitations.id, invitation.id), liveInvitation(now))
    // The account is made from the invitation only while it is live, and the link is used in the
    // same batch: two tabs pressing at once make one account.
    await db.batch([
      db.insert(users).select(
        db
          .select({
            id: sql<string>`${userId}`.as('id'),
            username: staffInvitations.username,
            passwordHash: sql<string>`${passwordHash}`.as('password_hash'),
            role: staffInvitations.role,
            cohortId: staffInvitations.cohortId,
            expiresAt: sql<string | null>`${staffInvitations.accountExpiresAt}`.as('expires_at'),
          })
          .from(staffInvitations)
          .where(live),
      ),
      db.update(staffInvitations).set({ usedAt: now.toISOString() }).where(live),
    ])
    const made = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).get()
    if (!made) throw new ApiError(410, ADMIN_ERROR_MESSAGES.invitationGone)
    await db
      .update(auditLog)
      .set({
        action: 'invitation-accepted',
        username: invitation.username,
        detail: `invitation ${invitation.id}: account made as ${invitation.role}`,
      })
      .where(eq(auditLog.id, check))
    await startSession(c, userId)
    return c.json(await meOfAccount(db, userId, now))
  })
