import { chromium } from '@playwright/test'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' })
const page = await (await browser.newContext({ viewport: { width: 412, height: 823 } })).newPage()
await page.addInitScript(() => {
  window.__lcp = []
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__lcp.push({ t: Math.round(e.startTime), size: e.size, el: e.element ? e.element.tagName + '.' + String(e.element.className).slice(0, 40) + ' ' + (e.element.textContent || '').slice(0, 30) + ' connected=' + e.element.isConnected : null })
  }).observe({ type: 'largest-contentful-paint', buffered: true })
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__lcp.push({ paint: e.name, t: Math.round(e.startTime) }) }).observe({ type: 'paint', buffered: true })
})
const url = process.argv[2]
await page.goto(url)
await page.waitForTimeout(4000)
console.log(await page.evaluate(() => window.__lcp))
console.log(await page.evaluate(() => performance.getEntriesByType('resource').map((r) => [r.name.replace(location.origin, ''), Math.round(r.startTime), Math.round(r.responseEnd)])))
await browser.close()
