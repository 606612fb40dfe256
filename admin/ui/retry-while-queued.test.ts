import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderHook } from '../../test-support/render-hook'
import { useRetryWhileQueued } from './retry-while-queued'

beforeEach(() => vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] }))
afterEach(() => vi.useRealTimers())

describe('the offline queues’ one retry', () => {
  it('sends at once, again when back online, every 10 s only while something waits, and never after the screen closes', () => {
    let waiting: string[] = ['tap']
    const flush = vi.fn(() => Promise.resolve())
    const readQueue = vi.fn(() => waiting)
    const hook = renderHook(() => useRetryWhileQueued('c1', readQueue, flush))
    expect(flush).toHaveBeenCalledTimes(1)
    window.dispatchEvent(new Event('online'))
    expect(flush).toHaveBeenCalledTimes(2)
    vi.advanceTimersByTime(9_999)
    expect(flush).toHaveBeenCalledTimes(2)
    vi.advanceTimersByTime(1)
    expect(flush).toHaveBeenCalledTimes(3)
    expect(readQueue).toHaveBeenLastCalledWith('c1')
    waiting = []
    vi.advanceTimersByTime(30_000)
    expect(flush).toHaveBeenCalledTimes(3)
    hook.unmount()
    waiting = ['tap']
    window.dispatchEvent(new Event('online'))
    vi.advanceTimersByTime(30_000)
    expect(flush).toHaveBeenCalledTimes(3)
  })
})
