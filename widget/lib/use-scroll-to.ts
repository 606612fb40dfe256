import { useCallback } from 'react'
import type { Anchor } from '../../content/anchors'
import { useElement } from './element-context'
import { scrollToSection } from './scroll'

/** Returns a function that scrolls to a section, searching from this element's shadow root. */
export function useScrollTo() {
  const { root } = useElement()
  return useCallback((anchor: Anchor) => scrollToSection(root ?? document, anchor), [root])
}
