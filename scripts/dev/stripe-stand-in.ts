/**
 * A local stand-in for the few Stripe endpoints the worker calls, since no machine here reaches
 * Stripe (docs/operating.md, "Payments"). `npm start` runs it when no STRIPE_SECRET_KEY is given, and points
 * the worker at it (STRIPE_API_BASE, honoured only under `npm start`):
 * - `POST /v1/checkout/sessions` (form-encoded, as the stripe package sends it) answers a Checkout
 *   Session whose `url` is this server's own checkout page; the same Idempotency-Key answers the
 *   same session;
 * - `GET /checkout/:id` is that page: the amount and a Pay button (no card: nothing is charged);
 * - paying sends the family back to the session's `success_url` at once, and a moment later posts
 *   `checkout.session.completed` to the worker's webhook, signed with the webhook secret by the
 *   stripe package's own helper, as Stripe does, so the worker's page shows "processing" first;
 * - `GET /v1/checkout/sessions/:id` answers a session as it stands;
 * - a session takes `expires_at` (30 minutes to 24 hours ahead, as Stripe allows) and stops
 *   taking payment after it; `POST /v1/checkout/sessions/:id/expire` expires an open one (and
 *   refuses a paid one, as Stripe does); either way `checkout.session.expired` is posted;
 * - `POST /v1/refunds` refunds what is left of the charge (all of it without `amount`) and
 *   refuses more, as Stripe does; the same Idempotency-Key answers the same refund
 *   (`GET /__refunds` lists them, for tests).
 * Loopback only.
 */
import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import Stripe from 'stripe'

interface Session {
  id: string
  amount: number
  currency: string
  successUrl: string
  cancelUrl: string
  metadata: Record<string, string>
  clientReferenceId: string | null
  paymentStatus: 'unpaid' | 'paid'
  paymentIntent: string | null
  /** Epoch seconds after which the session takes no payment. */
  expiresAt: number
  expired: boolean
  refundedCents: number
}

export interface StandInOptions {
  port: number
  /** The key the worker must send (`Authorization: Bearer …`). */
  secretKey: string
  webhookSecret: string
  /** The worker's webhook address. */
  webhookUrl: string
  /** How long after the family returns the webhook is sent (ms). */
  webhookDelayMs?: number
}

const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = ''
    request.setEncoding('utf8')
    request.on('data', (chunk: string) => {
      body += chunk
      if (body.length > 64 * 1024) request.destroy()
    })
    request.on('end', () => resolve(body))
    request.on('error', reject)
  })
}

const json = (response: ServerResponse, status: number, body: unknown) =>
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
const stripeError = (response: ServerResponse, status: number, message: string) =>
  json(response, status, { error: { type: 'invalid_request_error', message } })

const isExpired = (session: Session) =>
  session.paymentStatus !== 'paid' && (session.expired || session.expiresAt * 1000 <= Date.now())

function sessionObject(session: Session, port: number) {
  return {
    id: session.id,
    object: 'checkout.session',
    mode: 'payment',
    amount_total: session.amount,
    currency: session.currency,
    client_reference_id: session.clientReferenceId,
    metadata: session.metadata,
    payment_status: session.paymentStatus,
    payment_intent: session.paymentIntent,
    status: session.paymentStatus === 'paid' ? 'complete' : isExpired(session) ? 'expired' : 'open',
    expires_at: session.expiresAt,
    success_url: session.successUrl,
    cancel_url: session.cancelUrl,
    url: `http://127.0.0.1:${port}/checkout/${session.id}`,
  }
}

function checkoutPage(session: Session) {
  const amount = new Intl.NumberFormat('en-US', { style: 'currency', currency: session.currency.toUpperCase() }).format(
    session.amount / 100,
  )
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Checkout (local stand-in for Stripe)</title>
    <style>
      body { margin: 0; font: 17px/1.5 system-ui, sans-serif; background: #f6f9fc; color: #1a1f36; }
      main { max-width: 28rem; margin: 3rem auto; background: #fff; padding: 2rem; border-radius: 0.75rem; box-shadow: 0 2px 12px #0002; }
      .amount { font-size: 2rem; font-weight: 700; margin: 0.25rem 0 1rem; }
      .note { color: #4f566b; font-size: 0.95rem; }
      button { font: inherit; font-weight: 600; border: 0; border-radius: 0.5rem; padding: 0.8rem 1.4rem; min-height: 44px; background: #533afd; color: #fff; cursor: pointer; width: 100%; }
      a { color: #533afd; }
    </style>
  </head>
  <body>
    <main>
      <h1>Checkout</h1>
      <p class="note">Local stand-in for Stripe: no card is asked for and no money moves.</p>
      <p>Amount due</p>
      <p class="amount">${escapeHtml(amount)}</p>
      <form method="post" action="/checkout/${escapeHtml(session.id)}/pay"><button type="submit">Pay ${escapeHtml(amount)}</button></form>
      <p><a href="${escapeHtml(session.cancelUrl)}">Back</a></p>
    </main>
  </body>
</html>`
}

export function startStripeStandIn(options: StandInOptions): Promise<Server> {
  const sessions = new Map<string, Session>()
  const byIdempotencyKey = new Map<string, string>()
  const refunds: unknown[] = []
  const refundsByKey = new Map<string, unknown>()

  async function sendWebhook(session: Session, type = 'checkout.session.completed') {
    const payload = JSON.stringify({
      id: id('evt'),
      object: 'event',
      type,
      api_version: Stripe.API_VERSION,
      created: Math.floor(Date.now() / 1000),
      data: { object: sessionObject(session, options.port) },
    })
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: options.webhookSecret })
    // Stripe retries a failed delivery; so does this, a few times.
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await fetch(options.webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        body: payload,
      }).catch(() => null)
      if (response?.ok) return
      await new Promise((resolve) => setTimeout(resolve, 1000).unref())
    }
  }

  const handler = async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', `http://127.0.0.1:${options.port}`)
    const checkout = /^\/checkout\/(cs_test_[0-9a-f]+)(\/pay)?$/.exec(url.pathname)
    if (checkout) {
      const session = sessions.get(checkout[1]!)
      if (!session) return response.writeHead(404, { 'content-type': 'text/plain' }).end('No such checkout session')
      if (request.method === 'GET' && !checkout[2])
        return response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(checkoutPage(session))
      if (request.method === 'POST' && checkout[2]) {
        if (isExpired(session))
          return response.writeHead(410, { 'content-type': 'text/plain' }).end('This checkout session has expired')
        if (session.paymentStatus !== 'paid') {
          session.paymentStatus = 'paid'
          session.paymentIntent = id('pi')
          // Unref'd: a pending webhook never keeps the process alive once the server closes.
          setTimeout(() => void sendWebhook(session), options.webhookDelayMs ?? 1500).unref()
        }
        return response.writeHead(303, { location: session.successUrl }).end()
      }
    }
    if (url.pathname === '/__refunds' && request.method === 'GET') return json(response, 200, refunds)
    if (!url.pathname.startsWith('/v1/')) return response.writeHead(404).end()
    if (request.headers.authorization !== `Bearer ${options.secretKey}`)
      return stripeError(response, 401, 'Invalid API Key provided')
    const retrieved = /^\/v1\/checkout\/sessions\/(cs_test_[0-9a-f]+)$/.exec(url.pathname)
    if (retrieved && request.method === 'GET') {
      const session = sessions.get(retrieved[1]!)
      return session
        ? json(response, 200, sessionObject(session, options.port))
        : stripeError(response, 404, 'No such checkout session')
    }
    const expire = /^\/v1\/checkout\/sessions\/(cs_test_[0-9a-f]+)\/expire$/.exec(url.pathname)
    if (expire && request.method === 'POST') {
      const session = sessions.get(expire[1]!)
      if (!session) return stripeError(response, 404, 'No such checkout session')
      if (session.paymentStatus === 'paid' || isExpired(session))
        return stripeError(response, 400, 'Only Checkout Sessions with a status of `open` can be expired.')
      session.expired = true
      setTimeout(() => void sendWebhook(session, 'checkout.session.expired'), options.webhookDelayMs ?? 1500).unref()
      return json(response, 200, sessionObject(session, options.port))
    }
    const form = new URLSearchParams(await readBody(request))
    if (request.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      const key = request.headers['idempotency-key']
      const known = typeof key === 'string' ? byIdempotencyKey.get(key) : undefined
      if (known) return json(response, 200, sessionObject(sessions.get(known)!, options.port))
      const unitAmount = Number(form.get('line_items[0][price_data][unit_amount]'))
      const quantity = Number(form.get('line_items[0][quantity]') ?? 1)
      const successUrl = form.get('success_url')
      const cancelUrl = form.get('cancel_url')
      if (!Number.isInteger(unitAmount) || unitAmount < 0 || !successUrl || !cancelUrl)
        return stripeError(response, 400, 'Missing required param')
      const now = Math.floor(Date.now() / 1000)
      const expiresAt = form.has('expires_at') ? Number(form.get('expires_at')) : now + 24 * 3600
      if (!Number.isInteger(expiresAt) || expiresAt < now + 30 * 60 - 60 || expiresAt > now + 24 * 3600 + 60)
        return stripeError(
          response,
          400,
          'The `expires_at` timestamp must be between 30 minutes and 24 hours from now.',
        )
      const metadata: Record<string, string> = {}
      for (const [name, value] of form) {
        const field = /^metadata\[(\w+)\]$/.exec(name)?.[1]
        if (field) metadata[field] = value
      }
      const session: Session = {
        id: id('cs'),
        amount: unitAmount * quantity,
        currency: form.get('line_items[0][price_data][currency]') ?? 'usd',
        successUrl,
        cancelUrl,
        metadata,
        clientReferenceId: form.get('client_reference_id'),
        paymentStatus: 'unpaid',
        paymentIntent: null,
        expiresAt,
        expired: false,
        refundedCents: 0,
      }
      sessions.set(session.id, session)
      if (typeof key === 'string') byIdempotencyKey.set(key, session.id)
      return json(response, 200, sessionObject(session, options.port))
    }
    if (request.method === 'POST' && url.pathname === '/v1/refunds') {
      const key = request.headers['idempotency-key']
      const known = typeof key === 'string' ? refundsByKey.get(key) : undefined
      if (known) return json(response, 200, known)
      const paymentIntent = form.get('payment_intent')
      const session = [...sessions.values()].find((candidate) => candidate.paymentIntent === paymentIntent)
      if (!session) return stripeError(response, 400, 'No such payment_intent')
      const left = session.amount - session.refundedCents
      const amount = form.has('amount') ? Number(form.get('amount')) : left
      if (left === 0) return stripeError(response, 400, `Charge for ${paymentIntent} has already been refunded.`)
      if (!Number.isInteger(amount) || amount <= 0 || amount > left)
        return stripeError(
          response,
          400,
          `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${(left / 100).toFixed(2)})`,
        )
      session.refundedCents += amount
      const refund = {
        id: id('re'),
        object: 'refund',
        amount,
        currency: session.currency,
        payment_intent: paymentIntent,
        reason: form.get('reason'),
        status: 'succeeded',
      }
      refunds.push(refund)
      if (typeof key === 'string') refundsByKey.set(key, refund)
      return json(response, 200, refund)
    }
    return stripeError(response, 404, `Unrecognized request URL (${request.method}: ${url.pathname})`)
  }

  return new Promise((resolve, reject) => {
    const server = createServer(
      (request, response) => void handler(request, response).catch(() => response.writeHead(500).end()),
    )
    server.once('error', reject)
    server.listen(options.port, '127.0.0.1', () => resolve(server))
  })
}
