import type { R2WCRenderer } from '@r2wc/core'
import { whenNearViewport } from './near-viewport'
import { READY_ATTRIBUTE } from './reserve-space'
import type { ElementProps, MountedElement, SectionModule } from './types'

export interface LazyContext {
  props: ElementProps
  mounted?: MountedElement
  stopped: boolean
  cancel: () => void
}

/**
 * r2wc hands its renderer the element's shadow root (in `shadow` mode), typed as an element.
 * A shadow root it is; anything else would be a change in r2wc worth failing loudly on.
 */
function shadowRootOf(container: HTMLElement): ShadowRoot {
  if (container instanceof ShadowRoot) return container
  throw new TypeError()
}

/**
 * An r2wc renderer that defers React: mount() only waits for the element to come near the
 * viewport, then fetches the shared runtime chunk and the element's chunk (`load`, given the
 * element's attributes) and renders. The component r2wc passes is a placeholder: the real one
 * is in the chunk.
 */
export function lazyRenderer(tag: string, load: (props: ElementProps) => Promise<SectionModule>): R2WCRenderer<ElementProps, LazyContext> {
  return {
    mount(container, _placeholder, props) {
      const context: LazyContext = { props, stopped: false, cancel: () => {} }
      const root = shadowRootOf(container)
      const host = root.host
      context.cancel = whenNearViewport(host, async () => {
        const [{ mountElement }, section] = await Promise.all([import('../runtime'), load(context.props)])
        if (context.stopped) return
        const ready = () => host.setAttribute(READY_ATTRIBUTE, '')
        context.mounted = mountElement(root, tag, section.default, context.props, ready)
      })
      return context
    },
    update(context, props) {
      context.props = props
      context.mounted?.update(props)
    },
    unmount(context) {
      context.stopped = true
      context.cancel()
      context.mounted?.unmount()
    },
  }
}
