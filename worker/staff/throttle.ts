import { and, count, eq, gt, isNull, min, sql, type SQL } from 'drizzle-orm'
import { ADMIN_ERROR_MESSAGES } from '../../content/admin'
import { auditLog } from '../base/db/schema'
import { auditSelection } from '../base/staff/audit'
import type { Database } from '../base/env'
import { ApiError } from '../base/errors'

/**
 * Failed sign-ins are counted from the audit log over a sliding window: per username for
 * browsers that never signed in as it (someone guessing one account's password), per device
 * for a browser holding a genuine device cookie for it (so a stranger's failures never lock a
 * staff member's own devices out, OWASP's device-cookie pattern), and per client address for
 * unknown browsers (someone trying many accounts). D1 keeps the count across isolates.
 */
const SIGN_IN_THROTTLE = { windowMs: 15 * 60 * 1000, perUsername: 5, perDevice: 5, perClient: 20 } as const

/** Who is trying: keyed hashes of the username, the client and, when genuine, the device cookie. */
export interface Attempt {
  subject: string
  client: string
  device: string | null
  /** What the audit log shows: the account's username, or only the length of an unknown one. */
  shownAs: string
}

const failuresSince = (since: string, condition: SQL | undefined) =>
  sql`(SELECT count(*) FROM ${auditLog} WHERE ${and(eq(auditLog.action, 'sign-in-failed'), gt(auditLog.at, since), condition)})`

/** The buckets an attempt is counted in, each with its limit. */
function buckets(attempt: Attempt): [SQL | undefined, number][] {
  if (attempt.device) return [[eq(auditLog.device, attempt.device), SIGN_IN_THROTTLE.perDevice]]
  return [
    [and(eq(auditLog.subject, attempt.subject), isNull(auditLog.device)), SIGN_IN_THROTTLE.perUsername],
    [and(eq(auditLog.client, attempt.client), isNull(auditLog.device)), SIGN_IN_THROTTLE.perClient],
  ]
}

/**
 * Claims one password check, counting and deciding in one statement: an INSERT … SELECT that
 * writes a `sign-in-failed` row only while every bucket is under its limit. SQLite runs it as
 * one write, so 40 concurrent guesses check at most 5 passwords, not 40. The row stands for the
 * check until it succeeds (then it becomes the `sign-in`); null when the attempt is throttled.
 */
export async function claimCheck(db: Database, attempt: Attempt, now = Date.now()): Promise<string | null> {
  const since = new Date(now - SIGN_IN_THROTTLE.windowMs).toISOString()
  const id = crypto.randomUUID()
  const row = auditSelection({
    id,
    at: new Date(now).toISOString(),
    action: 'sign-in-failed',
    username: attempt.shownAs,
    client: attempt.client,
    subject: attempt.subject,
    device: attempt.device,
  })
  const underEveryLimit = and(
    ...buckets(attempt).map(([condition, limit]) => sql`${failuresSince(since, condition)} < ${limit}`),
  )
  const written = await db
    .insert(auditLog)
    .select(
      db
        .select(row)
        .from(sql`(SELECT 1)`)
        .where(underEveryLimit),
    )
    .returning({ id: auditLog.id })
  return written.length ? id : null
}

/** The 429 for a throttled attempt: Retry-After is when the oldest failure in the fullest bucket leaves the window. */
export async function throttled(db: Database, attempt: Attempt, now = Date.now()): Promise<ApiError> {
  const since = new Date(now - SIGN_IN_THROTTLE.windowMs).toISOString()
  const waits = await Promise.all(
    buckets(attempt).map(async ([condition, limit]) => {
      const [row] = await db
        .select({ failures: count(), oldest: min(auditLog.at) })
        .from(auditLog)
        .where(and(eq(auditLog.action, 'sign-in-failed'), gt(auditLog.at, since), condition))
      if (!row?.oldest || row.failures < limit) return 0
      return Math.max(1, Math.ceil((Date.parse(row.oldest) + SIGN_IN_THROTTLE.windowMs - now) / 1000))
    }),
  )
  return new ApiError(429, ADMIN_ERROR_MESSAGES.signInThrottled, undefined, {
    'Retry-After': String(Math.max(1, ...waits)),
  })
}
