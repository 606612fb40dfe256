import r2wc from '@r2wc/react-to-web-component'
import { useMemo, type ComponentType } from 'react'
import { PARTNER_SLUG } from '../contract/schemas'
import { SCRIPT_ORIGIN } from './lib/api'
import { ElementRoot } from './lib/element-context'
import { widgetStyleSheet } from './styles/stylesheet'

/** Attributes every element accepts (r2wc maps `apiBase` to `api-base`). */
interface ElementAttributes {
  apiBase?: string
  partner?: string
  turnstileSiteKey?: string
  /** Set by r2wc: the element's shadow root. */
  container?: HTMLElement
}

/**
 * A mistyped `partner` attribute must not stop a family from registering: the submission goes
 * out unattributed and the host developer is told in the console.
 */
function validPartner(tag: string, partner: string | undefined): string | null {
  if (!partner) return null
  if (PARTNER_SLUG.test(partner)) return partner
  console.warn(`<${tag}>: the partner attribute must be a lower-case slug (a-z, 0-9, -; at most 40 characters). Submissions are sent without it.`)
  return null
}

function withElementRoot(tag: string, Section: ComponentType) {
  return function BootcampElementRoot({ container, apiBase, partner, turnstileSiteKey }: ElementAttributes) {
    const root = container as unknown as ShadowRoot
    const value = useMemo(
      () => ({ root, host: root.host as HTMLElement, apiBase: apiBase || SCRIPT_ORIGIN, partner: validPartner(tag, partner), turnstileSiteKey: turnstileSiteKey || null }),
      [root, apiBase, partner, turnstileSiteKey],
    )
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
  const ReactElement = r2wc(withElementRoot(tag, Section), { shadow: 'open', props: { apiBase: 'string', partner: 'string', turnstileSiteKey: 'string' } }) as unknown as typeof HTMLElement
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
