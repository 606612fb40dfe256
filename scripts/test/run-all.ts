/**
 * `npm test`: every test. Unit tests of the widget's and the console's logic run first, in
 * happy-dom (they need no build); worker tests run inside workerd against the real migrations; browser
 * tests drive the built widget in Debian's Chromium against `npm start`'s real worker; the soak
 * crashes a dev server mid-run and checks that nothing acknowledged is lost.
 */
import { ensureBrowserTestTools } from '../dev/ensure-debian-tools'
import { buildSite } from '../build/site'
import { binary, run } from '../dev/processes'

try {
  await run(binary('vitest'), ['run', '--config', 'vitest.unit.config.ts'])
  await ensureBrowserTestTools()
  await buildSite({ ifChanged: true })
  await run(binary('vitest'), ['run', '--config', 'worker/vitest.config.ts'])
  await run(binary('playwright'), ['test'])
  // Durability: a crash mid-run loses no acknowledged submission and, after the sweep, no email.
  await run(binary('tsx'), ['scripts/test/soak.ts'])
} catch (error) {
  console.error(`\nnpm test failed: ${(error as Error).message}`)
  process.exit(1)
}
