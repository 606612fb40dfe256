import { and, count, eq, gt, min } from 'drizzle-orm'
import { ADMIN_ERROR_MESSAGES } from '../../contract/admin'
import { auditLog } from '../db/schema'
import type { Database } from '../env'
import { ApiError } from '../errors'

/**
 * Failed sign-ins are counted from the audit log over a sliding window, per username (someone
 * guessing one account's password) and per client (someone trying many accounts). D1 keeps the
 * count across isolates and restarts, which an in-memory counter would not.
 */
export const SIGN_IN_THROTTLE = { windowMs: 15 * 60 * 1000, perUsername: 5, perClient: 20 } as const

async function lockedFor(db: Database, column: typeof auditLog.username | typeof auditLog.client, value: string, allowed: number, now: number) {
  const since = new Date(now - SIGN_IN_THROTTLE.windowMs).toISOString()
  const [row] = await db
    .select({ failures: count(), oldest: min(auditLog.at) })
    .from(auditLog)
    .where(and(eq(auditLog.action, 'sign-in-failed'), eq(column, value), gt(auditLog.at, since)))
  if (!row || row.failures < allowed || !row.oldest) return 0
  // Open again when the oldest failure in the window leaves it.
  return Math.max(1, Math.ceil((Date.parse(row.oldest) + SIGN_IN_THROTTLE.windowMs - now) / 1000))
}

/** Throws 429 with Retry-After while the username or the client has too many recent failures. */
export async function refuseWhileThrottled(db: Database, username: string, client: string) {
  const now = Date.now()
  const waits = await Promise.all([lockedFor(db, auditLog.username, username, SIGN_IN_THROTTLE.perUsername, now), lockedFor(db, auditLog.client, client, SIGN_IN_THROTTLE.perClient, now)])
  const wait = Math.max(...waits)
  if (wait > 0) throw new ApiError(429, ADMIN_ERROR_MESSAGES.signInThrottled, undefined, { 'Retry-After': String(wait) })
}
