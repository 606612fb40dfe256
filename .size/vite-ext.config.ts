import base from '../vite.config'
import { mergeConfig } from 'vite'
export default mergeConfig(base, { logLevel: 'warn', build: { outDir: '.size/ext', emptyOutDir: true, rolldownOptions: { external: [/^react/, /^zod/, 'scheduler'] } } })
