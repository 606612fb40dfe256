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
  // Durability: a crash mid-run loses no acknowledged submission and, after the sweep, no email.
  // The soak is mostly waiting (for its sweeps and its dev server's restarts: 46 CPU s in 190 s at
  // load 16), so it runs beside the worker tests, on a database of its own: the browser tests'
  // main stack keeps .wrangler/state without the soak's rows. Both finish before anything fails the
  // run, so a failure never leaves the soak's dev server running.
  const results = await Promise.allSettled([
    run(binary('vitest'), ['run', '--config', 'worker/vitest.config.ts']),
    run(binary('tsx'), ['scripts/test/soak.ts'], { env: { ...process.env, D1_PERSIST_TO: '.wrangler/soak' } }),
  ])
  for (const result of results) if (result.status === 'rejected') throw result.reason
  await run(binary('playwright'), ['test'])
} catch (error) {
  console.error(`\nnpm test failed: ${(error as Error).message}`)
  process.exit(1)
}
