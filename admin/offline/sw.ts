/**
 * The console's service worker (served at /admin/sw.js, scope /admin/): the check-in screen
 * opens without a connection once it was opened online that day. Network first for every GET
 * it keeps, so an online phone always reads the server; the copy answers only when the network
 * fails, and only on the day it was made (rules.ts). Writes (taps, sign-out) are never touched:
 * the tap queue keeps taps, and sign-out's Clear-Site-Data reaches the browser itself.
 */
import {
  cacheNameOf,
  deviceDay,
  isSessionDayAnswer,
  offlineKind,
  purgeConsoleCaches,
  SHELL_KEY,
  ME_PATH,
  type OfflineKind,
} from './rules'

// The worker scope's types (lib "WebWorker") cannot share a program with the DOM's: what is used here.
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request
  respondWith(response: Promise<Response>): void
}
interface WorkerScope {
  skipWaiting(): Promise<void>
  readonly clients: { claim(): Promise<void> }
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void
}
// Module scope: this `self` shadows the DOM's Window typing for this file only.
declare const self: WorkerScope
const scope = self

scope.addEventListener('install', (event) => event.waitUntil(scope.skipWaiting()))
scope.addEventListener('activate', (event) =>
  event.waitUntil(Promise.all([purgeConsoleCaches(cacheNameOf(deviceDay())), scope.clients.claim()])),
)

scope.addEventListener('fetch', (event) => {
  const { request } = event
  if (request.method !== 'GET') return
  const url = new URL(request.url)
  if (url.origin !== location.origin) return
  const kind = offlineKind(url, request.mode)
  if (kind) event.respondWith(networkThenToday(kind, request))
})

/** Whether an answer is kept for today: any good one, but a cohort's data only on its session day. */
async function worthKeeping(kind: OfflineKind, response: Response) {
  if (!response.ok || response.type !== 'basic') return false
  if (kind !== 'cohort-day') return true
  return isSessionDayAnswer(await response.clone().json())
}

/**
 * A session day's data kept: so is what opens the screen without a connection, the shell with
 * its files and who is signed in (the sign-in itself was a POST, which is never kept).
 */
async function keepWhatOpensIt(cache: Cache) {
  if (!(await cache.match(ME_PATH))) {
    const me = await fetch(ME_PATH, { credentials: 'same-origin' })
    if (me.ok) await cache.put(ME_PATH, me)
  }
  if (await cache.match(SHELL_KEY)) return
  const shell = await fetch(SHELL_KEY)
  if (!shell.ok) return
  const files = [...new Set((await shell.clone().text()).match(/\/admin\/assets\/[\w.-]+/g) ?? [])]
  await cache.addAll(files)
  await cache.put(SHELL_KEY, shell)
}

async function networkThenToday(kind: OfflineKind, request: Request): Promise<Response> {
  const today = cacheNameOf(deviceDay())
  // A later day deletes every earlier day's copy before anything is read.
  await purgeConsoleCaches(today)
  const cache = await caches.open(today)
  const key = kind === 'shell' ? SHELL_KEY : request.url
  try {
    const response = await fetch(request)
    if (await worthKeeping(kind, response)) {
      await cache.put(key, response.clone())
      if (kind === 'cohort-day') await keepWhatOpensIt(cache)
    }
    // Signed out (here or elsewhere): nothing of the session stays on the phone.
    else if (response.status === 401) await purgeConsoleCaches()
    return response
  } catch (error) {
    const kept = await cache.match(key)
    if (kept) return kept
    throw error
  }
}
