import { purgeConsoleCaches } from './rules'

/**
 * Installs the console's service worker (sw.ts). The first time it takes control of this page,
 * `onControl` fetches the screen's data again so that today's copy is made at once.
 */
export function registerConsoleWorker(onControl: () => void) {
  if (!('serviceWorker' in navigator)) return
  const controlled = Boolean(navigator.serviceWorker.controller)
  navigator.serviceWorker.addEventListener('controllerchange', () => controlled || onControl(), { once: true })
  navigator.serviceWorker.register('/admin/sw.js', { scope: '/admin/', type: 'module' }).catch(() => {
    // A browser without service workers in this context (private mode): the console works online.
  })
}

/** Signed out: every copy the console kept for offline use goes, whatever the server's answer did. */
export const forgetOfflineCopies = () => purgeConsoleCaches()
