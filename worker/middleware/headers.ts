import { createMiddleware } from 'hono/factory'
import { secureHeaders } from 'hono/secure-headers'
import type { AppEnv } from '../env'

/**
 * Security headers on every response. The CSP allows scripts from our origin only (no inline
 * script anywhere); inline *style* attributes are allowed because React sets a few (the notice
 * swipe offset). Cross-Origin-Resource-Policy is left to the asset path, which must let partner
 * pages load bootcamp.js.
 */
export const pageSecurityHeaders = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    // Turnstile's script and frame, used only when a site key is configured on an element.
    scriptSrc: ["'self'", 'https://challenges.cloudflare.com'],
    frameSrc: ['https://challenges.cloudflare.com'],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    fontSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'none'"],
    formAction: ["'self'"],
    frameAncestors: ["'self'"],
  },
  referrerPolicy: 'strict-origin-when-cross-origin',
  crossOriginResourcePolicy: false,
  xFrameOptions: 'SAMEORIGIN',
})

/**
 * API answers hold personal data or per-request outcomes: never cached anywhere, unless a
 * route chose a policy itself (the public cohort answers, cacheable for a minute).
 */
export const noStore = createMiddleware<AppEnv>(async function noStore(c, next) {
  await next()
  if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store')
})

/**
 * The staff console's pages get a stricter policy than the site's: no challenge provider (staff
 * never solve a challenge), no inline styles (the console sets none), no frames at all, and no
 * framing by anyone. Registered outside pageSecurityHeaders so it has the last word on these paths.
 */
export const consolePageSecurity = createMiddleware<AppEnv>(async function consolePageSecurity(c, next) {
  await next()
  if (c.req.path !== '/admin' && !c.req.path.startsWith('/admin/')) return
  c.header('Content-Security-Policy', CONSOLE_CSP)
  c.header('X-Frame-Options', 'DENY')
})

export const CONSOLE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "font-src 'self'",
  "frame-src 'none'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ')
