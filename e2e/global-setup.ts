import { buildHosts } from '../scripts/build/build-hosts'
import { ensureBrowserTestTools } from '../scripts/dev/ensure-debian-tools'

/** Builds the host apps before any test (the partner server serves them from dist/hosts/). */
export default async function globalSetup() {
  await ensureBrowserTestTools()
  await buildHosts()
}
