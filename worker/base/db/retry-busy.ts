import { errorKind, isD1Failure, isLocalLockFailure } from '../errors'

/**
 * Waits before each retry, each stretched by up to half again at random so that requests that
 * met the same lock do not all come back at once: fourteen tries in all, about seven to eleven
 * seconds together, enough for two local workers fighting over one SQLite file under 200
 * concurrent registrations on a loaded 2-core machine (the seats tests: with eleven tries over five
 * to seven seconds, one in 200 still gave up once a registration's batch also wrote its consent
 * record). On Cloudflare a retry is rare and the first one nearly always wins.
 */
const BUSY_BACKOFF_MS = [25, 50, 100, 200, 400, 800, 800, 800, 800, 800, 800, 800, 800] as const

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
 *
 * `local: true` (the local worker only) takes D1's "internal error" for SQLITE_BUSY as well: it is
 * how the local file's lock is reported when it meets a statement as it starts.
 */
export async function retryWhileBusy<T>(
  call: () => Promise<T>,
  { idempotent = false, local = false } = {},
): Promise<T> {
  for (const wait of BUSY_BACKOFF_MS) {
    try {
      return await call()
    } catch (error) {
      const kind = errorKind(error)
      const busy = kind === 'SQLITE_BUSY' || (local && isLocalLockFailure(error))
      const retriable = busy || (idempotent && isD1Failure(error) && !kind.startsWith('SQLITE_'))
      if (!retriable || gaveUpOn(error)) throw error
      await new Promise((resolve) => setTimeout(resolve, wait * (1 + Math.random() / 2)))
    }
  }
  return call().catch((error: unknown) => {
    if (isObject(error)) givenUp.add(error)
    throw error
  })
}

/**
 * Failures a retryWhileBusy already tried again until it gave up. Every call a request makes is
 * retried on its own (`withRetryingDatabase`), and a route may retry a whole step around it: the
 * outer one then gives up at once rather than multiplying the tries.
 */
const givenUp = new WeakSet<object>()
const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null
const gaveUpOn = (error: unknown) => isObject(error) && givenUp.has(error)

/** What a prepared statement does to the database: each is one call. */
const STATEMENT_CALLS = new Set<PropertyKey>(['run', 'all', 'first', 'raw'])

/** Runs one call to D1 (it may run it again, or not at all). */
type AroundCall = <T>(call: () => Promise<T>) => Promise<T>

/**
 * `db` with every call to it (a statement's run, all, first or raw, and a batch) made through
 * `around`. Statements stay D1's own where a batch needs them.
 */
export function aroundEveryCall(db: D1Database, around: AroundCall): D1Database {
  const originals = new WeakMap<D1PreparedStatement, D1PreparedStatement>()
  const wrapped = (statement: D1PreparedStatement): D1PreparedStatement => {
    const proxy = new Proxy(statement, {
      get(target, property) {
        const value: unknown = Reflect.get(target, property)
        if (typeof value !== 'function') return value
        if (property === 'bind') return (...values: unknown[]) => wrapped(target.bind(...values))
        if (STATEMENT_CALLS.has(property))
          return (...args: unknown[]) =>
            // eslint-disable-next-line @typescript-eslint/no-unsafe-type-assertion -- run, all, first and raw each answer a promise
            around(() => Reflect.apply(value, target, args) as Promise<unknown>)
        return value.bind(target) as unknown
      },
    })
    originals.set(proxy, statement)
    return proxy
  }
  return new Proxy(db, {
    get(target, property) {
      if (property === 'prepare') return (query: string) => wrapped(target.prepare(query))
      if (property === 'batch')
        return (statements: D1PreparedStatement[]) =>
          around(() => target.batch(statements.map((statement) => originals.get(statement) ?? statement)))
      const value: unknown = Reflect.get(target, property)
      return typeof value === 'function' ? (value.bind(target) as unknown) : value
    },
  })
}

/**
 * The bindings with every call to their database tried again while SQLite is busy
 * (`retryWhileBusy`, SQLITE_BUSY only): a busy database refused the call without committing any
 * of it, so any call can run again. Every entry point (requests, the queue, the cron) gets its DB
 * through this: locally an operator's `wrangler d1 execute` holds the file, and neither a visitor
 * nor a sweep halfway through its calls should stop for that. Retrying a call, not a whole step,
 * keeps what the earlier calls did and what the step counts (the retention audit counts what it
 * erased). Under `npm start` (LOCAL_DEV) the lock's other answer, D1's "internal error"
 * (`isLocalLockFailure`), counts as busy too: there it comes from the file's lock, and the call
 * committed nothing.
 */
export function withRetryingDatabase<Env extends { DB: D1Database; LOCAL_DEV?: string }>(env: Env): Env {
  const local = env.LOCAL_DEV === 'true'
  return { ...env, DB: aroundEveryCall(env.DB, (call) => retryWhileBusy(call, { local })) }
}
