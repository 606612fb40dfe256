import { html } from 'hono/html'
import type { HtmlEscapedString } from 'hono/utils/html'
import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { Language } from '../../content/language'
import type { AppEnv } from './env'
import { languageOf, languageParameter } from './language'

/**
 * A plain page of the site outside the widget (guide, unsubscribe): server HTML, no script,
 * one small stylesheet, readable and printable anywhere.
 */
export function sitePage(
  title: string,
  body: HtmlEscapedString | Promise<HtmlEscapedString>,
  language: Language = 'en',
) {
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

/**
 * A short page of a link from an email (unsubscribe, a seat's claim), in the language the email
 * was written in: `pages` holds its copy per language, `title` names the heading's key in it.
 */
export function emailLinkPage<Copy extends Record<string, unknown>>(
  c: Context<AppEnv>,
  pages: Record<Language, Copy>,
  title: { [K in keyof Copy]: Copy[K] extends string ? K : never }[keyof Copy],
  body: (copy: Copy) => HtmlEscapedString | Promise<HtmlEscapedString>,
  status: ContentfulStatusCode = 200,
) {
  const language = languageOf(c)
  const copy = pages[language]
  const heading = String(copy[title])
  return c.html(sitePage(heading, html`<h1>${heading}</h1>${body(copy)}`, language), status)
}

/** A page reached by a signed link (`?token=`) in this request's language, its token and language kept. */
export const signedLinkAddress = (c: Context<AppEnv>, path: string, extra = '') =>
  `${path}?token=${encodeURIComponent(c.req.query('token') ?? '')}${languageParameter(languageOf(c))}${extra}`

/** A page of a signed link in its reader's language: never cached, never indexed, never framed. */
export function signedLinkPage(
  c: Context<AppEnv>,
  title: string,
  body: HtmlEscapedString | Promise<HtmlEscapedString>,
  status: ContentfulStatusCode = 200,
) {
  // The address carries the token: no other site learns it from a link followed here. Not
  // `no-referrer`: with it, Chromium sends `Origin: null` with the page's own forms, which the
  // cross-site guard must then refuse.
  c.header('Referrer-Policy', 'same-origin')
  c.header('X-Robots-Tag', 'noindex, nofollow')
  return c.html(sitePage(title, html`<h1>${title}</h1>${body}`, languageOf(c)), status)
}
