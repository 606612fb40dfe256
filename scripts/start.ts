/**
 * `npm start`: builds the widget and demo, applies the local D1 migrations, then serves the
 * worker (API, demo page and widget) on http://127.0.0.1:$PORT (default 8787).
 * Ctrl-C (SIGINT) or SIGTERM stops wrangler, which stops its workerd, then this script.
 */
import { spawn } from 'node:child_process'
import { binary, buildWidget, migrateLocal, WRANGLER_ENV } from './processes'

const port = process.env.PORT ?? '8787'
const host = '127.0.0.1'

await buildWidget()
await migrateLocal()

const server = spawn(
  binary('wrangler'),
  ['dev', '--ip', host, '--port', port, '--show-interactive-dev-session=false', '--log-level', 'warn'],
  { stdio: 'inherit', env: { ...process.env, ...WRANGLER_ENV } },
)

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.kill(signal))
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)))

console.log(`\nVITAL bootcamp site and API: http://${host}:${port}/  (Ctrl-C stops)\n`)
