/**
 * Does a visitor meet a disabled form? A phone on Lighthouse's mobile profile (its DevTools
 * throttling: 562.5 ms latency, 1.44 Mbit/s down, CPU 4x slower; a 412 × 823 screen) opens a
 * page and scrolls toward `<bootcamp-register>` at a steady pace, or taps a button that scrolls
 * there. For each run: how long the form's submit button was on screen before it worked (0 when
 * it was live first). Run side by side with the loader's old rule (start within 200 px), forced
 * through a patched IntersectionObserver, so both rules meet the same page, network and machine.
 */
import { chromium, type Page } from '@playwright/test'
import { CHROMIUM_PATH } from '../dev/chromium'
import { median } from './lighthouse'

export const RUNS = 5
/** Lighthouse's mobile screen. */
export const PHONE_VIEWPORT = { width: 412, height: 823 }
const VIEWPORT = PHONE_VIEWPORT

export interface PaceFigure {
  scenario: string
  rule: string
  /** How many runs met a disabled form. */
  disabledRuns: number
  runs: number
  /** Median ms the visible submit button stayed disabled (0 when live first). */
  medianWaitMs: number
}

const RULES = {
  'before: within 200 px': '200px',
  'now: 150% once scrolled': null,
} as const

/**
 * A phone on the page: 1.6 Mbit/s down, 750 kbit/s up, CPU 4x slower, and `latencyMs` a request
 * (DevTools' throttling of Lighthouse's mobile profile by default; 150 ms is its simulation's).
 */
export async function throttle(page: Page, latencyMs = 562.5) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: latencyMs,
    downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
    uploadThroughput: (750 * 1024 * 0.9) / 8,
  })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
}

/**
 * Watches, in the page, when the registration form's place is on screen (100 px of it: the
 * form's own box inside the page, or the element's reserved box on a host page) and when its
 * submit button first works.
 */
function watchSubmit() {
  const w = window as unknown as { seenAt?: number; liveAt?: number }
  const poll = () => {
    const standalone = document.querySelector('bootcamp-register')
    const root = (standalone ?? document.querySelector('bootcamp-page'))?.shadowRoot
    const place = standalone ?? root?.getElementById('registration')
    const button = root?.querySelector<HTMLButtonElement>('form[part~="form-registration"] [part="submit-button"]')
    if (place && w.seenAt === undefined && place.getBoundingClientRect().top < innerHeight - 100)
      w.seenAt = performance.now()
    if (button && w.liveAt === undefined && !button.disabled) w.liveAt = performance.now()
    if (w.seenAt === undefined || w.liveAt === undefined) requestAnimationFrame(poll)
  }
  requestAnimationFrame(poll)
}

async function once(base: string, scenario: Scenario, margin: string | null): Promise<number> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH })
  try {
    const page = await browser.newPage({ viewport: VIEWPORT })
    if (margin) {
      await page.addInitScript((forced) => {
        const Original = window.IntersectionObserver
        window.IntersectionObserver = class extends Original {
          constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
            super(callback, { ...options, rootMargin: forced })
          }
        }
      }, margin)
    }
    // tsx names functions with an `__name` helper that the page does not have.
    await page.addInitScript('window.__name = (f) => f')
    await page.addInitScript(watchSubmit)
    await throttle(page)
    await page.goto(`${base}${scenario.path}`, { waitUntil: 'load' })
    await scenario.act(page)
    await page.waitForFunction(
      () => {
        const w = window as unknown as { seenAt?: number; liveAt?: number }
        return w.seenAt !== undefined && w.liveAt !== undefined
      },
      null,
      { timeout: 60_000 },
    )
    return await page.evaluate(() => {
      const w = window as unknown as { seenAt: number; liveAt: number }
      return Math.max(0, w.liveAt - w.seenAt)
    })
  } finally {
    await browser.close()
  }
}

interface Scenario {
  name: string
  path: string
  act: (page: Page) => Promise<void>
}

/** Steady scrolling by the wheel, `pxPerSecond`, in steps of 100 ms, until the form is reached. */
const scrollAt = (pxPerSecond: number) => async (page: Page) => {
  for (let step = 0; step < 600; step++) {
    const reached = await page.evaluate(() => (window as unknown as { seenAt?: number }).seenAt !== undefined)
    if (reached) return
    await page.mouse.wheel(0, pxPerSecond / 10)
    await page.waitForTimeout(100)
  }
}

const SCENARIOS: Scenario[] = [
  { name: 'host page, reading pace (150 px/s)', path: '/host-below-fold.html', act: scrollAt(150) },
  { name: 'host page, skimming (500 px/s)', path: '/host-below-fold.html', act: scrollAt(500) },
  { name: 'home page, skimming (500 px/s)', path: '/', act: scrollAt(500) },
  {
    name: 'home page, "Register Now" tapped',
    path: '/',
    act: (page) => page.locator('bootcamp-page').getByRole('button', { name: 'Register Now' }).click(),
  },
]

export async function measureReadingPace(base: string): Promise<PaceFigure[]> {
  const figures: PaceFigure[] = []
  for (const scenario of SCENARIOS) {
    for (const [rule, margin] of Object.entries(RULES)) {
      const waits: number[] = []
      for (let run = 0; run < RUNS; run++) {
        waits.push(await once(base, scenario, margin))
        if (process.env.BENCH_VERBOSE) console.log(scenario.name, rule, waits.at(-1))
      }
      figures.push({
        scenario: scenario.name,
        rule,
        disabledRuns: waits.filter((wait) => wait > 0).length,
        runs: RUNS,
        medianWaitMs: median(waits),
      })
    }
  }
  return figures
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const figure of await measureReadingPace(process.argv[2] ?? 'http://127.0.0.1:8787'))
    console.log(JSON.stringify(figure))
}
