import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { addStaffAccount, queryD1, sqlText } from '../fixtures'
import type { officeSetUp } from './office-helpers'
import { todayInNewYork } from '../stripe-stand-in/cohort-days'

/** Today in the bootcamp's time zone (`YYYY-MM-DD`): the day the console keeps its copies for. */
export const TODAY = todayInNewYork()

/**
 * The office's staff account and families, with today made the first session of their cohort
 * (whose sessions are years ahead), so the console keeps today's copies; `also` gives statements
 * that run in the same call, once the families are in.
 */
export async function fillWithSessionToday(
  office: ReturnType<typeof officeSetUp>,
  request: APIRequestContext,
  also: () => string[] = () => [],
) {
  await addStaffAccount(office.username, office.password)
  await office.fill(request)
  const sessions = sqlText(JSON.stringify([TODAY, ...office.sessionDates]))
  await queryD1(
    [`UPDATE cohorts SET session_dates = ${sessions} WHERE id = ${sqlText(office.cohortId)}`, ...also()].join('; '),
  )
}

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

/**
 * Every response the page's context receives from now on, one line each (when, method, path,
 * status, whether the service worker answered or fetched it), for `expectKeptForToday` to print.
 */
export function recordResponses(page: Page): string[] {
  const started = Date.now()
  const lines: string[] = []
  page.context().on('response', (response) => {
    const by = response.request().serviceWorker()
      ? ' fetched by the worker'
      : response.fromServiceWorker()
        ? ' from the worker'
        : ''
    lines.push(
      `${Date.now() - started} ms ${response.request().method()} ${new URL(response.url()).pathname} ${response.status()}${by}`,
    )
  })
  return lines
}

/**
 * Waits until the console's service worker controls the page and keeps `paths` in today's cache.
 * The worker's state is polled with the paths, so a run that never gets there says where it
 * stopped (no registration, installing, active but not controlling) rather than only "no cache",
 * and then lists `responses` (recordResponses), to show which answers went by the worker.
 */
export async function expectKeptForToday(page: Page, cacheName: string, paths: string[], responses: string[]) {
  // Room for the wait below, and for saying what happened after it.
  test.info().setTimeout(test.info().timeout + 30_000)
  try {
    await expect
      .poll(
        async () => ({
          worker: await page.evaluate(async () => {
            const registration = await navigator.serviceWorker.getRegistration('/admin/')
            if (navigator.serviceWorker.controller) return 'controls the page'
            if (!registration) return 'not registered'
            const { installing, waiting, active } = registration
            const states = [installing && 'installing', waiting && 'waiting', active && `active (${active.state})`]
            return `registered: ${states.filter(Boolean).join(', ')}, not controlling`
          }),
          caches: (await kept(page)).caches,
        }),
        // Installing the worker and copying the shell's files takes a loaded machine some seconds.
        { timeout: 30_000 },
      )
      .toEqual({ worker: 'controls the page', caches: [{ name: cacheName, paths: expect.arrayContaining(paths) }] })
  } catch (error) {
    ;(error as Error).message += `\n\nThe page's responses since before it signed in:\n${responses.join('\n')}`
    throw error
  }
}

/**
 * The offline tests run in order: the second width signs in after the first signed out. They once
 * failed about one clean CI run in seven, early in the run on a busy machine, and were tried twice
 * there. The cause: a screen's first fetch left before the console's service worker took control,
 * so it went past the worker and no copy of it was kept. The last failure's responses showed it
 * (the check-out list fetched just before control, never again), and the one before, where no
 * copy existed at all, fits it with both of the screen's fetches on their way. The console now
 * asks again for what was on its way when the worker takes control (admin/api.ts,
 * fetchEveryScreenAgain; offline-first-fetch.spec.ts holds such a fetch), so they run once.
 */
export const OFFLINE_TESTS = { mode: 'serial' } as const
