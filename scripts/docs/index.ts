/**
 * `npm run docs`: writes the tables of docs/ that come from the code (the API from the endpoint
 * map, the email kinds from NOTIFICATION_KINDS) between their marker comments, as `npm run manifest`
 * does for the README's element tables. e2e/main-stack/docs.spec.ts fails while any is out of date.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { documentText, GENERATED, type GeneratedDocument } from './documents'

const root = new URL('../../', import.meta.url)
for (const path of Object.keys(GENERATED) as GeneratedDocument[]) {
  const file = new URL(path, root)
  writeFileSync(file, documentText(path, readFileSync(file, 'utf8')))
}
console.log(`${Object.keys(GENERATED).join(', ')}: tables written`)
