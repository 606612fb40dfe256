import { useSyncExternalStore } from 'react'

const neverChanges = () => () => {}

/**
 * False while rendering at build time and while hydrating pre-rendered markup, true after:
 * the server and the hydrating client agree (no mismatch), then React re-renders with true.
 * A client-only mount is true from its first render.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  )
}
