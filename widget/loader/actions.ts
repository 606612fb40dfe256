import { holdSpace, whenReady } from './readiness'

/** The attributes of static/actions.ts, written here: the loader shares no module with chunks. */
const PLACEHOLDER_LINK = 'data-placeholder-link'
const LANGUAGE_SWITCH = 'data-language-switch'
const ACTION = `[data-scroll-to],[data-menu-toggle],[${PLACEHOLDER_LINK}],[${LANGUAGE_SWITCH}]`

const actions = () => import('../static/act')

/**
 * One delegated listener per shadow root (an element's constructor installs it) for the buttons
 * of static sections: scroll to a section, the mobile menu, placeholder links, the language
 * switch. What they do is a small chunk, asked for as the visitor reaches for one (a touch, a
 * press, focus), so that it is in by the click; here is decided only what cannot wait: whether
 * the browser follows a link.
 */
export function enhance(root: ShadowRoot) {
  const prefetch = () => void actions()
  root.addEventListener('pointerdown', prefetch)
  root.addEventListener('focusin', prefetch)
  root.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target.closest(ACTION) : null
    if (!target) return
    // A placeholder's `#` would jump to the top. A section's link (`#program`, for pages without
    // script) scrolls smoothly instead of jumping, and the language switch acts in place; with a
    // modifier (a new tab or window) either link goes where it says.
    if (target.hasAttribute(PLACEHOLDER_LINK)) return event.preventDefault()
    if (
      target.hasAttribute('href') &&
      event instanceof MouseEvent &&
      (event.ctrlKey || event.metaKey || event.shiftKey)
    )
      return
    event.preventDefault()
    void actions().then((chunk) => chunk.act(root, target, { holdSpace, whenReady }))
  })
}
