import { useEffect } from 'react'

/** How often a phone with something waiting tries again, besides when the browser says it is back online. */
const RETRY_MS = 10_000

/**
 * The one retry of the console's offline queues (check-in taps, check-outs): `flush` runs now,
 * again when the browser says it is back online, and every 10 seconds while `readQueue` finds
 * anything waiting for the cohort. Each queue keeps its own storage and its own answer to a
 * refusal; this is only when it tries.
 */
export function useRetryWhileQueued(
  cohortId: string,
  readQueue: (cohortId: string) => readonly unknown[],
  flush: () => Promise<void>,
) {
  useEffect(() => {
    void flush()
    const online = () => void flush()
    window.addEventListener('online', online)
    const timer = window.setInterval(() => {
      if (readQueue(cohortId).length) void flush()
    }, RETRY_MS)
    return () => {
      window.removeEventListener('online', online)
      window.clearInterval(timer)
    }
  }, [cohortId, readQueue, flush])
}
