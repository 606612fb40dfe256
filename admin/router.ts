import { useSyncExternalStore } from 'react'

/** The console's screens live under /admin; the worker serves the same shell for each. */
export const BASE = '/admin'

const subscribe = (onChange: () => void) => {
  window.addEventListener('popstate', onChange)
  return () => window.removeEventListener('popstate', onChange)
}

/** The path below /admin ("" for the overview) and the search string, kept in the address bar. */
export function useLocation() {
  const path = useSyncExternalStore(subscribe, () => window.location.pathname)
  const search = useSyncExternalStore(subscribe, () => window.location.search)
  return { path: path.slice(BASE.length).replace(/^\/|\/$/g, ''), search }
}

export function navigate(to: string) {
  if (to === window.location.pathname + window.location.search) return
  window.history.pushState(null, '', to)
  window.dispatchEvent(new PopStateEvent('popstate'))
}

/** A click on an in-console link changes screens without reloading; modified clicks open tabs as usual. */
export function followLink(event: React.MouseEvent<HTMLAnchorElement>) {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
  event.preventDefault()
  navigate(event.currentTarget.getAttribute('href') ?? BASE)
}
