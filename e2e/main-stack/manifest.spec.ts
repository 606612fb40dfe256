import { readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { manifestText, readmeText } from '../../scripts/build/custom-elements'
import { CSS_PROPERTIES, ELEMENTS, TAGS } from '../../widget/manifest'
import { open } from '../fixtures'

/** Part families: `field-email`, `section-hero`, `plan-complete`... are documented by their family. */
const FAMILIES = ['section', 'form', 'field', 'plan', 'cta']
/** Parts that appear only in a later state (an error, a success, a notice) or in dialog mode. */
const STATEFUL = new Set([
  'field-error',
  'form-notice',
  'success-panel',
  'success-placement',
  'group-joined',
  'notice',
  'challenge',
  'trigger',
  'dialog',
  'dialog-close',
])

test('custom-elements.json and the README tables are the ones generated from widget/manifest.ts', () => {
  expect(readFileSync('custom-elements.json', 'utf8')).toBe(manifestText())
  const readme = readFileSync('README.md', 'utf8')
  expect(readme).toBe(readmeText(readme))
})

test('the manifest lists exactly the elements the script defines', async ({ page }) => {
  await open(page, '/sections.html')
  const defined = await page.evaluate((tags) => tags.filter((tag) => customElements.get(tag)), TAGS)
  expect(defined).toEqual(TAGS)
  const all = await page.evaluate(() =>
    [...document.querySelectorAll('*')].map((el) => el.localName).filter((name) => name.startsWith('bootcamp-')),
  )
  for (const tag of all) expect(TAGS).toContain(tag)
})

test('the stylesheet reads exactly the documented theme properties, with the documented defaults', () => {
  const css = readFileSync('widget/styles/theme.css', 'utf8')
  const used = [...css.matchAll(/var\((--bootcamp-[a-z-]+), ([^)]+)\)/g)].map(([, name, fallback]) => ({
    name,
    default: fallback,
  }))
  expect(used).toEqual(CSS_PROPERTIES.map((property) => ({ name: property.name, default: property.default })))
})

for (const tag of TAGS) {
  test(`<${tag}> renders exactly its documented parts`, async ({ page }) => {
    const documented: string[] = ELEMENTS[tag].parts
    await open(page, '/sections.html')
    await page.evaluate((name) => {
      const element = document.createElement(name)
      element.id = 'probe'
      // At the top, in view: elements load their code only near the viewport.
      document.body.prepend(element)
    }, tag)
    // React commits an element's whole tree at once: content in its root means all of it.
    await page.waitForFunction(
      () =>
        (document.getElementById('probe')?.shadowRoot?.querySelector('[data-bootcamp-root]')?.childElementCount ?? 0) >
        0,
    )
    const rendered = await page.evaluate(() => {
      const tokens = [...document.getElementById('probe')!.shadowRoot!.querySelectorAll('[part]')].flatMap((node) =>
        node.getAttribute('part')!.split(/\s+/),
      )
      return [...new Set(tokens)]
    })
    const undocumented = rendered.filter(
      (part) =>
        !documented.includes(part) &&
        !FAMILIES.some((family) => part.startsWith(`${family}-`) && documented.includes(family)),
    )
    expect(undocumented).toEqual([])
    const missing = documented.filter((part) => !STATEFUL.has(part) && !rendered.includes(part))
    expect(missing).toEqual([])
  })
}
