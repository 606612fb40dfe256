import type { CohortTexts } from '../../contract/cohorts'
import type { Language } from '../../content/language'
import type { BootcampTag } from '../public-types'
import type { ElementProp } from './attributes'

/** The attributes r2wc hands every element (loader/attributes.ts): absent ones are undefined. */
export type ElementProps = { [Prop in ElementProp]?: string } & { container?: HTMLElement }

/** What an element's code returns once it shows its content. */
export interface MountedElement {
  update(props: ElementProps): void
  unmount(): void
}

/**
 * Fetches what an element needs, given its attributes, whether its shadow root was pre-rendered
 * (declarative shadow DOM) and its language: each `import()` in the loader's table is a chunk,
 * and only the language's own chunks download.
 */
export type ElementLoader = (
  props: ElementProps,
  prerendered: boolean,
  language: Language,
) => Promise<{ default: ElementModule }>

/** Everything an element's code is handed when it comes near the viewport. */
interface MountContext {
  root: ShadowRoot
  tag: string
  props: ElementProps
  /** The element's language (loader/language.ts). */
  language: Language
  /** Frees the space reserved for the element: its content is in. */
  ready(): void
  /** Every element's loader: `<bootcamp-page>` loads its forms with them, as each comes near. */
  loaders: Record<BootcampTag, ElementLoader>
  /** Calls back once an element is near the viewport; returns a cancel function. */
  whenNear(element: Element, load: () => void): () => void
  /** The next cohort's facts in the element's language (loader/cohort-texts.ts): asked once per page, null when unavailable. */
  cohortTexts(): Promise<CohortTexts | null>
  /** A form of `<bootcamp-page>` to hydrate in place, instead of rendering into `root`. */
  island?: { element: HTMLElement; tag: BootcampTag }
}

/** What each element chunk exports. */
export interface ElementModule {
  mount(context: MountContext): MountedElement
}
