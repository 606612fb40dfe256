import { desc } from 'drizzle-orm'
import { Hono } from 'hono'
import { auditQuerySchema, type AuditEntry } from '../../contract/admin'
import { auditLog } from '../base/db/schema'
import { cursorCondition, pageSize, toPage } from '../base/paging'
import type { AdminEnv } from '../base/staff/session'
import { validated } from '../base/validation'
import { namedDetails } from './names'

/** The audit log, newest first, a page at a time, with names in place of the ids the reader may see named. */
export const auditRoutes = new Hono<AdminEnv>().get('/', validated('query', auditQuerySchema), async (c) => {
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
  const details = await namedDetails(
    c.var.db,
    c.var.staff.role,
    rows.map((row) => row.detail),
  )
  return c.json(
    toPage(
      rows.map((row, index) => ({ ...row, detail: details[index]! })),
      limit,
      ({ createdAt, ...entry }): AuditEntry => ({ ...entry, at: createdAt }),
    ),
  )
})
