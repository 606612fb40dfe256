import type { Context } from 'hono'
import { cors } from 'hono/cors'
import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../env'
import { ApiError } from '../errors'

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]'])
const LOOPBACK_ORIGIN = /^http:\/\/(localhost|127\.0\.0\.1)(:\d{1,5})?$/

export function listedOrigins(setting: string | undefined): string[] {
  return (setting ?? '')
    .split(',')
    .map((origin) => origin.trim().replace(/\/$/, ''))
    .filter(Boolean)
}

/**
 * A page on a rebinding domain (evil.example resolving to 127.0.0.1) reaches the local dev
 * server with its own Host, and would then count as the worker's own origin. While `npm start`
 * serves on loopback, only loopback Host names are answered.
 */
export const loopbackHostOnly = createMiddleware<AppEnv>(async function loopbackHostOnly(c, next) {
  if (c.env.LOCAL_DEV === 'true' && !isLoopbackHost(c)) throw new ApiError(421, 'misdirected')
  await next()
})

/** The worker itself is served on a loopback host: `wrangler dev`, never production. */
export function isLoopbackHost(c: Pick<Context, 'req'>): boolean {
  return LOOPBACK_HOSTS.has(new URL(c.req.url).hostname)
}

/**
 * Who may call the API from a browser: the worker's own origin, the partner origins listed in
 * ALLOWED_ORIGINS, and, only while the worker itself is served on a loopback host (wrangler
 * dev), any http://localhost:* or http://127.0.0.1:* page. In production the worker's host is
 * a real domain, so loopback pages are refused without any setting to forget.
 */
export function isAllowedOrigin(origin: string, c: Context<AppEnv>): boolean {
  if (!origin) return false
  const own = new URL(c.req.url)
  if (origin === own.origin) return true
  if (listedOrigins(c.env.ALLOWED_ORIGINS).includes(origin)) return true
  return isLoopbackHost(c) && LOOPBACK_ORIGIN.test(origin)
}

/** CORS for allowed origins only: the exact origin echoed, credentials allowed, `Vary: Origin`. */
export const apiCors = cors({
  // Hono's cors() types its context without our bindings; it is the same request's.
  // eslint-disable-next-line @typescript-eslint/no-unsafe-type-assertion -- see above
  origin: (origin, c) => (isAllowedOrigin(origin, c as Context<AppEnv>) ? origin : null),
  credentials: true,
  allowMethods: ['GET', 'HEAD', 'POST', 'OPTIONS'],
  allowHeaders: ['Content-Type'],
  maxAge: 600,
})

/**
 * The one origin guard, for the public API and the console alike. Browsers send cookies with
 * cross-site requests (credentials include), and CORS alone does not stop a foreign page from
 * *sending* a POST. So a request whose method is not among `safe` and whose Origin `allowed`
 * refuses is refused before it is read: this is the CSRF defence. Requests without Origin come
 * from non-browser clients, which carry no visitor's cookies. (Hono's `csrf()` lets JSON
 * requests through, so it is not this.)
 */
export function refuseWritesFrom<E extends AppEnv>(
  allowed: (origin: string, c: Context<E>) => boolean,
  reason: ApiError['reason'],
  safe: ReadonlySet<string>,
) {
  return createMiddleware<E>(async function refuseForeignWrites(c, next) {
    const origin = c.req.header('origin')
    if (!safe.has(c.req.method) && origin !== undefined && !allowed(origin, c)) throw new ApiError(403, reason)
    await next()
  })
}

/** The public API: writes from the worker's own page, listed partners and (locally) loopback pages; preflights pass to CORS. */
export const rejectForeignOrigin = refuseWritesFrom(
  isAllowedOrigin,
  'forbiddenOrigin',
  new Set(['GET', 'HEAD', 'OPTIONS']),
)

/** Pages reached by a signed link (the family's, the assessment): their forms post from this origin only. */
export const refuseWritesFromOtherOrigins = refuseWritesFrom<AppEnv>(
  (origin, c) => origin === new URL(c.req.url).origin,
  'forbiddenOrigin',
  new Set(['GET', 'HEAD']),
)
