import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { NOTICES } from '../../content/notices'
import { NoticeViewport } from './NoticeViewport'
import type { Notice } from './types'

interface NoticeState {
  notice: Notice | null
  open: boolean
}

interface NoticeApi {
  notify: (notice: Omit<Notice, 'id'>) => void
}

const NoticeContext = createContext<NoticeApi | null>(null)

export function useNotices(): NoticeApi {
  const api = useContext(NoticeContext)
  if (!api) throw new Error('useNotices() outside a NoticeProvider')
  return api
}

/**
 * One notice at a time (a new one replaces the current), shown for 5000 ms unless the pointer
 * or focus is on it, dismissed by timer, close button or swipe. A dismissed notice leaves the
 * screen (and the live region) at once; its data is dropped after the remove delay.
 */
export function NoticeProvider({ children, label }: { children: ReactNode; label?: string }) {
  const [state, setState] = useState<NoticeState>({ notice: null, open: false })
  const [paused, setPaused] = useState(false)
  const nextId = useRef(1)

  const notify = useCallback((notice: Omit<Notice, 'id'>) => {
    setState({ notice: { ...notice, id: nextId.current++ }, open: true })
    setPaused(false)
  }, [])
  const dismiss = useCallback(() => setState((current) => ({ ...current, open: false })), [])

  useEffect(() => {
    if (!state.open || paused) return
    const timer = setTimeout(dismiss, NOTICES.durationMs)
    return () => clearTimeout(timer)
  }, [state.open, state.notice, paused, dismiss])

  useEffect(() => {
    if (state.open || !state.notice) return
    const timer = setTimeout(() => setState({ notice: null, open: false }), NOTICES.removeDelayMs)
    return () => clearTimeout(timer)
  }, [state.open, state.notice])

  const api = useMemo(() => ({ notify }), [notify])
  return (
    <NoticeContext.Provider value={api}>
      {children}
      <NoticeViewport label={label} notice={state.open ? state.notice : null} onDismiss={dismiss} onPause={setPaused} />
    </NoticeContext.Provider>
  )
}
