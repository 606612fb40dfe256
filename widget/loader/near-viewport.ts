/**
 * How far ahead an element starts loading once the visitor scrolls: one and a half screens, so a
 * form reached at a reading pace on a slow phone is live before it is on screen (measured by
 * `npm run bench`). Until the first scroll only what is on screen loads: a host page that nobody
 * scrolls (a crawler, Lighthouse, a visitor who reads the top and leaves) never pays for a form
 * below the fold.
 */
const SCROLLED_MARGIN = '150%'

/**
 * Calls `load` once, when `element` is on screen, or within 150% of the viewport's height once
 * the page has scrolled (any scroll, also a scroll button's). Returns a function that cancels the wait.
 * `load` may be async: nothing waits for it, and a chunk that fails to load is the browser's to
 * report (an unhandled rejection in the console), as a failed script tag would be. Every browser
 * that runs the loader's ES2022 has IntersectionObserver (since 2019), so there is no fallback.
 */
export function whenNearViewport(element: Element, load: () => void | Promise<void>): () => void {
  let observer: IntersectionObserver | undefined
  const cancel = () => {
    observer?.disconnect()
    document.removeEventListener('scroll', widen, true)
  }
  const watch = (rootMargin: string) => {
    observer?.disconnect()
    observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        cancel()
        void load()
      },
      { rootMargin },
    )
    observer.observe(element)
  }
  // Captured, so a host page that scrolls inside a container counts too.
  const widen = () => watch(SCROLLED_MARGIN)
  watch('0px')
  document.addEventListener('scroll', widen, { capture: true, once: true, passive: true })
  return cancel
}
