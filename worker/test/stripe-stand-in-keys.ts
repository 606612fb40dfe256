/**
 * The worker tests' stand-in for Stripe: its keys, and the port it listens on. The port is free when
 * the config is read (or STRIPE_STAND_IN_PORT), so two runs of the worker tests on one machine (two
 * clones, two engineers) never meet on one port. The config and the stand-in's setup run in one
 * Node process, which the environment variable carries the port through.
 */
import { createServer } from 'node:net'

export const STRIPE_STAND_IN_KEYS = {
  secretKey: 'sk_test_worker_tests',
  webhookSecret: 'whsec_webhook_secret_for_tests',
} as const

/** The stand-in's port: chosen once per run, then the same for the config and the setup. */
export async function standInPort(): Promise<number> {
  const chosen = Number(process.env.STRIPE_STAND_IN_PORT)
  if (chosen > 0) return chosen
  const port = await new Promise<number>((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
  process.env.STRIPE_STAND_IN_PORT = String(port)
  return port
}
