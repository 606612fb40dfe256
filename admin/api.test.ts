import { afterEach, describe, expect, it, vi } from 'vitest'
import { QueryClient, QueryObserver } from '@tanstack/react-query'
import { EVERY_SCREEN, errorText, fetchEveryScreenAgain, getQueryFn, request, RequestError } from './api'
import { pathOf } from '../contract/endpoints'

const fetchAnswering = (status: number, body: string, statusText = '') =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(body || null, { status, statusText })),
  )

afterEach(() => vi.unstubAllGlobals())

describe('request', () => {
  it('sends the session cookie and hands back an ok answer', async () => {
    fetchAnswering(200, '{"ok":true}')
    const response = await request('/api/admin/overview', { method: 'GET' })
    expect(await response.json()).toEqual({ ok: true })
    expect(vi.mocked(fetch)).toHaveBeenCalledWith('/api/admin/overview', { credentials: 'include', method: 'GET' })
  })

  it('throws the status, a colon and the body text, with our error shape when the body is one', async () => {
    fetchAnswering(409, '{"error":"conflict","message":"The cohort is full."}')
    const error: unknown = await request('/api/admin/x').catch((thrown: unknown) => thrown)
    expect(error).toBeInstanceOf(RequestError)
    expect(error).toMatchObject({
      status: 409,
      message: '409: {"error":"conflict","message":"The cohort is full."}',
      body: { error: 'conflict', message: 'The cohort is full.' },
    })
    expect(errorText(error)).toBe('The cohort is full.')
  })

  it('says the status text when the body is empty, and has no error shape for text', async () => {
    fetchAnswering(502, '', 'Bad Gateway')
    const empty = await request('/api/admin/x').catch((thrown: unknown) => thrown)
    expect(errorText(empty)).toBe('502: Bad Gateway')
    fetchAnswering(500, 'upstream timed out')
    const text = await request('/api/admin/x').catch((thrown: unknown) => thrown)
    expect(text).toMatchObject({ body: null })
    expect(errorText(text)).toBe('500: upstream timed out')
  })
})

describe('errorText', () => {
  it('reads any other failure’s message, or the thing itself', () => {
    expect(errorText(new TypeError('Failed to fetch'))).toBe('Failed to fetch')
    expect(errorText('offline')).toBe('offline')
  })
})

describe('getQueryFn', () => {
  const run = (on401: 'returnNull' | 'throw') =>
    getQueryFn<{ email: string }>({ on401 })({
      queryKey: ['/api/admin', 'me'],
      // The rest of TanStack's context is not read.
      signal: new AbortController().signal,
      meta: undefined,
      client: undefined as never,
    })

  it('GETs the key’s segments joined by slashes and parses the answer', async () => {
    fetchAnswering(200, '{"email":"staff@vitalbootcamp.org"}')
    expect(await run('throw')).toEqual({ email: 'staff@vitalbootcamp.org' })
    expect(vi.mocked(fetch)).toHaveBeenCalledWith('/api/admin/me', { credentials: 'include' })
  })

  it('answers null for a 401 only when asked to, and throws every other failure', async () => {
    fetchAnswering(401, '{"error":"unauthorized","message":"Sign in first."}')
    expect(await run('returnNull')).toBeNull()
    await expect(run('throw')).rejects.toMatchObject({ status: 401 })
    fetchAnswering(403, '{"error":"forbidden","message":"Not allowed."}')
    await expect(run('returnNull')).rejects.toMatchObject({ status: 403 })
  })
})

describe('pathOf', () => {
  it('writes in every parameter, camel-cased names included, each encoded', () => {
    expect(pathOf('reportNote', { id: 'c 1', registrationId: 'r1' })).toBe(
      '/api/admin/cohorts/c%201/assessment/r1/note',
    )
    expect(pathOf('cohortFollowUpAnswers', { id: 'c1' }, 'a=1')).toBe('/api/admin/cohorts/c1/follow-up-answers?a=1')
  })
})

describe('fetchEveryScreenAgain', () => {
  it('asks again for a screen whose first answer is still on its way, and keeps the new answer', async () => {
    const client = new QueryClient()
    const answers: ((value: string) => void)[] = []
    const queryFn = vi.fn(() => new Promise<string>((resolve) => answers.push(resolve)))
    // A screen on show (an observer), its first fetch sent before the service worker took control.
    const unsubscribe = new QueryObserver(client, { queryKey: [...EVERY_SCREEN, 'roster'], queryFn }).subscribe(
      () => {},
    )
    expect(queryFn).toHaveBeenCalledTimes(1)

    const done = fetchEveryScreenAgain(client)
    await vi.waitFor(() => expect(queryFn).toHaveBeenCalledTimes(2))
    answers[0]!('past the worker')
    answers[1]!('through the worker')
    await done
    expect(client.getQueryData([...EVERY_SCREEN, 'roster'])).toBe('through the worker')
    unsubscribe()
  })

  it('asks again for a screen that has its answer, and leaves "who am I" alone', async () => {
    const client = new QueryClient()
    const screen = vi.fn(async () => 'roster')
    const me = vi.fn(async () => 'staff')
    const observers = [
      new QueryObserver(client, { queryKey: [...EVERY_SCREEN, 'roster'], queryFn: screen }),
      new QueryObserver(client, { queryKey: ['/api/admin/session'], queryFn: me }),
    ].map((observer) => observer.subscribe(() => {}))
    await vi.waitFor(() => expect(client.getQueryData([...EVERY_SCREEN, 'roster'])).toBe('roster'))

    await fetchEveryScreenAgain(client)
    expect(screen).toHaveBeenCalledTimes(2)
    expect(me).toHaveBeenCalledTimes(1)
    for (const unsubscribe of observers) unsubscribe()
  })
})
