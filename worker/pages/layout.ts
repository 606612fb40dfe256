import { html } from 'hono/html'
import type { HtmlEscapedString } from 'hono/utils/html'
import type { Language } from '../../content/language'

/**
 * A plain page of the site outside the widget (guide, unsubscribe): server HTML, no script,
 * one small stylesheet, readable and printable anywhere.
 */
export function sitePage(title: string, body: HtmlEscapedString | Promise<HtmlEscapedString>, language: Language = 'en') {
  return html`<!doctype html>
<html lang="${language}">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title}</title>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <link rel="stylesheet" href="/page.css" />
  </head>
  <body>
    <main class="page">${body}</main>
  </body>
</html>`
}
