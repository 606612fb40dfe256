import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

/**
 * Unit tests of the widget's and the staff console's logic that needs no real browser: pure
 * modules and hooks, in happy-dom (jsdom's current release needs a newer Node than ours). Each
 * test sits beside the module it tests; the worker's tests have their own config
 * (worker/vitest.config.ts), and what needs layout, focus or a real network is Playwright's.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    include: ['widget/**/*.test.{ts,tsx}', 'admin/**/*.test.{ts,tsx}'],
    environment: 'happy-dom',
    // Dates are shown in the reader's zone: one zone with daylight saving time makes them exact.
    env: { TZ: 'America/New_York' },
    restoreMocks: true,
    unstubGlobals: true,
  },
})
