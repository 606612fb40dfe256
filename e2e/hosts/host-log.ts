/**
 * What every host app records for the browser tests: each bootcamp event its own listeners
 * heard (type and detail), in order, on `window.hostEvents`.
 */
export interface HeardEvent {
  type: string
  detail: unknown
}

declare global {
  interface Window {
    hostEvents: HeardEvent[]
  }
}

export function hear(event: Event) {
  window.hostEvents ??= []
  window.hostEvents.push({ type: event.type, detail: (event as CustomEvent).detail })
}
