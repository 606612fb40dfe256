import { useSyncExternalStore } from 'react'

/** The console's screens live under /admin; the worker serves the same shell for each. */
export const BASE = '/admin'

const subscribe = (onChange: () => void) => {
  window.addEventListener('popstate', onChange)
  return () => window.removeEventListener('popstate', onChange)
}

/** What a screen keeps in the tab's history entry but never in the address: a list's search text. */
export interface ScreenState {
  searchText?: string
}

// Only this router writes the history's state, always a ScreenState.
// eslint-disable-next-line @typescript-eslint/no-unsafe-type-assertion -- see above
const stateOf = (): ScreenState => (window.history.state as ScreenState | null) ?? {}

/**
 * The path below /admin ("" for the overview), the search string kept in the address bar, and
 * the search text kept out of it (in history.state: it survives a reload and Back, but never
 * reaches a URL, a server log or a shared link).
 */
export function useLocation() {
  const path = useSyncExternalStore(subscribe, () => window.location.pathname)
  const search = useSyncExternalStore(subscribe, () => window.location.search)
  const searchText = useSyncExternalStore(subscribe, () => stateOf().searchText ?? '')
  return { path: path.slice(BASE.length).replace(/^\/|\/$/g, ''), search, searchText }
}

export function navigate(to: string, state: ScreenState = {}) {
  if (
    to === window.location.pathname + window.location.search &&
    (state.searchText ?? '') === (stateOf().searchText ?? '')
  )
    return
  window.history.pushState(state, '', to)
  window.dispatchEvent(new PopStateEvent('popstate'))
}

/**
 * An older link or bookmark with `?q=` still searches, but the text leaves the address at once
 * for the history entry's state.
 */
export function moveSearchOutOfAddress() {
  const url = new URL(window.location.href)
  const text = url.searchParams.get('q')
  if (text === null) return
  url.searchParams.delete('q')
  window.history.replaceState({ ...stateOf(), searchText: text }, '', url.pathname + url.search)
}

/** A click on an in-console link changes screens without reloading; modified clicks open tabs as usual. */
export function followLink(event: React.MouseEvent<HTMLAnchorElement>) {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
  event.preventDefault()
  navigate(event.currentTarget.getAttribute('href') ?? BASE)
}
