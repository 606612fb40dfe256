import { errorKind } from '../errors'

/** Waits before each retry; three tries in all, under half a second together. */
const BUSY_BACKOFF_MS = [40, 160] as const

/**
 * Runs one D1 write again when SQLite answered SQLITE_BUSY. A busy database refused the whole
 * transaction before committing anything, so running it again cannot store anything twice; any
 * other failure is thrown at once, since it may have committed. Locally the SQLite file is busy
 * while an operator's `wrangler d1 execute` holds it; a visitor should not see a 500 for that.
 */
export async function retryWhileBusy<T>(write: () => Promise<T>): Promise<T> {
  for (const wait of BUSY_BACKOFF_MS) {
    try {
      return await write()
    } catch (error) {
      if (errorKind(error) !== 'SQLITE_BUSY') throw error
      await new Promise((resolve) => setTimeout(resolve, wait))
    }
  }
  return write()
}
