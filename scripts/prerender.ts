/**
 * Build step after `vite build`: writes dist/site/index.html with <bootcamp-page> already
 * rendered inside a declarative shadow root: the same markup as the page's chunk (the build's
 * React render, widget/prerender.tsx) and the same styles. The page paints before any script and
 * reads without one.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { transform } from 'lightningcss'
import { createServer } from 'vite'
import type { ElementMarkupModule } from './vite/element-html'

const TEMPLATE = 'demo/site/index.html'
const OUTPUT = 'dist/site/index.html'
const HOST_PAGE = 'dist/site/host-below-fold.html'
const HOST_PAGE_WITHOUT_WIDGET = 'dist/site/host-without-widget.html'
const WIDGET_SCRIPT = '    <script type="module" src="/bootcamp.js" fetchpriority="low"></script>\n'

/**
 * The bench measures a partner page with and without our script side by side: the second is
 * the first with the script tag taken out, so the two can differ in nothing else.
 */
function writeHostPageWithoutWidget() {
  const page = readFileSync(HOST_PAGE, 'utf8')
  if (!page.includes(WIDGET_SCRIPT)) throw new Error(`${HOST_PAGE} has no ${WIDGET_SCRIPT.trim()} to take out`)
  writeFileSync(HOST_PAGE_WITHOUT_WIDGET, page.replace(WIDGET_SCRIPT, '').replace('(with the registration form below the fold)', '(without the widget)'))
}

/** Vite's SSR loader hands over unminified CSS; the page ships it minified. */
function minifyStyles(html: string): string {
  return html.replace(/<style>([\s\S]*?)<\/style>/g, (_, css: string) => {
    const { code } = transform({ filename: 'inline.css', code: Buffer.from(css), minify: true })
    return `<style>${code.toString()}</style>`
  })
}

/**
 * Tailwind's @property rules, for a <style> in the document head: inside a shadow root they are
 * ignored (shadows and rings would vanish until the script registers them).
 */
function propertyRules(css: string): string {
  return (css.match(/@property [^{]+\{[^}]*\}/g) ?? []).join('')
}

const vite = await createServer({ server: { middlewareMode: true, hmr: false, ws: false }, appType: 'custom', logLevel: 'error' })
try {
  const { elementMarkup } = (await vite.ssrLoadModule('/widget/prerender.tsx')) as ElementMarkupModule
  const { default: css } = (await vite.ssrLoadModule('/widget/styles/widget.css?inline')) as { default: string }
  const template = readFileSync(TEMPLATE, 'utf8')
  if (!template.includes('<bootcamp-page></bootcamp-page>')) throw new Error(`${TEMPLATE} has no <bootcamp-page></bootcamp-page> to fill`)
  const page = `<bootcamp-page><template shadowrootmode="open"><style>${css}</style>${elementMarkup('bootcamp-page')}</template></bootcamp-page>`
  const html = template.replace('</head>', `    <style>${propertyRules(css)}</style>\n  </head>`).replace('<bootcamp-page></bootcamp-page>', page)
  writeFileSync(OUTPUT, minifyStyles(html))
  writeHostPageWithoutWidget()
  console.log(`pre-rendered ${OUTPUT}; wrote ${HOST_PAGE_WITHOUT_WIDGET}`)
} finally {
  await vite.close()
}
