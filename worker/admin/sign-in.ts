import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { ADMIN_ERROR_MESSAGES, signInSchema, type Me } from '../../contract/admin'
import { hashPassword, verifyPassword } from '../auth/password'
import { users } from '../db/schema'
import { ApiError } from '../errors'
import { sha256Hex } from '../hash'
import { jsonBody } from '../middleware/json-body'
import { audit } from './audit'
import { endSession, requireSession, startSession, type AdminEnv } from './session'
import { refuseWhileThrottled } from './throttle'
import { validated } from '../validation'

/**
 * A hash no password matches, verified when the username is unknown, so an unknown username
 * costs the same 100,000 PBKDF2 rounds as a wrong password and time does not tell them apart.
 */
let decoy: Promise<string> | undefined
const decoyHash = () => (decoy ??= hashPassword(crypto.randomUUID()))

/** The client's address, hashed: the audit log and the throttle never hold it readable. */
export const clientKey = (address: string | undefined) => sha256Hex(`client:${address ?? 'unknown'}`)

export const sessionRoute = new Hono<AdminEnv>()
  .post('/', ...jsonBody, validated('json', signInSchema), async function signIn(c) {
    const { username: typed, password } = c.req.valid('json')
    const username = typed.trim().toLowerCase()
    const client = await clientKey(c.req.header('cf-connecting-ip'))
    await refuseWhileThrottled(c.var.db, username, client)
    const [user] = await c.var.db.select().from(users).where(eq(users.username, username))
    const valid = await verifyPassword(password, user?.passwordHash ?? (await decoyHash()))
    if (!user || !valid) {
      await audit(c.var.db, 'sign-in-failed', username, null, client)
      throw new ApiError(401, ADMIN_ERROR_MESSAGES.signInFailed)
    }
    await startSession(c, user.id)
    await audit(c.var.db, 'sign-in', user.username, null, client)
    return c.json({ username: user.username } satisfies Me)
  })
  .get('/', requireSession, (c) => c.json({ username: c.var.staff.username } satisfies Me))
  .delete('/', requireSession, async function signOut(c) {
    await endSession(c)
    await audit(c.var.db, 'sign-out', c.var.staff.username)
    return c.body(null, 204)
  })
