/**
 * `npm test`: every test. Worker tests run inside workerd against the real migrations; browser
 * tests drive the built widget in Debian's Chromium against `npm start`'s real worker.
 */
import { ensureChromium } from './ensure-chromium'
import { binary, buildWidget, run } from './processes'

try {
  await ensureChromium()
  await buildWidget()
  await run(binary('vitest'), ['run', '--config', 'worker/vitest.config.ts'])
  await run(binary('playwright'), ['test'])
} catch (error) {
  console.error(`\nnpm test failed: ${(error as Error).message}`)
  process.exit(1)
}
