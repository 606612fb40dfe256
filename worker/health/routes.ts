import { Hono } from 'hono'
import type { AppEnv } from '../base/env'
import { methodNotAllowed } from '../base/errors'

/** `GET /api/health`: the worker is up. It does not touch D1, so it stays cheap for probes. */
export const healthRoute = new Hono<AppEnv>()
  .get('/', (c) => c.json({ ok: true }))
  .all('/', methodNotAllowed('GET', 'HEAD'))
