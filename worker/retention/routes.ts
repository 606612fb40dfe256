import { Hono } from 'hono'
import { retentionSchema, type RetentionSetting } from '../../contract/admin'
import { audit } from '../admin/audit'
import type { AdminEnv } from '../admin/session'
import { requestNow } from '../clock'
import { jsonBody } from '../middleware/json-body'
import { validated } from '../validation'
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
