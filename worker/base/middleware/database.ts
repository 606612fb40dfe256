import { createMiddleware } from 'hono/factory'
import { openDatabase } from '../db/client'
import type { AppEnv } from '../env'

/** Hands routes a typed drizzle client as `c.var.db`. */
export const database = createMiddleware<AppEnv>(async function database(c, next) {
  c.set('db', openDatabase(c.env.DB))
  await next()
})
