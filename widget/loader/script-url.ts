/**
 * The address this script was loaded from, the default `api-base`. A classic `<script>` knows it
 * as `document.currentScript`; a module cannot name `import.meta` here, since the same file must
 * parse as a classic script (scripts/vite/classic-safe-loader.ts), so it reads the address off
 * its own stack frame, which every browser prints as `…/bootcamp.js:line:column`. Read once, while
 * the script first runs: both are gone later.
 */
export const LOADER_URL: string =
  // Our own script element while it first runs (null in a module).
  // eslint-disable-next-line @typescript-eslint/no-unsafe-type-assertion
  (document.currentScript as HTMLScriptElement | null)?.src ||
  /(?:https?|file):\/\/[^\s()]+?(?=:\d+:\d+)/.exec(new Error().stack ?? '')?.[0] ||
  location.href
