import { applyD1Migrations } from 'cloudflare:test'
import { env } from 'cloudflare:workers'

/**
 * Every test file starts on a freshly migrated database, whatever ran before it. The suite runs
 * without per-file isolation (worker/vitest.config.ts): one workerd per vitest worker serves file
 * after file, so its D1 keeps what earlier files stored. Starting a workerd and applying the
 * migrations for each file cost most of the suite's time; putting back the rows the migrations
 * leave (the seeds) costs a batch.
 */
type Rows = Record<string, Record<string, unknown>[]>

/** The rows the migrations leave, per table, taken once per workerd (globalThis outlives a file). */
const baseline = globalThis as typeof globalThis & { migratedRows?: Rows }

/** The schema's own tables: D1's and SQLite's bookkeeping stay as they are. */
async function tableNames(db: D1Database, type = 'table') {
  const { results } = await db
    .prepare(
      "SELECT name FROM sqlite_master WHERE type = ?1 AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name != 'd1_migrations'",
    )
    .bind(type)
    .all<{ name: string }>()
  return results.map((row) => row.name)
}

async function readAll(db: D1Database): Promise<Rows> {
  const names = await tableNames(db)
  const rows = await Promise.all(names.map((name) => db.prepare(`SELECT * FROM "${name}"`).all()))
  return Object.fromEntries(names.map((name, i) => [name, rows[i]!.results]))
}

function insert(db: D1Database, table: string, row: Record<string, unknown>) {
  const columns = Object.keys(row)
  const marks = columns.map((_, i) => `?${i + 1}`).join(', ')
  const names = columns.map((column) => `"${column}"`).join(', ')
  return db.prepare(`INSERT INTO "${table}" (${names}) VALUES (${marks})`).bind(...Object.values(row))
}

/** Every table emptied and the migrations' rows put back, in one transaction (foreign keys checked at its end). */
async function restore(db: D1Database, rows: Rows) {
  const tables = await tableNames(db)
  await db.batch([
    db.prepare('PRAGMA defer_foreign_keys = ON'),
    ...tables.map((table) => db.prepare(`DELETE FROM "${table}"`)),
    ...Object.entries(rows).flatMap(([table, tableRows]) => tableRows.map((row) => insert(db, table, row))),
  ])
}

/** The migration tests' own database, empty again: they migrate it from an older schema. */
async function dropEverything(db: D1Database) {
  const [views, tables] = await Promise.all([tableNames(db, 'view'), tableNames(db)])
  const bookkeeping = await db.prepare("SELECT name FROM sqlite_master WHERE name = 'd1_migrations'").all()
  await db.batch([
    db.prepare('PRAGMA defer_foreign_keys = ON'),
    ...views.map((view) => db.prepare(`DROP VIEW "${view}"`)),
    ...[...tables, ...bookkeeping.results.map((row) => String(row.name))].map((table) =>
      db.prepare(`DROP TABLE "${table}"`),
    ),
  ])
}

if (baseline.migratedRows) {
  await Promise.all([restore(env.DB, baseline.migratedRows), dropEverything(env.MIGRATION_DB)])
} else {
  // The first file in this workerd: its database must be new, or the baseline would hold another file's rows.
  if ((await tableNames(env.DB)).length > 0) throw new Error('worker tests: the first file found a database in use')
  await applyD1Migrations(env.DB, env.TEST_MIGRATIONS)
  baseline.migratedRows = await readAll(env.DB)
}
