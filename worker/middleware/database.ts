import { drizzle } from 'drizzle-orm/d1'
import { createMiddleware } from 'hono/factory'
import * as schema from '../db/schema'
import type { AppEnv } from '../env'

/** Hands routes a typed drizzle client as `c.var.db`. */
export const database = createMiddleware<AppEnv>(async function database(c, next) {
  c.set('db', drizzle(c.env.DB, { schema }))
  await next()
})
