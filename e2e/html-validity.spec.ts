import { expect, test } from '@playwright/test'
import { HtmlValidate, type ConfigData } from 'html-validate'

/**
 * html-validate's recommended rules, less the ones about how markup is spelled rather than
 * whether it is valid:
 * - void-style, attribute-boolean-style, attribute-empty-style, doctype-style: React writes
 *   `<input/>`, `hidden=""` and `<!DOCTYPE>` its own way; each spelling is valid HTML.
 * - valid-id relaxed: React's useId ids start with "_" ("_R_4qh5_"), valid in HTML5 (any
 *   non-empty id without spaces); the strict mode is HTML4's letter-first rule. Spaces in an id,
 *   the defect that left five regions unnamed, still fail.
 * - tel-non-breaking: it wants &nbsp; inside phone numbers so they do not wrap; the link has
 *   `white-space: nowrap` instead, so the text stays what screen readers and copy-paste expect.
 */
const CONFIG: ConfigData = {
  extends: ['html-validate:recommended'],
  rules: {
    'void-style': 'off',
    'attribute-boolean-style': 'off',
    'attribute-empty-style': 'off',
    'doctype-style': 'off',
    'valid-id': ['error', { relaxed: true }],
    'tel-non-breaking': 'off',
  },
}

/** Every page the worker serves as HTML: pre-rendered, server-built, and the error pages. */
const PAGES = [
  ['the pre-rendered home page', '/', 200],
  ['the guide', '/guide', 200],
  ['an invalid unsubscribe link', '/unsubscribe?token=broken', 400],
  ['the not-found page', '/no-such-page', 404],
  ['the sections demo page', '/sections.html', 200],
] as const

for (const [name, path, status] of PAGES) {
  test(`${name} is valid HTML`, async ({ request }) => {
    const response = await request.get(path)
    expect(response.status()).toBe(status)
    const report = await new HtmlValidate(CONFIG).validateString(await response.text(), path)
    const problems = report.results.flatMap((result) => result.messages.map((message) => `${message.ruleId}: ${message.message} (${message.selector ?? `line ${message.line}`})`))
    expect(problems).toEqual([])
  })
}
