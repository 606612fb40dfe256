/**
 * `npm run manifest`: writes custom-elements.json and the README's API tables from
 * widget/manifest.ts. A test fails while either is out of date.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { customElementsManifest, readmeTables } from '../../widget/manifest'

const README = new URL('../../README.md', import.meta.url)

export const manifestText = () => `${JSON.stringify(customElementsManifest(), null, 2)}\n`

/** The README with every `<!-- generated:NAME -->…<!-- /generated:NAME -->` block filled anew. */
export function readmeText(current = readFileSync(README, 'utf8')): string {
  let text = current
  for (const [name, markdown] of Object.entries(readmeTables())) {
    const block = new RegExp(`(<!-- generated:${name} -->\\n)[\\s\\S]*?(\\n<!-- /generated:${name} -->)`)
    if (!block.test(text)) throw new Error(`README.md has no generated:${name} block`)
    text = text.replace(block, (_, start: string, end: string) => `${start}${markdown}${end}`)
  }
  return text
}

if (import.meta.url === `file://${process.argv[1]}`) {
  writeFileSync(new URL('../../custom-elements.json', import.meta.url), manifestText())
  writeFileSync(README, readmeText())
  console.log('custom-elements.json and the README tables written')
}
