/**
 * What the pre-rendered sections do without React: their buttons carry their behaviour in data
 * attributes (written at build time by the same components), and one delegated listener per
 * shadow root, installed by the loader, runs it. This is all the JavaScript a static section needs.
 */
import type { Anchor } from '../../content/anchors'
import { scrollToSection } from '../lib/scroll'
import { READY_ATTRIBUTE } from '../loader/reserve-space'

const SCROLL_TO = 'data-scroll-to'
const MENU_TOGGLE = 'data-menu-toggle'
const PLACEHOLDER_LINK = 'data-placeholder-link'
const LANGUAGE_SWITCH = 'data-language-switch'
/** Marks each section a language switch can return the visitor to. */
const ANCHOR = 'data-anchor'
/** The menu button's other label ("Close menu" while closed), swapped with aria-label. */
const OTHER_LABEL = 'data-other-label'

/** A button that scrolls to a section (on the page, or in another element of the host page). */
export const scrollsTo = (anchor: Anchor) => ({ [SCROLL_TO]: anchor })

/** The mobile menu's button: toggles the list it controls; its labels swap with the state. */
export const togglesMenu = (menuId: string, closeLabel: string) => ({ [MENU_TOGGLE]: '', 'aria-controls': menuId, [OTHER_LABEL]: closeLabel })

/**
 * A link to the same page in another language: it keeps the visitor's place (see enhance()). On our
 * own site it leads to the other language's page; anywhere else the elements switch where they are.
 */
export const switchesLanguage = { [LANGUAGE_SWITCH]: '' }

/** A link that exists but leads nowhere yet (FAQ, social, legal): following it would jump to the top. */
export const placeholderLink = { href: '#', [PLACEHOLDER_LINK]: '' }

function setMenuOpen(root: ShadowRoot, button: Element, open: boolean) {
  if ((button.getAttribute('aria-expanded') === 'true') === open) return
  button.setAttribute('aria-expanded', String(open))
  const label = button.getAttribute('aria-label') ?? ''
  button.setAttribute('aria-label', button.getAttribute(OTHER_LABEL) ?? '')
  button.setAttribute(OTHER_LABEL, label)
  const menu = root.getElementById(button.getAttribute('aria-controls') ?? '')
  if (menu) menu.hidden = !open
}

const enhanced = new WeakSet<ShadowRoot>()

/** The section the visitor is reading: of those whose top has passed the upper third of the screen, the one that started last (pricing inside schedule wins). */
function sectionInView(root: ShadowRoot): Anchor | '' {
  let current: Anchor | '' = ''
  let latest = -Infinity
  for (const section of root.querySelectorAll(`[${ANCHOR}]`)) {
    const top = section.getBoundingClientRect().top
    if (top < innerHeight / 3 && top > latest) [current, latest] = [section.id as Anchor, top]
  }
  return current
}

function switchLanguage(event: Event, root: ShadowRoot, link: HTMLAnchorElement) {
  const section = sectionInView(root)
  const current = root.querySelector<HTMLAnchorElement>(`[${LANGUAGE_SWITCH}][aria-current]`)
  // On our own page the link is followed as written, with the section being read as its fragment.
  if (current && current.origin + current.pathname === location.origin + location.pathname) return void (link.hash = section)
  event.preventDefault()
  if (link !== current) void import('./switch-in-place').then((chunk) => chunk.switchInPlace(link.hreflang, root, section, { readyAttribute: READY_ATTRIBUTE, scrollToSection }))
}

/** Runs the actions above for every click inside `root`; call once per shadow root. */
export function enhance(root: ShadowRoot) {
  // An element mounts again when it switches language; its shadow root keeps this one listener.
  if (enhanced.has(root)) return
  enhanced.add(root)
  root.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target.closest(`[${SCROLL_TO}],[${MENU_TOGGLE}],[${PLACEHOLDER_LINK}],[${LANGUAGE_SWITCH}]`) : null
    if (!target) return
    if (target.hasAttribute(PLACEHOLDER_LINK)) return event.preventDefault()
    if (target instanceof HTMLAnchorElement && target.hasAttribute(LANGUAGE_SWITCH)) return switchLanguage(event, root, target)
    const menuButton = root.querySelector(`[${MENU_TOGGLE}]`)
    if (target === menuButton) return setMenuOpen(root, target, target.getAttribute('aria-expanded') !== 'true')
    // Close the menu before measuring: its height would otherwise vanish mid-scroll and the page
    // would stop short of the target.
    if (menuButton) setMenuOpen(root, menuButton, false)
    scrollToSection(root, target.getAttribute(SCROLL_TO) as Anchor)
  })
}
