import { expect, test } from '@playwright/test'
import { SEATS_LINE_HEIGHT } from '../../widget/loader/cohort-texts'
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
      const withLines: Record<string, number> = {}
      for (const tag of Object.keys(RESERVED_HEIGHTS)) {
        const { before, after } = await page.evaluate(
          async ([name, lang]) => {
            const element = document.createElement(name)
            element.lang = lang
            document.body.prepend(element)
            await new Promise<void>((resolve) => {
              const check = () => (element.matches(':state(ready)') ? resolve() : requestAnimationFrame(check))
              check()
            })
            const after = Math.round(element.getBoundingClientRect().height)
            element.remove()
            // What the loader reserves for one far below the fold that never renders: the table's
            // height and, for the form, its lines from the cohort's texts (in by now: asked once a page).
            const waiting = Object.assign(document.createElement(name), { lang })
            const far = Object.assign(document.createElement('div'), { style: 'margin-top:20000px' })
            document.body.append(far)
            far.append(waiting)
            await new Promise((resolve) => setTimeout(resolve, 100))
            const style = getComputedStyle(waiting)
            const before = { table: parseFloat(style.minHeight), lines: parseFloat(style.paddingBottom) }
            far.remove()
            return { before, after }
          },
          [tag, language] as const,
        )
        rendered[tag] = after
        reserved[tag] = before.table
        withLines[tag] = before.table + before.lines
      }
      expect(reserved).toEqual(
        Object.fromEntries(
          Object.entries(RESERVED_HEIGHTS).map(([tag, heights]) => [tag, heights[LANGUAGE_COLUMNS[language] + column]]),
        ),
      )
      // The spec's cohort is next, so the form shows its seats line: reserved as the cohort's texts arrive.
      expect(withLines['bootcamp-register']).toBe(reserved['bootcamp-register']! + SEATS_LINE_HEIGHT)
      expect(rendered).toEqual(withLines)
    })
  }
