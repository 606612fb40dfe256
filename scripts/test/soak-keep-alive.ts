/**
 * Requests at the edge of the dev proxy's keep-alive timeout (scripts/dev/wrangler-dev-patches.ts):
 * one every 4.96–5.04 s, alternately a GET and a POST that the worker refuses (400, nothing
 * stored), each answered by the worker rather than by wrangler's proxy. Unpatched, 2 of 30 such
 * POSTs were answered 503 "Your worker restarted mid-request", and a GET that meets the race never
 * loads at all.
 */
const REQUESTS = 40

export async function soakKeepAlive(base: string): Promise<{ ok: boolean; report: string }> {
  const failures: string[] = []
  for (let index = 0; index < REQUESTS; index++) {
    const gap = 4960 + (index % 17) * 5
    await new Promise((resolve) => setTimeout(resolve, gap))
    const post = index % 2 === 1
    const expected = post ? 400 : 200
    try {
      const response = await fetch(post ? `${base}/api/contact` : `${base}/api/health`, {
        method: post ? 'POST' : 'GET',
        headers: post ? { 'content-type': 'application/json' } : {},
        body: post ? '{}' : undefined,
        signal: AbortSignal.timeout(10_000),
      })
      await response.text()
      if (response.status !== expected) failures.push(`${post ? 'POST' : 'GET'} after ${gap} ms: ${response.status}`)
    } catch (error) {
      failures.push(`${post ? 'POST' : 'GET'} after ${gap} ms: ${(error as Error).name}`)
    }
  }
  return {
    ok: failures.length === 0,
    report: `soak: ${REQUESTS} requests 4.96–5.04 s apart (the dev proxy's keep-alive edge), ${failures.length} not answered by the worker${failures.length ? `: ${failures.join('; ')}` : ''}`,
  }
}
