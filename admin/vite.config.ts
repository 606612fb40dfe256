import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'

/**
 * The staff console: its own bundle in dist/site/admin, built separately from the widget so
 * nothing of it can reach bootcamp.js or an element's chunks. The worker serves its HTML shell
 * at /admin and every console screen.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/admin/',
  plugins: [react(), tailwindcss()],
  publicDir: false,
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: '../dist/site/admin',
    emptyOutDir: true,
    target: 'es2022',
    rolldownOptions: {
      // As in the widget's build (vite.config.ts): no report of slow plugins on a busy machine.
      checks: { bundlerTimings: false },
      // The service worker keeps a fixed name at the console's root: its address is its scope (/admin/).
      input: {
        index: fileURLToPath(new URL('index.html', import.meta.url)),
        sw: fileURLToPath(new URL('offline/sw.ts', import.meta.url)),
      },
      output: {
        entryFileNames: (chunk) => (chunk.name === 'sw' ? 'sw.js' : 'assets/[name]-[hash].js'),
        chunkFileNames: 'assets/[name]-[hash].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
      },
    },
  },
})
