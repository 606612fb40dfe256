/**
 * The shared runtime chunk: React, the stylesheet and the element root. Loaded once per page,
 * whatever the number of elements, the first time one of them comes near the viewport.
 */
import type { ComponentType } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { CAMPAIGN_TAG, PARTNER_SLUG } from '../contract/schemas'
import { CONTENT_LANGUAGE, ElementTree, ROOT_ATTRIBUTE } from './element-tree'
import { SCRIPT_ORIGIN } from './lib/api'
import { warnOnLowContrast } from './lib/contrast'
import type { Campaign, ElementContextValue } from './lib/element-context'
import type { ElementProps, MountedElement } from './loader/types'
import { widgetStyleSheet } from './styles/stylesheet'

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

/** The address parameter behind each campaign tag. */
const CAMPAIGN_PARAMETERS = { utmSource: 'utm_source', utmMedium: 'utm_medium', utmCampaign: 'utm_campaign' } as const

/**
 * The campaign tags of the link the visitor arrived by, from the host page's address. A tag that
 * would not pass the contract is left out: a mangled link must not stop a registration.
 */
function campaignOfAddress(address: URLSearchParams): Campaign {
  const campaign: Campaign = {}
  for (const [field, parameter] of Object.entries(CAMPAIGN_PARAMETERS) as [keyof Campaign, string][]) {
    const value = address.get(parameter)
    if (value && CAMPAIGN_TAG.test(value)) campaign[field] = value
  }
  return campaign
}

function contextFor(root: ShadowRoot, tag: string, props: ElementProps): ElementContextValue {
  const address = new URLSearchParams(location.search)
  return {
    root,
    host: root.host as HTMLElement,
    apiBase: props.apiBase || SCRIPT_ORIGIN,
    partner: validPartner(tag, props.partner),
    turnstileSiteKey: props.turnstileSiteKey || null,
    campaign: campaignOfAddress(address),
    // The element's own attribute first (the partner chose it), then the link's.
    prefill: { session: props.session || address.get('session') || undefined, subject: props.subject || address.get('subject') || undefined },
    dialog: props.mode === 'dialog' ? { triggerLabel: props.triggerLabel || null } : null,
  }
}

/**
 * Renders an element's section into its shadow root. If the page was pre-rendered (a
 * declarative shadow root holding the same markup), React hydrates it: nothing visibly changes.
 */
export function mountElement(shadow: ShadowRoot, tag: string, Section: ComponentType, props: ElementProps, onCommitted: () => void): MountedElement {
  shadow.adoptedStyleSheets = [widgetStyleSheet()]
  // When the page is idle: reading computed colours forces a style pass we keep off the first paint.
  const idle = window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 1))
  idle(() => warnOnLowContrast(shadow, tag))
  const render = (next: ElementProps) => <ElementTree Section={Section} context={contextFor(shadow, tag, next)} onCommitted={onCommitted} />
  // Not querySelector(':scope > …'): a shadow root is a fragment, which has no :scope element.
  const prerendered = [...shadow.children].find((child) => child.hasAttribute(ROOT_ATTRIBUTE))
  if (prerendered) {
    const root = hydrateRoot(prerendered, render(props))
    return { update: (next) => root.render(render(next)), unmount: () => root.unmount() }
  }
  const container = document.createElement('div')
  container.setAttribute(ROOT_ATTRIBUTE, '')
  container.lang = CONTENT_LANGUAGE
  shadow.append(container)
  const root = createRoot(container)
  root.render(render(props))
  return { update: (next) => root.render(render(next)), unmount: () => root.unmount() }
}
