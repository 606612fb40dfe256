/**
 * Before the browser tests' stacks start (the main stack's command, playwright.config.ts): each
 * stack's local D1 that does not exist yet becomes a copy of one database that wrangler has just
 * applied the real migrations to, as `npm start` applies them. On an empty database that costs
 * about 8 CPU seconds (wrangler runs the migrations in a workerd of its own); on a clean clone six
 * stacks paid it at once, on the 2-core CI machine, before any browser test could start. Each
 * stack's `npm start` then finds nothing to apply (about 1.5 CPU seconds). A database that exists
 * is left as it is: its stack applies whatever migration is new.
 * STACK_DATABASES: the stacks' folders (wrangler's --persist-to), comma-separated.
 */
import { cpSync, existsSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { migrateLocal } from '../dev/processes'

/** Where wrangler keeps the local D1 inside a --persist-to folder; the rest (cache, KV) it makes itself. */
const D1_FOLDER = join('v3', 'd1')
const MIGRATED = '.wrangler/migrated'

const missing = (process.env.STACK_DATABASES ?? '')
  .split(',')
  .filter((database) => database !== '' && !existsSync(join(database, D1_FOLDER)))
if (missing.length > 0) {
  // Made afresh, so it holds exactly the migrations of this checkout. Copied only once wrangler
  // has exited: no process holds the files (the database and its write-ahead log) then.
  rmSync(MIGRATED, { recursive: true, force: true })
  process.env.D1_PERSIST_TO = MIGRATED
  await migrateLocal()
  for (const database of missing) cpSync(join(MIGRATED, D1_FOLDER), join(database, D1_FOLDER), { recursive: true })
  console.log(`copied into ${missing.join(', ')}`)
}
