/**
 * `npm run soak`: durability. Starts the stack (its own process group), posts sign-ups from
 * many simulated visitors, SIGKILLs the whole dev server mid-run (a crash, not a clean stop),
 * restarts it, keeps posting, then checks that every sign-up answered 2xx is in the local D1.
 * Loopback only, bounded in count and time. Exits 1 if any acknowledged sign-up is missing.
 */
import { executeD1 } from './d1'
import { spawnStack, waitForHealth } from './stack'

const PORT = Number(process.env.SOAK_PORT ?? 8797)
const BASE = `http://127.0.0.1:${PORT}`
const TOTAL = Number(process.env.SOAK_REQUESTS ?? 400)
const CONCURRENCY = 8
const KILL_AFTER = Math.floor(TOTAL / 3)
const RESTART_AFTER = Math.floor(TOTAL / 2)

const run = `soak${Date.now()}`
const acknowledged: string[] = []
const outcomes: Record<string, number> = {}
let server = spawnStack(PORT)
await waitForHealth(BASE)

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
      server = spawnStack(PORT)
      restarted = waitForHealth(BASE).then(() => console.log(`request ${index}: dev server back up`))
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
