import type { DrizzleD1Database } from 'drizzle-orm/d1'
import type { RequestIdVariables } from 'hono/request-id'
import type * as schema from './db/schema'

/**
 * The worker's bindings. Those wrangler.toml declares are generated from it by `npm run
 * cf-typegen` into wrangler-bindings.d.ts (`npm run check` fails while that file is stale):
 * DB; ASSETS; EMAIL (Cloudflare Email Service); NOTIFY_QUEUE; the Rate Limiting bindings
 * SUBMIT_IP_LIMITER and SUBMIT_EMAIL_LIMITER (middleware/rate-limit.ts); ALLOWED_ORIGINS (the
 * comma-separated partner origins allowed to call the API from a browser); FROM_EMAIL (the
 * sender, `Name <address>`); NOTIFY_EMAIL (the staff inbox; empty sends none). Here: what
 * wrangler.toml cannot say (the queue's message type), and the secrets and local settings it
 * does not name.
 */
export interface Bindings extends Omit<WranglerBindings, keyof Settings>, Settings {}

/** The bindings wrangler.toml does not declare or cannot type. */
export interface Settings {
  /** The notification queue: each message is `{ jobId }`, never content. */
  NOTIFY_QUEUE: Queue<NotifyMessage>
  /**
   * Set by `npm start` only (`wrangler dev --var LOCAL_DEV:true`): the worker is serving on a
   * loopback address, so any other Host is a DNS-rebinding page and is refused.
   */
  LOCAL_DEV?: string
  /** Optional: how long (s) before the sweep counts a job as stuck, instead of its 2/10/30 minutes. */
  SWEEP_AFTER_SECONDS?: string
  /** Signs unsubscribe links (HMAC-SHA256). */
  UNSUBSCRIBE_SECRET?: string
  /**
   * Keys the console's hashes (client addresses, tried usernames) and signs its device cookies
   * (HMAC-SHA256): `npx wrangler secret put CONSOLE_SECRET`; `npm start` writes a local one.
   */
  CONSOLE_SECRET?: string
  /**
   * Encrypts participants' health records (AES-256-GCM): 32 random bytes in base64,
   * `npx wrangler secret put HEALTH_DATA_KEY`; `npm start` writes a local one. Rotation: docs/operating.md.
   */
  HEALTH_DATA_KEY?: string
  /** While rotating: the keys HEALTH_DATA_KEY replaced, comma-separated base64, for rows not yet saved again. */
  HEALTH_DATA_KEYS_OLD?: string
  /** Secret of Cloudflare Turnstile; when set, every submission needs a valid token. */
  TURNSTILE_SECRET_KEY?: string
  /**
   * Staff alerts (new registration, new message) sent one by one in each clock hour before the
   * rest of that hour's arrive as one summary (worker/base/notify/limits.ts); 10 when unset.
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
   * API (scripts/dev/stripe-stand-in.ts), since no machine here reaches Stripe.
   */
  STRIPE_API_BASE?: string
  /** Local only (worker/base/clock.ts): "now" pinned to an ISO instant, for tests and demos. */
  BOOTCAMP_NOW?: string
  /** Local only (worker/base/clock.ts): "today" pinned to a YYYY-MM-DD day in the bootcamp's zone. */
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
  /** `language`: see worker/base/language.ts. */
  /** `pagePolicy`: this response's Content-Security-Policy, which routes widen (middleware/page-policy.ts). */
  Variables: RequestIdVariables & { db: Database; language: string; pagePolicy: PagePolicy }
}

/** The Content-Security-Policy directives we write, each with its sources. */
export type PolicyDirective =
  | 'default-src'
  | 'script-src'
  | 'frame-src'
  | 'style-src'
  | 'img-src'
  | 'connect-src'
  | 'font-src'
  | 'object-src'
  | 'base-uri'
  | 'form-action'
  | 'frame-ancestors'
export type PagePolicy = { [D in PolicyDirective]?: string[] }
