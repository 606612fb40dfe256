import { sql, type SQL } from 'drizzle-orm'
import type { AnySQLiteColumn } from 'drizzle-orm/sqlite-core'

/**
 * `column IN (…values)` with the whole list bound as one parameter, a JSON array that SQLite
 * reads back with `json_each`. D1 binds at most 100 parameters in a statement, so drizzle's
 * `inArray`, which binds one per value, fails from the 101st person of a cohort (SQLITE_ERROR).
 * For lists that grow with people (registrations, taps, emails); a fixed list of statuses may
 * keep `inArray`.
 */
export const inList = (column: AnySQLiteColumn, values: readonly string[]): SQL =>
  sql`${column} IN (SELECT value FROM json_each(${JSON.stringify(values)}))`
