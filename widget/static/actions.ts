/**
 * What the pre-rendered sections do without React: their buttons carry their behaviour in data
 * attributes (written at build time by the same components), and one delegated listener per
 * shadow root, installed by the loader, runs it. This is all the JavaScript a static section needs.
 */
import type { Anchor } from '../../content/anchors'
import { scrollToSection } from '../lib/scroll'

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

/** A link to the same page in another language: it keeps the visitor's place (see enhance()). */
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

/** The section the visitor is reading: of those whose top has passed the upper third of the screen, the one that started last (pricing inside schedule wins). */
function sectionInView(root: ShadowRoot): string {
  let current = ''
  let latest = -Infinity
  for (const section of root.querySelectorAll(`[${ANCHOR}]`)) {
    const top = section.getBoundingClientRect().top
    if (top < innerHeight / 3 && top > latest) [current, latest] = [section.id, top]
  }
  return current
}

/**
 * Runs the actions above for every click inside `root`; call once per shadow root. An address
 * that names a section (`/es#pricing`, from a language switch or a shared link) scrolls to it:
 * the browser cannot, as the section is inside a shadow root.
 */
export function enhance(root: ShadowRoot) {
  // The switch's pages are ours: on a partner's page its links lead to our site, not theirs.
  for (const link of root.querySelectorAll<HTMLAnchorElement>(`a[${LANGUAGE_SWITCH}]`)) link.href = new URL(link.getAttribute('href')!, import.meta.url).href
  const named = decodeURIComponent(location.hash.slice(1))
  if (named && root.getElementById(named)?.hasAttribute(ANCHOR)) scrollToSection(root, named as Anchor, true)
  root.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target.closest(`[${SCROLL_TO}],[${MENU_TOGGLE}],[${PLACEHOLDER_LINK}],[${LANGUAGE_SWITCH}]`) : null
    if (!target) return
    if (target.hasAttribute(PLACEHOLDER_LINK)) return event.preventDefault()
    // The link is followed as written, with the section being read as its fragment.
    if (target instanceof HTMLAnchorElement && target.hasAttribute(LANGUAGE_SWITCH)) return void (target.hash = sectionInView(root))
    const menuButton = root.querySelector(`[${MENU_TOGGLE}]`)
    if (target === menuButton) return setMenuOpen(root, target, target.getAttribute('aria-expanded') !== 'true')
    // Close the menu before measuring: its height would otherwise vanish mid-scroll and the page
    // would stop short of the target.
    if (menuButton) setMenuOpen(root, menuButton, false)
    scrollToSection(root, target.getAttribute(SCROLL_TO) as Anchor)
  })
}
