import type { ElementModule, MountedElement } from '../../loader/types'
import { ISLAND_ATTRIBUTE } from '../../markup'
import type { BootcampTag } from '../../public-types'
import { enhance } from '../../static/actions'

/**
 * `<bootcamp-page>` in the browser: the static sections are the build's HTML and stay as they
 * are (their buttons and the menu work through the delegated actions). Each form is an island:
 * as it comes near, React and the form's code download and hydrate it in place, so a visitor
 * who reads the top of the page downloads no React at all.
 */
export const pageElement: ElementModule = {
  mount(context) {
    const { root, loaders, whenNear } = context
    enhance(root)
    context.ready()
    let props = context.props
    let stopped = false
    const forms: MountedElement[] = []
    const cancels = [...root.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)].map((island) =>
      // The island itself has no box (display: contents), so it is its section that is watched.
      whenNear(island.firstElementChild ?? island, async () => {
        const tag = island.getAttribute(ISLAND_ATTRIBUTE) as BootcampTag
        // Inside the page a form is always inline: the page's own `mode` is not the form's.
        const { default: element } = await loaders[tag]({ ...props, mode: undefined }, true)
        if (!stopped) forms.push(element.mount({ ...context, props, island: { element: island, tag } }))
      }),
    )
    return {
      update(next) {
        props = next
        for (const form of forms) form.update(next)
      },
      unmount() {
        stopped = true
        for (const cancel of cancels) cancel()
        for (const form of forms) form.unmount()
      },
    }
  },
}
