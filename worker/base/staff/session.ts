import type { Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { createMiddleware } from 'hono/factory'
import { eq, lt, or } from 'drizzle-orm'
import type { StaffRole } from '../../../contract/roles'
import { ADMIN_ERROR_MESSAGES } from '../../../content/admin'
import { cohorts, sessions, users } from '../db/schema'
import { requestNow } from '../clock'
import { accountEnds, type DutyCohort } from './duty'
import type { AppEnv } from '../env'
import { ApiError } from '../errors'
import { sha256Hex, toBase64Url } from '../hash'
import { isLoopbackHost } from '../middleware/origins'

const SESSION_COOKIE = 'bootcamp_staff'
/** Only the console's API reads the cookie; the console's pages and the public site never get it. */
export const SESSION_COOKIE_PATH = '/api/admin'
/** OWASP ASVS level 2 for a service holding minors' data: 30 minutes idle, 12 hours at most. */
const IDLE_LIMIT_MS = 30 * 60 * 1000
const LIFETIME_MS = 12 * 60 * 60 * 1000
/** A session no request can use any more (idle too long, or too old), as of `now`: pruned from the devices list. */
export const sessionOver = (now: Date) =>
  or(
    lt(sessions.lastSeenAt, new Date(now.getTime() - IDLE_LIMIT_MS).toISOString()),
    lt(sessions.createdAt, new Date(now.getTime() - LIFETIME_MS).toISOString()),
  )
/** last_seen_at is written at most once a minute, so reading a list is not a write each time. */
const TOUCH_EVERY_MS = 60 * 1000

/** @public (named in the console routes' declared types, which tsc -b emits) */
export interface Staff {
  userId: string
  username: string
  sessionId: string
  /** Read from the account on every request: a changed role counts from the next request. */
  role: StaffRole
  /** A volunteer's cohort, null for other roles (or a volunteer without one). */
  cohortId: string | null
  /** That cohort's session days and hours, for a volunteer's check-in window. */
  cohort: DutyCohort | null
  /** When the account stops working (its own end, or a volunteer's cohort's), or null. */
  expiresAt: string | null
}

export type AdminEnv = AppEnv & { Variables: AppEnv['Variables'] & { staff: Staff } }

/** "Firefox on Windows": enough for staff to tell their devices apart, nothing more of the User-Agent is kept. */
function deviceName(userAgent: string | undefined): string | null {
  if (!userAgent) return null
  const browser = [
    ['Edg/', 'Edge'],
    ['Firefox/', 'Firefox'],
    ['Chrome/', 'Chrome'],
    ['Safari/', 'Safari'],
  ].find(([mark]) => userAgent.includes(mark!))?.[1]
  const system = [
    ['iPhone', 'iPhone'],
    ['iPad', 'iPad'],
    ['Android', 'Android'],
    ['Windows', 'Windows'],
    ['Mac OS X', 'macOS'],
    ['CrOS', 'ChromeOS'],
    ['Linux', 'Linux'],
  ].find(([mark]) => userAgent.includes(mark!))?.[1]
  if (!browser && !system) return null
  return [browser ?? 'A browser', system].filter(Boolean).join(' on ')
}

/**
 * Starts a session: a random 256-bit token in the cookie, only its hash in D1. The cookie has
 * no Max-Age: it ends with the browser, and the server ends it sooner (idle, lifetime).
 */
export async function startSession(c: Context<AdminEnv>, userId: string) {
  const token = toBase64Url(crypto.getRandomValues(new Uint8Array(32)))
  await c.var.db.insert(sessions).values({
    id: crypto.randomUUID(),
    tokenHash: await sha256Hex(token),
    userId,
    device: deviceName(c.req.header('user-agent')),
  })
  setCookie(c, SESSION_COOKIE, token, {
    path: SESSION_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'Strict',
    // Browsers keep Secure cookies off plain http; `npm start` serves http on loopback only.
    secure: !isLoopbackHost(c),
  })
}

export async function endSession(c: Context<AdminEnv>) {
  await c.var.db.delete(sessions).where(eq(sessions.id, c.var.staff.sessionId))
  deleteCookie(c, SESSION_COOKIE, { path: SESSION_COOKIE_PATH, secure: !isLoopbackHost(c) })
}

/**
 * Every /api/admin route but sign-in and the invitation links: a live session or 401. A session
 * idle for 30 minutes or begun 12 hours ago is deleted and answers 401 like a missing one. The
 * account's role, cohort and end are read with the session every time, so a demotion counts at
 * once; an account past its end loses every session (401).
 */
export const requireSession = createMiddleware<AdminEnv>(async function requireSession(c, next) {
  const token = getCookie(c, SESSION_COOKIE)
  if (!token || token.length > 100) throw new ApiError(401, ADMIN_ERROR_MESSAGES.unauthorized)
  const now = Date.now()
  const [found] = await c.var.db
    .select({
      sessionId: sessions.id,
      userId: users.id,
      username: users.username,
      role: users.role,
      cohortId: users.cohortId,
      expiresAt: users.expiresAt,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      cohort: {
        id: cohorts.id,
        startDate: cohorts.startDate,
        sessionDates: cohorts.sessionDates,
        sessionStart: cohorts.sessionStart,
        sessionEnd: cohorts.sessionEnd,
      },
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(cohorts, eq(cohorts.id, users.cohortId))
    .where(eq(sessions.tokenHash, await sha256Hex(token)))
  if (!found) throw new ApiError(401, ADMIN_ERROR_MESSAGES.unauthorized)
  const idle = now - Date.parse(found.lastSeenAt)
  if (idle > IDLE_LIMIT_MS || now - Date.parse(found.createdAt) > LIFETIME_MS) {
    await c.var.db.delete(sessions).where(eq(sessions.id, found.sessionId))
    throw new ApiError(401, ADMIN_ERROR_MESSAGES.unauthorized)
  }
  const cohort = found.role === 'volunteer' ? found.cohort : null
  const expiresAt = accountEnds(found, cohort)
  if (expiresAt && Date.parse(expiresAt) <= requestNow(c).getTime()) {
    await c.var.db.delete(sessions).where(eq(sessions.userId, found.userId))
    throw new ApiError(401, ADMIN_ERROR_MESSAGES.accountExpired)
  }
  if (idle > TOUCH_EVERY_MS)
    await c.var.db
      .update(sessions)
      .set({ lastSeenAt: new Date(now).toISOString() })
      .where(eq(sessions.id, found.sessionId))
  c.set('staff', {
    userId: found.userId,
    username: found.username,
    sessionId: found.sessionId,
    role: found.role,
    cohortId: found.cohortId,
    cohort,
    expiresAt,
  })
  await next()
})
