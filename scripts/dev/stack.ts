import { spawn, type ChildProcess } from 'node:child_process'
import { binary } from './processes'

/**
 * Starts `scripts/dev/start.ts` on `port` (partner demo on port + 1) in its own process group, so
 * one signal to the group reaches wrangler and workerd too. Used by the soak and the bench.
 */
export function spawnStack(port: number, settings: Record<string, string> = {}): ChildProcess {
  return spawn(binary('tsx'), ['scripts/dev/start.ts'], {
    detached: true,
    stdio: 'ignore',
    // PARTNER_PORT left to start.ts, which puts it next to PORT: what a developer's `PORT=…` gets.
    env: { ...process.env, PARTNER_PORT: '', PORT: String(port), ...settings },
  })
}

/** Resolves once GET /api/health answers, or rejects after two minutes. */
export async function waitForHealth(base: string, deadline = Date.now() + 120_000) {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return
    } catch {
      // Not listening yet: try again.
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${base} did not come up within 120 s`)
}
