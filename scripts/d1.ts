import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { binary, WRANGLER_ENV } from './processes'

const exec = promisify(execFile)

export type Target = 'local' | 'remote'

/** Runs SQL on the D1 database DB (local state of `npm start`, or the deployed one) and returns each statement's rows. */
export async function executeD1<T = Record<string, unknown>>(sql: string, target: Target = 'local'): Promise<T[][]> {
  const { stdout } = await exec(binary('wrangler'), ['d1', 'execute', 'DB', `--${target}`, '--json', '--command', sql], {
    env: { ...process.env, ...WRANGLER_ENV, CI: 'true' },
    maxBuffer: 256 * 1024 * 1024,
  })
  return (JSON.parse(stdout) as { results: T[] }[]).map((result) => result.results ?? [])
}

/** A SQL string literal (wrangler's --command takes no bound parameters). */
export const sqlText = (value: string) => `'${value.replace(/'/g, "''")}'`

export const targetFromArgs = (args: string[]): Target => (args.includes('--remote') ? 'remote' : 'local')
