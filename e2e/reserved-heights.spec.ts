import { expect, test } from '@playwright/test'
import { RESERVED_HEIGHTS, RESERVED_WIDTHS } from '../widget/loader/reserve-space'
import { open } from './fixtures'

/** The width each column is measured at (a phone, a tablet at the breakpoint, a laptop). */
const VIEWPORTS = [375, 768, 1280]

for (const [column, width] of VIEWPORTS.entries()) {
  test(`at ${width} px every element renders at the height the loader reserves for it`, async ({ page }) => {
    expect(width).toBeGreaterThanOrEqual(RESERVED_WIDTHS[column]!)
    await page.setViewportSize({ width, height: 900 })
    await open(page, '/sections.html')
    const rendered: Record<string, number> = {}
    for (const tag of Object.keys(RESERVED_HEIGHTS)) {
      const height = await page.evaluate(async (name) => {
        const element = document.createElement(name)
        document.body.prepend(element)
        await new Promise<void>((resolve) => {
          const check = () => (element.hasAttribute('data-bootcamp-ready') ? resolve() : requestAnimationFrame(check))
          check()
        })
        const measured = element.getBoundingClientRect().height
        element.remove()
        return Math.round(measured)
      }, tag)
      rendered[tag] = height
    }
    const reserved = Object.fromEntries(Object.entries(RESERVED_HEIGHTS).map(([tag, heights]) => [tag, heights[column]]))
    expect(rendered).toEqual(reserved)
  })
}
