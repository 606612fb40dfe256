/**
 * `import html from 'virtual:element-html/en/bootcamp-stats'`: the element's markup in one
 * language, rendered by React during the build (widget/prerender.tsx). A static element's chunk
 * is this string and the shared stylesheet; React itself never reaches the browser for it.
 */
import react from '@vitejs/plugin-react'
import { createServer, type Plugin, type ViteDevServer } from 'vite'
// With its extension, as vite.config.ts imports this file (see there).
import { LANGUAGES } from '../../content/language-tag.ts'

const PREFIX = 'virtual:element-html/'

/** What widget/prerender.tsx exports (it is compiled by Vite, not by this program). */
export interface ElementMarkupModule {
  isStaticTag(tag: string): boolean
  elementMarkup(tag: string, language: string, nativeForms?: boolean): string
}

export function elementHtml(): Plugin {
  // A second Vite, in Node, compiles the same components for the server renderer.
  let renderer: Promise<ViteDevServer> | undefined
  return {
    name: 'bootcamp-element-html',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined
    },
    async load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined
      const [language = '', tag = ''] = id.slice(PREFIX.length + 1).split('/')
      if (!LANGUAGES.some((known) => known === language)) this.error(`${id}: no such language`)
      renderer ??= createServer({
        configFile: false,
        plugins: [react()],
        server: { middlewareMode: true, hmr: false, ws: false },
        appType: 'custom',
        logLevel: 'error',
        optimizeDeps: { noDiscovery: true },
      })
      const { elementMarkup, isStaticTag } = (await (
        await renderer
      ).ssrLoadModule('/widget/prerender.tsx')) as ElementMarkupModule
      if (!isStaticTag(tag)) this.error(`${tag} is not a static element`)
      return `export default ${JSON.stringify(elementMarkup(tag, language))}`
    },
    async buildEnd() {
      await (await renderer)?.close()
      renderer = undefined
    },
  }
}
