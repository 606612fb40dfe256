import { BOOTCAMP_TIME_ZONE } from '../../contract/constants'

/**
 * What the console keeps on a phone for the door of a session day, and for how long: the
 * console's shell and today's check-in data, in one cache named after the day (New York's), so
 * a copy is never read on a later day and is deleted as soon as a later day opens the console.
 */
const CACHE_PREFIX = 'vital-console-'

const DAY = new Intl.DateTimeFormat('en-CA', { timeZone: BOOTCAMP_TIME_ZONE })

/** The bootcamp's day on this device's clock (`YYYY-MM-DD`). */
export const deviceDay = (now = new Date()) => DAY.format(now)

/** The one cache `day` may read. */
export const cacheNameOf = (day: string) => `${CACHE_PREFIX}${day}`

/** Whether a cache is one of the console's (of any day). */
export const isConsoleCache = (name: string) => name.startsWith(CACHE_PREFIX)

/** The cache key of every console screen: they are all the same HTML shell. */
export const SHELL_KEY = '/admin/'

/** Who is signed in: the console opens on it. */
export const ME_PATH = '/api/admin/session'

export type OfflineKind = 'shell' | 'asset' | 'me' | 'cohort-day'

const COHORT_DAY_DATA = /^\/api\/admin\/cohorts\/[A-Za-z0-9-]{1,64}\/(roster|release|cards)$/

/** What a GET of the console is, for keeping it offline; null for what is never kept. */
export function offlineKind(url: URL, mode: RequestMode): OfflineKind | null {
  if (url.search) return null
  if (mode === 'navigate') return url.pathname === '/admin' || url.pathname.startsWith('/admin/') ? 'shell' : null
  if (url.pathname.startsWith('/admin/assets/')) return 'asset'
  if (url.pathname === ME_PATH) return 'me'
  return COHORT_DAY_DATA.test(url.pathname) ? 'cohort-day' : null
}

/** A roster, release or cards answer is kept only on one of its cohort's session days (its `today` is a session day). */
export function isSessionDayAnswer(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false
  const { today, sessionDates } = body as { today?: unknown; sessionDates?: unknown }
  return typeof today === 'string' && Array.isArray(sessionDates) && sessionDates.includes(today)
}

/** Deletes every console cache but `keep`'s (all of them without it): a later day, or signing out. */
export async function purgeConsoleCaches(keep?: string) {
  if (typeof caches === 'undefined') return
  const names = await caches.keys()
  await Promise.all(names.filter((name) => isConsoleCache(name) && name !== keep).map((name) => caches.delete(name)))
}
