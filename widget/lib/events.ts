/**
 * Events for the host page. Each carries the server's message and the partner slug, never
 * what the visitor typed, so a host's analytics cannot collect a minor's personal data.
 */
export type BootcampForm = 'registration' | 'signup' | 'contact'

export interface BootcampEventDetail {
  form: BootcampForm
  /** The server's sentence on success, or the notice description on failure. */
  message: string
  /** The element's `partner` attribute, or null on the worker's own page. */
  partner: string | null
}

export const SUCCESS_EVENTS = {
  registration: 'bootcamp:registered',
  signup: 'bootcamp:signed-up',
  contact: 'bootcamp:message-sent',
} as const satisfies Record<BootcampForm, string>

export const FAILURE_EVENT = 'bootcamp:submit-failed'

export type BootcampEventName = (typeof SUCCESS_EVENTS)[BootcampForm] | typeof FAILURE_EVENT

declare global {
  interface HTMLElementEventMap {
    'bootcamp:registered': CustomEvent<BootcampEventDetail>
    'bootcamp:signed-up': CustomEvent<BootcampEventDetail>
    'bootcamp:message-sent': CustomEvent<BootcampEventDetail>
    'bootcamp:submit-failed': CustomEvent<BootcampEventDetail>
  }
}

/** The one way the widget talks to its host: bubbling, composed (it leaves the shadow root). */
export function emit(host: HTMLElement, name: BootcampEventName, detail: BootcampEventDetail) {
  host.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }))
}
