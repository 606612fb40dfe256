import { defineConfig } from 'vite'
export default defineConfig({
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  logLevel: 'warn',
  build: { outDir: '.size/out', emptyOutDir: true, target: 'es2022', modulePreload: false, rolldownOptions: { input: { r: '.size/react.ts' }, preserveEntrySignatures: 'strict', output: { format: 'es', entryFileNames: '[name].js' } } },
})
