import { env } from 'cloudflare:test'

/**
 * Bindings that point the worker at the tests' stand-in for Stripe (honoured only with LOCAL_DEV,
 * as under `npm start`); its address and key come from the config (stripe-stand-in-keys.ts).
 */
export const STRIPE_TEST_BINDINGS = {
  STRIPE_SECRET_KEY: env.STRIPE_STAND_IN_SECRET_KEY,
  STRIPE_API_BASE: env.STRIPE_STAND_IN_BASE,
  LOCAL_DEV: 'true',
}
