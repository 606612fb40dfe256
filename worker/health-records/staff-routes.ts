import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { ADMIN_ERROR_MESSAGES } from '../../content/admin'
import type { HealthRecordResponse } from '../../contract/health-records'
import { registrations } from '../base/db/schema'
import { ApiError } from '../base/errors'
import { audit } from '../base/staff/audit'
import type { AdminEnv } from '../base/staff/session'
import { withKey } from './family'
import { healthVersions } from './store'

/**
 * `GET /api/admin/registrations/:id/health`: the participant's health record, every version
 * decrypted, newest first, for those whose role has `health` (the access table); each read
 * audited. Kept apart from the record's own route, which never carries a health field.
 */
export const healthStaffRoutes = new Hono<AdminEnv>().get('/:id/health', async (c) => {
  const id = c.req.param('id')
  const row = await c.var.db.select({ id: registrations.id }).from(registrations).where(eq(registrations.id, id)).get()
  if (!row) throw new ApiError(404, 'notFound')
  await audit(c.var.db, 'health-read', c.var.staff.username, `registration ${id}: health record`)
  const versions = await withKey(
    c.get('requestId'),
    () => healthVersions(c.var.db, c.env, id),
    () => {
      throw new ApiError(500, ADMIN_ERROR_MESSAGES.healthKey)
    },
  )
  return c.json({ versions } satisfies HealthRecordResponse)
})
