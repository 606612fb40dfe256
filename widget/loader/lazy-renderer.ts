import type { R2WCRenderer } from '@r2wc/core'
import type { BootcampTag } from '../public-types'
import { ELEMENT_LOADERS } from './elements'
import { languageOf } from './language'
import { whenNearViewport } from './near-viewport'
import { markReady, reserveSheet } from './readiness'
import type { ElementProps, MountedElement } from './types'

export interface LazyContext {
  props: ElementProps
  mounted?: MountedElement
  stopped: boolean
  cancel: () => void
}

/** The elements that show a cohort's facts: they ask for them as they are put on the page, beside their chunks. */
const SHOWS_COHORT = new Set(['bootcamp-page', 'bootcamp-hero', 'bootcamp-schedule', 'bootcamp-register'])

/**
 * The facts' request and the form's lines they reserve: a chunk, so the loader stays small
 * (cohort-texts.ts). Null when it cannot arrive: the elements then keep their build's words, as
 * when the API cannot answer.
 */
const cohortFacts = () => import('./cohort-texts').catch(() => null)

/** A form island of a pre-rendered page (widget/markup.ts's ISLAND_ATTRIBUTE: the loader shares no module with chunks). */
const ISLAND = '[data-island]'

/**
 * What must come near before an element's code is fetched: the element, or in a pre-rendered
 * root (`/`, `/es`, the iframe pages), its first form, since the code does nothing for the rest
 * (the page is its HTML, and its buttons work from the loader). So `/` fetches nothing but the
 * loader before the visitor scrolls. An address that names a section is scrolled to by the code.
 */
const watched = (root: ShadowRoot) => (!location.hash && root.querySelector(ISLAND)?.firstElementChild) || root.host

/**
 * An r2wc renderer that defers everything: mount() only waits for the element to come near the
 * viewport, then fetches the element's code (given its attributes) and lets it mount. The
 * component r2wc passes is a placeholder: the real code is in the chunk.
 */
export function lazyRenderer(tag: BootcampTag): R2WCRenderer<ElementProps, LazyContext> {
  return {
    mount(container, _placeholder, props) {
      const context: LazyContext = { props, stopped: false, cancel: () => {} }
      // r2wc hands its renderer the element's container typed as an element; in `shadow` mode it is
      // the element's shadow root, which define-lazy-element.ts's attachShadow always returns.
      // eslint-disable-next-line @typescript-eslint/no-unsafe-type-assertion
      const root = container as unknown as ShadowRoot
      const host = root.host
      // Asked now, well before the element comes near, so its facts arrive with its chunk. A
      // pre-rendered page has them written in by the worker.
      if (SHOWS_COHORT.has(tag) && !root.firstChild) {
        const language = languageOf(host)
        void cohortFacts().then((facts) => facts?.askEarly(props.apiBase, language, reserveSheet()))
      }
      // A pre-rendered root shows its content already: its space is its own before any code arrives.
      if (root.firstChild) markReady(root)
      let started = false
      const load = async () => {
        if (started) return
        started = true
        context.cancel()
        // Read when the element comes near: by then a page that sets its language by script has.
        const language = languageOf(host)
        // Beside the element's code: a pre-rendered page's forms ask for the cohorts to choose
        // from as they hydrate, and its markup has them written in but not that choice.
        if (SHOWS_COHORT.has(tag)) void cohortFacts()
        // A pre-rendered (declarative) shadow root already holds the content: the element keeps it.
        const { default: element } = await ELEMENT_LOADERS[tag](context.props, root.firstChild !== null, language)
        if (context.stopped) return
        const ready = () => markReady(root)
        context.mounted = element.mount({
          root,
          tag,
          props: context.props,
          language,
          ready,
          loaders: ELEMENT_LOADERS,
          whenNear: whenNearViewport,
          cohortTexts: () =>
            cohortFacts().then((facts) => (facts ? facts.cohortTextsFor(context.props.apiBase, language) : null)),
        })
      }
      context.cancel = whenNearViewport(watched(root), load)
      // A tap inside (a button that scrolls to a form of the page) fetches the code at once.
      root.addEventListener('click', () => void load(), { once: true })
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
