import type { Context } from 'hono'
import { allowOnPage } from '../base/middleware/page-policy'
import Stripe from 'stripe'
import type { AppEnv, Bindings } from '../base/env'

/**
 * Stripe's client on Workers: the fetch HTTP client and, for webhooks, SubtleCrypto (the
 * synchronous signature check throws on Workers). Null without a secret key: that deployment
 * takes no payment. Under `npm start` (LOCAL_DEV only, so a production setting can never send
 * payments elsewhere) STRIPE_API_BASE points it at the local stand-in.
 */
export function stripeFor(env: Bindings): Stripe | null {
  if (!env.STRIPE_SECRET_KEY) return null
  const standIn = standInBase(env)
  return new Stripe(env.STRIPE_SECRET_KEY, {
    httpClient: Stripe.createFetchHttpClient(),
    maxNetworkRetries: 2,
    ...(standIn
      ? {
          host: standIn.hostname,
          port: Number(standIn.port),
          protocol: standIn.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  })
}

/** The stand-in's address when `npm start` runs one (the checkout step says so). */
export function standInBase(env: Bindings): URL | null {
  return env.LOCAL_DEV === 'true' && env.STRIPE_API_BASE ? new URL(env.STRIPE_API_BASE) : null
}

/** Verifies a webhook's signature and age (Stripe's five minutes) with SubtleCrypto; throws on anything else. */
export function verifiedEvent(body: string, signature: string, secret: string) {
  return Stripe.webhooks.constructEventAsync(body, signature, secret, undefined, Stripe.createSubtleCryptoProvider())
}

/** Where Stripe's hosted Checkout lives: "Pay" posts to our page, which redirects there. */
const CHECKOUT_ORIGIN = 'https://checkout.stripe.com'

/**
 * A form's redirect is held to the page's `form-action` too: the pay page's policy adds Stripe's
 * Checkout (and, under `npm start`, the stand-in), where "Pay" sends the family.
 */
export function allowCheckout(c: Context<AppEnv>) {
  const standIn = standInBase(c.env)
  allowOnPage(c, 'form-action', [CHECKOUT_ORIGIN, ...(standIn ? [standIn.origin] : [])])
}
