import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

/**
 * Builds the embeddable widget and the demo site into dist/site, which the worker serves.
 * `/bootcamp.js` keeps a stable name (partners paste it); its chunks carry content hashes.
 */
export default defineConfig({
  plugins: [react(), tailwindcss()],
  // Demo pages are copied as they are, so they load /bootcamp.js exactly as a partner would.
  publicDir: 'demo/site',
  // Not library mode, but the same trap: React reads process.env.NODE_ENV (shared/STACK.md).
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: 'dist/site',
    emptyOutDir: true,
    target: 'es2022',
    modulePreload: false,
    rolldownOptions: {
      input: { bootcamp: 'widget/bootcamp.ts' },
      preserveEntrySignatures: 'strict',
      output: {
        format: 'es',
        entryFileNames: '[name].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
      },
    },
  },
})
