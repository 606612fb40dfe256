/**
 * When does an element that shows the next cohort's facts show them on a partner's page? On a
 * first visit (no cache) under the bench's slow 4G (Lighthouse's simulated mobile: 150 ms round
 * trips, 1.6 Mbit/s, CPU 4x slower), for each such element alone on a page of the stack's
 * origin: how long after the loader arrives its facts arrived, its code arrived, and it showed
 * them (`:state(ready)`). The facts' request is a chunk of its own (widget/loader/cohort-texts.ts):
 * this shows whether that round trip is on the element's way, side by side for each `base` given.
 */
import { chromium } from '@playwright/test'
import { CHROMIUM_PATH } from '../dev/chromium'
import { median } from './lighthouse'
import { PHONE_VIEWPORT, throttle } from './reading-pace'

export const PARTNER_FACTS_RUNS = 7

const ELEMENTS = ['bootcamp-hero', 'bootcamp-schedule', 'bootcamp-register', 'bootcamp-page'] as const

export interface PartnerFactsFigure {
  element: (typeof ELEMENTS)[number]
  build: string
  /** Medians, in ms after the loader's last byte. */
  factsMs: number
  codeMs: number
  readyMs: number
  runs: number
}

/** One first visit: the element alone on a page of `base`'s origin, put there as a host's markup. */
async function once(browser: Awaited<ReturnType<typeof chromium.launch>>, base: string, element: string) {
  const context = await browser.newContext({ viewport: PHONE_VIEWPORT })
  try {
    const page = await context.newPage()
    // tsx names functions with an `__name` helper that the page does not have.
    await page.addInitScript('window.__name = (f) => f')
    await page.goto(`${base}/host-without-widget.html`)
    // Lighthouse's simulated mobile round trip, the one its figures above assume.
    await throttle(page, 150)
    await page.setContent(`<script type="module" src="/bootcamp.js"></script><${element}></${element}>`)
    // The moment it is ready, read in the page (no round trip to this process counted in it).
    const ready = await page.waitForFunction(
      (tag) => (document.querySelector(tag)?.matches(':state(ready)') ? performance.now() : 0),
      element,
      { timeout: 30_000, polling: 'raf' },
    )
    const readyAt = (await ready.jsonValue()) as number
    return await page.evaluate((ready) => {
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[]
      const end = (test: (path: string) => boolean) =>
        Math.max(...entries.filter((entry) => test(new URL(entry.name).pathname)).map((entry) => entry.responseEnd))
      const loader = end((path) => path === '/bootcamp.js')
      return {
        factsMs: end((path) => path === '/api/cohorts/texts') - loader,
        codeMs: end((path) => path.startsWith('/chunks/') && !path.includes('/cohort-texts-')) - loader,
        readyMs: ready - loader,
      }
    }, readyAt)
  } finally {
    await context.close()
  }
}

/** Each element on each build in turn, `runs` times, so every build meets the same machine. */
export async function measurePartnerFacts(
  builds: Record<string, string>,
  runs = PARTNER_FACTS_RUNS,
): Promise<PartnerFactsFigure[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH })
  try {
    const samples = new Map<string, Awaited<ReturnType<typeof once>>[]>()
    for (let run = 0; run < runs; run++)
      for (const element of ELEMENTS)
        for (const [build, base] of Object.entries(builds)) {
          const key = `${element} ${build}`
          if (!samples.has(key)) samples.set(key, [])
          samples.get(key)!.push(await once(browser, base, element))
        }
    return ELEMENTS.flatMap((element) =>
      Object.keys(builds).map((build) => {
        const runsOf = samples.get(`${element} ${build}`)!
        return {
          element,
          build,
          factsMs: median(runsOf.map((sample) => sample.factsMs)),
          codeMs: median(runsOf.map((sample) => sample.codeMs)),
          readyMs: median(runsOf.map((sample) => sample.readyMs)),
          runs,
        }
      }),
    )
  } finally {
    await browser.close()
  }
}

export function printPartnerFacts(figures: PartnerFactsFigure[]) {
  console.log(
    `\nA partner page's element that shows the cohort's facts, first visit on slow 4G (150 ms, 1.6 Mbit/s, CPU 4x), ms after the loader arrived (medians of ${figures[0]?.runs})`,
  )
  for (const figure of figures)
    console.log(
      `  ${`<${figure.element}>`.padEnd(22)} ${figure.build.padEnd(24)} facts ${figure.factsMs.toFixed(0).padStart(5)}  its code ${figure.codeMs.toFixed(0).padStart(5)}  shown ${figure.readyMs.toFixed(0).padStart(5)}`,
    )
}
