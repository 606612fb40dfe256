/**
 * The React tree of one element, shared by the browser runtime and build-time rendering: it
 * imports no browser-only code, so pre-rendering runs it as it is.
 */
import { useLayoutEffect, type ComponentType } from 'react'
import { ElementRoot, type ElementContextValue } from './lib/element-context'

/** Marks the element React renders into; pre-rendered pages ship it inside the shadow root. */
export const ROOT_ATTRIBUTE = 'data-bootcamp-root'

/**
 * The language of every word inside: on a host page in another language, screen readers still
 * read the element in English (WCAG 3.1.2).
 */
export const CONTENT_LANGUAGE = 'en'

/** Tells the loader the content is in (it frees the reserved space), in the frame it is painted. */
function OnCommitted({ callback }: { callback: () => void }) {
  useLayoutEffect(callback, [callback])
  return null
}

interface Props {
  Section: ComponentType
  context: ElementContextValue
  onCommitted?: (() => void) | undefined
}

/** Identical at build time and in the browser, as hydration needs. */
export function ElementTree({ Section, context, onCommitted }: Props) {
  return (
    <ElementRoot value={context}>
      <Section />
      {onCommitted && <OnCommitted callback={onCommitted} />}
    </ElementRoot>
  )
}
