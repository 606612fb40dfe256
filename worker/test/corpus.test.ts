import { beforeAll, describe, expect, it } from 'vitest'
import { call, clearTables, countAllRows, NO_ROWS } from './helpers'
import { corpusFor, type Endpoint } from './corpus'

const ENDPOINTS: Endpoint[] = ['/api/register', '/api/email-signup', '/api/contact']
const INTERNALS = /\bat .+:\d+|SQLITE|INSERT|SELECT|drizzle|Failed query|TypeError|stack/i

beforeAll(clearTables)

describe.each(ENDPOINTS)('the bad-input corpus against %s', (endpoint) => {
  const corpus = corpusFor(endpoint)

  it('has at least 200 payloads', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(200)
  })

  it('answers every payload with a 4xx in the JSON error shape, reveals nothing, stores nothing', async () => {
    const statuses: Record<number, number> = {}
    for (const [index, payload] of corpus.entries()) {
      // Ten payloads per client stays within the rate limit with few limiter keys.
      const client = `10.99.${Math.floor(index / 10) % 256}.${Math.floor(index / 2560)}`
      const headers = { 'content-type': 'application/json', 'cf-connecting-ip': client, ...payload.headers }
      if (headers['content-type'] === '') delete (headers as Record<string, string>)['content-type']
      const response = await call(endpoint, { method: 'POST', headers, body: payload.body })
      const text = await response.text()
      statuses[response.status] = (statuses[response.status] ?? 0) + 1
      const context = `${payload.category}: ${typeof payload.body === 'string' ? payload.body.slice(0, 80) : 'stream'}`
      expect(response.status, context).toBeGreaterThanOrEqual(400)
      expect(response.status, context).toBeLessThan(500)
      const body = JSON.parse(text) as { message: unknown; issues?: unknown }
      expect(typeof body.message, context).toBe('string')
      expect(Object.keys(body).every((key) => key === 'message' || key === 'issues'), context).toBe(true)
      if (body.issues) expect(Array.isArray(body.issues), context).toBe(true)
      expect(text, context).not.toMatch(INTERNALS)
    }
    expect(await countAllRows()).toEqual(NO_ROWS)
    console.info(`${endpoint}: ${corpus.length} payloads, statuses ${JSON.stringify(statuses)}, rows stored 0`)
  }, 120_000)
})
