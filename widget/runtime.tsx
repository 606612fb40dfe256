/**
 * The shared runtime chunk: React, the stylesheet and the element root. Loaded once per page,
 * whatever the number of elements, the first time one of them comes near the viewport.
 */
import { useLayoutEffect, type ComponentType } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { PARTNER_SLUG } from '../contract/schemas'
import { SCRIPT_ORIGIN } from './lib/api'
import { ElementRoot, type ElementContextValue } from './lib/element-context'
import type { ElementProps, MountedElement } from './loader/lazy-renderer'
import { widgetStyleSheet } from './styles/stylesheet'

/** Marks the element React renders into; pre-rendered pages ship it inside the shadow root. */
export const ROOT_ATTRIBUTE = 'data-bootcamp-root'

/**
 * A mistyped `partner` attribute must not stop a family from registering: the submission goes
 * out unattributed and the host developer is told in the console.
 */
function validPartner(tag: string, partner: string | undefined): string | null {
  if (!partner) return null
  if (PARTNER_SLUG.test(partner)) return partner
  console.warn(`<${tag}>: the partner attribute must be a lower-case slug (a-z, 0-9, -; at most 40 characters). Submissions are sent without it.`)
  return null
}

function contextFor(root: ShadowRoot, tag: string, props: ElementProps): ElementContextValue {
  return {
    root,
    host: root.host as HTMLElement,
    apiBase: props.apiBase || SCRIPT_ORIGIN,
    partner: validPartner(tag, props.partner),
    turnstileSiteKey: props.turnstileSiteKey || null,
  }
}

/** Tells the loader the content is in (it frees the reserved space), in the frame it is painted. */
function OnCommitted({ callback }: { callback: () => void }) {
  useLayoutEffect(callback, [callback])
  return null
}

/** The tree under ElementRoot, identical at build time and in the browser (hydration needs that). */
export function SectionTree({ Section, onCommitted }: { Section: ComponentType; onCommitted?: () => void }) {
  return (
    <>
      <Section />
      {onCommitted && <OnCommitted callback={onCommitted} />}
    </>
  )
}

/**
 * Renders an element's section into its shadow root. If the page was pre-rendered (a
 * declarative shadow root holding the same markup), React hydrates it: nothing visibly changes.
 */
export function mountElement(shadow: ShadowRoot, tag: string, Section: ComponentType, props: ElementProps, onCommitted: () => void): MountedElement {
  shadow.adoptedStyleSheets = [widgetStyleSheet()]
  const render = (next: ElementProps) => (
    <ElementRoot value={contextFor(shadow, tag, next)}>
      <SectionTree Section={Section} onCommitted={onCommitted} />
    </ElementRoot>
  )
  // Not querySelector(':scope > …'): a shadow root is a fragment, which has no :scope element.
  const prerendered = [...shadow.children].find((child) => child.hasAttribute(ROOT_ATTRIBUTE))
  if (prerendered) {
    const root = hydrateRoot(prerendered, render(props))
    return { update: (next) => root.render(render(next)), unmount: () => root.unmount() }
  }
  const container = document.createElement('div')
  container.setAttribute(ROOT_ATTRIBUTE, '')
  shadow.append(container)
  const root = createRoot(container)
  root.render(render(props))
  return { update: (next) => root.render(render(next)), unmount: () => root.unmount() }
}
