import { chromium } from 'playwright-core'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium'
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
let release = () => {}
const held = new Promise<void>((r) => (release = r))
await page.route('**/chunks/runtime-*.js', async (route) => { await held; await route.continue() })
await page.goto('http://127.0.0.1:8787/', { waitUntil: 'domcontentloaded' })
const form = page.locator('bootcamp-page form[part~="form-registration"]')
await form.getByLabel('First Name').fill('Early')
await form.getByLabel('Age').selectOption('17')
await form.getByLabel('I agree to the terms and conditions').check()
release()
await page.waitForFunction(() => document.querySelector('bootcamp-page')?.hasAttribute('data-bootcamp-ready') && document.querySelector('bootcamp-page')!.shadowRoot!.adoptedStyleSheets.length === 1)
await page.waitForTimeout(500)
console.log('after hydration DOM:', await form.getByLabel('First Name').inputValue(), await form.getByLabel('Age').inputValue(), await form.getByLabel('I agree to the terms and conditions').isChecked())
await form.getByRole('button', { name: 'Complete Registration' }).click()
console.log('errors:', await form.locator('[part="field-error"]').allTextContents())
await browser.close()
