/**
 * Types for pages that host the elements. Ships with the package (`vital-bootcamp/types`);
 * the widget's own code uses these same declarations, so they cannot drift. They import nothing:
 * a project without React or Vue compiles against them with `skipLibCheck: false`. JSX typing
 * for React 19 is `vital-bootcamp/react` (public-types-react.d.ts), Vue's templates
 * `vital-bootcamp/vue` (public-types-vue.d.ts).
 *
 * @example
 * import type {} from 'vital-bootcamp/types'
 * document.querySelector('bootcamp-register')?.addEventListener('bootcamp:registered', (event) => {
 *   analytics.track('registration', { partner: event.detail.partner })
 * })
 */
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

/**
 * The attributes as properties (`api-base` is `apiBase`). Setting one to `null` or `undefined`
 * removes its attribute and returns the element to its default.
 */
export interface BootcampProperties {
  mode?: 'inline' | 'dialog' | null
  triggerLabel?: string | null
  apiBase?: string | null
  partner?: string | null
  turnstileSiteKey?: string | null
  session?: string | null
  subject?: string | null
  /** Dialog mode: true while the dialog is open; reflects the `open` attribute, as on `<dialog>`. */
  open?: boolean
}

/** Every <bootcamp-*> element: attributes are also properties. */
export interface BootcampElement extends HTMLElement, BootcampProperties {
  open: boolean
  /** Dialog mode: opens the form's dialog (sets `open`). Before 0.2 this was `open()`. */
  show(): void
  /** Dialog mode: closes it. */
  close(): void
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
  lang?: string
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

type DialogEvents = 'bootcamp:submit-failed' | 'bootcamp:open' | 'bootcamp:close'

/** The events each element sends (the manifest's table is checked against this). */
export interface BootcampEventsOf {
  'bootcamp-page': 'bootcamp:registered' | 'bootcamp:signed-up' | 'bootcamp:message-sent' | 'bootcamp:submit-failed'
  'bootcamp-nav': never
  'bootcamp-hero': never
  'bootcamp-stats': never
  'bootcamp-program': never
  'bootcamp-schedule': never
  'bootcamp-register': 'bootcamp:registered' | DialogEvents
  'bootcamp-signup': 'bootcamp:signed-up' | DialogEvents
  'bootcamp-research': never
  'bootcamp-contact': 'bootcamp:message-sent' | DialogEvents
  'bootcamp-footer': never
}

/** `on<event>` props for one element, as React 19 passes them to a custom element (`onbootcamp:registered`). */
export type BootcampEventProps<Tag extends BootcampTag> = {
  [Name in BootcampEventsOf[Tag] as `on${Name}`]?: (event: BootcampEventMap[Name]) => void
}

declare global {
  interface HTMLElementTagNameMap extends Record<BootcampTag, BootcampElement> {}
  interface HTMLElementEventMap extends BootcampEventMap {}
  interface DocumentEventMap extends BootcampEventMap {}
  interface WindowEventMap extends BootcampEventMap {}
}
