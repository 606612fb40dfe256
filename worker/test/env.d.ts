import type { D1Migration } from 'cloudflare:test'
import type { Settings } from '../base/env'

declare global {
  namespace Cloudflare {
    // wrangler.toml's bindings come from worker/wrangler-bindings.d.ts; the rest and the tests' own here.
    interface Env extends Settings {
      TEST_MIGRATIONS: D1Migration[]
      /** A real limiter with room for 1,000 a minute: Cloudflare's limiter is eventually consistent, so storage must hold under more concurrency than the limit lets through here. */
      ROOMY_LIMITER: RateLimit
      /** A real limiter that lets one request a minute through: what happens past a limit. */
      TIGHT_LIMITER: RateLimit
      /** A real send_email binding allowed to send only to staff@vitalbootcamp.org. */
      EMAIL_ONE_ADDRESS: SendEmail
      /** An empty D1 of its own: the migration test fills it under an older schema, then migrates it. */
      MIGRATION_DB: D1Database
      /** How many times a concurrency test repeats its race (`npm run soak` sets 50). */
      SOAK_RUNS: string
      /** The tests' stand-in for Stripe: its address this run and the key it takes. */
      STRIPE_STAND_IN_BASE: string
      STRIPE_STAND_IN_SECRET_KEY: string
    }
    interface GlobalProps {
      mainModule: typeof import('../index')
    }
  }
}
