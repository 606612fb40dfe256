import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { clearTables, countRows, postJson, validContact, validRegistration } from './helpers'
import { retryWhileBusy } from '../db/retry-busy'

beforeEach(clearTables)

/** What D1 throws when SQLite is locked by another connection: the code at the end of its cause. */
function busyError() {
  return new Error('D1_ERROR: database is locked: SQLITE_BUSY', { cause: new Error('database is locked: SQLITE_BUSY') })
}

/**
 * The real local D1, except that its first `failures` batches fail the way a locked database
 * does (fault injection: a second process holding the SQLite file cannot be arranged inside
 * workerd). `calls` counts every batch tried.
 */
function lockedFor(failures: number, error: () => Error = busyError) {
  const tried = { calls: 0 }
  const db = new Proxy(env.DB, {
    get(target, property) {
      if (property === 'batch') {
        return (statements: D1PreparedStatement[]) =>
          ++tried.calls <= failures ? Promise.reject(error()) : target.batch(statements)
      }
      const value = Reflect.get(target, property) as unknown
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
  return { tried, bindings: { DB: db } }
}

const FORMS = [
  ['/api/register', 'registrations', validRegistration],
  ['/api/email-signup', 'email_signups', { email: 'busy@example.org' }],
  ['/api/contact', 'contact_messages', validContact],
] as const

describe.each(FORMS)('%s when the database is briefly locked', (path, table, body) => {
  it('tries again and stores the submission once, with its emails', async () => {
    const { tried, bindings } = lockedFor(2)
    const response = await postJson(path, body, {}, bindings)
    expect(response.status).toBe(201)
    expect(tried.calls).toBe(3)
    expect(await countRows(table)).toBe(1)
    expect(await countRows('outbox')).toBeGreaterThan(0)
  })

  // Eleven tries over five to seven seconds (db/retry-busy.ts) before the visitor gets the error.
  it('answers 500 in the error shape and stores nothing when it stays locked', async () => {
    const { tried, bindings } = lockedFor(Infinity)
    const response = await postJson(path, body, {}, bindings)
    expect(response.status).toBe(500)
    expect(await response.json()).toEqual({ message: 'Internal error' })
    expect(tried.calls).toBe(11)
    expect(await countRows(table)).toBe(0)
    expect(await countRows('outbox')).toBe(0)
  }, 15_000)

  it('tries again after an answer lost once the batch had committed, and stores it once, with its emails once', async () => {
    const tried = { calls: 0 }
    const db = new Proxy(env.DB, {
      get(target, property) {
        if (property === 'batch') {
          return async (statements: D1PreparedStatement[]) => {
            const result = await target.batch(statements)
            if (++tried.calls === 1) throw new Error('D1_ERROR: Network connection lost.')
            return result
          }
        }
        const value = Reflect.get(target, property) as unknown
        return typeof value === 'function' ? value.bind(target) : value
      },
    })
    const response = await postJson(path, body, {}, { DB: db })
    expect(response.status).toBe(201)
    expect(tried.calls).toBe(2)
    expect(await countRows(table)).toBe(1)
    expect(await countRows('outbox')).toBeGreaterThan(0)
    // Each email once: no kind of job written twice.
    const twice = await env.DB.prepare('SELECT kind FROM outbox GROUP BY kind HAVING count(*) > 1').all()
    expect(twice.results).toEqual([])
  })
})

describe('retryWhileBusy', () => {
  const failing = (times: number, message: string) => {
    let calls = 0
    return {
      call: async () =>
        ++calls <= times ? Promise.reject(new Error('Failed query', { cause: new Error(message) })) : 'read',
      calls: () => calls,
    }
  }

  it('runs a read again after D1 failed it (locally a lock reads as "internal error")', async () => {
    const read = failing(2, 'D1_ERROR: Failed to parse body as JSON, got: Error: internal error; reference = x')
    await expect(retryWhileBusy(read.call, { idempotent: true })).resolves.toBe('read')
    expect(read.calls()).toBe(3)
  })

  it('never runs a write that is not idempotent again after a failure that is not SQLITE_BUSY', async () => {
    const write = failing(1, 'D1_ERROR: Failed to parse body as JSON, got: Error: internal error; reference = x')
    await expect(retryWhileBusy(write.call)).rejects.toThrow('Failed query')
    expect(write.calls()).toBe(1)
  })
})
