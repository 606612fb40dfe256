import { and, eq, inArray } from 'drizzle-orm'
import { Hono, type Context } from 'hono'
import FORMS_EN from '../../content/forms/en'
import { eraseQuerySchema, type ErasePreview } from '../../contract/admin'
import { bootcampDay, requestNow } from '../base/clock'
import { d1Statement } from '../base/db/client'
import { registrations } from '../base/db/schema'
import { ApiError } from '../base/errors'
import { jsonBody } from '../base/middleware/json-body'
import { audit } from '../base/staff/audit'
import type { AdminEnv } from '../base/staff/session'
import { schemasOf, validated } from '../base/validation'
import { fillFreedSeats, queueOffers } from '../seats/fill'
import { SEAT_HOLDING } from '../seats/rules'
import {
  erasedRegistrations,
  HOLD_INSERT,
  heldDetail,
  heldRecordsOf,
  holdsOf,
  holdValues,
  type ErasedRegistration,
  type Hold,
} from '../retention/legal-hold'
import { legalHoldYears } from '../retention/settings'
import { countsByTable, ERASURE, erasureBindings } from './tables'

/** The address as the forms store it (trimmed, lower-case), or 400. */
function normalisedEmail(email: string) {
  const parsed = schemasOf('emailSignup').en.shape.email.safeParse(email)
  if (!parsed.success) throw new ApiError(400, 'invalid', [{ path: 'email', message: FORMS_EN.validation.email }])
  return parsed.data
}

/** The registrations of this address whose held records stay (legal hold), and until when. */
async function holdsFor(c: Context<AdminEnv>, email: string) {
  const rows = await c.env.DB.prepare(erasedRegistrations('email = ?1')).bind(email).all<ErasedRegistration>()
  return holdsOf(rows.results, bootcampDay(requestNow(c)), await legalHoldYears(c.var.db))
}

async function countErasable(c: Context<AdminEnv>, email: string, holds: readonly Hold[]) {
  const heldIds = holds.map((hold) => hold.id)
  const results = await c.env.DB.batch<{ n: number }>(
    ERASURE.map(({ count: statement }) =>
      c.env.DB.prepare(statement).bind(...erasureBindings(statement, email, heldIds)),
    ),
  )
  return countsByTable(results.map((result) => result.results[0]?.n ?? 0))
}

/** The fills of the cohorts where the person erased holds seats (seated, or offered one). */
async function seatsFreedByErasure(c: Context<AdminEnv>, email: string) {
  const held = await c.var.db
    .selectDistinct({ cohortId: registrations.cohortId })
    .from(registrations)
    .where(and(eq(registrations.email, email), inArray(registrations.status, [...SEAT_HOLDING])))
  const now = requestNow(c)
  return Promise.all(held.map(({ cohortId }) => fillFreedSeats(c.var.db, cohortId!, now, new URL(c.req.url).origin)))
}

/** The preview is a POST so the address travels in the body, never in a URL that logs and history keep. */
export const erasureRoutes = new Hono<AdminEnv>()
  .post('/preview', ...jsonBody, validated('json', eraseQuerySchema), async (c) => {
    const email = normalisedEmail(c.req.valid('json').email)
    const holds = await holdsFor(c, email)
    const tables = await countErasable(c, email, holds)
    const found = Object.values(tables).reduce((sum, rows) => sum + rows, 0)
    await audit(
      c.var.db,
      'erase-preview',
      c.var.staff.username,
      `looked up one address: ${found} ${found === 1 ? 'row' : 'rows'}`,
    )
    return c.json({ tables, held: heldRecordsOf(holds) } satisfies ErasePreview)
  })
  .post('/', ...jsonBody, validated('json', eraseQuerySchema), async (c) => {
    const email = normalisedEmail(c.req.valid('json').email)
    const holds = await holdsFor(c, email)
    const heldIds = holds.map((hold) => hold.id)
    const tables = await countErasable(c, email, holds)
    const kept = holds.length ? `; kept under legal hold: ${heldDetail(holds)}` : ''
    const detail =
      Object.entries(tables)
        .map(([table, rows]) => `${table} ${rows}`)
        .join(', ') + kept
    // The seats this person held go to the waitlists behind them, in the same transaction.
    const fills = await seatsFreedByErasure(c, email)
    // One transaction: every table's rows go together, and the audit entry with them.
    const now = requestNow(c)
    await c.env.DB.batch([
      // The reduced rows first, while the registrations they copy still exist.
      ...holds.map((hold) => c.env.DB.prepare(HOLD_INSERT).bind(...holdValues(hold, now, 'erasure-request'))),
      ...ERASURE.map(({ remove }) => c.env.DB.prepare(remove).bind(...erasureBindings(remove, email, heldIds))),
      d1Statement(c.env.DB, audit(c.var.db, 'erase', c.var.staff.username, `erased one person: ${detail}`)),
      ...fills.flatMap((fill) => fill.statements.map((statement) => d1Statement(c.env.DB, statement))),
    ])
    c.executionCtx.waitUntil(
      Promise.all(fills.map((fill) => fill.jobIds())).then((ids) => queueOffers(c.env, ids.flat())),
    )
    return c.json({ tables, held: heldRecordsOf(holds) } satisfies ErasePreview)
  })
