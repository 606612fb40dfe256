import { createMiddleware } from 'hono/factory'
import { ERROR_MESSAGES } from '../../contract'
import type { AppEnv } from '../env'
import { ApiError } from '../errors'

/** The binding's window (wrangler.toml `simple.period`), told to clients in Retry-After. */
const WINDOW_SECONDS = 60

/**
 * Per client IP and route, with the Workers Rate Limiting binding (limit set in wrangler.toml).
 * Cloudflare sets CF-Connecting-IP and clients cannot forge it in production.
 */
export const rateLimitSubmissions = createMiddleware<AppEnv>(async function rateLimitSubmissions(c, next) {
  const client = c.req.header('cf-connecting-ip') ?? 'unknown'
  const { success } = await c.env.SUBMIT_LIMITER.limit({ key: `${client}:${c.req.path}` })
  if (!success) throw new ApiError(429, ERROR_MESSAGES.tooManyRequests, undefined, { 'Retry-After': String(WINDOW_SECONDS) })
  await next()
})
