/**
 * The worker tests' stand-in for Stripe (scripts/dev/stripe-stand-in.ts), on a port of its own: no
 * machine here reaches Stripe. Tests that take or refund money point the worker at it with
 * STRIPE_TEST_BINDINGS (payments.test.ts); the others run without a Stripe key.
 */
import type { Server } from 'node:http'
import { startStripeStandIn } from '../../scripts/dev/stripe-stand-in'
import { STRIPE_STAND_IN_KEYS, standInPort } from './stripe-stand-in-keys'

let server: Server | undefined

export async function setup() {
  // Its webhook goes nowhere: the tests send their own, signed with the package's test helper.
  const port = await standInPort()
  server = await startStripeStandIn({
    ...STRIPE_STAND_IN_KEYS,
    port,
    webhookUrl: `http://127.0.0.1:${port}/nowhere`,
    webhookDelayMs: 60_000,
  })
}

export async function teardown() {
  server?.closeAllConnections()
  await new Promise((resolve) => server?.close(resolve))
}
