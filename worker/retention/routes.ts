import { Hono } from 'hono'
import { retentionSchema, type RetentionSetting } from '../../contract/admin'
import { audit } from '../base/staff/audit'
import type { AdminEnv } from '../base/staff/session'
import { requestNow } from '../base/clock'
import { jsonBody } from '../base/middleware/json-body'
import { validated } from '../base/validation'
import { retentionMonths, setRetentionMonths } from './settings'

/** `/api/admin/settings/retention`: how many months participants' data is kept after their cohort ends. Changes are audited. */
export const retentionRoutes = new Hono<AdminEnv>()
  .get('/', async (c) => c.json({ months: await retentionMonths(c.var.db) } satisfies RetentionSetting))
  .patch('/', ...jsonBody, validated('json', retentionSchema), async (c) => {
    const { months } = c.req.valid('json')
    const before = await retentionMonths(c.var.db)
    await c.var.db.batch([
      setRetentionMonths(c.var.db, months, c.var.staff.username, requestNow(c).toISOString()),
      audit(c.var.db, 'retention-changed', c.var.staff.username, `retention ${before} to ${months} months`),
    ])
    return c.json({ months } satisfies RetentionSetting)
  })
