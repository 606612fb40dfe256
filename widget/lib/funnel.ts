import type { FunnelStep } from '../../contract/constants'
import type { NativeForm } from '../../contract/native-forms'

/**
 * The page's anonymous funnel: each form counts "shown", "started" and "sent" once per page view,
 * and the counts go in one `text/plain` beacon when the page is idle (and when it is hidden, for
 * what came after). No cookie, no id, no address, no time: the worker adds one to the day's
 * totals for the partner and campaign (worker/charts/funnel.ts). Nothing waits for the beacon
 * and nothing is shown if it fails. (The path is the endpoint map's `funnel`; a worker test
 * holds this file to it, as the loader's cohort texts path.)
 */
const counted = new Set<string>()
/** Beacons not sent yet: one per API, partner and campaign. */
const waiting = new Map<string, { url: string; source: string; campaign: string; events: string[] }>()
let scheduled = 0

function send() {
  scheduled = 0
  waiting.forEach(({ url, ...beacon }, key) => {
    // A string body goes as text/plain: a simple request, no preflight, allowed cross-origin.
    if (navigator.sendBeacon(url, JSON.stringify(beacon))) waiting.delete(key)
  })
}

/** Once per page view: `step` of `form` on a partner's page (null: ours), with the address's campaign tag. */
export function countFunnel(
  form: NativeForm,
  step: FunnelStep,
  apiBase: string,
  partner: string | null,
  campaign = '',
) {
  const beacon = { url: new URL('/api/funnel', apiBase).href, source: partner ?? '', campaign: campaign.slice(0, 100) }
  const key = JSON.stringify(beacon)
  const event = `${form}:${step}`
  if (counted.has(key + event)) return
  counted.add(key + event)
  const events = waiting.get(key)?.events ?? []
  waiting.set(key, { ...beacon, events: [...events, event] })
  scheduled ||= 'requestIdleCallback' in self ? requestIdleCallback(send, { timeout: 5000 }) : setTimeout(send, 2000)
}

// A visitor who leaves before the page was idle still counts. (Not at build time: no window there.)
if (typeof window !== 'undefined') addEventListener('pagehide', send)
