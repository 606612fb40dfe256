/**
 * Whether an element's code has rendered, kept off the host's markup. A host that renders on its
 * server and hydrates (Next.js, React's hydrateRoot) compares the elements' attributes with what
 * it rendered: an attribute of ours would be a hydration mismatch. So the state lives in the
 * element's ElementInternals (`bootcamp-register:state(ready)` for a host's own rules) and the
 * space held until then lives in the shadow root's own style sheet.
 */
const internalsOf = new WeakMap<Element, ElementInternals>()
const onReady = new WeakMap<Element, () => void>()

let reserve: CSSStyleSheet | undefined
/**
 * The reserved heights (reserve-space.ts fills it), adopted by every element's shadow root until
 * it renders. Made on first use: the manifest script reads the heights' module under Node.
 */
export const reserveSheet = () => (reserve ??= new CSSStyleSheet())

/** Called once per element, in its constructor. */
export function trackReadiness(element: HTMLElement) {
  // Browsers without ElementInternals (before Safari 16.4) still free the space (markReady).
  if (element.attachInternals) internalsOf.set(element, element.attachInternals())
}

function setState(element: Element, ready: boolean) {
  try {
    internalsOf.get(element)?.states[ready ? 'add' : 'delete']('ready')
  } catch {
    // Chromium 90–124 knew only the dashed `:--ready`: there a host's rule cannot see the state,
    // and the space is freed all the same.
  }
}

/** Holds the element's measured height until its code renders (and again while it renders anew). */
export function holdSpace(root: ShadowRoot) {
  if (!root.adoptedStyleSheets.includes(reserveSheet()))
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, reserveSheet()]
  setState(root.host, false)
  return root
}

/** The element's content is in: its space is its own, and whoever waits for it hears so. */
export function markReady(root: ShadowRoot) {
  // Only when held: a new list of sheets, even the same, costs the root a style pass.
  if (reserve && root.adoptedStyleSheets.includes(reserve))
    root.adoptedStyleSheets = root.adoptedStyleSheets.filter((sheet) => sheet !== reserve)
  setState(root.host, true)
  onReady.get(root.host)?.()
  onReady.delete(root.host)
}

/** Calls `then` once `element` has rendered again (the language switch waits with it). */
export function whenReady(element: Element, then: () => void) {
  onReady.set(element, then)
}
