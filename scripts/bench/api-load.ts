import { readFileSync } from 'node:fs'
import { executeD1 } from '../dev/d1'
import { cohortInsertSql, cohortRow } from '../../test-data/cohort-row'
/**
 * API throughput and latency on the local worker, loopback only, bounded in time and count.
 * Every scenario runs the same way in the same run, so their ratios compare like with like.
 */
export interface LoadResult {
  name: string
  requests: number
  unexpected: number
  rps: number
  p50: number
  p95: number
  p99: number
}

interface Scenario {
  name: string
  expectStatus: number
  request: (index: number) => [string, RequestInit]
}

const CONCURRENCY = 16
const MAX_SECONDS = 5
const MAX_REQUESTS = 5000

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0

interface Sample {
  latencies: number[]
  unexpected: number
  seconds: number
}

/** Drives one scenario for up to `maxSeconds`, `CONCURRENCY` requests in flight; `first` numbers its requests. */
async function drive(scenario: Scenario, maxSeconds = MAX_SECONDS, first = 0): Promise<Sample> {
  const latencies: number[] = []
  let next = first
  let unexpected = 0
  const started = performance.now()
  const deadline = started + maxSeconds * 1000
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next - first < MAX_REQUESTS && performance.now() < deadline) {
        const [url, init] = scenario.request(next++)
        const sent = performance.now()
        const response = await fetch(url, init)
        await response.arrayBuffer()
        latencies.push(performance.now() - sent)
        if (response.status !== scenario.expectStatus) unexpected++
      }
    }),
  )
  return { latencies, unexpected, seconds: (performance.now() - started) / 1000 }
}

/** Figures of one or more samples of the same scenario, pooled. */
function summarise(name: string, samples: Sample[]): LoadResult {
  const latencies = samples.flatMap((sample) => sample.latencies).sort((a, b) => a - b)
  const seconds = samples.reduce((sum, sample) => sum + sample.seconds, 0)
  const unexpected = samples.reduce((sum, sample) => sum + sample.unexpected, 0)
  return {
    name,
    requests: latencies.length,
    unexpected,
    rps: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
  }
}

const run = async (scenario: Scenario) => summarise(scenario.name, [await drive(scenario)])

const json = (body: unknown, index: number): RequestInit => ({
  method: 'POST',
  // A different simulated visitor per request: the rate limiter still runs, it just never trips.
  headers: { 'content-type': 'application/json', 'cf-connecting-ip': `10.88.${(index >> 8) & 255}.${index & 255}` },
  body: JSON.stringify(body),
})

export async function measureApi(base: string): Promise<LoadResult[]> {
  const run_id = Date.now()
  const scenarios: Scenario[] = [
    { name: 'GET /api/health', expectStatus: 200, request: () => [`${base}/api/health`, {}] },
    {
      name: 'POST /api/email-signup (new emails)',
      expectStatus: 201,
      request: (i) => [`${base}/api/email-signup`, json({ email: `bench.${run_id}.${i}@example.org` }, i)],
    },
    {
      name: 'POST /api/email-signup (invalid, 400)',
      expectStatus: 400,
      request: (i) => [`${base}/api/email-signup`, json({ email: 'not-an-address' }, i)],
    },
  ]
  const results: LoadResult[] = []
  for (const scenario of scenarios) results.push(await run(scenario))
  return results
}

/** The trigger that enforces the daily registration limit, as its migration creates it. */
function limitTrigger(): string {
  const migration = readFileSync(new URL('../../migrations/0006_daily_limits.sql', import.meta.url), 'utf8')
  const trigger = /CREATE TRIGGER `registrations_daily_limit`[\s\S]*?\nEND;/.exec(migration)?.[0]
  if (!trigger) throw new Error('migrations/0006_daily_limits.sql no longer creates registrations_daily_limit')
  return trigger
}

/**
 * The registration path with the daily per-address limit and without it, in one run: the
 * limit's trigger is dropped from the bench's own database and created again, so the only
 * difference is the limit. The two alternate in short rounds (on, off, on, off…) and each side's
 * latencies are pooled, so a slow stretch of the machine or a growing table falls on both alike.
 * Every request registers a new participant at a new address.
 */
export async function measureRegistrationLimit(base: string, rounds = 4, secondsEach = 3): Promise<LoadResult[]> {
  const runId = Date.now()
  const scenario: Scenario = {
    name: 'POST /api/register',
    expectStatus: 201,
    request: (i) => [
      `${base}/api/register`,
      json(
        {
          firstName: 'Bench',
          lastName: `Runner${i}`,
          email: `bench.limit.${runId}.${i}@example.org`,
          phone: '(555) 010-2000',
          age: 16,
          termsAgreement: true,
        },
        i,
      ),
    ],
  }
  const on: Sample[] = []
  const off: Sample[] = []
  let next = 0
  const sample = async (into: Sample[]) => {
    const taken = await drive(scenario, secondsEach, next)
    next += taken.latencies.length + CONCURRENCY
    into.push(taken)
  }
  for (let round = 0; round < rounds; round++) {
    await sample(on)
    await executeD1('DROP TRIGGER registrations_daily_limit')
    try {
      await sample(off)
    } finally {
      await executeD1(limitTrigger())
    }
  }
  return [
    summarise('POST /api/register, daily limit on', on),
    summarise('POST /api/register, daily limit off (before)', off),
  ]
}

/**
 * What writing the next cohort into the home page costs: `/` as served (the asset, one
 * D1 query for the cohorts ahead and their seats, HTMLRewriter) beside a built page served as it
 * is, and the texts a partner page's element asks for, in the same run. The bench's database gets
 * one open cohort a year ahead first, so the query and the rewrite do their full work.
 */
export async function measureCohortPages(base: string): Promise<LoadResult[]> {
  const start = new Date(Date.now() + 365 * 86_400_000)
  start.setUTCDate(start.getUTCDate() + ((6 - start.getUTCDay() + 7) % 7))
  const day = start.toISOString().slice(0, 10)
  const sessions = [0, 7, 14, 21].map((days) =>
    new Date(start.getTime() + days * 86_400_000).toISOString().slice(0, 10),
  )
  await executeD1(
    `INSERT OR IGNORE INTO cohorts (id, start_date, session_dates, place, formats, capacity, session_price_cents, complete_price_cents, open) VALUES ('bench-cohort', '${day}', '${JSON.stringify(sessions)}', 'Downtown Columbus, OH', '["in-person","virtual"]', 30, 6000, 21000, 1)`,
  )
  const get = (name: string, path: string): Scenario => ({
    name,
    expectStatus: 200,
    request: () => [`${base}${path}`, {}],
  })
  const results: LoadResult[] = []
  for (const scenario of [
    get('GET / (next cohort written in)', '/'),
    get('GET /host-without-widget.html (a file as built)', '/host-without-widget.html'),
    get('GET /api/cohorts/texts?lang=en', '/api/cohorts/texts?lang=en'),
  ])
    results.push(await run(scenario))
  return results
}

/** A burst of registrations sent all at once, and what the answers said. */
export interface RushResult {
  name: string
  requests: number
  seated: number
  waitlisted: number
  unexpected: number
  /** How many answers had each HTTP status. */
  codes: Record<number, number>
  p50: number
  p95: number
  seconds: number
}

/**
 * Seats under a rush: `count` registrations sent at the same moment for a cohort of
 * `seats` seats, beside the same burst for a cohort with a seat for everyone, in the same run:
 * the difference is the waitlist, since both run the seat rule. Each request registers a new
 * participant at a new address from a new client, so no limit trips.
 */
export async function measureSeatRush(base: string, count = 500, seats = 30): Promise<RushResult[]> {
  const runId = Date.now()
  // wrangler dev may still reload its worker in its first seconds ("Your worker restarted
  // mid-request", a 503 it retries only for GET): warm it up first, as a deployed worker is.
  for (let n = 0; n < 20; n++) await fetch(`${base}/api/health`)
  await new Promise((resolve) => setTimeout(resolve, 2000))
  const rush = async (name: string, capacity: number, offset: number): Promise<RushResult> => {
    const cohortId = crypto.randomUUID()
    // Open and far ahead: a cohort the form can name, whatever the date.
    await executeD1(cohortInsertSql(cohortRow({ id: cohortId, capacity })))
    const started = performance.now()
    const answers = await Promise.all(
      Array.from({ length: count }, async (_, n) => {
        const i = offset + n
        const body = {
          firstName: 'Rush',
          lastName: `Runner${i}`,
          email: `bench.rush.${runId}.${i}@example.org`,
          phone: '(555) 010-2000',
          age: 16,
          termsAgreement: true,
          cohortId,
        }
        const sent = performance.now()
        const response = await fetch(`${base}/api/register`, json(body, i))
        const answer = response.ok
          ? ((await response.json()) as { status?: string })
          : (await response.arrayBuffer(), {})
        return {
          ms: performance.now() - sent,
          ok: response.status === 201,
          code: response.status,
          status: answer.status,
        }
      }),
    )
    const seconds = (performance.now() - started) / 1000
    const latencies = answers.map((answer) => answer.ms).sort((a, b) => a - b)
    await executeD1(
      `UPDATE cohorts SET open = 0, archived_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = '${cohortId}'`,
    )
    return {
      name,
      requests: count,
      seated: answers.filter((answer) => answer.status === 'seated').length,
      waitlisted: answers.filter((answer) => answer.status === 'waitlisted').length,
      unexpected: answers.filter((answer) => !answer.ok).length,
      codes: Object.fromEntries(
        [...new Set(answers.map((answer) => answer.code))].map((code) => [
          code,
          answers.filter((answer) => answer.code === code).length,
        ]),
      ),
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
      seconds,
    }
  }
  return [
    await rush(`${count} at once for ${seats} seats`, seats, 0),
    await rush(`${count} at once, a seat for everyone`, count * 10, count),
  ]
}
