import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import {
  clearTables,
  cohortStatement,
  countRows,
  postJson,
  readRows,
  validContact,
  validRegistration,
} from '../../test/helpers'
import { createStaff, PASSWORD, signInRequest } from '../../test/admin-helpers'
import { aroundEveryCall, retryWhileBusy } from './retry-busy'
import { errorKind } from '../errors'
import worker from '../../index'
import { sweepRetention } from '../../retention/sweep'

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

/** What local D1 answers when the file is locked as a statement starts (a read after the worker starts). */
function localLockError() {
  const reference =
    'D1_ERROR: Failed to parse body as JSON, got: Error: internal error; reference = 9grl0ac3juodid1cn98ffjpd'
  return new Error('Failed query: select "id" from "users"', { cause: new Error(reference) })
}

/** The real local D1, except that every other call to it (the first try of each) fails as a locked database does. */
function busyEveryOtherCall(error: () => Error = busyError) {
  const tried = { calls: 0, refused: 0 }
  const db = aroundEveryCall(env.DB, (call) => {
    if (++tried.calls % 2 === 0) return call()
    tried.refused++
    return Promise.reject(error())
  })
  return { tried, db }
}

describe('a request whose route has no retry of its own', () => {
  // A lock D1 reports as SQLITE_BUSY anywhere, and the one only the local worker reads as a lock.
  it.each([
    ['SQLITE_BUSY', busyError, {}],
    ['an "internal error" under npm start', localLockError, { LOCAL_DEV: 'true' }],
  ])('meets %s at every call and still signs a staff member in, with one session', async (_, error, settings) => {
    await createStaff()
    const { tried, db } = busyEveryOtherCall(error)
    const response = await signInRequest('staff', PASSWORD, {}, { DB: db, ...settings })
    expect(response.status).toBe(200)
    expect(tried.refused).toBeGreaterThan(1)
    expect(tried.calls).toBe(2 * tried.refused)
    expect(await countRows('sessions')).toBe(1)
  })

  it('on Cloudflare never runs a call again after an "internal error": 500, nothing stored', async () => {
    await createStaff()
    const { tried, db } = busyEveryOtherCall(localLockError)
    const response = await signInRequest('staff', PASSWORD, {}, { DB: db })
    expect(response.status).toBe(500)
    expect(await response.json()).toEqual({ message: 'Internal error' })
    expect(tried.calls).toBe(1)
    expect(await countRows('sessions')).toBe(0)
  })
})

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

  // Fourteen tries over seven to eleven seconds (db/retry-busy.ts) before the visitor gets the error.
  it('answers 500 in the error shape and stores nothing when it stays locked', async () => {
    const { tried, bindings } = lockedFor(Infinity)
    const response = await postJson(path, body, {}, bindings)
    expect(response.status).toBe(500)
    expect(await response.json()).toEqual({ message: 'Internal error' })
    expect(tried.calls).toBe(14)
    expect(await countRows(table)).toBe(0)
    expect(await countRows('outbox')).toBe(0)
  }, 20_000)

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

describe("the cron's sweep while SQLite is busy", () => {
  const NOW = new Date('2026-01-15T17:00:00.000Z')

  async function seed() {
    // A cohort that ended more than the default 12 months before NOW, with one participant, and a
    // message older than that: the retention step has two calls that erase and one that counts.
    await env.DB.batch([
      cohortStatement({ id: 'old', startDate: '2024-12-07', sessionDates: ['2024-12-07', '2024-12-14'], capacity: 5 }),
      env.DB.prepare(
        `INSERT INTO registrations (id, first_name, last_name, email, phone, age, terms_agreement, cohort_id, status) VALUES ('r-old', 'Maya', 'Chen', 'family@example.org', '(614) 555-0188', 15, 1, 'old', 'seated')`,
      ),
      env.DB.prepare(
        `INSERT INTO contact_messages (id, name, email, message, created_at) VALUES ('m-old', 'Asker', 'asker@example.org', 'An old question here', '2025-01-14T12:00:00.000Z')`,
      ),
    ])
  }

  const controller = { scheduledTime: NOW.getTime(), cron: '*/5 * * * *', noRetry() {} } as ScheduledController

  it('tries each refused call again: the sweep ends, erases what it would, and audits every count', async () => {
    await seed()
    const { tried, db } = busyEveryOtherCall()
    await worker.scheduled(controller, { ...env, DB: db })
    expect(tried.refused).toBeGreaterThan(5)
    expect(tried.calls).toBe(2 * tried.refused)
    expect(await countRows('registrations')).toBe(0)
    expect(await countRows('contact_messages')).toBe(0)
    const sweeps = (await readRows<{ action: string; username: string; detail: string }>('audit_log')).filter(
      (row) => row.action === 'retention-sweep',
    )
    expect(sweeps).toEqual([
      expect.objectContaining({
        username: 'system',
        detail:
          'kept 12 months: erased 1 participants of ended cohorts (0 keeping records under legal hold), 0 held records past their hold, 0 unsubscribed sign-ups, 1 messages, 0 email records',
      }),
    ])
  })

  it('without the retries the same database stops the sweep at its first call (the fault is real)', async () => {
    await seed()
    const { db } = busyEveryOtherCall()
    const stopped = await sweepRetention({ ...env, DB: db }, NOW).then(() => null, errorKind)
    expect(stopped).toBe('SQLITE_BUSY')
    expect(await countRows('registrations')).toBe(1)
  })
})
