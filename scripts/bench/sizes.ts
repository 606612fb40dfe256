/** Gzip sizes of what browsers download, ours and a peer's, measured the same way in one run. */
import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { BUDGETS, bytesFor, loaderBytes } from '../bundle-size'

export interface SizeFigure {
  name: string
  bytes: number
  budget: number | null
}

/** The browser bundle of Typeform's embed (pinned dev dependency), gzipped like ours. */
export function peerLoaderBytes(): number {
  const file = new URL('../../node_modules/@typeform/embed/build/embed.js', import.meta.url)
  return gzipSync(readFileSync(file), { level: 9 }).length
}

export function measureSizes(): SizeFigure[] {
  return [
    { name: '/bootcamp.js (loader)', bytes: loaderBytes(), budget: BUDGETS.loader },
    { name: '<bootcamp-register> alone', bytes: bytesFor('register'), budget: BUDGETS.register },
    { name: '<bootcamp-page>', bytes: bytesFor('page'), budget: BUDGETS.page },
    { name: 'peer: @typeform/embed build/embed.js', bytes: peerLoaderBytes(), budget: null },
  ]
}
