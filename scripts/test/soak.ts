/**
 * `npm run soak`: durability. Starts the stack (its own process group), posts sign-ups from
 * many simulated visitors, SIGKILLs the whole dev server mid-run (a crash, not a clean stop),
 * restarts it, keeps posting, then checks that every sign-up answered 2xx is in the local D1.
 * Then the emails: the crash lost the queue's messages (wrangler dev keeps them in memory), so
 * it runs the outbox sweep (`/__scheduled`) as cron would, with its waits shortened to 5 s
 * (SWEEP_AFTER_SECONDS), until every acknowledged sign-up's guide email is sent.
 * Then seats (soak-offers.ts): the server is killed again while the sweep offers freed seats to
 * waitlists, and after the restart every freed seat has exactly one offer and one offer email.
 * Then requests spaced at the dev proxy's keep-alive timeout (soak-keep-alive.ts) are each answered.
 * Loopback only, bounded in count and time. Exits 1 if anything acknowledged is missing.
 */
import { executeD1 } from '../dev/d1'
import { soakOffers, type OfferSoak } from './soak-offers'
import { soakKeepAlive } from './soak-keep-alive'
import { spawnStack, waitForHealth } from '../dev/stack'

const PORT = Number(process.env.SOAK_PORT ?? 8797)
const BASE = `http://127.0.0.1:${PORT}`
const TOTAL = Number(process.env.SOAK_REQUESTS ?? 400)
const CONCURRENCY = 8
const KILL_AFTER = Math.floor(TOTAL / 3)
const RESTART_AFTER = Math.floor(TOTAL / 2)

const run = `soak${Date.now()}`
const acknowledged: string[] = []
const outcomes: Record<string, number> = {}
// The sweep counts a job as stuck after 5 s instead of minutes, so the run takes seconds.
process.env.SWEEP_AFTER_SECONDS = '5'
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

/** Each acknowledged sign-up's guide job status, or "none" when it has no job. */
async function guideJobs(): Promise<Map<string, string>> {
  const [rows = []] = await executeD1<{ email: string; status: string }>(
    `SELECT s.email, o.status FROM email_signups s LEFT JOIN outbox o ON o.record_id = s.id AND o.kind = 'signup-guide' WHERE s.email LIKE '${run}.%'`,
  )
  return new Map(rows.map((row) => [row.email, row.status ?? 'none']))
}

let unsent: string[]
let swept: string
let offers: OfferSoak
let keepAlive: { ok: boolean; report: string }
try {
  await Promise.all(Array.from({ length: CONCURRENCY }, visitor))
  const deadline = Date.now() + 120_000
  let sweeps = 0
  do {
    await new Promise((resolve) => setTimeout(resolve, 6000))
    await fetch(`${BASE}/__scheduled?cron=${encodeURIComponent('*/5 * * * *')}`)
    sweeps++
    await new Promise((resolve) => setTimeout(resolve, 3000))
    const jobs = await guideJobs()
    unsent = acknowledged.filter((email) => jobs.get(email) !== 'sent')
  } while (unsent.length > 0 && Date.now() < deadline)
  swept = `${sweeps} sweep(s) run`
  // Then the offers of freed seats, with a second crash in the middle of making them.
  const offerSoak = await soakOffers(PORT, server)
  server = offerSoak.server
  offers = offerSoak.result
  // Last, on the restarted server: requests spaced at the dev proxy's keep-alive timeout.
  keepAlive = await soakKeepAlive(BASE)
} finally {
  process.kill(-server.pid!, 'SIGINT')
}
await new Promise((resolve) => setTimeout(resolve, 2000))

const [stored = []] = await executeD1<{ email: string }>(`SELECT email FROM email_signups WHERE email LIKE '${run}.%'`)
const storedSet = new Set(stored.map((row) => row.email))
const missing = acknowledged.filter((email) => !storedSet.has(email))
console.log(
  `soak: ${TOTAL} sign-ups sent, outcomes ${JSON.stringify(outcomes)}, acknowledged ${acknowledged.length}, stored ${storedSet.size}, acknowledged but missing ${missing.length}`,
)
console.log(
  `soak: after the crash, ${swept}; guide emails sent for ${acknowledged.length - unsent.length} of ${acknowledged.length} acknowledged sign-ups, unsent ${unsent.length}`,
)
console.log(offers.report)
console.log(keepAlive.report)
process.exit(
  missing.length === 0 && unsent.length === 0 && acknowledged.length > 0 && offers.ok && keepAlive.ok ? 0 : 1,
)
