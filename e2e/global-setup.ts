import { OTHER_STACK_URLS } from '../playwright.config'
import { buildHosts } from '../scripts/build/build-hosts'
import { ensureBrowserTestTools } from '../scripts/dev/ensure-debian-tools'
import { waitForHealth } from '../scripts/dev/stack'

/**
 * Before any test: the host apps built (the partner server serves them from dist/hosts/), while
 * the stacks Playwright started without waiting come up (playwright.config.ts).
 */
export default async function globalSetup() {
  await ensureBrowserTestTools()
  await Promise.all([buildHosts(), ...OTHER_STACK_URLS.map((url) => waitForHealth(url))])
}
