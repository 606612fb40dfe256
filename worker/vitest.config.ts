import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-pool-workers'
import type { Plugin } from 'vite'
import { defineConfig } from 'vitest/config'
// With its extension: Vite's config loader warns about a relative import without one.
import { STRIPE_STAND_IN_KEYS, standInPort } from './test/stripe-stand-in-keys.ts'

const root = fileURLToPath(new URL('..', import.meta.url))

// The worker serves the built site (wrangler.toml [assets]) and some tests fetch its files, so
// on a fresh clone `npm run test:worker` builds the widget first instead of failing to start.
if (!existsSync(`${root}dist/site/bootcamp.js`)) {
  console.info('worker tests: dist/site is not built yet; running `npm run build` first.')
  execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
}
// The real migrations, applied to the pool's local D1 before the tests (see test/apply-migrations.ts).
const migrations = await readD1Migrations(`${root}migrations`)
const stripeStandInPort = await standInPort()

/**
 * The stripe package's ES modules each end with a source-map comment naming sources it does not
 * publish, and Vite says so for every one of them: 222 lines of warnings in each run, about files
 * nobody here debugs. They are loaded without the comment (and with an empty map, so Vite looks
 * for none).
 */
function stripeWithoutSourceMaps(): Plugin {
  return {
    name: 'stripe-without-source-maps',
    enforce: 'pre',
    load(id) {
      const file = id.split('?')[0]!
      if (!/[\\/]node_modules[\\/]stripe[\\/].*\.js$/.test(file)) return null
      const code = readFileSync(file, 'utf8').replace(/\n\/\/# sourceMappingURL=\S+\s*$/, '\n')
      return { code, map: { mappings: '' } }
    },
  }
}

export default defineConfig({
  root,
  plugins: [
    stripeWithoutSourceMaps(),
    cloudflareTest({
      main: './worker/index.ts',
      wrangler: { configPath: './wrangler.toml' },
      miniflare: {
        bindings: {
          TEST_MIGRATIONS: migrations,
          ALLOWED_ORIGINS: 'https://lincoln-high.example, https://westside.example/',
          UNSUBSCRIBE_SECRET: 'unsubscribe-secret-for-tests',
          CONSOLE_SECRET: 'console-secret-for-tests',
          // 32 bytes, base64, as `npm start` makes one: the health records' key (health-records/cipher.ts).
          HEALTH_DATA_KEY: 'aGVhbHRoLWRhdGEta2V5LWZvci10aGUtdGVzdHMtMzI=',
          STRIPE_WEBHOOK_SECRET: STRIPE_STAND_IN_KEYS.webhookSecret,
          // Where the stand-in for Stripe listens this run (test/stripe-stand-in.ts hands it to the tests).
          STRIPE_STAND_IN_BASE: `http://127.0.0.1:${stripeStandInPort}`,
          STRIPE_STAND_IN_SECRET_KEY: STRIPE_STAND_IN_KEYS.secretKey,
          // How many times the concurrency tests repeat: once in `npm test`, 50 in `npm run soak`.
          SOAK_RUNS: process.env.SOAK_RUNS ?? '1',
        },
        ratelimits: {
          ROOMY_LIMITER: { simple: { limit: 1000, period: 60 } },
          TIGHT_LIMITER: { simple: { limit: 1, period: 60 } },
        },
        // An empty database of its own, for the test that migrates rows stored under an older schema.
        d1Databases: ['MIGRATION_DB'],
        // A second, real email binding that may send only to one address: every other send fails
        // as Cloudflare's does for an unverified destination, which drives the retry tests.
        email: {
          send_email: [
            { name: 'EMAIL' },
            { name: 'EMAIL_ONE_ADDRESS', allowed_destination_addresses: ['staff@vitalbootcamp.org'] },
          ],
        },
      },
    }),
  ],
  test: {
    include: ['worker/**/*.test.ts'],
    // Tests that pay and refund through the stand-in take a second or two alone, several times that
    // on the 2-core CI machine beside other work: 5 s (vitest's default) failed them under load.
    testTimeout: 30_000,
    // Two test files at once. Vitest's default is one fewer than the cores: one at a time on the
    // 2-core CI machine, where one core then sat idle for the whole suite.
    maxWorkers: 2,
    // One workerd per vitest worker serves file after file, instead of one started (and migrated)
    // per file: that start was most of the suite's CPU time (setup 239 s of it, 40 s without).
    // Each file still starts as on a new workerd: the setup file puts the freshly migrated
    // database back, and the tests' limiters count each file apart (test/helpers.ts).
    isolate: false,
    setupFiles: ['./worker/test/apply-migrations.ts'],
    // The stand-in for Stripe, in Node beside the pool (no machine here reaches Stripe).
    globalSetup: ['./worker/test/stripe-stand-in.setup.ts'],
  },
})
