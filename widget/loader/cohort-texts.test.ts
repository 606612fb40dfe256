import { describe, expect, it, vi } from 'vitest'
import { cohortTextsFor } from './cohort-texts'

describe('cohortTextsFor', () => {
  it('answers null, not a rejection, when the API answers a body that is not JSON', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(new Response('<html>Bad gateway</html>', { status: 200 })))
    await expect(cohortTextsFor('https://api.example', 'en')).resolves.toBeNull()
  })

  it('answers null when the request fails or the API answers an error', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')))
    await expect(cohortTextsFor('https://down.example', 'en')).resolves.toBeNull()
    vi.stubGlobal('fetch', () => Promise.resolve(new Response('{}', { status: 503 })))
    await expect(cohortTextsFor('https://busy.example', 'es')).resolves.toBeNull()
  })

  it('asks once per address and language however many elements ask', async () => {
    const fetch = vi.fn(() => Promise.resolve(Response.json({ startDate: 'x' })))
    vi.stubGlobal('fetch', fetch)
    const [first, second] = await Promise.all([
      cohortTextsFor('https://once.example', 'en'),
      cohortTextsFor('https://once.example', 'en'),
    ])
    expect(first).toEqual({ startDate: 'x' })
    expect(second).toBe(first)
    expect(fetch).toHaveBeenCalledTimes(1)
  })
})
