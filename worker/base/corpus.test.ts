import { beforeAll, describe, expect, it } from 'vitest'
import { call, clearTables, countAllRows, NO_ROWS } from '../test/helpers'
import { corpusFor, type Endpoint, type Payload } from '../test/corpus'

const ENDPOINTS: Endpoint[] = ['/api/register', '/api/email-signup', '/api/contact']
const INTERNALS = /\bat .+:\d+|SQLITE|INSERT|SELECT|drizzle|Failed query|TypeError|stack/i

beforeAll(clearTables)

function describePayload(payload: Payload) {
  return `${payload.category}: ${typeof payload.body === 'string' ? JSON.stringify(payload.body.slice(0, 80)) : 'stream'}`
}

describe.each(ENDPOINTS)('the bad-input corpus against %s', (endpoint) => {
  const corpus = corpusFor(endpoint)

  it('has at least 200 payloads', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(200)
  })

  it('refuses every payload with the status and message of the guard that must refuse it, and stores nothing', async () => {
    const statuses: Record<number, number> = {}
    for (const [index, payload] of corpus.entries()) {
      // Few payloads per client keep the rate limiter out of the way with few limiter keys.
      const client = `10.99.${Math.floor(index / 10) % 256}.${Math.floor(index / 2560)}`
      const headers: Record<string, string> = {
        'content-type': 'application/json',
        'cf-connecting-ip': client,
        ...payload.headers,
      }
      if (headers['content-type'] === '') delete headers['content-type']
      const response = await call(endpoint, { method: 'POST', headers, body: payload.body })
      const text = await response.text()
      statuses[response.status] = (statuses[response.status] ?? 0) + 1
      const context = describePayload(payload)
      const { expected } = payload
      expect(response.status, context).toBe(expected.status)
      expect(text, context).not.toMatch(INTERNALS)
      const body = JSON.parse(text) as { message: unknown; issues?: { path: string; message: string }[] }
      expect(
        Object.keys(body).every((key) => key === 'message' || key === 'issues'),
        context,
      ).toBe(true)
      expect(body.message, context).toBe(expected.message)
      if (!expected.issue) {
        expect(body.issues, context).toBeUndefined()
        continue
      }
      const atPath = (body.issues ?? []).filter((issue) => issue.path === expected.issue!.path)
      expect(
        atPath.length,
        `${context}: an issue at "${expected.issue.path}" in ${JSON.stringify(body.issues)}`,
      ).toBeGreaterThan(0)
      const wanted = expected.issue.message
      if (wanted !== undefined)
        expect(atPath[0]!.message, context).toMatch(
          typeof wanted === 'string' ? new RegExp(`^${escapeRegExp(wanted)}$`) : wanted,
        )
    }
    expect(await countAllRows()).toEqual(NO_ROWS)
    console.info(`${endpoint}: ${corpus.length} payloads, statuses ${JSON.stringify(statuses)}, rows stored 0`)
  }, 120_000)
})

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
