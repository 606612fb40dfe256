import type { Context } from 'hono'
import type { ErrorKey, SuccessKey } from '../../../contract'
import type { AppEnv, Bindings } from '../env'
import { ApiError } from '../errors'
import { sha256Hex } from '../hash'

/**
 * The Workers Rate Limiting bindings and their settings. wrangler.toml declares the same
 * numbers (a worker cannot read its own config); a worker test compares the two, so a changed
 * period there cannot leave a stale Retry-After here.
 *
 * Many people share one address (a school network, an assembly in one hall), so the limit per
 * address is generous: a class of 40 registering in the same minute fits, a bot sending
 * hundreds a minute does not. One email address is a person, so its limit is tight: a parent
 * registering two or three siblings fits, one address hammered over and over does not.
 */
export const RATE_LIMITS = {
  SUBMIT_IP_LIMITER: { limit: 60, period: 60, reason: 'tooManyRequests' },
  SUBMIT_EMAIL_LIMITER: { limit: 5, period: 60, reason: 'tooManyForAddress' },
  // The family's page (worker/family/routes.ts): every request counts, so guessing a link is slow
  // and a family using its page (a dozen requests a minute at most) never meets it.
  FAMILY_LINK_LIMITER: { limit: 30, period: 60, reason: 'tooManyRequests' },
  // The page's anonymous funnel beacon (worker/charts/funnel.ts): a few per page view, so a
  // school's shared address meets it only with hundreds of visitors a minute, a script inflating
  // the charts at once. Past it the beacon is dropped silently (no error on a partner's page).
  FUNNEL_LIMITER: { limit: 600, period: 60, reason: 'tooManyRequests' },
} as const satisfies Record<string, { limit: number; period: 10 | 60; reason: ErrorKey }>

type LimiterName = keyof typeof RATE_LIMITS & keyof Bindings

/** Counts one request against `name` under `scope:key`; a 429 with Retry-After past the limit. */
async function enforceLimit(c: Context<AppEnv>, name: LimiterName, scope: string, key: string) {
  const { success } = await c.env[name].limit({ key: `${scope}:${key}` })
  const { period, reason } = RATE_LIMITS[name]
  if (!success) throw new ApiError(429, reason, undefined, { 'Retry-After': String(period) })
}

/**
 * Counts one accepted submission against its client address and its email address, per form
 * (its key, not its path: a form sent without script posts to the page, and counts the same).
 * It runs after the cheap refusals and validation, so refused requests use up no quota.
 * Cloudflare sets CF-Connecting-IP and clients cannot forge it in production.
 */
export async function rateLimitSubmission(c: Context<AppEnv>, form: SuccessKey, email: string) {
  await enforceLimit(c, 'SUBMIT_IP_LIMITER', form, c.req.header('cf-connecting-ip') ?? 'unknown')
  // Hashed: the limiter's store never holds the address itself.
  await enforceLimit(c, 'SUBMIT_EMAIL_LIMITER', form, await sha256Hex(email))
}
