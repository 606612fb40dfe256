import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import type { AppEnv, PagePolicy, PolicyDirective } from '../env'

/**
 * Every page of the site and every API answer. Scripts from our origin only (no inline script,
 * but the home pages' one, which their route allows by its hash); inline *style* attributes are allowed because React sets a few (the notice swipe
 * offset); Turnstile's script and frame, used only where a site key is configured on an element.
 */
const SITE_POLICY: Readonly<PagePolicy> = {
  'default-src': ["'self'"],
  'script-src': ["'self'", 'https://challenges.cloudflare.com'],
  'frame-src': ['https://challenges.cloudflare.com'],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  // connect-src and font-src are default-src's 'self': written out, they cost every page 40 bytes.
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'self'"],
}

/**
 * The staff console's pages: stricter than the site's, no challenge provider (staff never solve
 * a challenge), no inline styles (the console sets none), no frames at all, framed by no one.
 */
const CONSOLE_POLICY: Readonly<PagePolicy> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'font-src': ["'self'"],
  'frame-src': ["'none'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
}

const isConsolePath = (path: string) => path === '/admin' || path.startsWith('/admin/')

/** The header's text: directives in the policy's order, sources in theirs. */
const policyText = (policy: PagePolicy) =>
  Object.entries(policy)
    .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
    .join('; ')

/**
 * A route's page needs more than the default: sources it adds to one directive for this
 * response only (an iframe page's partner origins as `frame-ancestors`, the pay page's Checkout
 * as `form-action`). A replaced `'none'` or a lone `'self'` stays meaningful: the sources are added.
 */
export function allowOnPage(c: Context<AppEnv>, directive: PolicyDirective, sources: readonly string[]) {
  const policy = c.var.pagePolicy
  // A fetch directive left out falls back to default-src: it starts from those sources, not from none.
  const current = policy[directive] ?? (directive.endsWith('-src') ? policy['default-src'] : undefined) ?? []
  policy[directive] = [...new Set([...current, ...sources])]
}

/**
 * Writes the page's policy once, after the route has run: routes add their sources with
 * allowOnPage() while they answer, so no middleware has to run before another to edit what it
 * wrote. X-Frame-Options repeats frame-ancestors for old browsers where it can say the same
 * (`'none'`: DENY, `'self'`: SAMEORIGIN); with partner origins it cannot, so it is left out
 * (every current browser follows frame-ancestors).
 */
export const pagePolicy = createMiddleware<AppEnv>(async function pagePolicy(c, next) {
  const base = isConsolePath(c.req.path) ? CONSOLE_POLICY : SITE_POLICY
  c.set('pagePolicy', Object.fromEntries(Object.entries(base).map(([directive, sources]) => [directive, [...sources]])))
  await next()
  const policy = c.var.pagePolicy
  c.header('Content-Security-Policy', policyText(policy))
  const ancestors = policy['frame-ancestors']?.join(' ')
  const frameOptions = ancestors === "'none'" ? 'DENY' : ancestors === "'self'" ? 'SAMEORIGIN' : null
  if (frameOptions) c.header('X-Frame-Options', frameOptions)
  else c.res.headers.delete('X-Frame-Options')
})
