import r2wc from '@r2wc/core'
import { enhance } from '../static/actions'
import { lazyRenderer, type LazyContext } from './lazy-renderer'
import type { BootcampTag } from '../public-types'
import type { ElementProps } from './types'

/** What r2wc is given to wrap: never rendered, since the lazy renderer renders the chunk's component. */
const Placeholder = (): null => null

/**
 * Defines `<tag>` at once with r2wc's core (no React in this file), rendering lazily.
 * Defining a tag twice (the script included twice, or two versions) is a no-op.
 */
export function defineLazyElement(tag: BootcampTag) {
  if (customElements.get(tag)) return
  const Base = r2wc<ElementProps, LazyContext>(Placeholder, { shadow: 'open', props: { apiBase: 'string', partner: 'string', turnstileSiteKey: 'string', session: 'string', subject: 'string', mode: 'string', triggerLabel: 'string' } }, lazyRenderer(tag))
  customElements.define(
    tag,
    class BootcampElement extends Base {
      // r2wc's constructor calls attachShadow(), which would empty a pre-rendered declarative
      // shadow root; keeping it means the page shows the same content before and after the script.
      // Called once per element, so its buttons and menu get their one delegated listener here:
      // they work as soon as the loader runs, before their section's chunk arrives, without React,
      // and still after the element renders again in another language.
      override attachShadow(init: ShadowRootInit): ShadowRoot {
        const root = this.shadowRoot ?? super.attachShadow(init)
        enhance(root)
        return root
      }

      // Dialog mode: the `open` attribute is the state, so these work before React has loaded.
      open() {
        this.toggleAttribute('open', true)
      }

      close() {
        this.toggleAttribute('open', false)
      }
    },
  )
}
