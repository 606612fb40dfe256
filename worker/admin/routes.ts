import { and, count, desc, eq, gt, inArray, isNull } from 'drizzle-orm'
import { Hono, type Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import { ADMIN_ERROR_MESSAGES } from '../../content/admin'
import FORMS_EN from '../../content/forms/en'
import {
  auditQuerySchema,
  eraseQuerySchema,
  overviewQuerySchema,
  replySchema,
  type AuditEntry,
  type ErasePreview,
  type RegistrationDetail,
} from '../../contract/admin'
import { countsByTable, ERASURE } from '../data/erase'
import { d1Statement } from '../db/client'
import { auditLog, contactMessages, familyLinks, guardianConsents, registrations } from '../db/schema'
import { revokeFamilyLinks } from '../family/links'
import { ApiError } from '../errors'
import { jsonBody } from '../middleware/json-body'
import { refuseWritesFrom } from '../middleware/origins'
import { audit } from './audit'
import { cursorCondition, pageSize, toPage } from './filters'
import { exportRoutes, LIST_SPECS, listRoutes } from './list-routes'
import { presentMessage, presentRegistration } from './lists'
import { requireSession, type AdminEnv } from './session'
import { sessionRoute } from './sign-in'
import { suppressedRoutes } from './suppressed'
import { overviewOf } from './overview'
import { assignCohortRoute, cohortAdminRoutes } from '../cohorts/admin'
import { placementRoute } from '../seats/staff'
import { paymentsExportRoute, paymentStaffRoutes } from '../payments/staff'
import { rosterExportRoute, rosterRoutes } from '../roster/routes'
import { announcementRoutes } from '../announcements/routes'
import { retentionRoutes } from '../retention/routes'
import { chartRoutes } from '../charts/routes'
import { fillFreedSeats, queueOffers } from '../seats/fill'
import { SEAT_HOLDING } from '../seats/rules'
import { requestNow } from '../clock'
import { schemasOf, validated } from '../validation'

/**
 * The console's API answers its own origin only: no CORS grant for partner origins (those are
 * for the public forms), and a write whose Origin is not the worker's own is refused. The
 * session cookie is SameSite=Strict, but "site" is wider than origin: a partner demo on another
 * port of the same host, or a school's subdomain, is the same site, and a link or an <img> there
 * would make the browser run an export with the staff cookie. So every request must say
 * `Sec-Fetch-Site: same-origin`, as every browser since 2023 does for the console's own calls;
 * only a client that sends no cookie (curl signing in) may leave the header out.
 */
const ownOriginWritesOnly = refuseWritesFrom<AdminEnv>(
  (origin, c) => origin === new URL(c.req.url).origin,
  ADMIN_ERROR_MESSAGES.forbiddenOrigin,
  new Set(['GET', 'HEAD']),
)
const sameOriginFetchesOnly = createMiddleware<AdminEnv>(async function sameOriginFetchesOnly(c, next) {
  const site = c.req.header('sec-fetch-site')
  if (site === undefined ? c.req.header('cookie') !== undefined : site !== 'same-origin') {
    throw new ApiError(403, ADMIN_ERROR_MESSAGES.forbiddenOrigin)
  }
  await next()
})
const adminOriginGuard = [ownOriginWritesOnly, sameOriginFetchesOnly] as const

const notFound = () => new ApiError(404, 'notFound')

const lists = new Hono<AdminEnv>()
  .route('/registrations', listRoutes(LIST_SPECS.registrations))
  .route('/registrations', assignCohortRoute)
  .route('/registrations', placementRoute)
  .route('/registrations', paymentStaffRoutes)
  .route('/signups', listRoutes(LIST_SPECS.signups))
  .route('/messages', listRoutes(LIST_SPECS.messages))
  .get('/registrations/:id', async (c) => {
    const [row] = await c.var.db
      .select()
      .from(registrations)
      .where(eq(registrations.id, c.req.param('id')))
    if (!row) throw notFound()
    const consent = await c.var.db
      .select()
      .from(guardianConsents)
      .where(eq(guardianConsents.registrationId, row.id))
      .get()
    const [live] = await c.var.db
      .select({ n: count() })
      .from(familyLinks)
      .where(
        and(
          eq(familyLinks.registrationId, row.id),
          isNull(familyLinks.revokedAt),
          gt(familyLinks.expiresAt, requestNow(c).toISOString()),
        ),
      )
    return c.json({
      ...presentRegistration({ ...row, typedConsent: consent ? 1 : 0 }),
      guardianConsent: consent
        ? {
            guardianName: consent.guardianName,
            relationship: consent.relationship,
            language: consent.language,
            consentedAt: consent.createdAt,
          }
        : null,
      familyLinksLive: live?.n ?? 0,
    } satisfies RegistrationDetail)
  })
  // Turns off every link to the family's page (a forwarded email, a shared phone): audited.
  .post('/registrations/:id/family-links/revoke', async (c) => {
    const id = c.req.param('id')
    const revoked = await revokeFamilyLinks(c.var.db, id, requestNow(c))
    await audit(c.var.db, 'family-links-revoked', c.var.staff.username, `registration ${id}: ${revoked} links`)
    return c.json({ revoked })
  })
  .post('/messages/:id/reply', ...jsonBody, validated('json', replySchema), async (c) => {
    const { replied, note } = c.req.valid('json')
    const id = c.req.param('id')
    const [existing] = await c.var.db
      .select({ repliedAt: contactMessages.repliedAt, repliedBy: contactMessages.repliedBy })
      .from(contactMessages)
      .where(eq(contactMessages.id, id))
    if (!existing) throw notFound()
    // Marking an answered message again keeps who answered first and when.
    const reply = replied
      ? {
          repliedAt: existing.repliedAt ?? new Date().toISOString(),
          repliedBy: existing.repliedBy ?? c.var.staff.username,
        }
      : { repliedAt: null, repliedBy: null }
    const [row] = await c.var.db.batch([
      c.var.db
        .update(contactMessages)
        .set({ ...reply, staffNote: note?.trim() || null })
        .where(eq(contactMessages.id, id))
        .returning(),
      audit(c.var.db, 'reply', c.var.staff.username, `message ${id} ${replied ? 'marked replied' : 'marked waiting'}`),
    ])
    return c.json(presentMessage(row[0]!))
  })

const exports = new Hono<AdminEnv>()
  .route('/registrations', exportRoutes('registrations', LIST_SPECS.registrations))
  .route('/signups', exportRoutes('signups', LIST_SPECS.signups))
  .route('/messages', exportRoutes('messages', LIST_SPECS.messages))
  .route('/payments', paymentsExportRoute)
  .route('/roster', rosterExportRoute)

/** The address as the forms store it (trimmed, lower-case), or 400. */
function normalisedEmail(email: string) {
  const parsed = schemasOf('emailSignup').en.shape.email.safeParse(email)
  if (!parsed.success) throw new ApiError(400, 'invalid', [{ path: 'email', message: FORMS_EN.validation.email }])
  return parsed.data
}

async function countErasable(c: Context<AdminEnv>, email: string) {
  const results = await c.env.DB.batch<{ n: number }>(
    ERASURE.map(({ count: statement }) => c.env.DB.prepare(statement).bind(email)),
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
const erase = new Hono<AdminEnv>()
  .post('/preview', ...jsonBody, validated('json', eraseQuerySchema), async (c) => {
    const email = normalisedEmail(c.req.valid('json').email)
    const tables = await countErasable(c, email)
    const found = Object.values(tables).reduce((sum, rows) => sum + rows, 0)
    await audit(
      c.var.db,
      'erase-preview',
      c.var.staff.username,
      `looked up one address: ${found} ${found === 1 ? 'row' : 'rows'}`,
    )
    return c.json({ tables } satisfies ErasePreview)
  })
  .post('/', ...jsonBody, validated('json', eraseQuerySchema), async (c) => {
    const email = normalisedEmail(c.req.valid('json').email)
    const tables = await countErasable(c, email)
    const detail = Object.entries(tables)
      .map(([table, rows]) => `${table} ${rows}`)
      .join(', ')
    // The seats this person held go to the waitlists behind them, in the same transaction.
    const fills = await seatsFreedByErasure(c, email)
    // One transaction: every table's rows go together, and the audit entry with them.
    await c.env.DB.batch([
      ...ERASURE.map(({ remove }) => c.env.DB.prepare(remove).bind(email)),
      d1Statement(c.env.DB, audit(c.var.db, 'erase', c.var.staff.username, `erased one person: ${detail}`)),
      ...fills.flatMap((fill) => fill.statements.map((statement) => d1Statement(c.env.DB, statement))),
    ])
    c.executionCtx.waitUntil(
      Promise.all(fills.map((fill) => fill.jobIds())).then((ids) => queueOffers(c.env, ids.flat())),
    )
    return c.json({ tables } satisfies ErasePreview)
  })

export const adminRoutes = new Hono<AdminEnv>()
  .use(...adminOriginGuard)
  .route('/session', sessionRoute)
  .use(requireSession)
  .get('/overview', validated('query', overviewQuerySchema), async (c) =>
    c.json(await overviewOf(c.var.db, c.req.valid('query').since, requestNow(c))),
  )
  .route('/', lists)
  .route('/export', exports)
  .route('/erase', erase)
  .route('/suppressed', suppressedRoutes)
  .route('/cohorts', cohortAdminRoutes)
  .route('/cohorts', rosterRoutes)
  .route('/cohorts', announcementRoutes)
  .route('/settings/retention', retentionRoutes)
  .route('/charts', chartRoutes)
  .get('/audit', validated('query', auditQuerySchema), async (c) => {
    const { cursor, limit: asked } = c.req.valid('query')
    const limit = pageSize(asked)
    const rows = await c.var.db
      .select({
        id: auditLog.id,
        createdAt: auditLog.at,
        action: auditLog.action,
        username: auditLog.username,
        detail: auditLog.detail,
      })
      .from(auditLog)
      .where(cursorCondition({ id: auditLog.id, createdAt: auditLog.at }, cursor))
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(limit + 1)
    return c.json(toPage(rows, limit, ({ createdAt, ...entry }): AuditEntry => ({ ...entry, at: createdAt })))
  })
