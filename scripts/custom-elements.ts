/** `npm run manifest`: writes custom-elements.json from widget/manifest.ts. */
import { writeFileSync } from 'node:fs'
import { customElementsManifest } from '../widget/manifest'

export const manifestText = () => `${JSON.stringify(customElementsManifest(), null, 2)}\n`

if (import.meta.url === `file://${process.argv[1]}`) {
  writeFileSync(new URL('../custom-elements.json', import.meta.url), manifestText())
  console.log('custom-elements.json written')
}
