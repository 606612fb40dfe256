import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { expect } from 'vitest'
import { cohortRow } from '../../test-data/cohort-row'
import { d1Statement, openDatabase } from '../base/db/client'
import { cohorts } from '../base/db/schema'
import { TABLE_NAMES } from '../base/db/tables'
import worker from '../index'

export const ORIGIN = 'http://127.0.0.1:8787'

/** The CSP source that allows one inline script's exact text. */
export async function scriptHashSource(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  return `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`
}

/**
 * Calls the worker's real entrypoint in-process with the real bindings. (The pool's
 * `exports.default.fetch` loopback gets slower with every request it has served, which made
 * the 1,500-payload corpus take minutes; this path stays flat.)
 */
export async function call(path: string, init: RequestInit = {}, origin = ORIGIN, bindings: Partial<typeof env> = {}) {
  const request = new Request(`${origin}${path}`, init)
  // Each call is its own visitor unless a test says otherwise, so the rate limit stays out of the way.
  if (!request.headers.has('cf-connecting-ip')) request.headers.set('cf-connecting-ip', randomClientIp())
  const context = createExecutionContext()
  const response = await worker.fetch(request, countedPerFile({ ...env, ...bindings }), context)
  await waitOnExecutionContext(context)
  return response
}

/**
 * The real limiters, each key counted apart per test file: one workerd serves file after file
 * (worker/vitest.config.ts), and a limiter's counts would otherwise carry over from the files
 * before, as when each file had a workerd of its own they did not. The limits and periods are the real ones.
 */
function countedPerFile(bindings: typeof env): typeof env {
  const file = expect.getState().testPath ?? ''
  // By name: any RPC binding answers `.limit` with a function.
  const scoped = Object.entries(bindings).map(([name, binding]) => {
    if (!name.endsWith('_LIMITER')) return [name, binding]
    const limiter = binding as RateLimit
    return [name, { limit: ({ key }: RateLimitOptions) => limiter.limit({ key: `${file}:${key}` }) }]
  })
  return Object.fromEntries(scoped) as typeof env
}

export function randomClientIp() {
  const bytes = crypto.getRandomValues(new Uint8Array(3))
  return `10.${bytes[0]}.${bytes[1]}.${bytes[2]}`
}

/** A JSON POST with a body that is serialised as given (a string is sent verbatim). */
export function postJson(
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
  bindings: Partial<typeof env> = {},
) {
  const init = {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  }
  return call(path, init, ORIGIN, bindings)
}

/**
 * For tests of storage under concurrency: the per-email limiter swapped for a real one with
 * room for 1,000 a minute (Cloudflare's limiter is eventually consistent across locations, so
 * more identical requests than its limit can reach the database at once).
 */
export const ROOMY = { SUBMIT_EMAIL_LIMITER: env.ROOMY_LIMITER }

/** A streamed body of at least `bytes` bytes, sent chunked: no Content-Length to trust. */
export function chunkedBody(bytes: number, chunkSize = 1024) {
  const chunk = new TextEncoder().encode(' '.repeat(chunkSize))
  let sent = 0
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= bytes) return controller.close()
      controller.enqueue(chunk)
      sent += chunk.length
    },
  })
}

export const TABLES = TABLE_NAMES
export type Table = string

export async function countRows(table: Table) {
  const row = await env.DB.prepare(`SELECT count(*) AS n FROM ${table}`).first<{ n: number }>()
  return row?.n ?? 0
}

/** Every table's row count, so a test can assert that nothing at all was stored. */
export async function countAllRows() {
  // One statement, not one per table: many tests count before and after each of many requests.
  const counts = TABLES.map((table, i) => `(SELECT count(*) FROM "${table}") AS c${i}`).join(', ')
  const row = (await env.DB.prepare(`SELECT ${counts}`).first<Record<string, number>>())!
  return Object.fromEntries(TABLES.map((table, i) => [table, row[`c${i}`]])) as Record<Table, number>
}

/** Every table of the schema at zero rows. */
export const NO_ROWS: Record<Table, number> = Object.fromEntries(TABLES.map((table) => [table, 0]))

export async function clearTables() {
  await env.DB.batch(TABLES.map((table) => env.DB.prepare(`DELETE FROM ${table}`)))
}

export function readRows<T = Record<string, unknown>>(table: Table) {
  return env.DB.prepare(`SELECT * FROM ${table}`)
    .all<T>()
    .then((result) => result.results)
}

export const validRegistration = {
  firstName: 'Amara',
  lastName: 'Okafor',
  email: 'amara.parent@example.org',
  phone: '(555) 201-3344',
  age: 16,
  sessionPreference: 'complete',
  emergencyContact: 'Ngozi Okafor (555) 201-9988',
  motivation: 'I want to lead the robotics club next year.',
  parentalConsent: true,
  mediaConsent: false,
  termsAgreement: true,
}

export const validContact = {
  name: 'Jordan Lee',
  email: 'jordan@example.org',
  subject: 'pricing',
  message: 'Do you offer sibling discounts for the spring cohort?',
}

/** The spec's day: its cohort is ahead and its early bird still on (the pinned clock, worker/base/clock.ts). */
export const ON_THE_SPEC_DAY = { BOOTCAMP_TODAY: '2025-01-10' }

/** The statement that stores `cohortRow(overrides)`: to batch it with others. */
export const cohortStatement = (overrides: Parameters<typeof cohortRow>[0] = {}) =>
  d1Statement(env.DB, openDatabase(env.DB).insert(cohorts).values(cohortRow(overrides)))

/** Stores `cohortRow(overrides)`: the one way a worker test makes a cohort. */
export const storeCohort = (overrides: Parameters<typeof cohortRow>[0] = {}) => cohortStatement(overrides).run()

/** The spec's cohort, as migration 0008 seeds it (clearTables removes the seed before each test). */
export function insertSpecCohort() {
  return storeCohort({
    id: 'spec',
    startDate: '2025-02-15',
    formats: ['in-person', 'virtual'],
    capacity: 30,
    sessionPriceCents: 5000,
    sessionPriceMaxCents: 7500,
    earlyBirdDeadline: '2025-02-01',
    earlyBirdSavingCents: 3000,
  })
}

/** Registers a participant through the API as the form does (the roomy limiter: many per test); its stored row. */
export async function registerParticipant(
  fields: Partial<typeof validRegistration> & { age?: number; cohortId?: string } = {},
  headers: Record<string, string> = {},
) {
  const response = await postJson(
    '/api/register',
    { ...validRegistration, sessionPreference: 'complete', ...fields },
    headers,
    ROOMY,
  )
  if (response.status !== 201) throw new Error(`registration answered ${response.status}`)
  const rows = await readRows<{ id: string; email: string; first_name: string; status: string }>('registrations')
  return rows.find(
    (row) =>
      row.email === (fields.email ?? validRegistration.email) &&
      row.first_name === (fields.firstName ?? validRegistration.firstName),
  )!
}

/** Four Saturdays far ahead: a cohort on them is never past, whatever the real clock says. */
export const FAR_DAYS = ['2100-03-06', '2100-03-13', '2100-03-20', '2100-03-27']

/** The clock pinned on `day` at 11:00 in New York (UTC-5 in March 2100): check-in taps only on a session day. */
export const onDay = (day: string) => ({ BOOTCAMP_NOW: `${day}T16:00:00.000Z` })

/** A cohort `id` of `capacity` seats on `days`. */
export const storeCohortOn = (id: string, capacity: number, days = FAR_DAYS) =>
  storeCohort({ id, startDate: days[0]!, sessionDates: days, capacity })

/** Registers through the API (the form's own path) in `language`; its row. */
export const registerIn = (fields: Parameters<typeof registerParticipant>[0] = {}, language = 'en') =>
  registerParticipant(fields, { 'accept-language': language })
