import r2wc from '@r2wc/react-to-web-component'
import { useMemo, type ComponentType } from 'react'
import { SCRIPT_ORIGIN } from './lib/api'
import { ElementRoot } from './lib/element-context'
import { widgetStyleSheet } from './styles/stylesheet'

/** Attributes every element accepts (r2wc maps `apiBase` to `api-base`). */
interface ElementAttributes {
  apiBase?: string
  /** Set by r2wc: the element's shadow root. */
  container?: HTMLElement
}

function withElementRoot(Section: ComponentType) {
  return function BootcampElementRoot({ container, apiBase }: ElementAttributes) {
    const root = container as unknown as ShadowRoot
    const value = useMemo(() => ({ root, host: root.host as HTMLElement, apiBase: apiBase || SCRIPT_ORIGIN }), [root, apiBase])
    return (
      <ElementRoot value={value}>
        <Section />
      </ElementRoot>
    )
  }
}

/**
 * Defines `<tag>` as a React component in an open shadow root that adopts the shared sheet.
 * Defining a tag twice (the script included twice, or two versions) is a no-op, not an error.
 */
export function defineElement(tag: string, Section: ComponentType) {
  if (customElements.get(tag)) return
  const ReactElement = r2wc(withElementRoot(Section), { shadow: 'open', props: { apiBase: 'string' } }) as unknown as typeof HTMLElement
  customElements.define(
    tag,
    class BootcampElement extends ReactElement {
      constructor() {
        super()
        this.shadowRoot!.adoptedStyleSheets = [widgetStyleSheet()]
      }
    },
  )
}
