import { Hono } from 'hono'
import { legalHoldSchema, retentionSchema, type LegalHoldSetting, type RetentionSetting } from '../../contract/admin'
import { audit } from '../base/staff/audit'
import type { AdminEnv } from '../base/staff/session'
import { requestNow } from '../base/clock'
import { jsonBody } from '../base/middleware/json-body'
import { validated } from '../base/validation'
import { legalHoldYears, retentionMonths, setLegalHoldYears, setRetentionMonths } from './settings'

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

/**
 * `/api/admin/settings/legal-hold`: how many years after a participant's 18th birthday the held
 * records stay (1 to 10, 3 by default). The sweep, every erasure and /privacy read it; a change is
 * audited as a retention change.
 */
export const legalHoldRoutes = new Hono<AdminEnv>()
  .get('/', async (c) => c.json({ years: await legalHoldYears(c.var.db) } satisfies LegalHoldSetting))
  .patch('/', ...jsonBody, validated('json', legalHoldSchema), async (c) => {
    const { years } = c.req.valid('json')
    const before = await legalHoldYears(c.var.db)
    await c.var.db.batch([
      setLegalHoldYears(c.var.db, years, c.var.staff.username, requestNow(c).toISOString()),
      audit(c.var.db, 'retention-changed', c.var.staff.username, `legal hold ${before} to ${years} years after 18`),
    ])
    return c.json({ years } satisfies LegalHoldSetting)
  })
