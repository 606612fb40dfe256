/**
 * Build step after `vite build`: writes dist/site/index.html with <bootcamp-page> already
 * rendered inside a declarative shadow root (Vite's SSR loader compiles the same components,
 * styles and copy the browser gets). The page paints before any script and reads without one.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { transform } from 'lightningcss'
import { createServer } from 'vite'

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

const vite = await createServer({ server: { middlewareMode: true, hmr: false, ws: false }, appType: 'custom', logLevel: 'error' })
try {
  const { prerenderElement, propertyRules } = await vite.ssrLoadModule('/widget/prerender.tsx')
  const { default: BootcampPage } = await vite.ssrLoadModule('/widget/elements/page/index.ts')
  const template = readFileSync(TEMPLATE, 'utf8')
  if (!template.includes('<bootcamp-page></bootcamp-page>')) throw new Error(`${TEMPLATE} has no <bootcamp-page></bootcamp-page> to fill`)
  const html = template
    .replace('</head>', `    <style>${propertyRules()}</style>\n  </head>`)
    .replace('<bootcamp-page></bootcamp-page>', prerenderElement('bootcamp-page', BootcampPage))
  writeFileSync(OUTPUT, minifyStyles(html))
  writeHostPageWithoutWidget()
  console.log(`pre-rendered ${OUTPUT}; wrote ${HOST_PAGE_WITHOUT_WIDGET}`)
} finally {
  await vite.close()
}
