import type { BootcampEventMap, BootcampForm } from '../public-types'

export type { BootcampForm }
export type BootcampEventName = keyof BootcampEventMap

/** The event each form sends when its submission is accepted. */
export const SUCCESS_EVENTS = {
  registration: 'bootcamp:registered',
  signup: 'bootcamp:signed-up',
  contact: 'bootcamp:message-sent',
} as const satisfies Record<BootcampForm, BootcampEventName>

export const FAILURE_EVENT = 'bootcamp:submit-failed' satisfies BootcampEventName

/**
 * The one way the widget talks to its host: bubbling and composed, so it leaves the shadow
 * root. The detail carries the server's message and the partner, never what was typed.
 */
export function emit<Name extends BootcampEventName>(
  host: HTMLElement | null,
  name: Name,
  detail: BootcampEventMap[Name]['detail'],
) {
  host?.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }))
}
