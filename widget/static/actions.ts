/**
 * What the pre-rendered sections do without React: their buttons carry their behaviour in data
 * attributes (written at build time by the same components), and one delegated listener per
 * shadow root, installed by the loader, runs it. This is all the JavaScript a static section needs.
 */
import type { Anchor } from '../../content/anchors'
import { scrollToSection } from '../lib/scroll'
import { holdSpace, whenReady } from '../loader/readiness'

const SCROLL_TO = 'data-scroll-to'
const MENU_TOGGLE = 'data-menu-toggle'
const PLACEHOLDER_LINK = 'data-placeholder-link'
const LANGUAGE_SWITCH = 'data-language-switch'
/** The menu button's other label ("Close menu" while closed), swapped with aria-label. */
const OTHER_LABEL = 'data-other-label'

/**
 * A link that scrolls to a section (on the page, or in another element of the host page). Without
 * script it is a plain link to the section's address (`#program`: our pages put a target of that
 * id beside each section, scripts/build/prerender.ts); with it, the click scrolls smoothly.
 */
export const scrollsTo = (anchor: Anchor) => ({ href: `#${anchor}`, [SCROLL_TO]: anchor })

/** The mobile menu's button: toggles the list it controls; its labels swap with the state. */
export const togglesMenu = (menuId: string, closeLabel: string) => ({
  [MENU_TOGGLE]: '',
  'aria-controls': menuId,
  [OTHER_LABEL]: closeLabel,
})

/**
 * A link to the same page in another language: it keeps the visitor's place. On our own site it
 * leads to the other language's page; anywhere else the elements switch where they are
 * (static/switch-language.ts, fetched on the click).
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

/** Runs the actions above for every click inside `root`; call once per shadow root (an element's constructor does). */
export function enhance(root: ShadowRoot) {
  root.addEventListener('click', (event) => {
    const target =
      event.target instanceof Element
        ? event.target.closest(`[${SCROLL_TO}],[${MENU_TOGGLE}],[${PLACEHOLDER_LINK}],[${LANGUAGE_SWITCH}]`)
        : null
    if (!target) return
    if (target.hasAttribute(PLACEHOLDER_LINK)) return event.preventDefault()
    if (target instanceof HTMLAnchorElement && target.hasAttribute(LANGUAGE_SWITCH)) {
      // With a modifier (a new tab or window) the link goes where it says.
      if (event instanceof MouseEvent && (event.ctrlKey || event.metaKey || event.shiftKey)) return
      event.preventDefault()
      return void import('./switch-language').then((chunk) =>
        chunk.switchLanguage(root, target, { holdSpace, whenReady, scrollToSection }),
      )
    }
    const menuButton = root.querySelector(`[${MENU_TOGGLE}]`)
    if (target === menuButton) return setMenuOpen(root, target, target.getAttribute('aria-expanded') !== 'true')
    // A section's link: the script scrolls instead of jumping (and finds sections in any element of the page).
    event.preventDefault()
    // Close the menu before measuring: its height would otherwise vanish mid-scroll and the page
    // would stop short of the target.
    if (menuButton) setMenuOpen(root, menuButton, false)
    // Our markup: scrollsTo() writes the attribute. No run-time check, to keep the loader small.
    // eslint-disable-next-line @typescript-eslint/no-unsafe-type-assertion
    scrollToSection(root, target.getAttribute(SCROLL_TO) as Anchor)
  })
}
