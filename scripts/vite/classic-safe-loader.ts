import type { Plugin } from 'vite'

/**
 * `/bootcamp.js` must run from `<script type="module">` and from a classic `<script>` (what
 * WordPress's `wp_enqueue_script` prints and what people paste). Two things differ in a classic
 * script:
 * - it may not contain `import.meta`, static imports or exports, and its top-level names would be
 *   the host page's globals: the build fails if one of the first appears, and the code is wrapped
 *   in a strict function;
 * - its `import()` of a relative path has no base when the script came from another origin
 *   (Chromium: "The base URL is about:blank because import() is called from a CORS-cross-origin
 *   script"): each chunk's `import()` goes through a helper that makes the path absolute against
 *   `document.currentScript` in a classic script, and leaves it relative (resolved against the
 *   module, as always) in a module.
 * The rewrite runs before minification, so the helper's names are minified with the rest.
 */
export function classicSafeLoader(entryName: string): Plugin {
  const importChunk = '__bootcampImportChunk'
  return {
    name: 'bootcamp-classic-safe-loader',
    enforce: 'post',
    renderChunk(code, chunk) {
      if (!chunk.isEntry || chunk.name !== entryName) return null
      const rebased = code.replace(/\bimport\((["'`])(\.\/chunks\/[^"'`]+)\1\)/g, `${importChunk}($1$2$1)`)
      if (/\bimport\(/.test(rebased))
        this.error(
          `${chunk.fileName}: an import() of something other than a chunk cannot be rebased for a classic script`,
        )
      const helper = `const __bootcampClassicScript = document.currentScript?.src;\nconst ${importChunk} = (path) => import(__bootcampClassicScript ? new URL(path, __bootcampClassicScript).href : path);\n`
      return { code: helper + rebased, map: null }
    },
    generateBundle(_, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.isEntry || chunk.name !== entryName) continue
        const problems = [
          chunk.imports.length > 0 && `static imports (${chunk.imports.join(', ')})`,
          chunk.exports.length > 0 && 'exports',
          /\bimport\.meta\b/.test(chunk.code) && 'import.meta',
        ].filter(Boolean)
        if (problems.length > 0)
          this.error(`${chunk.fileName} must run as a classic script too, but has ${problems.join(' and ')}`)
        chunk.code = `(()=>{"use strict";${chunk.code}\n})();\n`
      }
    },
  }
}
