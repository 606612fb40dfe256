/**
 * What a button of a static section does, fetched as the visitor reaches for one: the loader's
 * delegated listener (loader/actions.ts) hears the click and hands its target here.
 */
import type { Anchor } from '../../content/anchors'
import { scrollToSection } from '../lib/scroll'
import { LANGUAGE_SWITCH, MENU_TOGGLE, OTHER_LABEL, SCROLL_TO } from './actions'
import { switchLanguage, type SwitchTools } from './switch-language'

function setMenuOpen(root: ShadowRoot, button: Element, open: boolean) {
  if ((button.getAttribute('aria-expanded') === 'true') === open) return
  button.setAttribute('aria-expanded', String(open))
  const label = button.getAttribute('aria-label') ?? ''
  button.setAttribute('aria-label', button.getAttribute(OTHER_LABEL) ?? '')
  button.setAttribute(OTHER_LABEL, label)
  const menu = root.getElementById(button.getAttribute('aria-controls') ?? '')
  if (menu) menu.hidden = !open
}

/** Runs the action of `target`, clicked inside `root` (the loader has already kept a link from being followed). */
export function act(root: ShadowRoot, target: Element, tools: SwitchTools) {
  if (target instanceof HTMLAnchorElement && target.hasAttribute(LANGUAGE_SWITCH))
    return switchLanguage(root, target, tools)
  const menuButton = root.querySelector(`[${MENU_TOGGLE}]`)
  if (target === menuButton) return setMenuOpen(root, target, target.getAttribute('aria-expanded') !== 'true')
  // Close the menu before measuring: its height would otherwise vanish mid-scroll and the page
  // would stop short of the target.
  if (menuButton) setMenuOpen(root, menuButton, false)
  // Our markup: scrollsTo() writes the attribute.
  // eslint-disable-next-line @typescript-eslint/no-unsafe-type-assertion
  scrollToSection(root, target.getAttribute(SCROLL_TO) as Anchor)
}
