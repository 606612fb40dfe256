import { Hono } from 'hono'
import { overviewQuerySchema } from '../../contract/admin'
import { requestNow } from '../base/clock'
import type { AdminEnv } from '../base/staff/session'
import { validated } from '../base/validation'
import { overviewOf } from './overview'

/** The console's first screen: counts since a day, and what needs staff. */
export const overviewRoutes = new Hono<AdminEnv>().get('/', validated('query', overviewQuerySchema), async (c) =>
  c.json(await overviewOf(c.var.db, c.req.valid('query').since, requestNow(c))),
)
