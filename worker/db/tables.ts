import { is } from 'drizzle-orm'
import { getTableConfig, SQLiteTable } from 'drizzle-orm/sqlite-core'
import * as schema from './schema'

const tables: SQLiteTable[] = Object.values(schema as Record<string, unknown>).filter((value): value is SQLiteTable => is(value, SQLiteTable))

/** Every table of the schema, by its SQL name. */
export const TABLE_NAMES = tables.map((table) => getTableConfig(table).name)

/**
 * Tables that hold a person's data, found by their `email` column: export and erasure
 * (`npm run data:export`, `npm run data:delete`) cover each, so a new table that stores an
 * email address cannot be left out of either.
 */
export const PERSONAL_DATA_TABLES = tables.filter((table) => getTableConfig(table).columns.some((column) => column.name === 'email')).map((table) => getTableConfig(table).name)
