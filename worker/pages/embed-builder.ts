import type { Context } from 'hono'
import { html, raw } from 'hono/html'
import { PARTNER_SLUG } from '../../contract'
import { BUILDER, EMBED, EMBED_ELEMENTS } from '../../content/embed'
import { entriesOf } from '../../contract/records'
import { SITE } from '../../content/site'
import type { AppEnv } from '../base/env'

/**
 * `/embed`: the embed builder. The controls are server HTML (they work and read without
 * script); /embed-builder.js keeps the preview and both snippets in step with them. The slug's
 * rule comes from the contract, as the pattern of its field.
 */
export function embedBuilderPage(c: Context<AppEnv>) {
  const origin = new URL(c.req.url).origin
  return c.html(html`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${BUILDER.title}</title>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <link rel="stylesheet" href="/page.css" />
    <link rel="stylesheet" href="/embed-builder.css" />
    <script type="module" src="/bootcamp.js"></script>
    <script type="module" src="/embed-builder.js"></script>
  </head>
  <body>
    <main class="page builder" data-origin="${origin}" data-copied="${BUILDER.copied}" data-copy-failed="${BUILDER.copyFailed}"
      data-site-link-en="${EMBED.en.fullSiteLink}" data-site-link-es="${EMBED.es.fullSiteLink}" data-site-path-en="${SITE.en.path}" data-site-path-es="${SITE.es.path}">
      <h1>${BUILDER.title}</h1>
      <p>${BUILDER.intro}</p>
      <div id="builder" class="builder-form">
        <fieldset>
          <legend>${BUILDER.legend}</legend>
          <label for="element">${BUILDER.element}</label>
          <select id="element" name="element">
            ${raw(
              entriesOf(EMBED_ELEMENTS)
                .map(([name, element]) =>
                  html`<option value="${name}" data-form="${'form' in element ? 'yes' : 'no'}" data-title-es="${EMBED.es.titles[name]}">${EMBED.en.titles[name]}</option>`.toString(),
                )
                .join(''),
            )}
          </select>
          <label for="partner">${BUILDER.partner}</label>
          <input id="partner" name="partner" type="text" required pattern="${PARTNER_SLUG.source}" maxlength="40" autocomplete="off" spellcheck="false" aria-describedby="partner-hint" value="your-school" />
          <p id="partner-hint" class="hint">${BUILDER.partnerHint}</p>
          <label for="language">${BUILDER.language}</label>
          <select id="language" name="language" aria-describedby="language-hint">
            <option value="">${BUILDER.languages.page}</option>
            <option value="en">${BUILDER.languages.en}</option>
            <option value="es">${BUILDER.languages.es}</option>
          </select>
          <p id="language-hint" class="hint">${BUILDER.languageHint}</p>
          <fieldset class="choices" aria-describedby="mode-hint">
            <legend>${BUILDER.mode}</legend>
            <label><input type="radio" name="mode" value="inline" checked /> ${BUILDER.modes.inline}</label>
            <label><input type="radio" name="mode" value="dialog" /> ${BUILDER.modes.dialog}</label>
            <p id="mode-hint" class="hint">${BUILDER.modeHint}</p>
          </fieldset>
          <label for="trigger-label">${BUILDER.triggerLabel}</label>
          <input id="trigger-label" name="trigger-label" type="text" maxlength="60" placeholder="Register Now" />
          <div class="colours">
            <label>${BUILDER.primary} <input type="color" name="primary" value="#4338ca" /></label>
            <label>${BUILDER.accent} <input type="color" name="accent" value="#fbbf24" /></label>
          </div>
        </fieldset>
      </div>
      <p class="note">${BUILDER.allowedNote}</p>
      <section aria-labelledby="preview-heading" class="preview">
        <h2 id="preview-heading">${BUILDER.preview}</h2>
        <div id="preview"></div>
      </section>
      <section aria-labelledby="snippets-heading">
        <h2 id="snippets-heading">${BUILDER.snippets}</h2>
        <label for="script-snippet">${BUILDER.scriptSnippet}</label>
        <textarea id="script-snippet" readonly rows="5"></textarea>
        <button type="button" class="button" data-copy="script-snippet">${BUILDER.copyScript}</button>
        <label for="iframe-snippet">${BUILDER.iframeSnippet}</label>
        <textarea id="iframe-snippet" readonly rows="5"></textarea>
        <button type="button" class="button" data-copy="iframe-snippet">${BUILDER.copyIframe}</button>
        <p id="copy-status" role="status" class="hint"></p>
      </section>
    </main>
  </body>
</html>`)
}
