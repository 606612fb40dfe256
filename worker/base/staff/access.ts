import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import { matchedRoutes } from 'hono/route'
import { ADMIN_ERROR_MESSAGES } from '../../../content/admin'
import { can, type Capability } from '../../../contract/roles'
import { ApiError } from '../errors'
import { audit } from './audit'
import { requireSession, type AdminEnv } from './session'

/** Where the console's API is mounted: the table's keys are full paths, as the endpoint map spells them. */
const STAFF_API_BASE = '/api/admin'

/** What a route of the console's API needs: a capability, or nothing at all (sign-in, invitation links). */
export type Access = Capability | 'public'

/**
 * Every route of the console's API and the one capability it needs, keyed by the method and
 * path Hono registers (`GET /api/admin/registrations/:id`). Deny by default: a route missing
 * here is refused (403), and `assertEveryRouteDeclared` stops the worker from starting with one.
 */
export const STAFF_ACCESS: Record<string, Access> = {
  'POST /api/admin/session': 'public',
  'POST /api/admin/invitation/preview': 'public',
  'POST /api/admin/invitation': 'public',
  'GET /api/admin/session': 'account',
  'DELETE /api/admin/session': 'account',
  'GET /api/admin/session/devices': 'account',
  'DELETE /api/admin/session/devices': 'account',
  'DELETE /api/admin/session/devices/:id': 'account',
  'POST /api/admin/session/password': 'account',
  'GET /api/admin/overview': 'overview',
  'GET /api/admin/charts': 'overview',
  'GET /api/admin/registrations': 'records',
  'POST /api/admin/registrations/search': 'records',
  'GET /api/admin/signups': 'records',
  'POST /api/admin/signups/search': 'records',
  'GET /api/admin/messages': 'records',
  'POST /api/admin/messages/search': 'records',
  'GET /api/admin/registrations/:id': 'records',
  'POST /api/admin/registrations/:id/cohort': 'records',
  'POST /api/admin/registrations/:id/placement': 'records',
  // Directors, coordinators and health leads: audited with the reason.
  'POST /api/admin/registrations/:id/seat-out-of-order': 'records',
  'POST /api/admin/registrations/:id/family-links/revoke': 'records',
  'POST /api/admin/messages/:id/reply': 'records',
  'GET /api/admin/registrations/:id/payment': 'payments',
  'GET /api/admin/registrations/:id/health': 'health',
  'POST /api/admin/registrations/:id/assistance': 'money-decisions',
  'PATCH /api/admin/registrations/:id/assistance': 'money-decisions',
  'PATCH /api/admin/registrations/:id/details': 'records',
  'GET /api/admin/registrations/:id/notes': 'records',
  'POST /api/admin/registrations/:id/notes': 'records',
  // Cash and cheques at the office: directors, coordinators and health leads, as the summary.
  'POST /api/admin/registrations/:id/offline-payments': 'payments',
  'GET /api/admin/export/registrations': 'exports',
  'POST /api/admin/export/registrations': 'exports',
  'GET /api/admin/export/signups': 'exports',
  'POST /api/admin/export/signups': 'exports',
  'GET /api/admin/export/messages': 'exports',
  'POST /api/admin/export/messages': 'exports',
  'GET /api/admin/export/payments': 'exports',
  'GET /api/admin/export/roster': 'exports',
  'POST /api/admin/erase/preview': 'erase',
  'POST /api/admin/erase': 'erase',
  'GET /api/admin/suppressed': 'suppressed',
  'POST /api/admin/suppressed/:id/send': 'suppressed',
  'GET /api/admin/cohorts': 'cohorts',
  // A new cohort sets its prices.
  'POST /api/admin/cohorts': 'prices',
  // Price and offer fields need `prices` too (cohorts/admin.ts).
  'PATCH /api/admin/cohorts/:id': 'cohort-changes',
  // A volunteer: their own cohort, on its session days (volunteer.ts).
  'GET /api/admin/cohorts/:id/roster': 'check-in',
  'POST /api/admin/cohorts/:id/attendance': 'check-in',
  // Who may collect each participant, and check-outs (a volunteer: as check-in). An override: director, coordinator.
  'GET /api/admin/cohorts/:id/release': 'check-in',
  'POST /api/admin/cohorts/:id/check-outs': 'check-in',
  'POST /api/admin/cohorts/:id/check-outs/override': 'release-override',
  // Incidents: anyone at the session records one (a volunteer: as check-in); directors and health
  // leads read them all, the recorder their own (incidents/routes.ts); a saved one is never changed.
  'GET /api/admin/cohorts/:id/incidents': 'incidents',
  'POST /api/admin/cohorts/:id/incidents': 'incident-report',
  'GET /api/admin/incidents/:id': 'incident-report',
  'POST /api/admin/incidents/:id/corrections': 'incident-report',
  'PATCH /api/admin/incidents/:id': 'incident-report',
  'DELETE /api/admin/incidents/:id': 'incident-report',
  // Emergency cards: whoever checks in (a volunteer: their own cohort, on its session days); each card read audited.
  'GET /api/admin/cohorts/:id/cards': 'check-in',
  // Each participant's own assessment link: whoever holds it answers as them.
  'GET /api/admin/cohorts/:id/assessment': 'records',
  // The coordinator's note on a participant's report, which the family reads.
  'POST /api/admin/cohorts/:id/assessment/:registrationId/note': 'records',
  // Who earned the graduation certificate; revoking one is a director's (outcomes).
  'GET /api/admin/cohorts/:id/certificates': 'records',
  'POST /api/admin/certificates/:code/revoke': 'outcomes',
  // Who answered the follow-up emails' "how is it going", with their words: records of the cohort's people.
  'GET /api/admin/cohorts/:id/follow-up-answers': 'records',
  // The programme's own results: aggregates, no one named; publishing them is a director's.
  'GET /api/admin/results': 'overview',
  'GET /api/admin/results/csv': 'overview',
  'PATCH /api/admin/results/public': 'outcomes',
  'GET /api/admin/cohorts/:id/announcements': 'announcements',
  'POST /api/admin/cohorts/:id/announcements/preview': 'announcements',
  'POST /api/admin/cohorts/:id/announcements': 'announcements',
  'GET /api/admin/cohorts/:id/announcements/:announcement/recipients': 'announcements',
  'GET /api/admin/settings/retention': 'retention',
  'PATCH /api/admin/settings/retention': 'retention',
  'GET /api/admin/settings/legal-hold': 'retention',
  'PATCH /api/admin/settings/legal-hold': 'retention',
  'GET /api/admin/audit': 'audit',
  'GET /api/admin/staff': 'staff',
  'POST /api/admin/staff': 'staff',
  'PATCH /api/admin/staff/:id': 'staff',
  'DELETE /api/admin/staff/:id': 'staff',
}

const keyOf = (method: string, path: string) => `${method} ${path}`

/**
 * Throws when a route of the console's API (`app.routes` of the mounted router, paths relative
 * to it) has no entry in STAFF_ACCESS: called when app.ts is loaded, so such a worker never starts.
 */
export function assertEveryRouteDeclared(routes: readonly { method: string; path: string }[]) {
  const missing = routes
    .filter((route) => route.method !== 'ALL')
    .map((route) => keyOf(route.method, `${STAFF_API_BASE}${route.path === '/' ? '' : route.path}`))
    .filter((key) => !(key in STAFF_ACCESS))
  if (missing.length)
    throw new Error(
      `Console routes without an access entry (worker/base/staff/access.ts): ${[...new Set(missing)].join(', ')}`,
    )
}

/** The console route this request reached (its handler's method and path), or null for none. */
function reachedRoute(c: Context<AdminEnv>): string | null {
  const method = c.req.method === 'HEAD' ? 'GET' : c.req.method
  const route = matchedRoutes(c).find(
    (candidate) => candidate.method === method && candidate.path.startsWith(STAFF_API_BASE),
  )
  return route ? keyOf(route.method, route.path) : null
}

/**
 * Refuses a staff member a route their role does not include: 403 with a sentence, and a
 * `refused` audit entry (who, the method and path; never a query or body).
 */
export async function refuse(
  c: Context<AdminEnv>,
  message: (typeof ADMIN_ERROR_MESSAGES)[keyof typeof ADMIN_ERROR_MESSAGES] = ADMIN_ERROR_MESSAGES.forbiddenRole,
): Promise<never> {
  await audit(c.var.db, 'refused', c.var.staff.username, `${c.req.method} ${c.req.path}`)
  throw new ApiError(403, message)
}

/**
 * The console's gate, after the origin checks: a public route passes; any other needs a session
 * (requireSession) and the capability its STAFF_ACCESS entry names. A route with no entry is
 * refused like a capability the role lacks; a path no route serves goes on to the 404.
 */
export const staffGate = createMiddleware<AdminEnv>(async function staffGate(c, next) {
  const key = reachedRoute(c)
  const access = key ? STAFF_ACCESS[key] : undefined
  if (access === 'public') return next()
  return requireSession(c, async () => {
    if (key && (!access || !can(c.var.staff.role, access))) await refuse(c)
    await next()
  })
})
