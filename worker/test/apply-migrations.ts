import { applyD1Migrations } from 'cloudflare:test'
import { env } from 'cloudflare:workers'

// Idempotent: wrangler's d1_migrations table records what has been applied.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS)
