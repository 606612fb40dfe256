import type { Plugin } from 'vite'

/** r2wc's table of attribute transforms as its published build writes it (@r2wc/core 1.3.x). */
const TRANSFORMS_TABLE =
  /(\w+) = \{\s*string: (\w+),\s*number: \w+,\s*boolean: \w+,\s*function: \w+,\s*method: \w+,\s*json: \w+\s*\}/

/**
 * Every attribute our elements read is a string (widget/loader/attributes.ts, checked by `tsc`),
 * yet r2wc's core looks its transforms up in one table by the prop's type name, so the bundler
 * keeps all six (numbers, booleans, JSON, and a function looked up on `window` by name) in the
 * loader: about 230 B of its gzip. r2wc stays as it is but for that table, which keeps the string
 * transform only. A newer r2wc that writes the table differently fails the build here, so
 * nothing is dropped silently.
 */
export function r2wcStringProps(): Plugin {
  return {
    name: 'bootcamp-r2wc-string-props',
    transform: {
      filter: { id: /[\\/]@r2wc[\\/]core[\\/]dist[\\/]core\.js$/ },
      handler(code, id) {
        if (!TRANSFORMS_TABLE.test(code))
          this.error(`${id}: r2wc's transform table has changed; see ${import.meta.url}`)
        return { code: code.replace(TRANSFORMS_TABLE, '$1 = { string: $2 }'), map: null }
      },
    },
  }
}
