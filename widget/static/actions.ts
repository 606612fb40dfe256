/**
 * What the pre-rendered sections do without React: their buttons carry their behaviour in data
 * attributes (written at build time by the same components), one delegated listener per shadow
 * root, installed by the loader (loader/actions.ts), hears their clicks, and act.ts runs them.
 * This is all the JavaScript a static section needs.
 */
import type { Anchor } from '../../content/anchors'

export const SCROLL_TO = 'data-scroll-to'
export const MENU_TOGGLE = 'data-menu-toggle'
const PLACEHOLDER_LINK = 'data-placeholder-link'
export const LANGUAGE_SWITCH = 'data-language-switch'
/** The menu button's other label ("Close menu" while closed), swapped with aria-label. */
export const OTHER_LABEL = 'data-other-label'

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
 * (static/switch-language.ts).
 */
export const switchesLanguage = { [LANGUAGE_SWITCH]: '' }

/** A link that exists but leads nowhere yet (FAQ, social, legal): following it would jump to the top. */
export const placeholderLink = { href: '#', [PLACEHOLDER_LINK]: '' }
