import { createMiddleware } from 'hono/factory'
import { ADMIN_ERROR_MESSAGES } from '../../../content/admin'
import { ApiError } from '../errors'
import { refuseWritesFrom } from '../middleware/origins'
import type { AdminEnv } from './session'

/**
 * The console's API answers its own origin only: no CORS grant for partner origins (those are
 * for the public forms), and a write whose Origin is not the worker's own is refused. The
 * session cookie is SameSite=Strict, but "site" is wider than origin: a partner demo on another
 * port of the same host, or a school's subdomain, is the same site, and a link or an <img> there
 * would make the browser run an export with the staff cookie. So every request must say
 * `Sec-Fetch-Site: same-origin`, as every browser since 2023 does for the console's own calls;
 * only a client that sends no cookie (curl signing in) may leave the header out.
 */
const ownOriginWritesOnly = refuseWritesFrom<AdminEnv>(
  (origin, c) => origin === new URL(c.req.url).origin,
  ADMIN_ERROR_MESSAGES.forbiddenOrigin,
  new Set(['GET', 'HEAD']),
)
const sameOriginFetchesOnly = createMiddleware<AdminEnv>(async function sameOriginFetchesOnly(c, next) {
  const site = c.req.header('sec-fetch-site')
  if (site === undefined ? c.req.header('cookie') !== undefined : site !== 'same-origin') {
    throw new ApiError(403, ADMIN_ERROR_MESSAGES.forbiddenOrigin)
  }
  await next()
})

/** Every request to the console's API passes both, before the session is even read. */
export const staffOriginGuard = [ownOriginWritesOnly, sameOriginFetchesOnly] as const
