/**
 * Build step after `vite build`: writes dist/site/index.html (English) and dist/site/es.html
 * (Spanish) with <bootcamp-page> already rendered inside a declarative shadow root: the same
 * markup as the page's chunk (the build's React render, widget/prerender.tsx) and the same
 * styles. The page paints before any script and reads without one. Each names the other as its
 * alternate (hreflang), so search engines send Spanish readers to /es.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { LANGUAGES, perLanguage, type Language } from '../../content/language'
import { SITE } from '../../content/site'
import { PROGRAM } from '../../content/program'
import { transform } from 'lightningcss'
import { createServer } from 'vite'
import type { ElementMarkupModule } from '../vite/element-html'
import {
  NO_SCRIPT_ANSWER_CLASSES,
  NO_SCRIPT_FILE,
  PRE_RENDERED_TAGS,
  type NoScriptFile,
  type NoScriptMarkup,
  type PreRenderedTag,
} from '../../contract/native-forms'
import { recordOf } from '../../contract/records'
import { ANCHORS, anchorSlot } from '../../content/anchors'
import { LOADER_AFTER_PAINT } from '../../contract/loader-after-paint'
import { pageCss } from './page-css'

/** The page's last light-DOM target: parsed once its whole shadow root is. */
const LAST_ANCHOR = Object.values(ANCHORS).at(-1)!
const TEMPLATE = 'demo/site/index.html'
const SITE_STYLES = 'demo/site/site.css'
const FRAME_STYLES = 'demo/site/embed-frame.css'
const OUTPUT = { en: 'dist/site/index.html', es: 'dist/site/es.html' } satisfies Record<Language, string>
const HOST_PAGE = 'dist/site/host-below-fold.html'
const HOST_PAGE_WITHOUT_WIDGET = 'dist/site/host-without-widget.html'
const BARE_PAGE = 'dist/site/bare.html'
const WIDGET_SCRIPT = '    <script type="module" src="/bootcamp.js" fetchpriority="low"></script>\n'

/**
 * The bench measures a partner page with and without our script side by side: the second is
 * the first with the script tag taken out, so the two can differ in nothing else.
 */
/** The bench's reference: a page with nothing but its text, measured beside ours under the same profile. */
function writeBarePage() {
  writeFileSync(
    BARE_PAGE,
    '<!doctype html>\n<html lang="en">\n  <head>\n    <meta charset="utf-8" />\n    <meta name="viewport" content="width=device-width, initial-scale=1" />\n    <title>A bare page</title>\n  </head>\n  <body>\n    <h1>A bare HTML page</h1>\n    <p>The reference the bench measures our pages against: text and nothing else.</p>\n  </body>\n</html>\n',
  )
}

function writeHostPageWithoutWidget() {
  const page = readFileSync(HOST_PAGE, 'utf8')
  if (!page.includes(WIDGET_SCRIPT)) throw new Error(`${HOST_PAGE} has no ${WIDGET_SCRIPT.trim()} to take out`)
  writeFileSync(
    HOST_PAGE_WITHOUT_WIDGET,
    page.replace(WIDGET_SCRIPT, '').replace('(with the registration form below the fold)', '(without the widget)'),
  )
}

const minifyCss = (css: string) =>
  transform({ filename: 'inline.css', code: Buffer.from(css), minify: true }).code.toString()

/** Vite's SSR loader hands over unminified CSS; the page ships it minified. */
function minifyStyles(html: string): string {
  return html.replace(/<style>([\s\S]*?)<\/style>/g, (_, css: string) => `<style>${minifyCss(css)}</style>`)
}

/**
 * The programme's illustration, a file of its own on the home pages (below the fold, so not in
 * their first round trip), loaded as it comes near (`loading="lazy"`). Fetched at once, its
 * request began before the first paint, and Lighthouse's simulation counts every request begun
 * before the largest paint: `/` painted its largest text at 909 ms instead of 770. Its width and
 * height keep its box, so nothing moves when it arrives.
 */
const ILLUSTRATION = { file: 'dist/site/summit.svg', path: '/summit.svg' }

/**
 * The illustration's file: its inline markup without the label and the class, which the `<img>`
 * carries instead, so one file serves both languages.
 */
function writeIllustrationFile(inline: string) {
  writeFileSync(
    ILLUSTRATION.file,
    inline
      .replace('<svg ', '<svg xmlns="http://www.w3.org/2000/svg" ')
      .replace(/ role="img" aria-label="[^"]*"/, '')
      .replace(/ class="[^"]*"/, ''),
  )
}

/**
 * The page's inline illustration as an `<img>` of the same size, loading its file: about 420 B
 * of the page's gzip that nothing above the fold needs. Partner pages keep it inline (their
 * policy may refuse our images); the label becomes the image's text alternative.
 */
function withIllustrationFile(markup: string, language: Language, inline: string): string {
  if (!markup.includes(inline)) throw new Error("the page's markup has no programme illustration to move to a file")
  const alt = escapeAttribute(PROGRAM[language].imageAlt)
  const image = `<img src="${ILLUSTRATION.path}" alt="${alt}" width="400" height="300" loading="lazy" class="h-auto w-full">`
  return markup.replace(inline, () => image)
}

/**
 * The page's bytes that say nothing: the template's indentation between the head's tags. (React's
 * `=""` after an empty attribute stays: 16 B, and other features' tests read the markup as React writes it.)
 */
function compactMarkup(html: string): string {
  const [head, body] = html.split('<body>') as [string, string]
  return `${head.replace(/>\s+</g, '><')}<body>${body}`
}

/**
 * The iframe pages' elements; `/embed/page` as `/` is served, with the illustration as its file and
 * only the rules its markup can match, so that it too fits its first round trip.
 */
function framedPage(module: NoScriptModule, language: Language, shadowCss: string) {
  const elements = recordOf(PRE_RENDERED_TAGS, (tag) => module.elementMarkup(tag, language))
  elements['bootcamp-page'] = withIllustrationFile(
    elements['bootcamp-page'],
    language,
    module.summitIllustrationMarkup(language),
  )
  return { elements, pageCss: pageCss(shadowCss, elements['bootcamp-page']) }
}

interface NoScriptModule {
  summitIllustrationMarkup(language: Language): string
  successIslands(language: Language): NoScriptMarkup['islands']
  nativeFormMarkup(tag: keyof NoScriptMarkup['forms'], language: Language): string
  dialogTriggerMarkup(language: Language): string
  elementMarkup(tag: PreRenderedTag, language: Language): string
}

/**
 * What the worker needs to answer a form sent without script (worker/no-script/), read from
 * the assets, never served: the forms' styles, each form as an iframe page shows it before its
 * script, and each island with its success panel, in every language.
 */
function writeNoScriptMarkup(module: NoScriptModule, shadowCss: string) {
  const markup: NoScriptFile<Language> = {
    css: minifyCss(shadowCss),
    frameCss: minifyCss(readFileSync(FRAME_STYLES, 'utf8')),
    ...perLanguage((language) => ({
      islands: module.successIslands(language),
      forms: {
        'bootcamp-register': module.nativeFormMarkup('bootcamp-register', language),
        'bootcamp-signup': module.nativeFormMarkup('bootcamp-signup', language),
        'bootcamp-contact': module.nativeFormMarkup('bootcamp-contact', language),
      },
      trigger: module.dialogTriggerMarkup(language),
      // A partner's frame is not our page to post to: the page's forms there wait for the script.
      ...framedPage(module, language, shadowCss),
    })),
  }
  writeFileSync(NO_SCRIPT_FILE, JSON.stringify(markup))
}

/** What the worker writes into a home page for a form sent without script (worker/no-script/render.ts): its rules stay in the page. */
const noScriptAnswerMarkup = (module: NoScriptModule, language: Language) =>
  JSON.stringify(module.successIslands(language)) +
  NO_SCRIPT_ANSWER_CLASSES.map((name) => `<p class="${name}">`).join('')

const PROPERTY_RULE = /@property [^{]+\{[^}]*\}/g
/** Tailwind's rule for browsers without @property: its condition, before the rule it holds. */
const PROPERTY_FALLBACK = /@layer properties\s*\{\s*(@supports [^{]+\{)/

/**
 * The sheet for a shadow root's <style>. Tailwind starts its --tw-* variables (shadows, rings,
 * borders) twice: by @property rules, which a shadow root ignores, and, for browsers without
 * @property, by one rule that sets them on every element, under @supports. That rule, set without
 * its condition, does what the @property rules do (each element starts from the initial values,
 * none inherits its parent's) in every browser and inside the shadow root, so no page needs the
 * @property rules in its head before the script registers them: about 270 B of gzip a page.
 */
function shadowRootCss(css: string): string {
  const fallback = PROPERTY_FALLBACK.exec(css)
  if (!fallback)
    throw new Error("Tailwind's @property fallback (@layer properties{@supports …{…}}) is not where it was")
  const opened = fallback.index + fallback[0].length - fallback[1]!.length
  const contentStart = fallback.index + fallback[0].length
  let depth = 1
  let end = contentStart
  while (depth > 0) {
    if (end >= css.length) throw new Error("Tailwind's @property fallback is not closed")
    const character = css[end++]
    if (character === '{') depth++
    else if (character === '}') depth--
  }
  // `end` is just past the condition's closing brace.
  const unconditional = css.slice(0, opened) + css.slice(contentStart, end - 1) + css.slice(end)
  return unconditional.replace(PROPERTY_RULE, '')
}

/**
 * Where the site is published: search engines want hreflang alternates as full addresses. A
 * deployment under another name builds with BOOTCAMP_SITE_ORIGIN set (docs/operating.md, "Deploy").
 */
const SITE_ORIGIN = new URL(process.env.BOOTCAMP_SITE_ORIGIN ?? 'https://vitalbootcamp.org').origin

/** The same page in every language, each listed with its address (x-default: English). */
const address = (language: Language) => new URL(SITE[language].path, SITE_ORIGIN).href
const ALTERNATES = [
  ...LANGUAGES.map((language) => `<link rel="alternate" hreflang="${language}" href="${address(language)}" />`),
  `<link rel="alternate" hreflang="x-default" href="${address('en')}" />`,
].join('\n    ')

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')

/** The template with one language's title, description, alternates and page. */
function homePage(template: string, language: Language, page: string): string {
  const replacements: [RegExp, string][] = [
    [/<html lang="en">/, `<html lang="${language}">`],
    [/<title>[^<]*<\/title>/, `<title>${escapeAttribute(SITE[language].title)}</title>`],
    [
      /<meta name="description" content="[^"]*" \/>/,
      `<meta name="description" content="${escapeAttribute(SITE[language].description)}" />\n    ${ALTERNATES}`,
    ],
    // The page's own few rules in the page: a second request would hold its first paint.
    [/<link rel="stylesheet" href="\/site\.css" \/>/, `<style>${minifyCss(readFileSync(SITE_STYLES, 'utf8'))}</style>`],
    [/<bootcamp-page><\/bootcamp-page>/, page],
    // The loader after the first paint, not fetched and run while the page is painted (contract/loader-after-paint.ts).
    [/\n\s*<script type="module" src="\/bootcamp\.js"><\/script>/, ''],
    [/<\/head>/, `  <script>${LOADER_AFTER_PAINT}</script>\n  </head>`],
    // One paint of the whole page, as when a module script held it: a phone's parser, yielding
    // halfway through the page's one shadow root, would otherwise paint it half laid out and shift it.
    [/<\/head>/, `  <link rel="expect" href="#${LAST_ANCHOR}" blocking="render" />\n  </head>`],
  ]
  return replacements.reduce((html, [pattern, replacement]) => {
    if (!pattern.test(html)) throw new Error(`${TEMPLATE} has no ${pattern.source} to fill`)
    return html.replace(pattern, () => replacement)
  }, template)
}

const vite = await createServer({
  server: { middlewareMode: true, hmr: false, ws: false },
  appType: 'custom',
  logLevel: 'error',
})
try {
  const { elementMarkup } = (await vite.ssrLoadModule('/widget/prerender.tsx')) as ElementMarkupModule
  const noScript = (await vite.ssrLoadModule('/widget/prerender.tsx')) as NoScriptModule
  writeIllustrationFile(noScript.summitIllustrationMarkup('en'))
  const { default: css } = (await vite.ssrLoadModule('/widget/styles/widget.css?inline')) as { default: string }
  // Every pre-rendered shadow root's sheet, cut per page from this one.
  const shadowCss = shadowRootCss(css)
  const template = readFileSync(TEMPLATE, 'utf8')
  for (const language of LANGUAGES) {
    // English is the default, so the English page's element needs no attribute.
    const attribute = language === 'en' ? '' : ` lang="${language}"`
    // Our own page: its forms post to it, so they can be sent before the script (or without one).
    // Each section's `#anchor` as a light-DOM target slotted into it: fragments find no id inside
    // a shadow root, and the page's links to its sections work without script (widget/ui/Section.tsx).
    const targets = Object.values(ANCHORS)
      .map((anchor) => `<span id="${anchor}" slot="${anchorSlot(anchor)}"></span>`)
      .join('')
    const markup = withIllustrationFile(
      elementMarkup('bootcamp-page', language, true),
      language,
      noScript.summitIllustrationMarkup(language),
    )
    const sheet = pageCss(shadowCss, markup + noScriptAnswerMarkup(noScript, language))
    const page = `<bootcamp-page${attribute}><template shadowrootmode="open"><style>${sheet}</style>${markup}</template>${targets}</bootcamp-page>`
    mkdirSync(dirname(OUTPUT[language]), { recursive: true })
    writeFileSync(OUTPUT[language], compactMarkup(minifyStyles(homePage(template, language, page))))
  }
  writeNoScriptMarkup(noScript, shadowCss)
  writeHostPageWithoutWidget()
  writeBarePage()
  console.log(`pre-rendered ${Object.values(OUTPUT).join(' and ')}; wrote ${HOST_PAGE_WITHOUT_WIDGET}`)
} finally {
  await vite.close()
}
