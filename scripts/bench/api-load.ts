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

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0

async function run(scenario: Scenario): Promise<LoadResult> {
  const latencies: number[] = []
  let next = 0
  let unexpected = 0
  const started = performance.now()
  const deadline = started + MAX_SECONDS * 1000
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < MAX_REQUESTS && performance.now() < deadline) {
        const [url, init] = scenario.request(next++)
        const sent = performance.now()
        const response = await fetch(url, init)
        await response.arrayBuffer()
        latencies.push(performance.now() - sent)
        if (response.status !== scenario.expectStatus) unexpected++
      }
    }),
  )
  const seconds = (performance.now() - started) / 1000
  latencies.sort((a, b) => a - b)
  return { name: scenario.name, requests: latencies.length, unexpected, rps: latencies.length / seconds, p50: percentile(latencies, 50), p99: percentile(latencies, 99) }
}

export async function measureApi(base: string): Promise<LoadResult[]> {
  const run_id = Date.now()
  const json = (body: unknown, index: number): RequestInit => ({
    method: 'POST',
    // A different simulated visitor per request: the rate limiter still runs, it just never trips.
    headers: { 'content-type': 'application/json', 'cf-connecting-ip': `10.88.${(index >> 8) & 255}.${index & 255}` },
    body: JSON.stringify(body),
  })
  const scenarios: Scenario[] = [
    { name: 'GET /api/health', expectStatus: 200, request: () => [`${base}/api/health`, {}] },
    { name: 'POST /api/email-signup (new emails)', expectStatus: 201, request: (i) => [`${base}/api/email-signup`, json({ email: `bench.${run_id}.${i}@example.org` }, i)] },
    { name: 'POST /api/email-signup (invalid, 400)', expectStatus: 400, request: (i) => [`${base}/api/email-signup`, json({ email: 'not-an-address' }, i)] },
  ]
  const results: LoadResult[] = []
  for (const scenario of scenarios) results.push(await run(scenario))
  return results
}
