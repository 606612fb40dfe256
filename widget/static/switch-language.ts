/**
 * The language switch (EN | ES), run by act.ts. On our own site it follows its link to the
 * other language's page, with the section being read as the address's fragment. Anywhere else (a
 * partner school's page, an iframe embed) every bootcamp element on the page renders again in the
 * chosen language where it stands, so the family stays on the school's page and what they send
 * keeps the school's `partner`. What it needs from the loader is handed to it: chunks share no
 * module with the loader.
 */
import type { Anchor } from '../../content/anchors'
import { scrollToSection } from '../lib/scroll'
import { ANCHOR_ATTRIBUTE } from '../markup'

export interface SwitchTools {
  /** The loader's readiness (loader/readiness.ts): holds an element's space until it renders, and calls back then. */
  holdSpace(root: ShadowRoot): void
  whenReady(element: Element, then: () => void): void
}

export function switchLanguage(root: ShadowRoot, link: HTMLAnchorElement, tools: SwitchTools) {
  const section = sectionInView(root)
  const current = root.querySelector<HTMLAnchorElement>('a[hreflang][aria-current]')
  if (current && current.origin + current.pathname === location.origin + location.pathname) {
    link.hash = section
    location.assign(link.href)
  } else if (link !== current) switchInPlace(link.hreflang, root, section, tools)
}

/** The section the visitor is reading: of those whose top has passed the upper third of the screen, the one that started last (pricing inside schedule wins). */
function sectionInView(root: ShadowRoot): Anchor | '' {
  let current: Anchor | '' = ''
  let latest = -Infinity
  for (const section of root.querySelectorAll(`[${ANCHOR_ATTRIBUTE}]`)) {
    const top = section.getBoundingClientRect().top
    // eslint-disable-next-line @typescript-eslint/no-unsafe-type-assertion -- the elements marked as anchors carry an anchor as their id
    if (top < innerHeight / 3 && top > latest) [current, latest] = [section.id as Anchor, top]
  }
  return current
}

function switchInPlace(
  language: string,
  from: ShadowRoot,
  section: Anchor | '',
  { holdSpace, whenReady }: SwitchTools,
) {
  const elements = [...document.querySelectorAll<HTMLElement>('*')].filter(
    (element) => element.localName.startsWith('bootcamp-') && element.shadowRoot,
  )
  for (const element of elements) {
    const { parentNode, nextSibling } = element
    if (!parentNode) continue
    // Held at its height while the other language's code arrives, so nothing under the visitor moves.
    const { minHeight } = element.style
    element.style.minHeight = `${element.offsetHeight}px`
    element.lang = language
    // Taken out (the element unmounts it), emptied, and put back: it mounts afresh, and the loader
    // reads its new language. The element stays the same object, so the school's listeners on it stay.
    element.remove()
    element.shadowRoot!.replaceChildren()
    holdSpace(element.shadowRoot!)
    parentNode.insertBefore(element, nextSibling)
    whenReady(element, () => {
      element.style.minHeight = minHeight
      if (element.shadowRoot !== from) return
      // The visitor keeps their place; focus, which was on the switch, goes to that section or the switch.
      if (section) scrollToSection(from, section, true)
      else from.querySelector<HTMLElement>(`[hreflang="${language}"]`)?.focus()
    })
  }
}
