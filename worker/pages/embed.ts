import type { Context } from 'hono'
import { html, raw } from 'hono/html'
import { CONTACT_SUBJECT_VALUES, PARTNER_SLUG, SESSION_PREFERENCE_VALUES } from '../../contract'
import { EMBED, EMBED_ELEMENTS } from '../../content/embed'
import { LANGUAGES, type Language } from '../../content/language'
import { SITE } from '../../content/site'
import { FOOTER } from '../../content/footer'
import { legalHref } from '../../content/legal/paths'
import type { AppEnv } from '../base/env'
import { isLoopbackHost, listedOrigins } from '../base/middleware/origins'
import { asLanguage } from '../base/language'
import { sitePage } from '../base/page-layout'
import { allowOnPage } from '../base/middleware/page-policy'
import { FORMS } from '../../content/forms'
import { FORM_ELEMENTS, formOfElement, PRE_RENDERED_TAGS, type NativeForm } from '../../contract/native-forms'
import { COHORT_BOX_ATTRIBUTE, COHORT_SLOT_ATTRIBUTE } from '../../contract/cohorts'
import { isKeyOf } from '../../contract/records'
import { ApiError } from '../base/errors'
import { answerFormPost, withFormAnswer } from '../no-script/answer'
import { noScriptMarkup } from '../no-script/markup'
import { withCohortFacts } from '../cohorts/page'
import { EMBED_SCRIPTS_AFTER_PAINT } from '../../contract/loader-after-paint'
import { allowEmbedScriptsAfterPaint } from './home-script'

/**
 * Query parameters an embed link may carry, each the attribute of the same name and its rule.
 * Campaign tags (utm_*) stay in the frame's address, where the element reads them as on any page.
 */
const PARAMETERS = {
  partner: (value: string) => PARTNER_SLUG.test(value),
  session: (value: string) => (SESSION_PREFERENCE_VALUES as readonly string[]).includes(value),
  subject: (value: string) => (CONTACT_SUBJECT_VALUES as readonly string[]).includes(value),
  mode: (value: string) => value === 'inline' || value === 'dialog',
  'trigger-label': (value: string) => value.trim().length > 0 && value.length <= 60,
  'turnstile-site-key': (value: string) => /^[0-9A-Za-z_-]{1,100}$/.test(value),
  lang: (value: string) => (LANGUAGES as readonly string[]).includes(value),
} as const satisfies Record<string, (value: string) => boolean>

/** Elements whose own content starts with the page's h1; the others get a hidden one naming the frame's content. */
const OWN_H1 = new Set<string>(['bootcamp-page', 'bootcamp-hero'])

/** The colours the embed builder offers, as query parameters. */
const THEME_COLOURS = ['primary', 'accent'] as const
const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/

/** The frame's language: its `lang` parameter (the element's attribute), English without one. */
const frameLanguage = (c: Context<AppEnv>): Language => asLanguage(c.req.query('lang'))

function invalidLink(c: Context<AppEnv>, what: string) {
  const language = frameLanguage(c)
  const copy = EMBED[language]
  return c.html(
    sitePage(
      copy.invalidHeading,
      html`<h1>${copy.invalidHeading}</h1><p>${copy.invalid(what)}</p><p><a href="${SITE[language].path}">${copy.fullSiteLink}</a></p>`,
      language,
    ),
    400,
  )
}

/** The element an embed name shows, if any. */
function elementOf(c: Context<AppEnv>) {
  const name = c.req.param('name')
  return isKeyOf(EMBED_ELEMENTS, name) ? { name, ...EMBED_ELEMENTS[name] } : undefined
}

/** The form an embed page shows inline, which it answers when sent without script. */
function inlineFormOf(c: Context<AppEnv>): NativeForm | null {
  const element = elementOf(c)
  const form = element ? formOfElement(element.tag) : null
  return form && c.req.query('mode') !== 'dialog' ? form : null
}

/**
 * What a form's element holds before its script: the form itself in a declarative shadow root
 * (pre-rendered as on `/`, posting to this page), or in dialog mode its button as a link to the
 * same page with the form inline. The script hydrates the first and replaces the second.
 */
async function preRendered(c: Context<AppEnv>, form: NativeForm, language: Language): Promise<string> {
  const markup = await noScriptMarkup(c)
  const shadowRoot = (content: string) =>
    `<template shadowrootmode="open"><style>${markup.css}</style>${content}</template>`
  if (c.req.query('mode') !== 'dialog') return shadowRoot(markup[language].forms[FORM_ELEMENTS[form]])
  const inline = new URL(c.req.url)
  inline.searchParams.delete('mode')
  inline.searchParams.delete('trigger-label')
  const label = c.req.query('trigger-label') ?? FORMS[language].dialog.triggers[form]
  const href = html`${inline.pathname + inline.search}`.toString()
  const words = html`${label}`.toString()
  // Replacer functions: a string replacement would expand a visitor's `$&` or `$1` as a pattern.
  return shadowRoot(markup[language].trigger.replace('{href}', () => href).replace('{label}', () => words))
}

/** Any other element's content, in a declarative shadow root: the frame paints it before its script. */
async function preRenderedElement(c: Context<AppEnv>, tag: string, language: Language): Promise<string> {
  const preRenderedTag = PRE_RENDERED_TAGS.find((known) => known === tag)
  if (!preRenderedTag) return ''
  const markup = await noScriptMarkup(c)
  // The whole page's own rules only (it posts no form in a frame); its forms adopt the whole sheet as they hydrate.
  const css = preRenderedTag === 'bootcamp-page' ? markup[language].pageCss : markup.css
  return `<template shadowrootmode="open"><style>${css}</style>${markup[language].elements[preRenderedTag]}</template>`
}

const showsCohort = (content: string) =>
  content.includes(COHORT_SLOT_ATTRIBUTE) || content.includes(COHORT_BOX_ATTRIBUTE)

/**
 * `/embed/<name>?partner=…`: one element on a page of its own, for school sites that accept
 * only an iframe. The page loads bootcamp.js like any partner page, plus a small script that
 * tells the embedding page its height and passes on the element's events, both once the frame has painted. A form's page
 * arrives with its form in it, which can be sent before or without the script.
 */
export async function embedPage(c: Context<AppEnv>): Promise<Response> {
  const element = elementOf(c)
  if (!element) return c.notFound()
  const name = element.name
  const attributes: string[] = []
  for (const [parameter, valid] of Object.entries(PARAMETERS)) {
    const value = c.req.query(parameter)
    if (value === undefined) continue
    if (!valid(value)) return invalidLink(c, parameter)
    attributes.push(html`${raw(parameter)}="${value}"`.toString())
  }
  // Theme colours from the builder: each sets its --bootcamp-* property on the element.
  const colours: string[] = []
  for (const name of THEME_COLOURS) {
    const value = c.req.query(name)
    if (value === undefined) continue
    if (!HEX_COLOUR.test(value)) return invalidLink(c, name)
    colours.push(`--bootcamp-${name}:${value}`)
  }
  if (colours.length) attributes.push(html`style="${colours.join(';')}"`.toString())
  const background = c.req.query('background')
  if (background !== undefined && background !== 'transparent') return invalidLink(c, 'background')
  const language = frameLanguage(c)
  const copy = EMBED[language]
  const title = copy.titles[name]
  const form = formOfElement(element.tag)
  const content = form ? await preRendered(c, form, language) : await preRenderedElement(c, element.tag, language)
  // The frame's own rules in its head, as `/` has its own: a stylesheet request would hold the first paint.
  const { frameCss } = await noScriptMarkup(c)
  allowPartnerFraming(c)
  // Its scripts after the frame's first paint, as the home pages' loader (worker/pages/home-script.ts);
  // the paint is held until the frame's last part is parsed, so no half-parsed frame is painted.
  await allowEmbedScriptsAfterPaint(c)
  const page = await c.html(html`<!doctype html>
<html lang="${language}">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>${title} · ${copy.titleSuffix}</title>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <style>${raw(frameCss)}</style>
    <script>${raw(EMBED_SCRIPTS_AFTER_PAINT)}</script>
    <link rel="expect" href="#full-site" blocking="render" />
  </head>
  <body${background ? raw(' class="transparent"') : ''}>
    <main>
      ${OWN_H1.has(element.tag) ? '' : html`<h1 class="visually-hidden">${title}</h1>`}
      <${raw([element.tag, ...attributes].join(' '))}>${raw(content)}</${raw(element.tag)}>
    </main>
    <footer id="full-site" class="full-site">
      <a href="${SITE[language].path}" target="_blank" rel="noopener">${copy.fullSiteLink}</a>
      <ul>
        ${FOOTER[language].legal.map(
          (link) =>
            html`<li><a href="${legalHref(link.id, language)}" target="_blank" rel="noopener">${link.label}</a></li>`,
        )}
      </ul>
    </footer>
  </body>
</html>`)
  const inline = inlineFormOf(c)
  // The schedule, the hero and the page name the next cohort: its facts are written in, as on `/`.
  if (!inline) return showsCohort(content) ? withCohortFacts(c, page, language, { indexed: false }) : page
  // The registration form shows the next cohort's seats and session times, as on `/`.
  // The answer first, so that the facts are written into its success panel too (a group's line).
  const answered = await withFormAnswer(c, page, { language, forms: [inline] })
  return inline === 'registration' ? withCohortFacts(c, answered, language, { indexed: false }) : answered
}

/** `POST /embed/<name>`: the frame's form, sent without script; answered with the frame's page. */
export async function embedFormPost(c: Context<AppEnv>): Promise<Response> {
  const form = inlineFormOf(c)
  if (!form) throw new ApiError(405, 'methodNotAllowed', undefined, { Allow: 'GET' })
  return answerFormPost(c, { language: frameLanguage(c), forms: [form], page: () => embedPage(c) })
}

/**
 * Embed pages, and only they, may be framed by the partner origins in ALLOWED_ORIGINS (and, while
 * `npm start` serves on loopback, by local pages): an element's page, and the page answering its
 * form sent without script. Every other page, a broken link's among them, keeps `'self'`.
 */
function allowPartnerFraming(c: Context<AppEnv>) {
  allowOnPage(c, 'frame-ancestors', [
    ...listedOrigins(c.env.ALLOWED_ORIGINS),
    ...(isLoopbackHost(c) ? ['http://127.0.0.1:*', 'http://localhost:*'] : []),
  ])
}
