import { execFile } from 'node:child_process'
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { test } from '@playwright/test'

/** The SQLite file of the local D1 in `database` (the folder a stack's wrangler --persist-to names). */
function sqliteFile(database: string) {
  const folder = join(database, 'v3', 'd1', 'miniflare-D1DatabaseObject')
  const [file] = readdirSync(folder).filter((name) => name.endsWith('.sqlite') && name !== 'metadata.sqlite')
  if (!file) throw new Error(`No local D1 database in ${folder}: has its stack started?`)
  return join(folder, file)
}

/** The database of the stack the running test's project targets (playwright.config.ts). */
export const projectDatabase = () => String(test.info().project.metadata.database)

/**
 * Runs SQL on a stack's local D1 and returns the rows its statements return. Debian's sqlite3
 * opens the file the dev server serves: a few milliseconds, where `wrangler d1 execute` (what
 * the operator commands use, and these tests once did) starts a whole workerd for each call,
 * seconds of CPU that the other tests then wait for. The database is in WAL mode, so a read
 * never waits for the dev server; a write waits for its turn (`.timeout`), and the worker tries
 * its own calls again while the file is busy (worker/base/db/retry-busy.ts).
 */
export async function queryD1<T = Record<string, unknown>>(sql: string, database = projectDatabase()): Promise<T[]> {
  const stdout = await new Promise<string>((resolve, reject) => {
    const child = execFile(
      '/usr/bin/sqlite3',
      ['-json', '-bail', '-cmd', '.timeout 20000', sqliteFile(database)],
      { maxBuffer: 256 * 1024 * 1024 },
      (error, out, stderr) =>
        error ? reject(new Error(`sqlite3 on ${database}: ${stderr || error.message}`)) : resolve(out),
    )
    // On standard input: a seed script can be longer than a command line may carry.
    child.stdin!.end(sql)
  })
  // One JSON array per statement that returned rows, one after the other.
  return stdout.trim() === '' ? [] : (JSON.parse(`[${stdout.trim().replace(/\]\s*\n\s*\[/g, '],[')}]`) as T[][]).flat()
}
