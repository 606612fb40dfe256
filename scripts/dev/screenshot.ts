/**
 * `npx tsx scripts/dev/screenshot.ts <url> <out.png> [width] [--full]`: a screenshot in Debian's
 * Chromium, for checking a screen by eye at phone and desktop widths.
 */
import { chromium } from 'playwright-core'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium'

const [url = 'http://127.0.0.1:8787/', out = 'screenshot.png', width = '375'] = process.argv
  .slice(2)
  .filter((arg) => !arg.startsWith('--'))
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } })
page.on('console', (message) => console.log(`[console.${message.type()}] ${message.text()}`))
page.on('pageerror', (error) => console.log(`[pageerror] ${error.message}`))
await page.goto(url, { waitUntil: 'networkidle' })
await page.waitForTimeout(300)
await page.screenshot({ path: out, fullPage: process.argv.includes('--full') })
await browser.close()
