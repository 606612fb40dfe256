/**
 * `npm start`: builds the widget and demo, applies the local D1 migrations, then serves the
 * worker (API, demo page and widget) on http://127.0.0.1:$PORT (default 8787), and a partner
 * school's demo page on http://127.0.0.1:$PARTNER_PORT (default: the next port, 8788) embedding
 * the widget. The browser tests run their own stacks on other ports (playwright.config.ts).
 * Ctrl-C (SIGINT) or SIGTERM stops wrangler, which stops its workerd, then this script.
 */
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { startPartnerServer } from './partner-server'
import { startStripeStandIn } from './stripe-stand-in'
import { buildSite } from '../build/site'
import { patchWranglerDev } from './wrangler-dev-patches'
import { binary, migrateLocal, persistArgs, WRANGLER_ENV } from './processes'

const port = process.env.PORT || '8787'
const partnerPort = Number(process.env.PARTNER_PORT || Number(port) + 1)
const host = '127.0.0.1'

/** The local staff inbox: registrations and messages notify it, as NOTIFY_EMAIL does in production. */
const LOCAL_STAFF_INBOX = 'staff@vitalbootcamp.org'

// Local secrets, made once per checkout (.dev.vars is git-ignored), so links in local emails and
// the console's device cookies keep working across restarts. Production sets them with
// `wrangler secret put`. A checkout from before a secret existed gets it added.
const localVars = existsSync('.dev.vars') ? readFileSync('.dev.vars', 'utf8') : ''
// HEALTH_DATA_KEY is an AES-256 key: 32 bytes in base64 (worker/health-records/cipher.ts).
const LOCAL_SECRETS = {
  UNSUBSCRIBE_SECRET: () => randomBytes(32).toString('hex'),
  CONSOLE_SECRET: () => randomBytes(32).toString('hex'),
  HEALTH_DATA_KEY: () => randomBytes(32).toString('base64'),
}
const missing = (Object.keys(LOCAL_SECRETS) as (keyof typeof LOCAL_SECRETS)[]).filter(
  (name) => !new RegExp(`^${name}=`, 'm').test(localVars),
)
if (missing.length > 0) {
  const lines = missing.map((name) => `${name}=${LOCAL_SECRETS[name]()}\n`).join('')
  writeFileSync('.dev.vars', `${localVars}${localVars && !localVars.endsWith('\n') ? '\n' : ''}${lines}`, {
    mode: 0o600,
  })
}

/** Settings `npm start` hands from its environment to the worker. */
const PASSED_THROUGH = ['SWEEP_AFTER_SECONDS', 'STAFF_ALERTS_PER_HOUR', 'BOOTCAMP_NOW', 'BOOTCAMP_TODAY'] as const

// Payments: no machine here reaches Stripe. Without a real STRIPE_SECRET_KEY in the environment,
// a local stand-in (scripts/dev/stripe-stand-in.ts) takes its place on STRIPE_PORT (default PORT + 5),
// with keys made for this run, so the whole flow can be clicked through; the checkout step says so.
const standIn = process.env.STRIPE_SECRET_KEY
  ? null
  : {
      port: Number(process.env.STRIPE_PORT || Number(port) + 5),
      secretKey: `sk_test_stand_in_${randomBytes(12).toString('hex')}`,
      webhookSecret: `whsec_stand_in_${randomBytes(24).toString('hex')}`,
    }
const stripeVars = standIn
  ? [
      '--var',
      `STRIPE_SECRET_KEY:${standIn.secretKey}`,
      '--var',
      `STRIPE_WEBHOOK_SECRET:${standIn.webhookSecret}`,
      '--var',
      `STRIPE_API_BASE:http://${host}:${standIn.port}`,
    ]
  : []

// SKIP_BUILD: a server beside one that has just built (the browser tests' other stacks).
if (process.env.SKIP_BUILD !== 'true') await buildSite({ ifChanged: true })
await migrateLocal()
patchWranglerDev()

/**
 * The port of wrangler's devtools inspector: INSPECTOR_PORT, or one the system has free. wrangler's
 * own default is 9229 when that looks free, so stacks starting side by side (the browser tests
 * start five at once, and other checkouts on the machine start theirs) could each see 9229 free
 * and all but one then fail with "Address already in use (127.0.0.1:9229)".
 */
async function inspectorPort(): Promise<string> {
  if (process.env.INSPECTOR_PORT) return process.env.INSPECTOR_PORT
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, host, () => {
      const { port: free } = probe.address() as { port: number }
      probe.close(() => resolve(String(free)))
    })
  })
}

const server = spawn(
  binary('wrangler'),
  // LOCAL_DEV: refuse any Host but loopback (a DNS-rebinding page), see worker/base/middleware/origins.ts.
  // --test-scheduled: GET /__scheduled runs the outbox sweep by hand (the soak uses it).
  // Log level info: wrangler prints where each simulated email's text and HTML files are.
  // SWEEP_AFTER_SECONDS from the environment shortens the sweep's waits (the soak sets it);
  // STAFF_ALERTS_PER_HOUR moves the staff inbox's hourly threshold (the browser tests raise it);
  // BOOTCAMP_NOW and BOOTCAMP_TODAY pin the clock (worker/base/clock.ts, loopback only).
  [
    ...['dev', '--ip', host, '--port', port, '--inspector-port', await inspectorPort()],
    ...['--var', 'LOCAL_DEV:true', '--var', `NOTIFY_EMAIL:${LOCAL_STAFF_INBOX}`],
    ...PASSED_THROUGH.flatMap((name) => (process.env[name] ? ['--var', `${name}:${process.env[name]}`] : [])),
    ...stripeVars,
    ...['--test-scheduled', '--show-interactive-dev-session=false', '--log-level', 'info', ...persistArgs()],
  ],
  { stdio: 'inherit', env: { ...process.env, ...WRANGLER_ENV } },
)

const partnerServers = await startPartnerServer(partnerPort, `http://${host}:${port}`)
const standInServer = standIn
  ? await startStripeStandIn({ ...standIn, webhookUrl: `http://${host}:${port}/api/stripe/webhook` })
  : null

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.kill(signal))
}
server.on('exit', (code, signal) => {
  for (const partner of partnerServers) partner.close()
  standInServer?.close()
  process.exit(code ?? (signal ? 0 : 1))
})

console.log(`
  VITAL site and API:        http://${host}:${port}/
  Partner school demo page:  http://${host}:${partnerPort}/   (embeds <bootcamp-register> from the worker)
${standIn ? `  Stand-in for Stripe:       http://${host}:${standIn.port}/   (no STRIPE_SECRET_KEY: payments are simulated, no money moves)\n` : ''}  Ctrl-C stops them all.
`)
