import { open } from './fixtures'
import { readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { manifestText } from '../scripts/custom-elements'
import { CSS_PROPERTIES, ELEMENT_DOCS } from '../widget/manifest'

/** Part families: `field-email`, `section-hero`, `plan-complete`... are documented by their family. */
const FAMILIES = ['section', 'form', 'field', 'plan', 'cta']
/** Parts that appear only in a later state (an error, a success, a notice). */
const STATEFUL = new Set(['field-error', 'success-panel', 'notice', 'challenge'])

test('custom-elements.json is the one generated from widget/manifest.ts', () => {
  expect(readFileSync('custom-elements.json', 'utf8')).toBe(manifestText())
})

test('the manifest lists exactly the elements the script defines', async ({ page }) => {
  await open(page, '/sections.html')
  const defined = await page.evaluate((tags) => tags.filter((tag) => customElements.get(tag)), ELEMENT_DOCS.map((doc) => doc.tag))
  expect(defined).toEqual(ELEMENT_DOCS.map((doc) => doc.tag))
  const all = await page.evaluate(() => [...document.querySelectorAll('*')].map((el) => el.localName).filter((name) => name.startsWith('bootcamp-')))
  for (const tag of all) expect(ELEMENT_DOCS.map((doc) => doc.tag)).toContain(tag)
})

test('every documented CSS property is used by the stylesheet and every used one is documented', () => {
  const css = readFileSync('widget/styles/widget.css', 'utf8')
  const used = [...new Set(css.match(/--bootcamp-[a-z-]+/g))].sort()
  expect(used).toEqual(CSS_PROPERTIES.map((property) => property.name).sort())
})

for (const doc of ELEMENT_DOCS) {
  test(`<${doc.tag}> renders exactly its documented parts`, async ({ page }) => {
    await open(page, '/sections.html')
    await page.evaluate((tag) => {
      const element = document.createElement(tag)
      element.id = 'probe'
      // At the top, in view: elements load their code only near the viewport.
      document.body.prepend(element)
    }, doc.tag)
    // React commits an element's whole tree at once: content in its root means all of it.
    await page.waitForFunction(() => (document.getElementById('probe')?.shadowRoot?.querySelector('[data-bootcamp-root]')?.childElementCount ?? 0) > 0)
    const rendered = await page.evaluate(() => {
      const tokens = [...document.getElementById('probe')!.shadowRoot!.querySelectorAll('[part]')].flatMap((node) => node.getAttribute('part')!.split(/\s+/))
      return [...new Set(tokens)]
    })
    const undocumented = rendered.filter((part) => !doc.parts.includes(part) && !FAMILIES.some((family) => part.startsWith(`${family}-`) && doc.parts.includes(family)))
    expect(undocumented).toEqual([])
    const missing = doc.parts.filter((part) => !STATEFUL.has(part) && !rendered.includes(part))
    expect(missing).toEqual([])
  })
}
