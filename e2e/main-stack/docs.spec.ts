import { readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { documentText, GENERATED, type GeneratedDocument } from '../../scripts/docs/documents'

for (const path of Object.keys(GENERATED) as GeneratedDocument[]) {
  test(`${path}'s tables are the ones \`npm run docs\` writes from the code`, () => {
    const text = readFileSync(path, 'utf8')
    expect(text).toBe(documentText(path, text))
  })
}
