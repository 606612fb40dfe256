import type { Plugin } from 'vite'

/** r2wc's table of attribute transforms as its published build writes it (@r2wc/core 1.3.x). */
const TRANSFORMS_TABLE =
  /(\w+) = \{\s*string: (\w+),\s*number: \w+,\s*boolean: \w+,\s*function: \w+,\s*method: \w+,\s*json: \w+\s*\}/

/**
 * The code paths of options the loader never passes, exactly as @r2wc/core 1.3.1's build writes
 * them, each with what takes its place. The loader always passes `props` (so r2wc never falls back
 * to React's `propTypes`) and no `events` (the elements dispatch their own `bootcamp:*` events), and
 * with the string transform alone no prop is ever of type `method`.
 */
const UNUSED_PATHS: readonly (readonly [string, string])[] = [
  ['e.props || (e.props = t.propTypes ? Object.keys(t.propTypes) : []), e.events || (e.events = []);', ''],
  [', u = Array.isArray(e.events) ? e.events.slice() : Object.keys(e.events)', ''],
  ['  for (const r of u)\n    A[r] = Array.isArray(e.events) ? {} : e.events[r];\n', ''],
  [
    '      for (const s of u)\n        this[p][s] = (l) => {\n          const o = s.replace(/^on/, "").toLowerCase();\n          this.dispatchEvent(\n            new CustomEvent(o, { detail: l, ...A[s] })\n          );\n        };\n',
    '',
  ],
  ['(o || i === "method")', 'o'],
  ['(o || f === "method")', 'o'],
  ['(o || l === "method")', 'o'],
]

/**
 * r2wc's core, as the loader uses it. Every attribute our elements read is a string
 * (widget/loader/attributes.ts, checked by `tsc`), yet r2wc looks its transforms up in one table by
 * the prop's type name, so the bundler keeps all six (numbers, booleans, JSON, and a function
 * looked up on `window` by name) in the loader: about 230 B of its gzip. The table keeps the string
 * transform only, and the paths of options the loader never passes go (UNUSED_PATHS: about 120 B
 * more). r2wc's element class, its lifecycle and its property accessors stay as published. A newer
 * r2wc that writes any of these differently fails the build here, so nothing is dropped silently.
 */
export function r2wcUsedOptions(): Plugin {
  return {
    name: 'bootcamp-r2wc-used-options',
    transform: {
      filter: { id: /[\\/]@r2wc[\\/]core[\\/]dist[\\/]core\.js$/ },
      handler(code, id) {
        const changed = `${id}: r2wc's build has changed; see ${import.meta.url}`
        if (!TRANSFORMS_TABLE.test(code)) this.error(changed)
        let trimmed = code.replace(TRANSFORMS_TABLE, '$1 = { string: $2 }')
        for (const [path, replacement] of UNUSED_PATHS) {
          if (!trimmed.includes(path)) this.error(`${changed} (no ${JSON.stringify(path.trim().slice(0, 40))})`)
          trimmed = trimmed.replace(path, replacement)
        }
        return { code: trimmed, map: null }
      },
    },
  }
}
