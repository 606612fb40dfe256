import { fileURLToPath } from 'node:url'
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-pool-workers'
import { defineConfig } from 'vitest/config'

const root = fileURLToPath(new URL('..', import.meta.url))
// The real migrations, applied to the pool's local D1 before the tests (see test/apply-migrations.ts).
const migrations = await readD1Migrations(`${root}migrations`)

export default defineConfig({
  root,
  plugins: [
    cloudflareTest({
      main: './worker/index.ts',
      wrangler: { configPath: './wrangler.toml' },
      miniflare: {
        bindings: { TEST_MIGRATIONS: migrations, ALLOWED_ORIGINS: 'https://lincoln-high.example, https://westside.example/' },
        ratelimits: { ROOMY_LIMITER: { simple: { limit: 1000, period: 60 } } },
      },
    }),
  ],
  test: {
    include: ['worker/test/**/*.test.ts'],
    setupFiles: ['./worker/test/apply-migrations.ts'],
  },
})
