import type { Context } from 'hono'
import { html } from 'hono/html'
import { NOT_FOUND } from '../../content/not-found'
import { SITE } from '../../content/site'
import { languageOf } from '../base/language'

/**
 * The page for any path that is neither an API route nor a built asset: status 404.
 * Plain HTML with no script, so it renders anywhere and costs nothing. Spanish under /es/ or
 * when the browser asks for it first.
 */
export function notFoundPage(c: Context) {
  const language = languageOf(c)
  const copy = NOT_FOUND[language]
  return c.html(
    html`<!doctype html>
<html lang="${language}">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>${copy.title}</title>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <link rel="stylesheet" href="/not-found.css" />
  </head>
  <body>
    <main class="card">
      <h1>${copy.title}</h1>
      <p>${copy.hint}</p>
      <a href="${SITE[language].path}">${copy.backLink}</a>
    </main>
  </body>
</html>`,
    404,
  )
}
