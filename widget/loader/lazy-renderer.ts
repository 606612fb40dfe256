import type { R2WCRenderer } from '@r2wc/core'
import { whenNearViewport } from './near-viewport'
import { READY_ATTRIBUTE } from './reserve-space'
import type { ElementProps, MountedElement, SectionModule } from './types'

interface LazyContext {
  props: ElementProps
  mounted?: MountedElement
  stopped: boolean
  cancel: () => void
}

/**
 * An r2wc renderer that defers React: mount() only waits for the element to come near the
 * viewport, then fetches the shared runtime chunk and the element's chunk and renders.
 */
export function lazyRenderer(tag: string): R2WCRenderer<ElementProps, LazyContext> {
  return {
    mount(container, load, props) {
      const context: LazyContext = { props, stopped: false, cancel: () => {} }
      const host = (container as unknown as ShadowRoot).host
      context.cancel = whenNearViewport(host, async () => {
        const [{ mountElement }, section] = await Promise.all([import('../runtime'), (load as unknown as (props: ElementProps) => Promise<SectionModule>)(context.props)])
        if (context.stopped) return
        const ready = () => host.setAttribute(READY_ATTRIBUTE, '')
        context.mounted = mountElement(container as unknown as ShadowRoot, tag, section.default, context.props, ready)
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
