import { spawn, type SpawnOptions } from 'node:child_process'
import { cpSync, existsSync, renameSync, rmSync } from 'node:fs'
import { join } from 'node:path'

/**
 * wrangler quiet, offline and never waiting on a prompt (shared/STACK.md): no metrics, no
 * Cloudflare fetches, no banner, and CI=true so `d1 migrations apply` skips its Y/n question.
 */
export const WRANGLER_ENV = {
  WRANGLER_SEND_METRICS: 'false',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  WRANGLER_HIDE_BANNER: 'true',
}

export function binary(name: string) {
  return new URL(`../../node_modules/.bin/${name}`, import.meta.url).pathname
}

/** Runs a command to completion with inherited output; rejects with its exit code. */
export function run(command: string, args: string[], options: SpawnOptions = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options })
    child.on('error', reject)
    child.on('exit', (code, signal) => {
      if (code === 0) resolve()
      else reject(new Error(`${command} ${args.join(' ')} ended with ${signal ?? `exit code ${code}`}`))
    })
  })
}

/**
 * Runs a command to completion with its output held back: shown only if it fails. For commands
 * whose every success prints screens a reader has nothing to do with.
 */
function runQuietly(command: string, args: string[], options: SpawnOptions = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] })
    const output: Buffer[] = []
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk))
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk))
    child.on('error', reject)
    // 'close', not 'exit': the output has been read to its end by then.
    child.on('close', (code, signal) => {
      if (code === 0) return resolve()
      process.stderr.write(Buffer.concat(output))
      reject(new Error(`${command} ${args.join(' ')} ended with ${signal ?? `exit code ${code}`}`))
    })
  })
}

/**
 * Where the local D1 (and every local binding's state) lives: wrangler's default folder, or the
 * one D1_PERSIST_TO names. The bench sets it, so its 100,000 seeded rows never reach the
 * database `npm start` serves.
 */
export const persistArgs = (persistTo = process.env.D1_PERSIST_TO) => (persistTo ? ['--persist-to', persistTo] : [])

/** wrangler's own folder for local state, when D1_PERSIST_TO names none. */
const DEFAULT_PERSIST_TO = '.wrangler/state'

/** Where wrangler keeps local D1 databases inside a --persist-to folder. */
const D1_FOLDER = join('v3', 'd1')

/**
 * Applies migrations/ to the local D1. wrangler prints the whole migration table after each one
 * it applies (one table per migration on a fresh checkout) and answers its own "continue?" prompt: one
 * line says it went well, and all of that shows only if it did not.
 */
export async function migrateLocal(persistTo = process.env.D1_PERSIST_TO || undefined, signal?: AbortSignal) {
  startFromTemplate(persistTo ?? DEFAULT_PERSIST_TO)
  const args = ['d1', 'migrations', 'apply', 'DB', '--local', ...persistArgs(persistTo)]
  await runQuietly(binary('wrangler'), args, { env: { ...process.env, ...WRANGLER_ENV, CI: 'true' }, signal })
  console.log(`local database ${persistTo ?? DEFAULT_PERSIST_TO}: migrations applied`)
}

/**
 * A database that does not exist yet starts as a copy of D1_TEMPLATE's: a folder `npm test`
 * migrates afresh in each run, while the unit and worker tests run (nothing else sets it).
 * Applying the 30-odd migrations to an empty database takes wrangler about 8 CPU seconds, and the
 * browser tests start seven stacks at once on two cores; the apply that follows the copy finds
 * nothing left to do. (wrangler knows migrations by name, so a template made from other
 * migrations, another branch's or an edited one, would give a wrong schema: hence afresh.) Copied
 * beside the target and then renamed, so a stack stopped mid-copy leaves no half a database.
 */
function startFromTemplate(persistTo: string) {
  const template = process.env.D1_TEMPLATE
  const target = join(persistTo, D1_FOLDER)
  if (!template || existsSync(target) || !existsSync(join(template, D1_FOLDER))) return
  const copying = `${target}.copying`
  rmSync(copying, { recursive: true, force: true })
  cpSync(join(template, D1_FOLDER), copying, { recursive: true })
  renameSync(copying, target)
}
