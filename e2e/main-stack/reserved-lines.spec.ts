import { expect, test } from '@playwright/test'
import { RESERVED_HEIGHTS } from '../../widget/loader/reserve-space'
import { open } from '../fixtures'

/**
 * The main stack has no cohort ahead: the registration form shows no seats line, so the loader
 * reserves none (pinned-clock/reserved-heights.spec.ts measures the form with one). What follows
 * the form on a host page stays where it was when the form's code arrives.
 */
for (const [column, width] of [375, 768, 1280].entries())
  test(`at ${width} px with no cohort ahead nothing below the registration form moves as it renders`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 })
    await open(page, '/sections.html')
    const { reserved, gapBefore, gapAfter } = await page.evaluate(async () => {
      const far = Object.assign(document.createElement('div'), { style: 'margin-top:3000px' })
      // A block, as hosts place it (the README's snippet): an inline element has no height to hold.
      const form = Object.assign(document.createElement('bootcamp-register'), { style: 'display:block' })
      const below = Object.assign(document.createElement('p'), { textContent: 'More news.', style: 'margin:0' })
      far.append(form, below)
      document.body.append(far)
      const reserved = parseFloat(getComputedStyle(form).minHeight)
      const gap = () => below.getBoundingClientRect().top - form.getBoundingClientRect().top
      const gapBefore = gap()
      form.scrollIntoView()
      await new Promise<void>((resolve) => {
        const check = () => (form.matches(':state(ready)') ? resolve() : requestAnimationFrame(check))
        check()
      })
      return { reserved, gapBefore, gapAfter: gap() }
    })
    expect(reserved).toBe(RESERVED_HEIGHTS['bootcamp-register'][column])
    expect(gapBefore).toBe(reserved)
    expect(gapAfter).toBe(gapBefore)
  })
