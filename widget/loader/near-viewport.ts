/** How far below the fold an element starts loading, so it is ready when scrolled to. */
const LOAD_MARGIN = '200px'

/**
 * Calls `load` once, when `element` is within 200 px of the viewport (at once if it already
 * is). Returns a function that cancels the wait.
 */
export function whenNearViewport(element: Element, load: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    load()
    return () => {}
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return
      observer.disconnect()
      load()
    },
    { rootMargin: LOAD_MARGIN },
  )
  observer.observe(element)
  return () => observer.disconnect()
}
