/**
 * Types for pages that host the elements. Ships with the package (`vital-bootcamp/types`);
 * the widget's own code uses these same declarations, so they cannot drift.
 *
 * @example
 * import type {} from 'vital-bootcamp/types'
 * document.querySelector('bootcamp-register')?.addEventListener('bootcamp:registered', (event) => {
 *   analytics.track('registration', { partner: event.detail.partner })
 * })
 */
import type { DetailedHTMLProps, HTMLAttributes } from 'react'

export type BootcampForm = 'registration' | 'signup' | 'contact'

/** What every bootcamp:* event carries: never what the visitor typed. */
export interface BootcampEventDetail {
  form: BootcampForm
  /** The server's sentence on success, or the notice description on failure. */
  message: string
  /** The element's `partner` attribute, or null on the worker's own page. */
  partner: string | null
  /** `bootcamp:registered` only: a seat in the cohort, a place on its waitlist, or interest in the next cohort while none is open. */
  status?: 'seated' | 'waitlisted' | 'interest'
}

export type BootcampEvent = CustomEvent<BootcampEventDetail>

/** What bootcamp:open and bootcamp:close carry (dialog mode). */
export interface BootcampDialogDetail {
  form: BootcampForm
  partner: string | null
}

/** Every <bootcamp-*> element: attributes are also properties. */
export interface BootcampElement extends HTMLElement {
  /** Dialog mode: opens the form's dialog (sets the `open` attribute). */
  open(): void
  /** Dialog mode: closes it. */
  close(): void
  mode?: 'inline' | 'dialog'
  triggerLabel?: string
  apiBase?: string
  partner?: string
  turnstileSiteKey?: string
  session?: string
  subject?: string
}

/** Attributes accepted in markup and JSX. */
export interface BootcampElementAttributes {
  'api-base'?: string
  partner?: string
  'turnstile-site-key'?: string
  mode?: 'inline' | 'dialog'
  'trigger-label'?: string
  open?: boolean
  session?: string
  subject?: string
}

/** Every element the script defines; the loader's table is checked against this list. */
export type BootcampTag =
  | 'bootcamp-page'
  | 'bootcamp-nav'
  | 'bootcamp-hero'
  | 'bootcamp-stats'
  | 'bootcamp-program'
  | 'bootcamp-schedule'
  | 'bootcamp-register'
  | 'bootcamp-signup'
  | 'bootcamp-research'
  | 'bootcamp-contact'
  | 'bootcamp-footer'

/** The events bubble and are composed, so the element, the document and window all hear them. */
export interface BootcampEventMap {
  'bootcamp:registered': BootcampEvent
  'bootcamp:signed-up': BootcampEvent
  'bootcamp:message-sent': BootcampEvent
  'bootcamp:submit-failed': BootcampEvent
  'bootcamp:open': CustomEvent<BootcampDialogDetail>
  'bootcamp:close': CustomEvent<BootcampDialogDetail>
}

declare global {
  interface HTMLElementTagNameMap extends Record<BootcampTag, BootcampElement> {}
  interface HTMLElementEventMap extends BootcampEventMap {}
  interface DocumentEventMap extends BootcampEventMap {}
  interface WindowEventMap extends BootcampEventMap {}
}

type BootcampJsxElement = DetailedHTMLProps<HTMLAttributes<BootcampElement>, BootcampElement> & BootcampElementAttributes

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements extends Record<BootcampTag, BootcampJsxElement> {}
  }
}
