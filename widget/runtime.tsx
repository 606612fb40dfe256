/**
 * The shared runtime chunk: React and what every form needs. Loaded once per page, whatever the
 * number of forms, the first time one of them comes near the viewport; static sections never
 * load it.
 */
import type { ComponentType } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import type { FormsCopy } from '../content/forms'
import { GROUP_CODE } from '../contract/constants'
import { campaignOfAddress, PARTNER_SLUG } from '../contract/attribution'
import { ElementTree } from './element-tree'
import { SCRIPT_ORIGIN } from './lib/api'
import { warnOnLowContrast } from './lib/contrast'
import type { ElementContextValue } from './lib/element-context'
import type { ElementModule, ElementProps } from './loader/types'
import { idPrefix, ISLAND_ATTRIBUTE, ROOT_ATTRIBUTE } from './markup'
import { NATIVE_FORM_ATTRIBUTE, SERVED_ATTRIBUTE, type ServedForm } from '../contract/native-forms'
import { showWithCohortTexts } from './static/cohort-texts'
import { widgetStyleSheet } from './styles/stylesheet'

/**
 * A mistyped `partner` attribute must not stop a family from registering: the submission goes
 * out unattributed and the host developer is told in the console.
 */
function validPartner(tag: string, partner: string | undefined): string | null {
  if (!partner) return null
  if (PARTNER_SLUG.test(partner)) return partner
  console.warn(
    `<${tag}>: the partner attribute must be a lower-case slug (a-z, 0-9, -; at most 40 characters). Submissions are sent without it.`,
  )
  return null
}

/**
 * What the worker wrote on a form's island of one of our own pages: that the form posts to the
 * page, and the state it answered a form sent without script in. A value that is not JSON is
 * ignored: the form then starts empty, as on any page.
 */
function nativeStateOf(island: HTMLElement | undefined): NativeState {
  if (!island?.hasAttribute(NATIVE_FORM_ATTRIBUTE)) return { nativeForm: false, served: null }
  let served: ServedForm | null
  try {
    // eslint-disable-next-line @typescript-eslint/no-unsafe-type-assertion -- our worker writes this attribute (worker/no-script/render.ts)
    served = JSON.parse(island.getAttribute(SERVED_ATTRIBUTE) ?? 'null') as ServedForm | null
  } catch {
    return { nativeForm: true, served: null }
  }
  // What the worker wrote back into the controls becomes the form's first state: hydration would
  // otherwise take the controls back to the empty values React starts from.
  const form = island.querySelector('form')
  if (served?.status === 'editing' && form) served.values = controlValues(form)
  return { nativeForm: true, served }
}
type NativeState = Pick<ElementContextValue, 'nativeForm' | 'served'>

/** Each named control's value (a checkbox's: ticked or not), as the page holds them. */
function controlValues(form: HTMLFormElement): Record<string, string | boolean> {
  const values: Record<string, string | boolean> = {}
  for (const control of form.elements) {
    if (control instanceof HTMLInputElement && control.type === 'checkbox') values[control.name] = control.checked
    else if (
      (control instanceof HTMLInputElement && control.type !== 'submit') ||
      control instanceof HTMLSelectElement ||
      control instanceof HTMLTextAreaElement
    )
      values[control.name] = control.value
  }
  return values
}

function contextFor(
  root: ShadowRoot,
  tag: string,
  props: ElementProps,
  language: ElementContextValue['language'],
  copy: FormsCopy,
  cohortTexts: ElementContextValue['cohortTexts'],
  native: NativeState,
): ElementContextValue {
  const address = new URLSearchParams(location.search)
  return {
    ...native,
    root,
    host: root.host instanceof HTMLElement ? root.host : null,
    apiBase: props.apiBase || SCRIPT_ORIGIN,
    partner: validPartner(tag, props.partner),
    turnstileSiteKey: props.turnstileSiteKey || null,
    campaign: campaignOfAddress(address),
    // The element's own attribute first (the partner chose it), then the link's.
    // A group's shared link (`?group=`): a registration sent from here joins that group of friends.
    prefill: {
      session: props.session || address.get('session') || undefined,
      subject: props.subject || address.get('subject') || undefined,
      group: GROUP_CODE.exec(address.get('group') ?? '')?.[0],
    },
    dialog: props.mode === 'dialog' ? { triggerLabel: props.triggerLabel || null } : null,
    language,
    copy,
    cohortTexts,
  }
}

/** The forms that show the next cohort's facts. */
const SHOWS_COHORT_TEXTS = new Set(['bootcamp-register'])

/**
 * A form element: React renders its section into the shadow root, or, inside
 * `<bootcamp-page>`, hydrates the form's pre-rendered island in place (nothing visibly changes).
 */
export const reactElement = (Section: ComponentType, copy: FormsCopy): ElementModule => ({
  mount({ root, tag, props, language, ready, island: pageIsland, cohortTexts }) {
    // An iframe page pre-renders its inline form as `/` does (worker/pages/embed.ts): hydrated in place too.
    const preRendered =
      props.mode === 'dialog' ? null : root.querySelector<HTMLElement>(`[${ISLAND_ATTRIBUTE}="${tag}"]`)
    const island = pageIsland ?? (preRendered ? { element: preRendered, tag } : undefined)
    // The home pages' inline sheet holds only the rules of their markup (scripts/build/page-css.ts):
    // what the form renders from now on (notices, a spinner) needs the whole sheet, which repeats
    // those rules in the same order, so nothing already shown changes.
    if (pageIsland) adoptSharedSheet(root)
    const pageLabels: Partial<Record<string, string>> = copy.notices.pageLabels
    const noticesLabel = island && pageLabels[island.tag]
    const native = nativeStateOf(island?.element)
    const render = (next: ElementProps) => (
      <ElementTree
        Section={Section}
        context={contextFor(root, tag, next, language, copy, cohortTexts, native)}
        onCommitted={ready}
        noticesLabel={noticesLabel}
      />
    )
    const reactRoot = island
      ? hydrateRoot(island.element, render(props), { identifierPrefix: idPrefix(island.tag) })
      : createRoot(newContainer(root, tag, language))
    let latest = props
    let stopped = false
    const show = () => {
      if (!stopped) reactRoot.render(render(latest))
      return root
    }
    // The registration form names the next cohort's prices and offers its choice of cohorts: it
    // renders once they are in (the loader asked as the element was put on the page), so it
    // neither shows a label without its price nor grows when they arrive. The others at once, and
    // a dialog's button too (its form renders when opened, by when they are in).
    if (!island && SHOWS_COHORT_TEXTS.has(tag) && props.mode !== 'dialog') void showWithCohortTexts(cohortTexts(), show)
    else if (!island) show()
    return {
      update(next) {
        latest = next
        reactRoot.render(render(next))
      },
      unmount() {
        stopped = true
        reactRoot.unmount()
      },
    }
  },
})

function adoptSharedSheet(root: ShadowRoot) {
  if (!root.adoptedStyleSheets.includes(widgetStyleSheet()))
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, widgetStyleSheet()]
}

/**
 * A standalone form's shadow root: the shared stylesheet and an element to render into, in place
 * of anything pre-rendered (an iframe page's dialog button, a link until the script came).
 */
function newContainer(root: ShadowRoot, tag: string, language: string): HTMLElement {
  root.replaceChildren()
  root.adoptedStyleSheets = [widgetStyleSheet()]
  warnOnLowContrast(root, tag)
  const container = document.createElement('div')
  container.setAttribute(ROOT_ATTRIBUTE, '')
  container.lang = language
  root.append(container)
  return container
}
