import { expect, test } from '@playwright/test'
import { LANGUAGE_COLUMNS, RESERVED_HEIGHTS, RESERVED_WIDTHS } from '../../widget/loader/reserve-space'
import { open } from '../fixtures'

/**
 * Measured on the stack pinned to the spec's day, where one cohort is next with every offer on:
 * the state the table describes. With no cohort ahead the schedule is shorter (cohorts.spec.ts).
 */

/** The width each column is measured at (a phone, a tablet at the breakpoint, a laptop). */
const VIEWPORTS = [375, 768, 1280]

for (const language of ['en', 'es'] as const)
  for (const [column, width] of VIEWPORTS.entries()) {
    test(`at ${width} px every element in ${language} renders at the height the loader reserves for it`, async ({
      page,
    }) => {
      expect(width).toBeGreaterThanOrEqual(RESERVED_WIDTHS[column]!)
      await page.setViewportSize({ width, height: 900 })
      await open(page, '/sections.html')
      const rendered: Record<string, number> = {}
      const reserved: Record<string, number> = {}
      for (const tag of Object.keys(RESERVED_HEIGHTS)) {
        const { before, after } = await page.evaluate(
          async ([name, lang]) => {
            const element = document.createElement(name)
            element.lang = lang
            document.body.prepend(element)
            // What the loader's stylesheet reserves for this element, read before its code arrives.
            const before = parseFloat(getComputedStyle(element).minHeight)
            await new Promise<void>((resolve) => {
              const check = () => (element.matches(':state(ready)') ? resolve() : requestAnimationFrame(check))
              check()
            })
            const after = Math.round(element.getBoundingClientRect().height)
            element.remove()
            return { before, after }
          },
          [tag, language] as const,
        )
        rendered[tag] = after
        reserved[tag] = before
      }
      expect(reserved).toEqual(
        Object.fromEntries(
          Object.entries(RESERVED_HEIGHTS).map(([tag, heights]) => [tag, heights[LANGUAGE_COLUMNS[language] + column]]),
        ),
      )
      expect(rendered).toEqual(reserved)
    })
  }
