import type { SQL } from 'drizzle-orm'
import { Hono, type Context } from 'hono'
import type * as z from 'zod/mini'
import { messageFilterSchema, registrationFilterSchema, signupFilterSchema, type ListName } from '../../contract/admin'
import { rowsFromRaw, toCsv } from '../base/csv'
import { d1Statement } from '../base/db/client'
import type { Database } from '../base/env'
import { ApiError } from '../base/errors'
import { jsonBody } from '../base/middleware/json-body'
import { validated } from '../base/validation'
import { audit } from '../base/staff/audit'
import { pageSize, toPage } from '../base/paging'
import {
  messageConditions,
  presentMessage,
  presentListRow,
  presentSignup,
  registrationConditions,
  selectMessages,
  selectRegistrationRows,
  selectRegistrations,
  selectSignups,
  signupConditions,
} from './queries'
import type { AdminEnv } from '../base/staff/session'

/** The most rows one export writes: more than the programme will ever hold, and a bound. */
const EXPORT_MAX_ROWS = 100_000

interface Filter {
  q?: string
  cursor?: string
  limit?: number
}

/** A drizzle select: awaited for the rows, or run raw (its SQL) for the CSV. */
type RowsQuery<Row> = PromiseLike<Row[]> & { toSQL: () => { sql: string; params: unknown[] } }

/** One list of the console: its filter, how the filter becomes SQL, its newest-first select, and what staff see of a row. */
interface ListSpec<F extends Filter, Row extends { createdAt: string; id: string }> {
  schema: z.ZodMiniType<F>
  conditions: (filter: F) => SQL | undefined
  select: (db: Database, where: SQL | undefined, cursor: string | undefined, limit: number) => RowsQuery<Row>
  present: (row: Row) => unknown
  /** The CSV's select where the list shows more than its table's columns: the CSV keeps data:export's columns. */
  exportSelect?: (db: Database, where: SQL | undefined, cursor: string | undefined, limit: number) => RowsQuery<unknown>
}

const spec = <F extends Filter, Row extends { createdAt: string; id: string }>(list: ListSpec<F, Row>) => list

export const LIST_SPECS = {
  registrations: spec({
    schema: registrationFilterSchema,
    conditions: registrationConditions,
    select: selectRegistrations,
    present: presentListRow,
    exportSelect: selectRegistrationRows,
  }),
  signups: spec({
    schema: signupFilterSchema,
    conditions: signupConditions,
    select: selectSignups,
    present: presentSignup,
  }),
  messages: spec({
    schema: messageFilterSchema,
    conditions: messageConditions,
    select: selectMessages,
    present: presentMessage,
  }),
} satisfies Record<ListName, unknown>

/** Staff filters, never the search text itself (a name or an address is personal data). */
function describeFilter(filter: object) {
  const parts = Object.entries(filter)
    .filter(([key, value]) => value !== undefined && key !== 'cursor' && key !== 'limit')
    .map(([key, value]) => (key === 'q' ? 'a search' : `${key}=${String(value)}`))
  return parts.length ? parts.join(', ') : 'no filter'
}

/**
 * Search text is a name, an address or a phone number: it travels in a POST body, never in a
 * URL that request logs, proxies and the browser's history keep. A GET with `q` is refused.
 */
function refuseSearchInAddress(filter: Filter) {
  if (filter.q !== undefined)
    throw new ApiError(400, 'invalid', [
      { path: 'q', message: 'Search text goes in a POST body, never in an address.' },
    ])
}

/**
 * A CSV download of a list's filtered rows: the same columns, order and stored values as
 * `npm run data:export` (the drizzle query's SQL run raw, so booleans stay 0/1 as stored).
 */
async function csvResponse(c: Context<AdminEnv>, list: ListName, query: RowsQuery<unknown>, filter: object) {
  const { columns, rows } = rowsFromRaw(await d1Statement(c.env.DB, query).raw({ columnNames: true }))
  await audit(c.var.db, 'export', c.var.staff.username, `${list}: ${rows.length} rows; ${describeFilter(filter)}`)
  const day = new Date().toISOString().slice(0, 10)
  return c.body(toCsv(rows, columns), 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${list}-${day}.csv"`,
  })
}

/**
 * A filtered endpoint two ways: `GET /` with the filters in the query (search text refused) and
 * `POST <postPath>` with any filter in the JSON body; both end in `handle`.
 */
function filteredEndpoint<F extends Filter>(
  schema: z.ZodMiniType<F>,
  postPath: string,
  handle: (c: Context<AdminEnv>, filter: F) => Response | Promise<Response>,
) {
  return new Hono<AdminEnv>()
    .get('/', validated('query', schema), (c) => {
      const filter = c.req.valid('query') as F
      refuseSearchInAddress(filter)
      return handle(c, filter)
    })
    .post(postPath, ...jsonBody, validated('json', schema), (c) => handle(c, c.req.valid('json') as F))
}

/** `GET /<list>` (filters without search text), `POST /<list>/search` (any filter, in the body): a page of rows. */
export function listRoutes<F extends Filter, Row extends { createdAt: string; id: string }>(list: ListSpec<F, Row>) {
  return filteredEndpoint(list.schema, '/search', async (c, filter) => {
    const limit = pageSize(filter.limit)
    return c.json(
      toPage(await list.select(c.var.db, list.conditions(filter), filter.cursor, limit + 1), limit, list.present),
    )
  })
}

/** `GET /export/<list>` (filters without search text) and `POST /export/<list>` (any filter, in the body): the CSV. */
export function exportRoutes<F extends Filter, Row extends { createdAt: string; id: string }>(
  name: ListName,
  list: ListSpec<F, Row>,
) {
  return filteredEndpoint(list.schema, '/', (c, filter) =>
    csvResponse(
      c,
      name,
      (list.exportSelect ?? list.select)(c.var.db, list.conditions(filter), undefined, EXPORT_MAX_ROWS),
      filter,
    ),
  )
}
