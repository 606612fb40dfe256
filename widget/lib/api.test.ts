import { describe, expect, it, vi } from 'vitest'
import { postJson, RequestError } from './api'

describe('RequestError', () => {
  it('says the status and our error shape’s sentence, and keeps its field issues', () => {
    const body = JSON.stringify({
      error: 'invalid',
      message: 'Some fields need attention.',
      issues: [{ path: 'email', message: 'Valid email is required' }],
    })
    const error = new RequestError(400, body, 'Bad Request')
    expect(error.message).toBe('400: Some fields need attention.')
    expect(error.issues).toEqual([{ path: 'email', message: 'Valid email is required' }])
  })

  it('says the body text when it is not our shape, else the status text, with no issues', () => {
    expect(new RequestError(502, '<h1>Bad gateway</h1>', 'Bad Gateway').message).toBe('502: <h1>Bad gateway</h1>')
    expect(new RequestError(503, '', 'Service Unavailable').message).toBe('503: Service Unavailable')
    expect(new RequestError(429, '{"message":"Slow down.","issues":"none"}', '').issues).toEqual([])
  })
})

describe('postJson', () => {
  it('posts JSON with cookies in the element’s language to a path of the API, and reads the answer', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => new Response('{"message":"Thanks!"}', { status: 201 }))
    vi.stubGlobal('fetch', fetchMock)
    expect(await postJson('https://api.example/base/', '/api/contact', { name: 'Ana' }, 'es')).toEqual({
      message: 'Thanks!',
    })
    const [url, init] = fetchMock.mock.calls[0]!
    expect(String(url)).toBe('https://api.example/api/contact')
    expect(init).toEqual({
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Accept-Language': 'es' },
      body: '{"name":"Ana"}',
      credentials: 'include',
    })
  })

  it('throws a RequestError for an answer that is not ok', async () => {
    vi.stubGlobal('fetch', async () => new Response('{"error":"rate","message":"Too many."}', { status: 429 }))
    await expect(postJson('https://api.example', '/api/signup', {})).rejects.toMatchObject({
      status: 429,
      message: '429: Too many.',
    })
  })
})
