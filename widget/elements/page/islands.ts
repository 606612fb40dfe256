import type { Anchor } from '../../../content/anchors'
import { scrollToSection } from '../../lib/scroll'
import type { ElementModule, MountedElement } from '../../loader/types'
import { ANCHOR_ATTRIBUTE, ISLAND_ATTRIBUTE } from '../../markup'
import type { BootcampTag } from '../../public-types'

/**
 * `<bootcamp-page>` in the browser: the static sections are the build's HTML and stay as they
 * are (their buttons and the menu work from the loader's delegated listener). Each form is an island:
 * as it comes near, React and the form's code download and hydrate it in place, so a visitor
 * who reads the top of the page downloads no React at all.
 */
export const pageElement: ElementModule = {
  mount(context) {
    const { root, loaders, whenNear, language } = context
    context.ready()
    let props = context.props
    let stopped = false
    const forms: MountedElement[] = []
    const started = new Set<HTMLElement>()
    const start = async (island: HTMLElement) => {
      if (started.has(island)) return
      started.add(island)
      // eslint-disable-next-line @typescript-eslint/no-unsafe-type-assertion -- the build writes this attribute, with one of our tags
      const tag = island.getAttribute(ISLAND_ATTRIBUTE) as BootcampTag
      // Inside the page a form is always inline: the page's own `mode` is not the form's.
      const { default: element } = await loaders[tag]({ ...props, mode: undefined }, true, language)
      if (!stopped) forms.push(element.mount({ ...context, props, island: { element: island, tag } }))
    }
    // An address that names a section (`/es#pricing`, from the language switch or a shared link):
    // the browser cannot scroll to it, as it is inside a shadow root, so the page does on arrival.
    const named = decodeURIComponent(location.hash.slice(1))
    if (named && root.getElementById(named)?.hasAttribute(ANCHOR_ATTRIBUTE))
      // eslint-disable-next-line @typescript-eslint/no-unsafe-type-assertion -- an element of ours marked as an anchor has this id
      scrollToSection(root, named as Anchor, true)
    // A tap that brought this code (a button that scrolls to a form) has moved focus into that form: it starts now.
    const focused = root.activeElement?.closest<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)
    if (focused) void start(focused)
    const islands = [...root.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)]
    // The island itself has no box (display: contents), so it is its section that is watched.
    const cancels = islands.map((island) => whenNear(island.firstElementChild ?? island, () => void start(island)))
    // A button that scrolls to a form ("Register Now") starts that form at the tap, not on arrival.
    // (data-scroll-to: see static/actions.ts, which lives in the loader and so cannot be imported.)
    const listening = new AbortController()
    root.addEventListener(
      'click',
      (event) => {
        const anchor =
          event.target instanceof Element
            ? event.target.closest('[data-scroll-to]')?.getAttribute('data-scroll-to')
            : null
        const island = anchor ? root.getElementById(anchor)?.closest<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`) : null
        if (island) void start(island)
      },
      { signal: listening.signal },
    )
    return {
      update(next) {
        props = next
        for (const form of forms) form.update(next)
      },
      unmount() {
        stopped = true
        listening.abort()
        for (const cancel of cancels) cancel()
        for (const form of forms) form.unmount()
      },
    }
  },
}
