/**
 * The few names the build-time markup and the browser's chunks agree on. No React here. (Not the
 * loader's: it shares no module with the chunks, so its own attributes live in static/actions.ts.)
 */

/** Marks the element everything renders into inside a shadow root; pre-rendered pages ship it. */
export const ROOT_ATTRIBUTE = 'data-bootcamp-root'

/** Marks each section the language switch and an address's `#fragment` can bring the visitor to. */
export const ANCHOR_ATTRIBUTE = 'data-anchor'

/** The mark, spread onto such a section beside its id: `<section id="pricing" {...isAnchored}>`. */
export const isAnchored = { [ANCHOR_ATTRIBUTE]: '' }

/**
 * Marks an island of `<bootcamp-page>`: a form section that React hydrates when it comes near.
 * Its value is the tag of the element that renders the same form alone.
 */
export const ISLAND_ATTRIBUTE = 'data-island'

/**
 * React's useId prefix for one island: ids stay unique within the page's single shadow root,
 * and equal at build time and in the browser, as hydration needs.
 */
export const idPrefix = (tag: string) => `${tag}-`

/**
 * What an element's shadow root holds around its content. `lang` names the language of every
 * word inside: on a host page in another language, screen readers still read the element in
 * its own (WCAG 3.1.2).
 */
export const rootMarkup = (content: string, language: string) =>
  `<div ${ROOT_ATTRIBUTE} lang="${language}">${content}</div>`
