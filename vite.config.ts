import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
// With their extensions: Vite's config loader warns about every relative import without one (it
// means to load configs with Node's own loader, which resolves none), and so does it for the
// modules these import.
import { elementHtml } from './scripts/vite/element-html.ts'
import { classicSafeLoader } from './scripts/vite/classic-safe-loader.ts'
import { noPreloadHelper } from './scripts/vite/no-preload-helper.ts'
import { r2wcUsedOptions } from './scripts/vite/r2wc-used-options.ts'

/**
 * Builds the embeddable widget and the demo site into dist/site, which the worker serves.
 * `/bootcamp.js` keeps a stable name (partners paste it); its chunks carry content hashes.
 */
export default defineConfig({
  plugins: [noPreloadHelper(), r2wcUsedOptions(), react(), tailwindcss(), elementHtml(), classicSafeLoader('bootcamp')],
  // Demo pages are copied as they are, so they load /bootcamp.js exactly as a partner would.
  publicDir: 'demo/site',
  // Not library mode, but the same trap: React reads process.env.NODE_ENV (shared/STACK.md).
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: 'dist/site',
    emptyOutDir: true,
    target: 'es2022',
    modulePreload: false,
    // The budget test reads which chunks each element needs from here.
    manifest: 'build-manifest.json',
    rolldownOptions: {
      // Rolldown's report of which plugin took most of a slow build shows up whenever the machine
      // is busy (the browser tests' stacks build side by side) and asks for nothing to be fixed.
      checks: { bundlerTimings: false },
      // bootcamp.js for every host page; embed-frame.js inside our iframe embeds; embed.js, the
      // optional helper a host page with an iframe embed may include; embed-builder.js for /embed.
      input: {
        bootcamp: 'widget/bootcamp.ts',
        'embed-frame': 'widget/embed/frame.ts',
        embed: 'widget/embed/parent.ts',
        'embed-builder': 'widget/embed/builder.ts',
      },
      preserveEntrySignatures: 'strict',
      output: {
        format: 'es',
        entryFileNames: '[name].js',
        // The loader names every chunk, and gzip cannot shrink a hash: each character costs it
        // (8 of base64 cost 53 B more than 6). Six characters of base36 (31 bits, ample for a few
        // dozen chunks a release) cost 28 B less than six of base64, whose 64 letters take more
        // bits each. worker/app.ts caches chunks for a year by this shape.
        hashCharacters: 'base36',
        // The forms' words, one chunk per language (a visitor downloads their own only), each
        // its own import() target, so no helper builds a namespace for it; named for what it is,
        // since every element's Spanish chunk is also called es.ts.
        chunkFileNames: (chunk) => {
          const language = /content[\\/]forms[\\/](en|es)\.ts$/.exec(chunk.facadeModuleId ?? '')?.[1]
          return `chunks/${language ? `copy-${language}` : '[name]'}-[hash:6].js`
        },
        assetFileNames: 'assets/[name]-[hash][extname]',
        // One shared runtime (React, forms, notices, contract) that every form reuses; the
        // stylesheet with the code that shows build-time HTML; the few helpers both of those and
        // the page need (no React, no styles); a small chunk per element. The loader must pull
        // none of them in eagerly and share no module with them (r2wc's core is the loader's own). zod and the schemas are a chunk
        // of their own, fetched when a visitor first types (widget/forms/use-schemas.ts).
        codeSplitting: {
          groups: [
            {
              name: 'runtime',
              test: /node_modules[\\/](?!zod|@r2wc)|rolldown[\\/]runtime|[\\/]contract[\\/](?!schemas|fields)|[\\/]content[\\/](format|language|channels)\.ts|[\\/]widget[\\/](runtime|element-tree|notices|forms|ui|lib[\\/](api|element-context|events))/,
              priority: 1,
            },
            { name: 'styles', test: /[\\/]widget[\\/](static[\\/]show|styles[\\/](stylesheet|widget))/, priority: 2 },
            {
              name: 'shared',
              test: /[\\/]widget[\\/](markup|lib[\\/](contrast|trusted-types)|styles[\\/]theme-defaults)|[\\/]content[\\/]anchors/,
              priority: 3,
            },
          ],
        },
      },
    },
  },
})
