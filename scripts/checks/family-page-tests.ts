/**
 * Every browser test file that opens a page the family link's limit counts per address (the
 * family page, a certificate's verification, an assessment) takes `test` from e2e/fixtures.ts,
 * which gives each test an address of its own. With Playwright's own `test` its pages would
 * come from the one address every test of the stack shares, and two such tests running at once
 * pass the limit of 30 a minute: a failure that shows only when they happen to overlap.
 * Prints each file that does not, and fails if there is one.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/** What a test file writes when it opens one of those pages (a path, or a link read from an email). */
const OPENS_LIMITED_PAGE =
  /\/family\b|\/verify\/|\/assessment\b|familyLink|linkIn\(|Your registration page|Tu página de inscripción/
const PLAIN_TEST = /import\s*\{[^}]*\btest\b[^}]*\}\s*from\s*'@playwright\/test'/

function specFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) return entry.name === 'hosts' ? [] : specFiles(path)
    return entry.name.endsWith('.spec.ts') ? [path] : []
  })
}

const files = specFiles('e2e')
const plain = files.filter((file) => {
  const text = readFileSync(file, 'utf8')
  return OPENS_LIMITED_PAGE.test(text) && PLAIN_TEST.test(text)
})
for (const file of plain)
  console.error(`${file}: opens family pages; take \`test\` from e2e/fixtures.ts (an address per test)`)
console.log(`${files.length} browser test files, ${plain.length} opening family pages with Playwright's own \`test\``)
if (plain.length > 0) process.exit(1)
