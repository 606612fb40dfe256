import type { Page } from '@playwright/test'

/** What the page keeps: its console caches with their entries' paths, its local storage's keys, its service workers. */
export const kept = (page: Page) =>
  page.evaluate(async () => ({
    caches: await Promise.all(
      (await caches.keys()).map(async (name) => ({
        name,
        paths: (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname).sort(),
      })),
    ),
    storage: Object.keys(localStorage),
    workers: (await navigator.serviceWorker.getRegistrations()).length,
  }))
