import { errorKind, isD1Failure } from '../errors'

/**
 * Waits before each retry, each stretched by up to half again at random so that requests that
 * met the same lock do not all come back at once: eleven tries in all, five to seven seconds
 * together, enough for two local workers fighting over one SQLite file under 200 concurrent
 * registrations (the seats tests). On Cloudflare a retry is rare and the first one nearly always wins.
 */
const BUSY_BACKOFF_MS = [25, 50, 100, 200, 400, 800, 800, 800, 800, 800] as const

/**
 * Runs a D1 call again when SQLite answered SQLITE_BUSY. A busy database refused the whole
 * transaction before committing anything, so running it again cannot store anything twice; any
 * other failure is thrown at once, since it may have committed. Locally the SQLite file is busy
 * while an operator's `wrangler d1 execute` or a second `npm start` on the same database (the
 * seats tests) holds it; a visitor should not see a 500 for that. On Cloudflare one primary runs
 * every write in turn, and this almost never fires.
 *
 * `idempotent: true` for a call that is safe to run twice: a read, or a write keyed so that a
 * second run changes nothing (a submission's batch: its row and its jobs carry ids chosen before
 * the first try). It is run again after any failure of D1 itself: locally a call that meets the
 * lock can come back as D1's "internal error" rather than SQLITE_BUSY, and on Cloudflare an answer
 * can be lost after the commit ("Network connection lost"). A SQLite refusal (a constraint, a
 * trigger's limit) is an answer, never retried.
 */
export async function retryWhileBusy<T>(call: () => Promise<T>, { idempotent = false } = {}): Promise<T> {
  for (const wait of BUSY_BACKOFF_MS) {
    try {
      return await call()
    } catch (error) {
      const kind = errorKind(error)
      const retriable = kind === 'SQLITE_BUSY' || (idempotent && isD1Failure(error) && !kind.startsWith('SQLITE_'))
      if (!retriable) throw error
      await new Promise((resolve) => setTimeout(resolve, wait * (1 + Math.random() / 2)))
    }
  }
  return call()
}
