import type { Context } from 'hono'
import { html } from 'hono/html'
import { NOT_FOUND } from '../../content/not-found'

/**
 * The page for any path that is neither an API route nor a built asset: status 404.
 * Plain HTML with no script, so it renders anywhere and costs nothing.
 */
export function notFoundPage(c: Context) {
  return c.html(
    html`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>${NOT_FOUND.title}</title>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <link rel="stylesheet" href="/not-found.css" />
  </head>
  <body>
    <main class="card">
      <h1>${NOT_FOUND.title}</h1>
      <p>${NOT_FOUND.hint}</p>
      <a href="/">${NOT_FOUND.backLink}</a>
    </main>
  </body>
</html>`,
    404,
  )
}
