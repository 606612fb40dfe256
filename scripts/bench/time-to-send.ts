/**
 * How long after tapping "Register Now" at the top of `/` can a visitor on a slow
 * phone send the registration form? Lighthouse's mobile profile (throttle() in reading-pace.ts),
 * the tap as soon as the page has loaded. Each run records, in the page, when the tap came, when
 * the form's place was on screen, when its submit button first worked, and when the script took
 * the form over (the form's `data-live`). Before forms worked without script the button was disabled until then,
 * so "before" is the later of on screen and taken over; "now" is the later of on screen and a
 * working button (the form posts to the page without script). Both come from the same runs.
 */
import { chromium } from '@playwright/test'
import { CHROMIUM_PATH } from '../dev/chromium'
import { median } from './lighthouse'
import { PHONE_VIEWPORT as VIEWPORT, RUNS, throttle } from './reading-pace'

export interface SendableFigure {
  runs: number
  /** Median ms from the tap until the form could be sent, when only the script could send it. */
  beforeMs: number
  /** The same, now that the pre-rendered form posts to the page. */
  nowMs: number
  /** Median ms from the tap until the form's place was on screen (its first paint there). */
  onScreenMs: number
}

function watchForm() {
  const w = window as unknown as { tapAt?: number; seenAt?: number; workingAt?: number; liveAt?: number }
  addEventListener('pointerdown', () => (w.tapAt ??= performance.now()), { capture: true })
  const poll = () => {
    const root = document.querySelector('bootcamp-page')?.shadowRoot
    const place = root?.getElementById('registration')
    const form = root?.querySelector('form[part~="form-registration"]')
    const button = form?.querySelector<HTMLButtonElement>('[part="submit-button"]')
    const now = performance.now()
    if (place && w.seenAt === undefined && place.getBoundingClientRect().top < innerHeight - 100) w.seenAt = now
    if (button && w.workingAt === undefined && !button.disabled) w.workingAt = now
    if (form && w.liveAt === undefined && form.hasAttribute('data-live')) w.liveAt = now
    if ([w.seenAt, w.workingAt, w.liveAt].includes(undefined)) requestAnimationFrame(poll)
  }
  requestAnimationFrame(poll)
}

async function once(base: string) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH })
  try {
    const page = await browser.newPage({ viewport: VIEWPORT })
    await page.addInitScript('window.__name = (f) => f')
    await page.addInitScript(watchForm)
    await throttle(page)
    await page.goto(`${base}/`, { waitUntil: 'load' })
    await page.locator('bootcamp-page').getByRole('button', { name: 'Register Now' }).click()
    await page.waitForFunction(
      () => {
        const w = window as unknown as Record<string, number | undefined>
        return ['tapAt', 'seenAt', 'workingAt', 'liveAt'].every((name) => w[name] !== undefined)
      },
      null,
      { timeout: 60_000 },
    )
    return await page.evaluate(() => {
      const { tapAt, seenAt, workingAt, liveAt } = window as unknown as Record<
        'tapAt' | 'seenAt' | 'workingAt' | 'liveAt',
        number
      >
      return {
        before: Math.max(seenAt, liveAt) - tapAt,
        now: Math.max(seenAt, workingAt) - tapAt,
        onScreen: seenAt - tapAt,
      }
    })
  } finally {
    await browser.close()
  }
}

export async function measureTimeToSend(base: string): Promise<SendableFigure> {
  const runs = []
  for (let run = 0; run < RUNS; run++) runs.push(await once(base))
  return {
    runs: RUNS,
    beforeMs: median(runs.map((r) => r.before)),
    nowMs: median(runs.map((r) => r.now)),
    onScreenMs: median(runs.map((r) => r.onScreen)),
  }
}

if (import.meta.url === `file://${process.argv[1]}`)
  console.log(JSON.stringify(await measureTimeToSend(process.argv[2] ?? 'http://127.0.0.1:8787')))
