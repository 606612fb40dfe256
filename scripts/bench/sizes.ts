/** Gzip sizes of what browsers download, ours and a peer's, measured the same way in one run. */
import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { BUDGETS, bytesFor, loaderBytes } from '../checks/bundle-size'

export interface SizeFigure {
  name: string
  bytes: number
  budget: number | null
  /** The same figure before static sections shipped as HTML (b21187c's build, measured the same way). */
  baseline: number | null
}

/**
 * gzip -9 bytes of the build at b21187c, where every section hydrated with React: the home page
 * loaded all of it at once (16 files), and a static element alone needed the runtime.
 */
export const BASELINE = { loader: 2853, homeBeforeScroll: 106146, register: 96027, page: 106146, staticElement: 95013 }

/** The browser bundle of Typeform's embed (pinned dev dependency), gzipped like ours. */
export function peerLoaderBytes(): number {
  const file = new URL('../../node_modules/@typeform/embed/build/embed.js', import.meta.url)
  return gzipSync(readFileSync(file), { level: 9 }).length
}

/**
 * The funnel beacon (widget/lib/funnel.ts) alone, minified by the same Vite and gzipped
 * the same way: what it adds to a form's chunk. It is not in the loader: the loader's bytes and
 * ceiling do not change with it.
 */
export async function funnelBeaconBytes(): Promise<number> {
  const { build } = await import('vite')
  const output = await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      minify: true,
      lib: { entry: new URL('../../widget/lib/funnel.ts', import.meta.url).pathname, formats: ['es'] },
    },
  })
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((result) =>
    'output' in result ? result.output : [],
  )
  const code = chunks.map((chunk) => ('code' in chunk ? chunk.code : '')).join('')
  return gzipSync(code, { level: 9 }).length
}

export function measureSizes(): SizeFigure[] {
  return [
    { name: '/bootcamp.js (loader)', bytes: loaderBytes(), budget: BUDGETS.loader, baseline: BASELINE.loader },
    {
      name: 'home page / before scrolling',
      bytes: bytesFor('homeBeforeScroll'),
      budget: BUDGETS.homeBeforeScroll,
      baseline: BASELINE.homeBeforeScroll,
    },
    {
      name: 'home page / with every form live',
      bytes: bytesFor('homeEveryFormLive'),
      budget: null,
      baseline: BASELINE.homeBeforeScroll,
    },
    {
      name: '<bootcamp-register> alone',
      bytes: bytesFor('register'),
      budget: BUDGETS.register,
      baseline: BASELINE.register,
    },
    { name: '<bootcamp-page> on a host page', bytes: bytesFor('page'), budget: BUDGETS.page, baseline: BASELINE.page },
    {
      name: '<bootcamp-stats> alone (a static element)',
      bytes: bytesFor('staticElement'),
      budget: null,
      baseline: BASELINE.staticElement,
    },
    { name: 'peer: @typeform/embed build/embed.js', bytes: peerLoaderBytes(), budget: null, baseline: null },
  ]
}
