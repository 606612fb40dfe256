import { enhance } from './actions'
import { lazyRenderer, type LazyContext } from './lazy-renderer'
import type { BootcampTag } from '../public-types'
import { ELEMENT_PROPS, type ElementProp } from './attributes'
import { holdSpace, trackReadiness } from './readiness'
import type { ElementProps } from './types'

// eslint-disable-next-line @typescript-eslint/no-unsafe-type-assertion -- the keys of our literal table
const PROPS = Object.keys(ELEMENT_PROPS) as ElementProp[]

/** The attribute each property is written as, at the same index (`apiBase` → `api-base`). */
const ATTRIBUTES = PROPS.map((prop) => prop.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`))

/**
 * Defines `<tag>` at once (no React in this file), rendering lazily. Every property of
 * ELEMENT_PROPS is a string attribute: the attribute is the state, and the property reads and
 * writes it. (r2wc's core did this with transforms for numbers, booleans, JSON, functions and
 * events we never use: 1 KB of the loader's gzip.) Defining a tag twice (the script included
 * twice, or two versions) is a no-op.
 */
export function defineLazyElement(tag: BootcampTag) {
  if (customElements.get(tag)) return
  const renderer = lazyRenderer(tag)
  class BootcampElement extends HTMLElement {
    static observedAttributes = ATTRIBUTES
    props: ElementProps = {}
    context?: LazyContext | undefined
    root: ShadowRoot

    constructor() {
      super()
      trackReadiness(this)
      // A pre-rendered declarative shadow root is kept as it is: the page shows the same content
      // before and after the script, and holds no reserve (adopting a sheet into the page's large
      // root would cost a style pass of all of it at load). Called once per element, so its buttons and menu get their one
      // delegated listener here: they work as soon as the loader runs, before their section's chunk
      // arrives, without React, and still after the element renders again in another language.
      this.root = this.shadowRoot ?? holdSpace(this.attachShadow({ mode: 'open' }))
      enhance(this.root)
    }

    connectedCallback() {
      this.render()
    }

    disconnectedCallback() {
      if (this.context) renderer.unmount(this.context)
      this.context = undefined
    }

    // An attribute that is removed (or emptied) returns to its default: React and Vue remove it
    // when a prop becomes undefined or null, and the next registration must not keep the old school.
    attributeChangedCallback(name: string, _: string | null, value: string | null) {
      const prop = PROPS[ATTRIBUTES.indexOf(name)]!
      if (value) this.props[prop] = value
      else delete this.props[prop]
      this.render()
    }

    render() {
      if (!this.isConnected) return
      if (this.context) renderer.update(this.context, this.props)
      else this.context = renderer.mount(this.root, this.props)
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
  }
  // Each attribute's property: setting it writes the attribute (which renders); null or undefined removes it.
  PROPS.forEach((prop, index) =>
    Object.defineProperty(BootcampElement.prototype, prop, {
      get(this: BootcampElement) {
        return this.props[prop]
      },
      set(this: BootcampElement, value: unknown) {
        const attribute = ATTRIBUTES[index]!
        if (value == null) this.removeAttribute(attribute)
        else if (this.getAttribute(attribute) !== String(value)) this.setAttribute(attribute, String(value))
      },
    }),
  )
  customElements.define(tag, BootcampElement)
}
