/**
 * Typed views of the tables we write in code. `Object.keys` answers `string[]`, because an object
 * may carry more keys than its type names; the tables these helpers take are our own literals,
 * which carry exactly their declared keys. So the narrowing is sound here, and this file is the
 * one place that asserts it: the linter's `no-unsafe-type-assertion` holds everywhere else.
 */
/* eslint-disable @typescript-eslint/no-unsafe-type-assertion -- sound for literal tables, see above */

/** The keys of a table written in code, typed as its keys. */
export const keysOf = <T extends object>(table: T) => Object.keys(table) as (keyof T & string)[]

/** The entries of a table written in code, each typed as its key and value. */
export const entriesOf = <T extends object>(table: T) =>
  Object.entries(table) as [keyof T & string, T[keyof T & string]][]

/** A record with one entry per key, each made by `make`: no key can be missing. */
export const recordOf = <K extends string, V>(keys: readonly K[], make: (key: K) => V): Record<K, V> =>
  Object.fromEntries(keys.map((key) => [key, make(key)])) as Record<K, V>

/* eslint-enable @typescript-eslint/no-unsafe-type-assertion */

/** Whether `key` names one of `table`'s own entries (never one inherited, such as `toString`). */
export const isKeyOf = <T extends object>(table: T, key: string | null | undefined): key is keyof T & string =>
  key != null && Object.hasOwn(table, key)
