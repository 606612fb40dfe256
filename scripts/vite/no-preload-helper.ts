import type { Plugin } from 'vite'

const PRELOAD_HELPER = '\0vite/preload-helper.js'

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
    // One helper per importing module, so the helper never becomes a module that two chunks share:
    // the loader would then import that module's chunk statically (and, being a classic script,
    // cannot), as soon as a module of the forms' runtime makes an import() of its own.
    resolveId(source, importer) {
      if (source === PRELOAD_HELPER && importer) return `${PRELOAD_HELPER}?${importer}`
      return undefined
    },
    load(id) {
      if (id.startsWith(PRELOAD_HELPER)) return 'export const __vitePreload = (load) => load()'
      return undefined
    },
    renderChunk(code) {
      // `__vitePreload(() => import("…").then(…), __VITE_PRELOAD__)` → `import("…").then(…)`.
      // (Bundled beside another module's helper, a helper's name gains a suffix: `__vitePreload$1`.)
      const unwrapped = code.replace(/__vitePreload(?:\$\d+)?\(\(\) => ([\s\S]*?), __VITE_PRELOAD__\)/g, '$1')
      return unwrapped === code ? null : { code: unwrapped, map: null }
    },
  }
}
