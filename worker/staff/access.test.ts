import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import { LISTS } from '../../contract/admin'
import { ENDPOINTS } from '../../contract/endpoints'
import { can, STAFF_ROLES, type StaffRole } from '../../contract/roles'
import { app } from '../app'
import { assertEveryRouteDeclared, STAFF_ACCESS } from '../base/staff/access'
import { createStaffAs, sessionOf, staffCall } from '../test/admin-helpers'
import { clearTables, ORIGIN, storeCohort } from '../test/helpers'

const COHORT = 'cohort-at-the-door'
const DAYS = ['2100-03-06', '2100-03-13', '2100-03-20', '2100-03-27']
/** 10:30 in New York on the cohort's first Saturday (sessions 10:00 to 14:00): a volunteer's window is open. */
export const IN_THE_WINDOW = { BOOTCAMP_NOW: '2100-03-06T15:30:00.000Z' }

/** Every console endpoint of the map, `:list` spelt out for each list, with its access entry. */
const CONSOLE_ENDPOINTS = Object.entries(ENDPOINTS)
  .filter(([, { path }]) => path.startsWith('/api/admin'))
  .flatMap(([name, { method, path }]) =>
    (path.includes(':list') ? LISTS.map((list) => path.replace(':list', list)) : [path]).map((pattern) => ({
      name,
      method,
      pattern,
      access: STAFF_ACCESS[`${method} ${pattern}`],
    })),
  )

const accounts = {} as Record<StaffRole, string>
beforeAll(async () => {
  await clearTables()
  await storeCohort({ id: COHORT, startDate: DAYS[0]!, sessionDates: DAYS, capacity: 10 })
  for (const role of STAFF_ROLES)
    accounts[role] = await createStaffAs(`the-${role}`, role, role === 'volunteer' ? { cohortId: COHORT } : {})
})

/** The endpoint called as the console calls it: ids filled in (the cohort's for a cohort route), an empty JSON body for a write. */
function request(role: StaffRole, method: string, pattern: string, token: string) {
  const path = pattern.replace('/cohorts/:id', `/cohorts/${COHORT}`).replace(':id', crypto.randomUUID())
  const init: RequestInit =
    method === 'GET' ? {} : { method, headers: { 'content-type': 'application/json', origin: ORIGIN }, body: '{}' }
  return staffCall(token, path, init, ORIGIN, IN_THE_WINDOW)
}

describe('roles x the endpoint map: each console endpoint answers a role its access entry allows, and 403 to any other', () => {
  const cases = STAFF_ROLES.flatMap((role) =>
    CONSOLE_ENDPOINTS.filter(({ access }) => access !== 'public').map((endpoint) => ({
      role,
      ...endpoint,
      allowed: can(role, endpoint.access as Exclude<typeof endpoint.access, 'public' | undefined>),
    })),
  )

  it.each(cases)('$role $method $pattern: allowed $allowed', async ({ role, method, pattern, allowed }) => {
    // A fresh session per call: some of these end the session they are called with.
    const response = await request(role, method, pattern, await sessionOf(accounts[role]))
    if (allowed) expect(response.status, await response.text()).not.toBe(403)
    else {
      expect(response.status).toBe(403)
      expect(((await response.json()) as { message: string }).message).toBe(
        'Your role does not include this. Ask a director if you need it.',
      )
    }
    expect([401, 500]).not.toContain(response.status)
  })

  it('the public routes (sign-in, an invitation link) answer without a session, never 401 or 403', async () => {
    const publicOnes = CONSOLE_ENDPOINTS.filter(({ access }) => access === 'public')
    expect(publicOnes.map(({ name }) => name).sort()).toEqual(['acceptInvitation', 'invitation', 'signIn'])
    for (const { method, pattern } of publicOnes) {
      const response = await request('director', method, pattern, 'no-such-session')
      expect([401, 403]).not.toContain(response.status)
    }
  })
})

describe('deny by default', () => {
  it('every console route the worker serves has an access entry, and every entry is a route', () => {
    const served = new Set(
      app.routes
        .filter((route) => route.method !== 'ALL' && route.path.startsWith('/api/admin'))
        .map((route) => `${route.method} ${route.path}`),
    )
    expect([...served].filter((route) => !(route in STAFF_ACCESS))).toEqual([])
    expect(Object.keys(STAFF_ACCESS).filter((route) => !served.has(route))).toEqual([])
    for (const { method, pattern, access } of CONSOLE_ENDPOINTS) expect(access, `${method} ${pattern}`).toBeDefined()
  })

  it('a console route without an entry stops the worker from starting', () => {
    expect(() => assertEveryRouteDeclared([{ method: 'GET', path: '/undeclared' }])).toThrow(
      'Console routes without an access entry (worker/base/staff/access.ts): GET /api/admin/undeclared',
    )
    expect(() => assertEveryRouteDeclared([{ method: 'GET', path: '/audit' }])).not.toThrow()
  })

  it('every role refused is on record as refused: who, the method and the path', async () => {
    const before = await env.DB.prepare("SELECT count(*) AS n FROM audit_log WHERE action = 'refused'").first<{
      n: number
    }>()
    const response = await request('coordinator', 'GET', '/api/admin/audit', await sessionOf(accounts.coordinator))
    expect(response.status).toBe(403)
    const rows = await env.DB.prepare(
      "SELECT username, detail FROM audit_log WHERE action = 'refused' ORDER BY at DESC",
    ).all()
    expect(rows.results.length).toBe(before!.n + 1)
    expect(rows.results[0]).toEqual({ username: 'the-coordinator', detail: 'GET /api/admin/audit' })
  })
})
