import { createMiddleware } from 'hono/factory'
import { secureHeaders } from 'hono/secure-headers'
import type { AppEnv } from '../env'

/**
 * The other security headers on every response (Hono's defaults: HSTS, nosniff, COOP, the
 * referrer policy...). The Content-Security-Policy and X-Frame-Options are page-policy.ts's.
 * Cross-Origin-Resource-Policy is left to the asset path, which must let partner pages load
 * bootcamp.js.
 */
export const securityHeaders = secureHeaders({
  contentSecurityPolicy: undefined,
  // Written by referrerPolicy below, so a page whose address carries a secret can choose a stricter one.
  referrerPolicy: false,
  crossOriginResourcePolicy: false,
  xFrameOptions: false,
  // Headers only browsers we no longer support read (IE's XSS auditor and download prompt, Flash's
  // cross-domain policies): every page pays their bytes in its first round trip for nothing.
  xXssProtection: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  // `off` keeps the browser from looking up the hosts a page links to before a click: a privacy
  // guard for pages of links others wrote, which none of ours is. Here it only delayed the lookup
  // of Turnstile's host, and cost every page 31 B of its first round trip.
  xDnsPrefetchControl: false,
})

/**
 * `strict-origin-when-cross-origin` on every response, unless the route chose a stricter policy
 * (the family's page, whose address carries its token: `same-origin`).
 */
export const referrerPolicy = createMiddleware<AppEnv>(async function referrerPolicy(c, next) {
  await next()
  if (!c.res.headers.has('Referrer-Policy')) c.header('Referrer-Policy', 'strict-origin-when-cross-origin')
})

/**
 * API answers hold personal data or per-request outcomes: never cached anywhere, unless a
 * route chose a policy itself (the public cohort answers, cacheable for a minute).
 */
export const noStore = createMiddleware<AppEnv>(async function noStore(c, next) {
  await next()
  if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store')
})
