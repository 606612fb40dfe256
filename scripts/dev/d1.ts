import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { binary, persistArgs, WRANGLER_ENV } from './processes'

const exec = promisify(execFile)

export type Target = 'local' | 'remote'

/**
 * Runs SQL on the D1 database DB (local state of `npm start`, or the deployed one) and returns
 * each statement's rows. wrangler copies everything a command returns into a debug log under
 * the home directory (world-readable, never removed): here that log goes to a private folder
 * (mode 0700) that is removed as soon as wrangler exits, so no row outlives the command.
 */
export async function executeD1<T = Record<string, unknown>>(
  sql: string,
  target: Target = 'local',
  tries = 20,
  persistTo = process.env.D1_PERSIST_TO,
): Promise<T[][]> {
  try {
    return await executeOnce<T>(sql, target, persistTo)
  } catch (error) {
    // While `npm start` writes the same local SQLite file, wrangler may find it locked. A locked
    // database ran nothing, so trying again a moment later is safe for any statement.
    // wrangler prints D1's refusal as JSON on stdout, so the lock shows there, not in the message.
    const said = `${String((error as Error).message)} ${String((error as { stdout?: unknown }).stdout ?? '')}`
    // A read changes nothing, so it is tried again after any failure: locally a read that meets the
    // dev server's write can also come back as D1's "internal error" (worker/base/db/retry-busy.ts).
    const readOnly = target === 'local' && /^\s*SELECT\b/i.test(sql) && !sql.includes(';')
    if (tries <= 1 || !(readOnly || /database is locked|SQLITE_BUSY/.test(said))) throw error
    await new Promise((resolve) => setTimeout(resolve, 250))
    return executeD1<T>(sql, target, tries - 1, persistTo)
  }
}

async function executeOnce<T>(sql: string, target: Target, persistTo: string | undefined): Promise<T[][]> {
  const logs = mkdtempSync(join(tmpdir(), 'bootcamp-d1-'))
  try {
    // A long script (a soak's seed) goes as a file in the same private folder: an argument that
    // long is more than the system lets a command line carry.
    const file = join(logs, 'statements.sql')
    if (sql.length > 64 * 1024) writeFileSync(file, sql, { mode: 0o600 })
    const source = sql.length > 64 * 1024 ? ['--file', file] : ['--command', sql]
    const { stdout } = await exec(
      binary('wrangler'),
      [
        'd1',
        'execute',
        'DB',
        `--${target}`,
        ...(target === 'local' ? persistArgs(persistTo) : []),
        '--json',
        ...source,
      ],
      {
        env: { ...process.env, ...WRANGLER_ENV, CI: 'true', WRANGLER_LOG_PATH: logs },
        maxBuffer: 256 * 1024 * 1024,
      },
    )
    return (JSON.parse(stdout) as { results: T[] }[]).map((result) => result.results ?? [])
  } finally {
    rmSync(logs, { recursive: true, force: true })
  }
}

/** A SQL string literal (wrangler's --command takes no bound parameters). */
export const sqlText = (value: string) => `'${value.replace(/'/g, "''")}'`

export const targetFromArgs = (args: string[]): Target => (args.includes('--remote') ? 'remote' : 'local')
