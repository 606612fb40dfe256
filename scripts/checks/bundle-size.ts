/**
 * What the browser downloads for an element, from Vite's build manifest: the loader, the shared
 * runtime it imports when an element comes near, the element's chunk, and every chunk those
 * import statically. Sizes are gzip level 9 of the built files: deterministic, so budgets can
 * be asserted in tests (timings never are).
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

const SITE = new URL('../../dist/site/', import.meta.url).pathname

interface ManifestChunk {
  file: string
  isEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
}

type Manifest = Record<string, ManifestChunk>

/**
 * The byte budgets: the goals the product set. `page` is not met (101.1 KB): it is the page's HTML
 * (8 KB) and the three forms on top of `register`; see docs/performance.md.
 */
export const BUDGETS = {
  /** The only script a host includes. */
  loader: 3 * 1024,
  /** What the home page downloads before the visitor scrolls: the loader alone. */
  homeBeforeScroll: 3 * 1024,
  /** Everything <bootcamp-register> needs, alone on a page. */
  register: 96 * 1024,
  /** <bootcamp-page> on a host page, with its three forms live. */
  page: 95 * 1024,
} as const

/**
 * What the tests enforce (e2e/main-stack/budgets.spec.ts): the goals where they are met, and a
 * ceiling a little above today's size where they are not, so any growth fails the build with the
 * figure and the chunk that grew. Measured at the last change: the loader 3,067 B (its goal, 5 B
 * to spare; the cohort facts' request is a chunk of its own, docs/performance.md), register about
 * 93,000 B and page about 104,900 B (the Spanish forms about 30 B and the Spanish page about
 * 400 B more). Home before scrolling is the loader alone (its goal), which is what matters for a
 * first visit.
 */
export const CEILINGS = {
  loader: BUDGETS.loader,
  register: BUDGETS.register,
  registerSpanish: BUDGETS.register,
  page: 103 * 1024,
  pageSpanish: 103 * 1024,
} as const

/**
 * The cohort facts' request, a chunk the loader fetches beside the code of an element that shows
 * them (widget/loader/lazy-renderer.ts), and as such an element is put on a host page.
 */
const FACTS = 'widget/loader/cohort-texts.ts'

/**
 * What a visitor downloads in each case: the loader, plus these chunks of the build manifest and
 * everything they import statically. A name without a path is a named chunk: `runtime` (the
 * shared React runtime), `copy-en` and `copy-es` (the forms' words in one language).
 */
export const SCENARIOS = {
  // The loader alone: the page's code waits for its first form (e2e/main-stack/prerender.spec.ts).
  homeBeforeScroll: [],
  homeEveryFormLive: [
    'widget/elements/page/index.ts',
    FACTS,
    'runtime',
    'copy-en',
    'widget/elements/register/index.ts',
    'widget/elements/signup/index.ts',
    'widget/elements/contact/index.ts',
  ],
  register: ['runtime', 'copy-en', 'widget/elements/register/index.ts', FACTS],
  page: [
    'widget/elements/page/standalone.ts',
    FACTS,
    'runtime',
    'copy-en',
    'widget/elements/register/index.ts',
    'widget/elements/signup/index.ts',
    'widget/elements/contact/index.ts',
  ],
  staticElement: ['widget/elements/stats/index.ts'],
  // The same in Spanish: the other language's copy and HTML, never both.
  homeSpanishEveryFormLive: [
    'widget/elements/page/index.ts',
    FACTS,
    'runtime',
    'copy-es',
    'widget/elements/register/index.ts',
    'widget/elements/signup/index.ts',
    'widget/elements/contact/index.ts',
  ],
  registerSpanish: ['runtime', 'copy-es', 'widget/elements/register/index.ts', FACTS],
  pageSpanish: [
    'widget/elements/page/standalone-es.ts',
    FACTS,
    'runtime',
    'copy-es',
    'widget/elements/register/index.ts',
    'widget/elements/signup/index.ts',
    'widget/elements/contact/index.ts',
  ],
  staticElementSpanish: ['widget/elements/stats/es.ts'],
} as const
export type Scenario = keyof typeof SCENARIOS

function readManifest(): Manifest {
  return JSON.parse(readFileSync(join(SITE, 'build-manifest.json'), 'utf8')) as Manifest
}

export function gzipSize(file: string): number {
  return gzipSync(readFileSync(join(SITE, file)), { level: 9 }).length
}

/** Adds a chunk and everything it imports statically. */
function collect(manifest: Manifest, key: string, into: Set<string>) {
  const chunk = manifest[key]
  if (!chunk || into.has(chunk.file)) return
  into.add(chunk.file)
  for (const imported of chunk.imports ?? []) collect(manifest, imported, into)
}

/** Files the browser fetches in one scenario, the loader first. */
export function filesFor(scenario: Scenario): string[] {
  const manifest = readManifest()
  const [entryKey] = Object.entries(manifest).find(([, chunk]) => chunk.isEntry && chunk.file === 'bootcamp.js')!
  const namedChunk = (name: string) => Object.keys(manifest).find((key) => manifest[key]!.file.includes(`/${name}-`))!
  const files = new Set<string>()
  collect(manifest, entryKey, files)
  for (const key of SCENARIOS[scenario]) collect(manifest, key.includes('/') ? key : namedChunk(key), files)
  return [...files]
}

export function bytesFor(scenario: Scenario): number {
  return filesFor(scenario).reduce((sum, file) => sum + gzipSize(file), 0)
}

/** What /bootcamp.js imports statically: must be nothing, or the runtime would load eagerly. */
export function loaderStaticImports(): string[] {
  const entry = Object.values(readManifest()).find((chunk) => chunk.isEntry && chunk.file === 'bootcamp.js')!
  return entry.imports ?? []
}

/** Each file of a scenario with its gzip bytes, one a line: the message of a budget that fails, and the bench's table. */
export function chunkTable(scenario: Scenario): string {
  const files = filesFor(scenario)
  const rows = files.map((file) => `  ${file.padEnd(40)} ${String(gzipSize(file)).padStart(7)} B`)
  return [`${scenario}: ${bytesFor(scenario)} B in ${files.length} files`, ...rows].join('\n')
}

export function loaderBytes(): number {
  return gzipSize('bootcamp.js')
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // `--chunks`: each scenario's files with their bytes.
  const tables = process.argv.includes('--chunks')
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
  for (const scenario of Object.keys(SCENARIOS) as Scenario[])
    console.log(
      tables
        ? chunkTable(scenario)
        : `${scenario.padEnd(18)} ${kb(bytesFor(scenario)).padStart(9)}  ${filesFor(scenario).length} files`,
    )
}
