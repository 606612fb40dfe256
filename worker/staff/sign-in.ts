import { eq } from 'drizzle-orm'
import type { Context } from 'hono'
import { getCookie, setCookie } from 'hono/cookie'
import { Hono } from 'hono'
import { signInSchema } from '../../contract/admin'
import { ADMIN_ERROR_MESSAGES } from '../../content/admin'
import { hashPassword, verifyPassword } from './password'
import { auditLog, users } from '../base/db/schema'
import { ApiError } from '../base/errors'
import { jsonBody } from '../base/middleware/json-body'
import { isLoopbackHost } from '../base/middleware/origins'
import { validated } from '../base/validation'
import { audit } from '../base/staff/audit'
import { devicesRoute } from './devices'
import { clientKey, consoleSecret, DEVICE_COOKIE, keyedHash, signDeviceCookie, verifyDeviceCookie } from './keys'
import { endSession, SESSION_COOKIE_PATH, startSession, type AdminEnv } from '../base/staff/session'
import { accountOf, meOf, meOfAccount } from '../base/staff/me'
import { requestNow } from '../base/clock'
import { claimCheck, throttled, type Attempt } from './throttle'

/**
 * A hash no password matches, verified when the username is unknown, so an unknown username
 * costs the same 100,000 PBKDF2 rounds as a wrong password and time does not tell them apart.
 */
let decoy: Promise<string> | undefined
const decoyHash = () => (decoy ??= hashPassword(crypto.randomUUID()))

/** A device stays known for half a year of not signing in; each sign-in renews it. */
const DEVICE_COOKIE_SECONDS = 180 * 24 * 60 * 60

/** Who is trying, as the throttle and the audit log see it; a username no account has is shown by its length only. */
async function attemptOf(
  c: Context<AdminEnv>,
  username: string,
  known: boolean,
): Promise<Attempt & { deviceId: string | null }> {
  const secret = consoleSecret(c.env)
  const subject = await keyedHash(secret, 'username', username)
  const deviceId = known ? await verifyDeviceCookie(secret, getCookie(c, DEVICE_COOKIE), subject) : null
  return {
    subject,
    client: await clientKey(c),
    device: deviceId ? await keyedHash(secret, 'device', deviceId) : null,
    deviceId,
    shownAs: known ? username : `unknown username (${[...username].length} characters)`,
  }
}

/** Marks this browser as one that signed in as this user (OWASP device cookie), or renews its mark. */
async function rememberDevice(c: Context<AdminEnv>, subject: string, deviceId: string | null) {
  setCookie(c, DEVICE_COOKIE, await signDeviceCookie(consoleSecret(c.env), subject, deviceId ?? crypto.randomUUID()), {
    path: `${SESSION_COOKIE_PATH}/session`,
    httpOnly: true,
    sameSite: 'Strict',
    secure: !isLoopbackHost(c),
    maxAge: DEVICE_COOKIE_SECONDS,
  })
}

export const sessionRoute = new Hono<AdminEnv>()
  .post('/', ...jsonBody, validated('json', signInSchema), async function signIn(c) {
    const { username: typed, password } = c.req.valid('json')
    const username = typed.trim().toLowerCase()
    const [user] = await c.var.db.select().from(users).where(eq(users.username, username))
    const attempt = await attemptOf(c, username, Boolean(user))
    // Counted before the password is checked, in one statement: concurrency cannot slip past.
    const check = await claimCheck(c.var.db, attempt)
    if (!check) {
      await audit(
        c.var.db,
        'sign-in-throttled',
        attempt.shownAs,
        attempt.device ? 'from a known device' : null,
        attempt.client,
      )
      throw await throttled(c.var.db, attempt)
    }
    const valid = await verifyPassword(password, user?.passwordHash ?? (await decoyHash()))
    // A wrong password leaves the claimed row as the failure it records.
    if (!user || !valid) throw new ApiError(401, ADMIN_ERROR_MESSAGES.signInFailed)
    // The right password for an account that has ended (a volunteer after their cohort) opens nothing.
    const ends = (await accountOf(c.var.db, user.id))?.ends
    if (ends && Date.parse(ends) <= requestNow(c).getTime())
      throw new ApiError(401, ADMIN_ERROR_MESSAGES.accountExpired)
    await c.var.db.update(auditLog).set({ action: 'sign-in' }).where(eq(auditLog.id, check))
    await startSession(c, user.id)
    await rememberDevice(c, attempt.subject, attempt.deviceId)
    return c.json(await meOfAccount(c.var.db, user.id, requestNow(c)))
  })
  .get('/', (c) => c.json(meOf(c.var.staff, requestNow(c))))
  .delete('/', async function signOut(c) {
    await endSession(c)
    await audit(c.var.db, 'sign-out', c.var.staff.username)
    // The door's phone keeps today's check-in and cards for offline use: signing out wipes them.
    return c.body(null, 204, { 'Clear-Site-Data': '"cache", "storage"' })
  })
  .route('/', devicesRoute)
