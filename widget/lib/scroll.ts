import { ELEMENT_OF_ANCHOR } from '../../content/anchor-elements'
import type { Anchor } from '../../content/anchors'

/**
 * Finds a section by anchor: first in the caller's own shadow root (inside <bootcamp-page>),
 * then on the host document, by id or by the custom element that holds that section
 * (looking inside its open shadow root for the exact anchor).
 */
function findSection(root: ShadowRoot | Document, anchor: Anchor): HTMLElement | null {
  const own = root.getElementById(anchor)
  if (own) return own
  const onPage = document.getElementById(anchor)
  if (onPage) return onPage
  const element = document.querySelector<HTMLElement>(ELEMENT_OF_ANCHOR[anchor])
  return element?.shadowRoot?.getElementById(anchor) ?? element
}

/** Scrolls a section into view (smoothly, unless on arrival or asked not to) and moves keyboard focus to it. */
export function scrollToSection(root: ShadowRoot | Document, anchor: Anchor, instant = false) {
  const target = findSection(root, anchor)
  if (!target) return
  const smooth = !instant && !window.matchMedia('(prefers-reduced-motion: reduce)').matches
  target.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' })
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1')
  target.focus({ preventScroll: true })
}
