import { and, desc, eq, ne } from 'drizzle-orm'
import { Hono, type Context } from 'hono'
import { getCookie } from 'hono/cookie'
import { passwordChangeSchema, type SignedInDevice } from '../../contract/admin'
import { ADMIN_ERROR_MESSAGES } from '../../content/admin'
import { hashPassword, verifyPassword } from './password'
import { passwordProblem } from './password-rules'
import { auditLog, sessions, users } from '../base/db/schema'
import { ApiError } from '../base/errors'
import { jsonBody } from '../base/middleware/json-body'
import { validated } from '../base/validation'
import { audit } from '../base/staff/audit'
import { clientKey, consoleSecret, DEVICE_COOKIE, keyedHash, verifyDeviceCookie } from './keys'
import { claimCheck, throttled } from './throttle'
import { endSession, sessionOver, type AdminEnv } from '../base/staff/session'
import { requestNow } from '../base/clock'

/**
 * The device a password change is throttled as: this browser's genuine device cookie (so its
 * wrong guesses here and at the sign-in share one bucket), else the session itself.
 */
async function changingDevice(c: Context<AdminEnv>, subject: string): Promise<string> {
  const deviceId = await verifyDeviceCookie(consoleSecret(c.env), getCookie(c, DEVICE_COOKIE), subject)
  return deviceId ?? `session:${c.var.staff.sessionId}`
}

/**
 * `/api/admin/session/…` for the signed-in account itself: the browsers signed in as it (each
 * can be signed out, or all at once), and a password change that needs the current password.
 */
export const devicesRoute = new Hono<AdminEnv>()
  .get('/devices', async (c) => {
    // Sessions ended by time stay as rows until something removes them: a list of every sign-in
    // ever made reads as dozens of identical browsers. Only the ones still usable are listed.
    await c.var.db.delete(sessions).where(and(eq(sessions.userId, c.var.staff.userId), sessionOver(requestNow(c))))
    const rows = await c.var.db
      .select({
        id: sessions.id,
        device: sessions.device,
        createdAt: sessions.createdAt,
        lastSeenAt: sessions.lastSeenAt,
      })
      .from(sessions)
      .where(eq(sessions.userId, c.var.staff.userId))
      .orderBy(desc(sessions.lastSeenAt))
    return c.json(rows.map((row): SignedInDevice => ({ ...row, current: row.id === c.var.staff.sessionId })))
  })
  .delete('/devices/:id', async (c) => {
    const id = c.req.param('id')
    if (id === c.var.staff.sessionId) {
      await endSession(c)
    } else {
      const ended = await c.var.db
        .delete(sessions)
        .where(and(eq(sessions.id, id), eq(sessions.userId, c.var.staff.userId)))
        .returning({ id: sessions.id })
      if (ended.length === 0) throw new ApiError(404, ADMIN_ERROR_MESSAGES.sessionNotFound)
    }
    await audit(c.var.db, 'sessions-ended', c.var.staff.username, 'one device signed out')
    return c.body(null, 204)
  })
  .delete('/devices', async (c) => {
    const ended = await c.var.db
      .delete(sessions)
      .where(eq(sessions.userId, c.var.staff.userId))
      .returning({ id: sessions.id })
    await endSession(c)
    await audit(
      c.var.db,
      'sessions-ended',
      c.var.staff.username,
      `signed out everywhere: ${ended.length} ${ended.length === 1 ? 'session' : 'sessions'}`,
    )
    return c.body(null, 204)
  })
  .post('/password', ...jsonBody, validated('json', passwordChangeSchema), async (c) => {
    const { currentPassword, newPassword } = c.req.valid('json')
    const [user] = await c.var.db.select().from(users).where(eq(users.id, c.var.staff.userId))
    if (!user) throw new ApiError(401, ADMIN_ERROR_MESSAGES.unauthorized)
    const problem = await passwordProblem(newPassword, user.username)
    if (problem) throw new ApiError(400, 'invalid', [{ path: 'newPassword', message: problem }])
    // A wrong current password counts as a failed sign-in for the account: a session left open
    // on a shared computer cannot be used to guess the password behind it. It is counted for this
    // device (or session), never in the username's bucket: there an outsider's failures would
    // block the signed-in staff member's own change.
    const secret = consoleSecret(c.env)
    const subject = await keyedHash(secret, 'username', user.username)
    const attempt = {
      subject,
      client: await clientKey(c),
      device: await keyedHash(secret, 'device', await changingDevice(c, subject)),
      shownAs: user.username,
    }
    const check = await claimCheck(c.var.db, attempt)
    if (!check) throw await throttled(c.var.db, attempt)
    if (!(await verifyPassword(currentPassword, user.passwordHash))) {
      throw new ApiError(400, 'invalid', [
        { path: 'currentPassword', message: ADMIN_ERROR_MESSAGES.wrongCurrentPassword },
      ])
    }
    // The new password ends every other session: whoever knew the old one is signed out.
    await c.var.db.batch([
      c.var.db
        .update(users)
        .set({ passwordHash: await hashPassword(newPassword) })
        .where(eq(users.id, user.id)),
      c.var.db.delete(sessions).where(and(eq(sessions.userId, user.id), ne(sessions.id, c.var.staff.sessionId))),
      c.var.db
        .update(auditLog)
        .set({ action: 'password-changed', detail: 'in the console; other sessions ended' })
        .where(eq(auditLog.id, check)),
    ])
    return c.body(null, 204)
  })
