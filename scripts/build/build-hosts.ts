/**
 * Builds the host apps the browser tests embed the elements in (e2e/hosts/), as partner
 * developers build theirs: a React 19 app rendered on the client, the same app rendered on the
 * server with renderToString and hydrated (as Next.js does), a Vue 3 app, and plain pages. In
 * development mode, so React and Vue print their warnings (a hydration mismatch among them).
 * Into dist/hosts/, which the partner demo server serves at /hosts/ on another origin.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import react from '@vitejs/plugin-react'
import vue from '@vitejs/plugin-vue'
import { build, type InlineConfig } from 'vite'

const HOSTS = 'e2e/hosts'
const OUT = 'dist/hosts'
const SERVER_OUT = 'dist/hosts-server'

const common: InlineConfig = {
  configFile: false,
  logLevel: 'warn',
  mode: 'development',
  define: {
    'process.env.NODE_ENV': JSON.stringify('development'),
    __VUE_OPTIONS_API__: 'false',
    __VUE_PROD_DEVTOOLS__: 'false',
    __VUE_PROD_HYDRATION_MISMATCH_DETAILS__: 'true',
  },
  plugins: [react(), vue({ template: { compilerOptions: { isCustomElement: (tag) => tag.startsWith('bootcamp-') } } })],
}

export async function buildHosts() {
  await rm(OUT, { recursive: true, force: true })
  await build({
    ...common,
    build: {
      outDir: OUT,
      emptyOutDir: true,
      minify: false,
      target: 'es2022',
      rolldownOptions: {
        input: {
          'react-client': `${HOSTS}/react/client.tsx`,
          'react-ssr': `${HOSTS}/react/hydrate.tsx`,
          vue: `${HOSTS}/vue/main.ts`,
        },
        output: { format: 'es', entryFileNames: '[name].js', chunkFileNames: '[name].js' },
      },
    },
  })
  await build({
    ...common,
    build: { outDir: SERVER_OUT, emptyOutDir: true, ssr: `${HOSTS}/react/server.tsx`, minify: false },
  })
  const { render } = (await import(new URL(`../../${SERVER_OUT}/server.js`, import.meta.url).href)) as {
    render(): string
  }

  const page = await readFile(`${HOSTS}/pages/page.html`, 'utf8')
  const fill = (title: string, app: string, serverHtml = '') =>
    page.replace('{{TITLE}}', title).replace('{{APP}}', app).replace('{{SERVER_HTML}}', serverHtml)
  await mkdir(OUT, { recursive: true })
  await writeFile(`${OUT}/react-client.html`, fill('React 19 host (client-rendered)', 'react-client'))
  await writeFile(`${OUT}/react-ssr.html`, fill('React 19 host (server-rendered, hydrated)', 'react-ssr', render()))
  await writeFile(`${OUT}/vue.html`, fill('Vue 3 host', 'vue'))
  for (const name of ['two-forms', 'classic'])
    await writeFile(`${OUT}/${name}.html`, await readFile(`${HOSTS}/pages/${name}.html`, 'utf8'))
}

if (import.meta.url === `file://${process.argv[1]}`) await buildHosts()
