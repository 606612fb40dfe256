import { chromium } from 'playwright-core'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium'
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
for (const width of [375, 1280]) {
  const off = await browser.newPage({ viewport: { width, height: 900 }, javaScriptEnabled: false })
  await off.goto('http://127.0.0.1:8787/')
  const a = await off.screenshot({ path: `/tmp/shots/nojs${width}.png` })
  const page = await browser.newPage({ viewport: { width, height: 900 } })
  const messages: string[] = []
  page.on('console', (m) => messages.push(`${m.type()}: ${m.text().slice(0, 200)}`))
  page.on('pageerror', (e) => messages.push(`pageerror: ${e.message}`))
  await page.addInitScript(() => { (window as any).__cls = 0; new PerformanceObserver((l) => { for (const e of l.getEntries() as any) if (!e.hadRecentInput) (window as any).__cls += e.value }).observe({ type: 'layout-shift', buffered: true }) })
  await page.goto('http://127.0.0.1:8787/', { waitUntil: 'networkidle' })
  await page.waitForFunction(() => document.querySelector('bootcamp-page')?.shadowRoot?.adoptedStyleSheets.length === 1)
  await page.waitForTimeout(500)
  const b = await page.screenshot({ path: `/tmp/shots/js${width}.png` })
  console.log(width, 'identical screenshots:', a.equals(b), 'cls:', await page.evaluate(() => (window as any).__cls), 'messages:', messages)
  // interactive after hydration?
  await page.locator('bootcamp-page').getByRole('button', { name: 'Complete Registration' }).click()
  console.log('  root children:', await page.evaluate(() => document.querySelector('bootcamp-page')!.shadowRoot!.children.length), 'height:', await page.evaluate(() => document.body.scrollHeight))
  console.log('  errors shown:', await page.locator('bootcamp-page [part="field-error"]').count())
}
await browser.close()
