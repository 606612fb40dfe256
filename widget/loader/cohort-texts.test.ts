import { describe, expect, it, vi } from 'vitest'
import { askEarly, cohortTextsFor } from './cohort-texts'

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

describe('askEarly', () => {
  const texts = (seats: string | null, choices: number) => ({
    language: 'en',
    slots: { seats },
    choices: Array(choices).fill({}),
  })

  it('asks where the chunk came from when the element names no api-base, and reserves the seats line and the choice of cohorts once', async () => {
    const fetch = vi.fn(() => Promise.resolve(Response.json(texts('30 seats left', 2))))
    vi.stubGlobal('fetch', fetch)
    const inserted: string[] = []
    const sheet = { cssRules: { length: 0 }, insertRule: (rule: string) => inserted.push(rule) }
    askEarly(undefined, 'es', sheet as unknown as CSSStyleSheet)
    askEarly(undefined, 'es', sheet as unknown as CSSStyleSheet)
    await vi.waitFor(() => expect(inserted).toHaveLength(1))
    // Vitest loads the module from its file while the test's page is on localhost: the facts come
    // from the module's own origin (a host page's script's), not the page's.
    expect(location.origin).toBe('http://localhost:3000')
    expect(fetch).toHaveBeenCalledExactlyOnceWith('file:///api/cohorts/texts?lang=es')
    expect(inserted).toEqual([
      ':host(bootcamp-register:not([mode=dialog])){box-sizing:content-box;padding-bottom:133px}',
    ])
  })
})
