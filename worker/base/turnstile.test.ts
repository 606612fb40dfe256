import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SUCCESS } from '../../test-data/spec-texts'
import { SITEVERIFY_URL } from './turnstile'
import { call, clearTables, countAllRows, countRows, NO_ROWS } from '../test/helpers'

/**
 * Cloudflare's documented test secrets (developers.cloudflare.com/turnstile/troubleshooting/testing).
 * siteverify cannot be reached from this machine, so `fetch` is mocked to answer as the docs say
 * it does for each secret: the only mock in these tests.
 */
const ALWAYS_PASSES = '1x0000000000000000000000000000000AA'
const ALWAYS_FAILS = '2x0000000000000000000000000000000AA'
const DUMMY_TOKEN = 'XXXX.DUMMY.TOKEN.XXXX'

let siteverifyCalls: FormData[] = []

function mockSiteverify(behaviour: 'documented' | 'unreachable' | 'broken') {
  const realFetch = globalThis.fetch
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = input instanceof Request ? input.url : String(input)
    if (url !== SITEVERIFY_URL) return realFetch(input, init)
    if (behaviour === 'unreachable') throw new TypeError('Network connection lost.')
    if (behaviour === 'broken') return new Response('Bad gateway', { status: 502 })
    const form = init!.body as FormData
    siteverifyCalls.push(form)
    const success = form.get('secret') === ALWAYS_PASSES
    return Response.json({ success, 'error-codes': success ? [] : ['invalid-input-response'] })
  })
}

function signup(secret: string | undefined, body: Record<string, unknown>) {
  const bindings = secret ? { TURNSTILE_SECRET_KEY: secret } : {}
  return call(
    '/api/email-signup',
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'cf-connecting-ip': '203.0.113.9' },
      body: JSON.stringify(body),
    },
    undefined,
    bindings,
  )
}

beforeEach(async () => {
  siteverifyCalls = []
  await clearTables()
})
afterEach(() => vi.restoreAllMocks())

describe('Cloudflare Turnstile', () => {
  it('is off without a secret: no token needed, siteverify never called', async () => {
    mockSiteverify('documented')
    expect((await signup(undefined, { email: 'off@example.org' })).status).toBe(201)
    expect(siteverifyCalls).toHaveLength(0)
  })

  it('stores the submission when siteverify accepts the token, sending secret, token and client IP', async () => {
    mockSiteverify('documented')
    const response = await signup(ALWAYS_PASSES, { email: 'human@example.org', turnstileToken: DUMMY_TOKEN })
    expect(response.status).toBe(201)
    expect(await response.json()).toEqual({ message: SUCCESS.emailSignup })
    expect(await countRows('email_signups')).toBe(1)
    expect(siteverifyCalls).toHaveLength(1)
    expect(Object.fromEntries(siteverifyCalls[0]!.entries())).toEqual({
      secret: ALWAYS_PASSES,
      response: DUMMY_TOKEN,
      remoteip: '203.0.113.9',
    })
  })

  it('answers 403 and stores nothing when siteverify refuses the token', async () => {
    mockSiteverify('documented')
    const response = await signup(ALWAYS_FAILS, { email: 'bot@example.org', turnstileToken: DUMMY_TOKEN })
    expect(response.status).toBe(403)
    expect(await response.json()).toEqual({
      message: 'Please complete the verification challenge and try again.',
      issues: [{ path: 'turnstileToken', message: 'Please complete the verification challenge and try again.' }],
    })
    expect(await countAllRows()).toEqual(NO_ROWS)
  })

  it('answers 403 without calling siteverify when the token is missing', async () => {
    mockSiteverify('documented')
    expect((await signup(ALWAYS_PASSES, { email: 'notoken@example.org' })).status).toBe(403)
    expect(siteverifyCalls).toHaveLength(0)
    expect(await countAllRows()).toEqual(NO_ROWS)
  })

  it.each(['unreachable', 'broken'] as const)(
    'answers 503 and stores nothing when siteverify is %s',
    async (behaviour) => {
      mockSiteverify(behaviour)
      const response = await signup(ALWAYS_PASSES, { email: 'wait@example.org', turnstileToken: DUMMY_TOKEN })
      expect(response.status).toBe(503)
      expect(response.headers.get('retry-after')).toBe('30')
      expect(await response.json()).toEqual({
        message: 'Verification is unavailable right now. Please try again in a minute.',
      })
      expect(await countAllRows()).toEqual(NO_ROWS)
    },
  )
})
