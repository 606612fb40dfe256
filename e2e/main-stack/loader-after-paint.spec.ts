import { expect, test } from '@playwright/test'
import { recordConsole } from '../fixtures'

/** When the page painted its first content, and when it asked for the loader, in its own clock. */
const paintAndLoader = () => {
  const loader = performance.getEntriesByType('resource').find((entry) => entry.name.endsWith('/bootcamp.js'))
  return [performance.getEntriesByName('first-contentful-paint')[0]?.startTime, loader?.startTime]
}

test('the home pages ask for the loader only after their first paint, and the policy lets that one script run', async ({
  page,
}) => {
  const messages = recordConsole(page)
  for (const path of ['/', '/es']) {
    await page.goto(path, { waitUntil: 'networkidle' })
    const [paint, loader] = await page.evaluate(paintAndLoader)
    expect(paint).toBeGreaterThan(0)
    expect(loader).toBeGreaterThan(paint!)
    // The loader ran: the page is its element, and ready.
    expect(await page.evaluate(() => document.querySelector('bootcamp-page')!.matches(':defined:state(ready)'))).toBe(
      true,
    )
  }
  expect(messages).toEqual([])
})
