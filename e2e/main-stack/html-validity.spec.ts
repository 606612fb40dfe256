import { expect, test } from '@playwright/test'
import { HtmlValidate } from 'html-validate'
import { HTML_RULES } from '../html-rules'

/** Every page the worker serves as HTML: pre-rendered, server-built, and the error pages. */
const PAGES = [
  ['the pre-rendered home page', '/', 200],
  ['the guide', '/guide', 200],
  ['the terms', '/terms', 200],
  ['the privacy policy in Spanish', '/privacy?lang=es', 200],
  ['the accessibility statement', '/accessibility', 200],
  ['an invalid unsubscribe link', '/unsubscribe?token=broken', 400],
  ['the not-found page', '/no-such-page', 404],
  ['the sections demo page', '/sections.html', 200],
  ["the staff console's shell", '/admin', 200],
  [
    'an iframe embed page',
    '/embed/register?partner=lincoln-high&session=complete&mode=dialog&trigger-label=Save%20my%20%22place%22',
    200,
  ],
  ['the embed builder', '/embed', 200],
  ['a broken embed link', '/embed/register?partner=Not%20A%20Slug', 400],
] as const

for (const [name, path, status] of PAGES) {
  test(`${name} is valid HTML`, async ({ request }) => {
    const response = await request.get(path)
    expect(response.status()).toBe(status)
    const report = await new HtmlValidate(HTML_RULES).validateString(await response.text(), path)
    const problems = report.results.flatMap((result) =>
      result.messages.map(
        (message) => `${message.ruleId}: ${message.message} (${message.selector ?? `line ${message.line}`})`,
      ),
    )
    expect(problems).toEqual([])
  })
}
