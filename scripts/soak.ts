/**
 * `npm run soak`: durability. Starts the stack (its own process group), posts sign-ups from
 * many simulated visitors, SIGKILLs the whole dev server mid-run (a crash, not a clean stop),
 * restarts it, keeps posting, then checks that every sign-up answered 2xx is in the local D1.
 * Loopback only, bounded in count and time. Exits 1 if any acknowledged sign-up is missing.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { executeD1 } from './d1'
import { binary } from './processes'

const PORT = Number(process.env.SOAK_PORT ?? 8797)
const BASE = `http://127.0.0.1:${PORT}`
const TOTAL = Number(process.env.SOAK_REQUESTS ?? 400)
const CONCURRENCY = 8
const KILL_AFTER = Math.floor(TOTAL / 3)
const RESTART_AFTER = Math.floor(TOTAL / 2)

function startServer(): ChildProcess {
  return spawn(binary('tsx'), ['scripts/start.ts'], {
    detached: true, // its own process group, so one kill reaches wrangler and workerd too
    stdio: 'ignore',
    env: { ...process.env, PORT: String(PORT), PARTNER_PORT: String(PORT + 1) },
  })
}

async function waitForHealth(deadline = Date.now() + 120_000) {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error('the dev server did not come up within 120 s')
}

const run = `soak${Date.now()}`
const acknowledged: string[] = []
const outcomes: Record<string, number> = {}
let server = startServer()
await waitForHealth()

let next = 0
let killed = false
let restarted: Promise<void> | null = null

async function visitor() {
  while (next < TOTAL) {
    const index = next++
    if (index >= KILL_AFTER && !killed) {
      killed = true
      process.kill(-server.pid!, 'SIGKILL')
      console.log(`request ${index}: SIGKILLed the dev server's process group`)
    }
    if (index >= RESTART_AFTER && !restarted) {
      server = startServer()
      restarted = waitForHealth().then(() => console.log(`request ${index}: dev server back up`))
    }
    if (restarted && index >= RESTART_AFTER) await restarted
    const email = `${run}.${index}@example.org`
    try {
      const response = await fetch(`${BASE}/api/email-signup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'cf-connecting-ip': `10.77.${index >> 8}.${index & 255}` },
        body: JSON.stringify({ email }),
        signal: AbortSignal.timeout(10_000),
      })
      outcomes[response.status] = (outcomes[response.status] ?? 0) + 1
      if (response.ok) acknowledged.push(email)
    } catch {
      outcomes['connection failed'] = (outcomes['connection failed'] ?? 0) + 1
    }
  }
}

try {
  await Promise.all(Array.from({ length: CONCURRENCY }, visitor))
} finally {
  process.kill(-server.pid!, 'SIGINT')
}
await new Promise((resolve) => setTimeout(resolve, 2000))

const [stored = []] = await executeD1<{ email: string }>(`SELECT email FROM email_signups WHERE email LIKE '${run}.%'`)
const storedSet = new Set(stored.map((row) => row.email))
const missing = acknowledged.filter((email) => !storedSet.has(email))
console.log(`soak: ${TOTAL} sign-ups sent, outcomes ${JSON.stringify(outcomes)}, acknowledged ${acknowledged.length}, stored ${storedSet.size}, acknowledged but missing ${missing.length}`)
process.exit(missing.length === 0 && acknowledged.length > 0 ? 0 : 1)
