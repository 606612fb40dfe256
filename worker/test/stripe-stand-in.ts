/** Where the worker tests' stand-in for Stripe listens, and its keys (stripe-stand-in.setup.ts starts it). */
export const STRIPE_STAND_IN = {
  port: 8871,
  secretKey: 'sk_test_worker_tests',
  webhookSecret: 'whsec_webhook_secret_for_tests',
} as const

/** Bindings that point the worker at the stand-in (honoured only with LOCAL_DEV, as under `npm start`). */
export const STRIPE_TEST_BINDINGS = {
  STRIPE_SECRET_KEY: STRIPE_STAND_IN.secretKey,
  STRIPE_API_BASE: `http://127.0.0.1:${STRIPE_STAND_IN.port}`,
  LOCAL_DEV: 'true',
}
