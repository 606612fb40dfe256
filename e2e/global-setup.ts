import { buildHosts } from '../scripts/build/build-hosts'

/** Builds the host apps before any test: the partner server serves them from dist/hosts/. */
export default async function globalSetup() {
  await buildHosts()
}
