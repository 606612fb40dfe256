import { spawn, type SpawnOptions } from 'node:child_process'

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

export function wrangler(args: string[], options: SpawnOptions = {}) {
  return run(binary('wrangler'), args, {
    ...options,
    env: { ...process.env, ...WRANGLER_ENV, CI: 'true', ...options.env },
  })
}

/** The widget bundle, the staff console's bundle, then the pre-rendered demo page (same as `npm run build`). */
export const buildSite = async () => {
  await run(binary('vite'), ['build', '--logLevel', 'warn'])
  await run(binary('vite'), ['build', '--config', 'admin/vite.config.ts', '--logLevel', 'warn'])
  await run(binary('tsx'), ['scripts/build/prerender.ts'])
}
/**
 * Where the local D1 (and every local binding's state) lives: wrangler's default folder, or the
 * one D1_PERSIST_TO names. The bench sets it, so its 100,000 seeded rows never reach the
 * database `npm start` serves.
 */
export const persistArgs = () => (process.env.D1_PERSIST_TO ? ['--persist-to', process.env.D1_PERSIST_TO] : [])

export const migrateLocal = () => wrangler(['d1', 'migrations', 'apply', 'DB', '--local', ...persistArgs()])
