import type { DrizzleD1Database } from 'drizzle-orm/d1'
import type { RequestIdVariables } from 'hono/request-id'
import type * as schema from './db/schema'
import type { PagePolicy } from './middleware/page-policy'

/** Bindings declared in wrangler.toml. */
export interface Bindings {
  DB: D1Database
  ASSETS: Fetcher
  /** Comma-separated partner origins allowed to call the API from a browser. */
  ALLOWED_ORIGINS?: string
  /** Workers Rate Limiting: form submissions per client address (worker/middleware/rate-limit.ts). */
  SUBMIT_IP_LIMITER: RateLimit
  /** Workers Rate Limiting: form submissions per email address. */
  SUBMIT_EMAIL_LIMITER: RateLimit
  /**
   * Set by `npm start` only (`wrangler dev --var LOCAL_DEV:true`): the worker is serving on a
   * loopback address, so any other Host is a DNS-rebinding page and is refused.
   */
  LOCAL_DEV?: string
  /** Cloudflare Email Service. */
  EMAIL: SendEmail
  /** The notification queue: each message is `{ jobId }`, never content. */
  NOTIFY_QUEUE: Queue<NotifyMessage>
  /** Sender of every email, `Name <address>`. */
  FROM_EMAIL: string
  /** Staff inbox for new registrations and messages; empty or unset sends none. */
  NOTIFY_EMAIL?: string
  /** Optional: how long (s) before the sweep counts a job as stuck, instead of its 2/10/30 minutes. */
  SWEEP_AFTER_SECONDS?: string
  /** Signs unsubscribe links (HMAC-SHA256). */
  UNSUBSCRIBE_SECRET?: string
  /**
   * Keys the console's hashes (client addresses, tried usernames) and signs its device cookies
   * (HMAC-SHA256): `npx wrangler secret put CONSOLE_SECRET`; `npm start` writes a local one.
   */
  CONSOLE_SECRET?: string
  /** Secret of Cloudflare Turnstile; when set, every submission needs a valid token. */
  TURNSTILE_SECRET_KEY?: string
  /**
   * Staff alerts (new registration, new message) sent one by one in each clock hour before the
   * rest of that hour's arrive as one summary (worker/notify/limits.ts); 10 when unset.
   */
  STAFF_ALERTS_PER_HOUR?: string
  /**
   * Stripe's secret API key (`npx wrangler secret put STRIPE_SECRET_KEY`); without it the payment
   * page shows the quote and says how to pay instead of taking a payment.
   */
  STRIPE_SECRET_KEY?: string
  /** Verifies Stripe's webhook signatures (`whsec_…`, from the webhook endpoint in Stripe's dashboard). */
  STRIPE_WEBHOOK_SECRET?: string
  /**
   * Local only (`npm start`, honoured with LOCAL_DEV): the address of the stand-in for Stripe's
   * API (scripts/stripe-stand-in.ts), since no machine here reaches Stripe.
   */
  STRIPE_API_BASE?: string
  /** Local only (worker/clock.ts): "now" pinned to an ISO instant, for tests and demos. */
  BOOTCAMP_NOW?: string
  /** Local only (worker/clock.ts): "today" pinned to a YYYY-MM-DD day in the bootcamp's zone. */
  BOOTCAMP_TODAY?: string
}

export type Database = DrizzleD1Database<typeof schema>

/** A notification queue message: the outbox job to send. */
export interface NotifyMessage {
  jobId: string
}

/** The Hono environment every route and middleware is typed with. */
export interface AppEnv {
  Bindings: Bindings
  /** `language`: see worker/language.ts. */
  /** `pagePolicy`: this response's Content-Security-Policy, which routes widen (middleware/page-policy.ts). */
  Variables: RequestIdVariables & { db: Database; language: string; pagePolicy: PagePolicy }
}
