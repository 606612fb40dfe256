import r2wc from '@r2wc/core'
import { enhance } from './actions'
import { lazyRenderer, type LazyContext } from './lazy-renderer'
import type { BootcampTag } from '../public-types'
import { ELEMENT_PROPS, propOf } from './attributes'
import { holdSpace, trackReadiness } from './readiness'
import type { ElementProps } from './types'

/** What r2wc is given to wrap: never rendered, since the lazy renderer renders the chunk's component. */
const Placeholder = (): null => null

/** r2wc's own registered symbols: the props it hands the renderer, and its render call. */
const R2WC_PROPS = Symbol.for('r2wc.props')
const R2WC_RENDER = Symbol.for('r2wc.render')

interface R2wcInternals {
  [R2WC_PROPS]: ElementProps
  [R2WC_RENDER](): void
}

/**
 * Defines `<tag>` at once with r2wc's core (no React in this file), rendering lazily.
 * Defining a tag twice (the script included twice, or two versions) is a no-op.
 */
export function defineLazyElement(tag: BootcampTag) {
  if (customElements.get(tag)) return
  // r2wc types its class as a plain constructor; it observes the props' attributes.
  // eslint-disable-next-line @typescript-eslint/no-unsafe-type-assertion -- what r2wc's core returns, typed
  const Base = r2wc<ElementProps, LazyContext>(
    Placeholder,
    { shadow: 'open', props: ELEMENT_PROPS },
    lazyRenderer(tag),
  ) as new () => HTMLElement & {
    attributeChangedCallback(name: string, old: string | null, value: string | null): void
  }
  customElements.define(
    tag,
    class BootcampElement extends Base {
      constructor() {
        super()
        trackReadiness(this)
      }

      // r2wc's constructor calls attachShadow(), which would empty a pre-rendered declarative
      // shadow root; keeping it means the page shows the same content before and after the script,
      // and it holds no reserve (adopting a sheet into the page's large root would cost a style
      // pass of all of it at load). Called once per element, so its buttons and menu get their one
      // delegated listener here: they work as soon as the loader runs, before their section's chunk
      // arrives, without React, and still after the element renders again in another language.
      override attachShadow(init: ShadowRootInit): ShadowRoot {
        const root = this.shadowRoot ?? holdSpace(super.attachShadow(init))
        enhance(root)
        return root
      }

      // r2wc ignores an attribute that is removed (or emptied): the element would keep the old
      // value, and the next registration the old school. React and Vue remove the attribute when
      // a prop becomes undefined or null. A removed attribute returns to its default.
      override attributeChangedCallback(name: string, old: string | null, value: string | null) {
        if (value) return super.attributeChangedCallback(name, old, value)
        // eslint-disable-next-line @typescript-eslint/no-unsafe-type-assertion -- r2wc's core keeps these on the element (its registered symbols)
        const element = this as unknown as R2wcInternals
        delete element[R2WC_PROPS][propOf(name)]
        element[R2WC_RENDER]()
      }

      // Dialog mode, as <dialog> has it: `open` reflects the attribute, which is the state, so
      // frameworks that set it as a property (React 19, Vue) open and close the dialog, and these
      // work before React has loaded.
      get open(): boolean {
        return this.hasAttribute('open')
      }

      set open(value: boolean) {
        this.toggleAttribute('open', Boolean(value))
      }

      show() {
        this.open = true
      }

      close() {
        this.open = false
      }
    },
  )
}
