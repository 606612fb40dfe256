import { describe, expect, it } from 'vitest'
import { LISTS } from '../contract/admin'
import { ENDPOINTS } from '../contract/endpoints'
import loaderCohortTexts from '../widget/loader/cohort-texts.ts?raw'
import funnelBeacon from '../widget/lib/funnel.ts?raw'
import apiDocument from '../docs/api.md?raw'
import { app } from './app'

/** The worker's route table, as Hono registered it: method and path pattern, middleware left out. */
const served = new Set(
  app.routes.filter((route) => route.method !== 'ALL').map((route) => `${route.method} ${route.path}`),
)

/** A `:list` parameter stands for each list the console shows (the worker declares each apart). */
const patternsOf = (path: string) =>
  path.includes(':list') ? LISTS.map((list) => path.replace(':list', list)) : [path]

describe('the endpoint map (contract/endpoints.ts) and the worker agree', () => {
  it.each(Object.entries(ENDPOINTS))('%s is served at its method and path', (_, { method, path }) => {
    for (const pattern of patternsOf(path))
      expect(served.has(`${method} ${pattern}`), `${method} ${pattern}`).toBe(true)
  })

  it("the loader asks for the cohort texts at the map's path (it imports nothing the chunks share, so it spells it)", () => {
    expect(loaderCohortTexts).toContain(`\`${ENDPOINTS.cohortTexts.path}?lang=`)
  })

  it("the funnel beacon posts to the map's path (spelt there to keep the map's other paths out of the forms' chunk)", () => {
    expect(funnelBeacon).toContain(`new URL('${ENDPOINTS.funnel.path}', apiBase)`)
  })
})

/** Served paths that are not API: built files, and the console's screens (one page for every screen). */
const NOT_API = new Set(['GET /*'])
const CONSOLE_SCREENS = /^GET \/admin\//

describe('docs/api.md', () => {
  /** `GET /api/admin/export/signups` is documented as `/api/admin/export/:list`. */
  const documentedAs = (path: string) => [path, ...LISTS.map((list) => path.replace(`/${list}`, '/:list'))]

  it.each([...served].filter((route) => !NOT_API.has(route) && !CONSOLE_SCREENS.test(route)))(
    '%s is a row of its tables',
    (route) => {
      const [method, path] = route.split(' ') as [string, string]
      const rows = documentedAs(path).map((pattern) => `| ${method} | \`${pattern}\` |`)
      expect(
        rows.some((row) => apiDocument.includes(row)),
        rows.join(' or '),
      ).toBe(true)
    },
  )
})
