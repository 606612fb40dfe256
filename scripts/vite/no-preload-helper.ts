import type { Plugin } from 'vite'

/**
 * Vite wraps every `import()` in a preload helper (about 900 bytes of gzip in the loader) even
 * with `build.modulePreload: false`, to add the CSS and module preloads of a chunk
 * (vitejs/vite#18551). The widget has neither: its styles are constructable stylesheets inside
 * the chunks, and it preloads nothing. The helper becomes a plain call, and each wrapped
 * `import()` is unwrapped again before Vite fills in its (empty) preload list, so the loader
 * carries neither the helper nor a wrapper per chunk.
 */
export function noPreloadHelper(): Plugin {
  return {
    name: 'bootcamp-no-preload-helper',
    enforce: 'pre',
    load(id) {
      if (id === '\0vite/preload-helper.js') return 'export const __vitePreload = (load) => load()'
      return undefined
    },
    renderChunk(code) {
      // `__vitePreload(() => import("…").then(…), __VITE_PRELOAD__)` → `import("…").then(…)`.
      const unwrapped = code.replace(/__vitePreload\(\(\) => ([\s\S]*?), __VITE_PRELOAD__\)/g, '$1')
      return unwrapped === code ? null : { code: unwrapped, map: null }
    },
  }
}
