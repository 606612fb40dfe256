/**
 * The one way tests, the bench and the soak make a cohort: a typed row of the table, so a
 * required column the table gains fails `tsc` here instead of failing every test that inserts
 * by hand. Worker tests store it through drizzle (worker/test/helpers.ts `storeCohort`); browser
 * tests and scripts, which reach D1 only through `wrangler d1 execute`, store its SQL.
 */
import { getTableColumns, type Column } from 'drizzle-orm'
import { sessionDatesFrom } from '../contract/cohorts'
import { keysOf } from '../contract/records'
import { cohorts } from '../worker/base/db/schema'

type CohortRow = typeof cohorts.$inferInsert

/**
 * An open cohort far ahead of any clock (Saturday 7 March 2099, four weekly sessions) in
 * Downtown Columbus, in person, 10 seats, $60 a session and $200 for all four; the table's
 * defaults for the rest. `overrides` change any column; a new start moves the sessions with it.
 */
export function cohortRow(overrides: Partial<CohortRow> = {}): CohortRow & { id: string } {
  const { startDate = '2099-03-07', ...others } = overrides
  return {
    id: crypto.randomUUID(),
    startDate,
    sessionDates: sessionDatesFrom(startDate),
    place: 'Downtown Columbus, OH',
    formats: ['in-person'],
    capacity: 10,
    sessionPriceCents: 6000,
    completePriceCents: 20000,
    open: true,
    ...others,
  }
}

/** A value as an SQL literal, quotes doubled. */
const literal = (value: unknown) =>
  value === null ? 'NULL' : typeof value === 'number' ? String(value) : `'${String(value).replace(/'/g, "''")}'`

/** The statement that stores `row`, each value as drizzle would bind it (JSON text, booleans as 0 or 1). */
export function cohortInsertSql(row: CohortRow): string {
  const columns: Record<string, Column> = getTableColumns(cohorts)
  const given = keysOf(row).filter((key) => row[key] !== undefined)
  const names = given.map((key) => columns[key]!.name)
  const values = given.map((key) => literal(columns[key]!.mapToDriverValue(row[key])))
  return `INSERT INTO cohorts (${names.join(', ')}) VALUES (${values.join(', ')})`
}
