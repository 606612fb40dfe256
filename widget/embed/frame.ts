/**
 * `/embed-frame.js`, inside an `/embed/<name>` page: tells the embedding page how tall the
 * content is (`{ type: 'bootcamp:resize', height }`) and passes on every bootcamp:* event the
 * element sends (`{ type, detail }`), so a host page with our helper (`/embed.js`) can size the
 * frame and listen as it would to the element itself. Messages go only to the embedding page's
 * origin: the page may be framed only by listed partner origins (frame-ancestors), and never
 * with a "*" target.
 */
import type { BootcampEventName } from '../lib/events'

/** Every event an element sends; `satisfies` keeps the list complete when one is added. */
const EVENTS = {
  'bootcamp:registered': true,
  'bootcamp:signed-up': true,
  'bootcamp:message-sent': true,
  'bootcamp:submit-failed': true,
  'bootcamp:open': true,
  'bootcamp:close': true,
} as const satisfies Record<BootcampEventName, true>

/** The embedding page's origin, from the browser's own record of it, else the referrer. */
function parentOrigin(): string | null {
  const ancestors = (location as Location & { ancestorOrigins?: DOMStringList }).ancestorOrigins
  if (ancestors?.length) return ancestors[0] ?? null
  try {
    return document.referrer ? new URL(document.referrer).origin : null
  } catch {
    return null
  }
}

const target = window.parent !== window ? parentOrigin() : null
if (target) {
  const post = (message: object) => window.parent.postMessage(message, target)
  let last = 0
  const sendHeight = () => {
    const height = Math.ceil(document.documentElement.getBoundingClientRect().height)
    if (height !== last) post({ type: 'bootcamp:resize', height: (last = height) })
  }
  new ResizeObserver(sendHeight).observe(document.documentElement)
  for (const name of Object.keys(EVENTS))
    document.addEventListener(name, (event) =>
      post({ type: name, detail: event instanceof CustomEvent ? event.detail : null }),
    )
}
