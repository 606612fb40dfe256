import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { elementHtml } from './scripts/vite/element-html'
import { noPreloadHelper } from './scripts/vite/no-preload-helper'

/**
 * Builds the embeddable widget and the demo site into dist/site, which the worker serves.
 * `/bootcamp.js` keeps a stable name (partners paste it); its chunks carry content hashes.
 */
export default defineConfig({
  plugins: [noPreloadHelper(), react(), tailwindcss(), elementHtml()],
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
      // bootcamp.js for every host page; embed-frame.js inside our iframe embeds; embed.js, the
      // optional helper a host page with an iframe embed may include; embed-builder.js for /embed.
      input: { bootcamp: 'widget/bootcamp.ts', 'embed-frame': 'widget/embed/frame.ts', embed: 'widget/embed/parent.ts', 'embed-builder': 'widget/embed/builder.ts' },
      preserveEntrySignatures: 'strict',
      output: {
        format: 'es',
        entryFileNames: '[name].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
        // One shared runtime (React, forms, notices, contract) that every form reuses; the
        // stylesheet with the code that shows build-time HTML; the few helpers both of those and
        // the page need (no React, no styles); a small chunk per element. r2wc's core and the
        // delegated actions of static sections stay in the loader, which must pull none of them
        // in eagerly and share no module with them.
        codeSplitting: {
          groups: [
            { name: 'runtime', test: /node_modules[\\/](?!@r2wc)|rolldown[\\/]runtime|[\\/]contract[\\/]|[\\/]content[\\/](format|language|prices|channels)|[\\/]widget[\\/](runtime|element-tree|notices|forms|ui|lib[\\/](api|element-context|events))/, priority: 1 },
            // The forms' words, one chunk per language: a visitor downloads their own only.
            { name: 'copy-en', test: /[\\/]content[\\/]forms[\\/]en/, priority: 0 },
            { name: 'copy-es', test: /[\\/]content[\\/]forms[\\/]es/, priority: 0 },
            { name: 'styles', test: /[\\/]widget[\\/](static[\\/]show|styles[\\/](stylesheet|widget))/, priority: 2 },
            { name: 'shared', test: /[\\/]widget[\\/](markup|lib[\\/](contrast|trusted-types)|styles[\\/]theme-defaults)|[\\/]content[\\/]anchors/, priority: 3 },
          ],
        },
      },
    },
  },
})
