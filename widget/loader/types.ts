import type { ComponentType } from 'react'

/** What an element's chunk exports: the section it renders. */
export type SectionModule = { default: ComponentType }

/** The attributes r2wc hands every element (see define-lazy-element.ts). */
export interface ElementProps {
  apiBase?: string
  partner?: string
  turnstileSiteKey?: string
  /** Prefills the registration's session preference (`individual`, `complete`). */
  session?: string
  /** Prefills the contact form's subject. */
  subject?: string
  /** `dialog`: a button that opens the form in a modal dialog. */
  mode?: string
  /** Dialog mode: the button's text. */
  triggerLabel?: string
  container?: HTMLElement
}

/** What the runtime chunk returns once React renders an element. */
export interface MountedElement {
  update(props: ElementProps): void
  unmount(): void
}
