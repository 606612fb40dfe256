import { Hono } from 'hono'
import type { AppEnv } from '../env'
import { methodNotAllowed } from '../errors'

/** `GET /api/health`: the worker is up. It does not touch D1, so it stays cheap for probes. */
export const healthRoute = new Hono<AppEnv>()
  .get('/', (c) => c.json({ ok: true }))
  .all('/', methodNotAllowed('GET', 'HEAD'))
