import { chromium } from 'playwright-core'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium'
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
for (const width of [375, 768, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } })
  await page.goto('http://127.0.0.1:8787/sections.html')
  for (let y = 0; y < 12000; y += 600) { await page.evaluate((y) => window.scrollTo(0, y), y); await page.waitForTimeout(80) }
  await page.waitForTimeout(500)
  const heights = await page.evaluate(() => [...document.querySelectorAll('*')].filter((e) => e.localName.startsWith('bootcamp-')).map((e) => `${e.localName}:${Math.round(e.getBoundingClientRect().height)}`))
  console.log(width, heights.join(' '))
}
await browser.close()
