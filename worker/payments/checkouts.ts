import { and, eq, gt } from 'drizzle-orm'
import { payments } from '../base/db/schema'
import type { Bindings, Database } from '../base/env'
import { errorKind } from '../base/errors'
import { stripeFor } from './stripe'

/** Stripe takes a Checkout Session's `expires_at` between 30 minutes and 24 hours ahead; a minute inside each end. */
const SHORTEST_MS = 31 * 60_000
const LONGEST_MS = 24 * 3_600_000 - 60_000

/**
 * How long a Checkout opened at `now` stays open: until the seat's hold ends, within Stripe's
 * bounds. The hold lasts as long as the Checkout does, so a family paying in the hold's last
 * minutes is never charged for a seat given away meanwhile; and a Checkout cannot keep a seat
 * more than half an hour past its hold.
 */
export function checkoutLifetimeMs(now: Date, holdEndsAt: Date | null) {
  const wanted = holdEndsAt ? holdEndsAt.getTime() - now.getTime() : LONGEST_MS
  return Math.min(LONGEST_MS, Math.max(SHORTEST_MS, wanted))
}

/** The registration's Checkout still open at `now` (one at most: a second is never opened while it is). */
export function openCheckoutOf(db: Database, registrationId: string, now: Date) {
  return db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.registrationId, registrationId),
        eq(payments.status, 'open'),
        gt(payments.expiresAt, now.toISOString()),
      ),
    )
    .get()
}

/**
 * Closes the registration's open Checkout through Stripe (`checkout.sessions.expire`), so a
 * family that came back from it, or changes what it pays for, is never locked out by it. False
 * when it could not be closed (Stripe says it is paid, or cannot be reached): the caller then
 * changes nothing, and the payment's webhook decides.
 */
export async function closeOpenCheckout(env: Bindings, db: Database, registrationId: string, now: Date) {
  const open = await openCheckoutOf(db, registrationId, now)
  if (!open) return true
  const stripe = stripeFor(env)
  if (open.checkoutSessionId && stripe) {
    try {
      await stripe.checkout.sessions.expire(open.checkoutSessionId)
    } catch (error) {
      console.error(JSON.stringify({ level: 'warn', event: 'checkout_expire_failed', kind: errorKind(error) }))
      return false
    }
  }
  await db
    .update(payments)
    .set({ status: 'expired' })
    .where(and(eq(payments.id, open.id), eq(payments.status, 'open')))
  return true
}
