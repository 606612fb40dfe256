import { drizzle } from 'drizzle-orm/d1'
import type { Database } from '../env'
import * as schema from './schema'

/** The typed drizzle client over the D1 binding: requests, the queue consumer and the sweep. */
export const openDatabase = (d1: D1Database): Database => drizzle(d1, { schema })

/** A drizzle query as a plain D1 statement: to batch it with raw statements, or read its rows raw. */
export function d1Statement(
  d1: D1Database,
  query: { toSQL(): { sql: string; params: unknown[] } },
): D1PreparedStatement {
  const { sql, params } = query.toSQL()
  return d1.prepare(sql).bind(...params)
}
