import { desc } from 'drizzle-orm'
import { Hono } from 'hono'
import { auditQuerySchema, type AuditEntry } from '../../contract/admin'
import { auditLog } from '../base/db/schema'
import { cursorCondition, pageSize, toPage } from '../base/paging'
import type { AdminEnv } from '../base/staff/session'
import { validated } from '../base/validation'

/** The audit log, newest first, a page at a time. */
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
  return c.json(toPage(rows, limit, ({ createdAt, ...entry }): AuditEntry => ({ ...entry, at: createdAt })))
})
