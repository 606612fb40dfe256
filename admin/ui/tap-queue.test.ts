import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderHook } from '../../test-support/render-hook'
import { useTapQueue } from './tap-queue'

const KEY = 'vital-check-in:c1'
const NOW = '2027-03-06T14:00:00.000Z'
const ana = { registrationId: 'ana', sessionDate: '2027-03-06', present: true }
const ben = { registrationId: 'ben', sessionDate: '2027-03-06', present: true }

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>
const saved = () => new Response(JSON.stringify({ saved: 1 }), { status: 200 })
const stored = () => JSON.parse(localStorage.getItem(KEY) ?? 'null') as unknown
const sentTaps = (call: number) => JSON.parse(String(fetchMock.mock.calls[call]?.[1]?.body)) as unknown
/** Lets the request's promises settle and React apply what they set. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)))

beforeEach(() => {
  vi.useFakeTimers({ now: new Date(NOW), toFake: ['Date'] })
  fetchMock = vi.fn<typeof fetch>()
  vi.stubGlobal('fetch', fetchMock)
})
afterEach(() => {
  vi.useRealTimers()
  localStorage.clear()
})

function renderQueue() {
  const onSaved = vi.fn()
  const queue = renderHook(() => useTapQueue('c1', onSaved))
  return { queue, onSaved }
}

describe('useTapQueue', () => {
  it('keeps a tap in storage, sends it at once, and lets it go once saved', async () => {
    fetchMock.mockResolvedValue(saved())
    const { queue, onSaved } = renderQueue()
    act(() => queue.current.tap(ana))
    expect(stored()).toEqual([{ ...ana, tappedAt: NOW }])
    await settle()
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/admin/cohorts/c1/attendance')
    expect(sentTaps(0)).toEqual({ taps: [{ ...ana, tappedAt: NOW }] })
    expect(stored()).toEqual([])
    expect(queue.current.queue).toEqual([])
    expect(queue.current.state).toBe('idle')
    expect(onSaved).toHaveBeenCalledTimes(1)
    queue.unmount()
  })

  it('holds taps made offline, the latest per participant and session, and sends them when back online', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
    const { queue, onSaved } = renderQueue()
    act(() => queue.current.tap(ana))
    await settle()
    act(() => queue.current.tap(ben))
    await settle()
    act(() => queue.current.tap({ ...ana, present: false }))
    await settle()
    expect(queue.current.state).toBe('waiting')
    expect(queue.current.queue).toEqual([
      { ...ben, tappedAt: NOW },
      { ...ana, present: false, tappedAt: NOW },
    ])
    expect(onSaved).not.toHaveBeenCalled()

    fetchMock.mockResolvedValue(saved())
    await act(async () => {
      window.dispatchEvent(new Event('online'))
    })
    await settle()
    expect(sentTaps(fetchMock.mock.calls.length - 1)).toEqual({
      taps: [
        { ...ben, tappedAt: NOW },
        { ...ana, present: false, tappedAt: NOW },
      ],
    })
    expect(queue.current.queue).toEqual([])
    expect(queue.current.state).toBe('idle')
    queue.unmount()
  })

  it('keeps a tap made while the request was on its way', async () => {
    let answer: (response: Response) => void = () => {}
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)))
    const { queue } = renderQueue()
    act(() => queue.current.tap(ana))
    act(() => queue.current.tap(ben))
    expect(fetchMock).toHaveBeenCalledTimes(1)
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
    await act(async () => answer(saved()))
    await settle()
    expect(queue.current.queue).toEqual([{ ...ben, tappedAt: NOW }])
    queue.unmount()
  })

  it('drops taps the API refuses, which would never be saved, and says so', async () => {
    fetchMock.mockResolvedValue(new Response('{"error":"invalid","message":"No session that day."}', { status: 400 }))
    const { queue } = renderQueue()
    act(() => queue.current.tap(ana))
    await settle()
    expect(stored()).toEqual([])
    expect(queue.current.state).toBe('failed')
    queue.unmount()
  })

  it('starts from the taps kept in storage, ignoring anything there that is not a tap', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
    const notTaps = [{ ...ben, present: 'yes', tappedAt: NOW }, { ...ben, tappedAt: 1 }, { ...ben }, 'tap', null]
    localStorage.setItem(KEY, JSON.stringify([{ ...ana, tappedAt: NOW }, ...notTaps]))
    const { queue } = renderQueue()
    expect(queue.current.queue).toEqual([{ ...ana, tappedAt: NOW }])
    await settle()
    expect(sentTaps(0)).toEqual({ taps: [{ ...ana, tappedAt: NOW }] })
    queue.unmount()
    localStorage.setItem(KEY, '{not json')
    const damaged = renderQueue().queue
    expect(damaged.current.queue).toEqual([])
    damaged.unmount()
  })
})
