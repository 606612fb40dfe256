import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderHook } from '../test-support/render-hook'
import { moveSearchOutOfAddress, navigate, useLocation } from './router'

beforeEach(() => window.history.replaceState(null, '', '/admin'))
afterEach(() => window.history.replaceState(null, '', '/'))

describe('navigate', () => {
  it('adds a history entry with the screen’s state and tells the screens', () => {
    const changes = vi.fn()
    window.addEventListener('popstate', changes)
    navigate('/admin/registrations?status=seated', { searchText: 'Ana' })
    window.removeEventListener('popstate', changes)
    expect(window.location.pathname + window.location.search).toBe('/admin/registrations?status=seated')
    expect(window.history.state).toEqual({ searchText: 'Ana' })
    expect(changes).toHaveBeenCalledTimes(1)
  })

  it('adds no entry for the screen already shown with the same search text', () => {
    navigate('/admin/messages', { searchText: 'Ana' })
    const entries = window.history.length
    navigate('/admin/messages', { searchText: 'Ana' })
    expect(window.history.length).toBe(entries)
    navigate('/admin/messages', {})
    expect(window.history.length).toBe(entries + 1)
  })
})

describe('moveSearchOutOfAddress', () => {
  it('moves an old link’s ?q= into the history entry and keeps the other parameters', () => {
    window.history.replaceState(null, '', '/admin/registrations?q=Ana%20Ruiz&status=seated')
    moveSearchOutOfAddress()
    expect(window.location.pathname + window.location.search).toBe('/admin/registrations?status=seated')
    expect(window.history.state).toEqual({ searchText: 'Ana Ruiz' })
  })

  it('leaves an address without one alone', () => {
    window.history.replaceState({ searchText: 'kept' }, '', '/admin/registrations?status=seated')
    moveSearchOutOfAddress()
    expect(window.location.pathname + window.location.search).toBe('/admin/registrations?status=seated')
    expect(window.history.state).toEqual({ searchText: 'kept' })
  })
})

describe('useLocation', () => {
  it('reads the path below /admin, the address’s search and the entry’s search text, and follows navigation', () => {
    const location = renderHook(useLocation)
    expect(location.current).toEqual({ path: '', search: '', searchText: '' })
    act(() => navigate('/admin/cohorts/c1/?view=roster', { searchText: 'Ben' }))
    expect(location.current).toEqual({ path: 'cohorts/c1', search: '?view=roster', searchText: 'Ben' })
    location.unmount()
  })
})
