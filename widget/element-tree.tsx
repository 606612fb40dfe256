/**
 * The React tree of one element, shared by the browser runtime and build-time rendering: it
 * imports no browser-only code, so pre-rendering runs it as it is.
 */
import { useLayoutEffect, type ComponentType, type ReactNode } from 'react'
import { ElementContextProvider, type ElementContextValue } from './lib/element-context'
import { NoticeProvider } from './notices/NoticeProvider'

/** Wraps one element's React tree: its context and its own notice area (named `noticesLabel`). */
function ElementRoot({
  value,
  noticesLabel,
  children,
}: {
  value: ElementContextValue
  noticesLabel?: string | undefined
  children: ReactNode
}) {
  return (
    <ElementContextProvider value={value}>
      <NoticeProvider label={noticesLabel}>{children}</NoticeProvider>
    </ElementContextProvider>
  )
}

/** Tells the loader the content is in (it frees the reserved space), in the frame it is painted. */
function OnCommitted({ callback }: { callback: () => void }) {
  useLayoutEffect(callback, [callback])
  return null
}

interface Props {
  Section: ComponentType
  context: ElementContextValue
  onCommitted?: (() => void) | undefined
  /** A form inside <bootcamp-page> names its notice region after itself. */
  noticesLabel?: string | undefined
}

/** Identical at build time and in the browser, as hydration needs. */
export function ElementTree({ Section, context, onCommitted, noticesLabel }: Props) {
  return (
    <ElementRoot value={context} noticesLabel={noticesLabel}>
      <Section />
      {onCommitted && <OnCommitted callback={onCommitted} />}
    </ElementRoot>
  )
}
