import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { openDatabase } from '../base/db/client'
import { newFamilyLink } from '../family/links'
import { call, clearTables, ORIGIN, readRows } from '../test/helpers'
import {
  COHORT,
  completedEvent,
  emailOfKind,
  insertCohort,
  linkFor,
  payAtStripe,
  register,
  sendEvent,
  standIn,
  startCheckout,
  WITH_STRIPE,
  words,
  type StandInSession,
} from '../test/payment-helpers'

beforeEach(clearTables)

/** A second Checkout for the same seat, as a second tab opened in a race would hold at Stripe. */
async function secondTab(registrationId: string) {
  const session = await standIn<StandInSession & { url: string }>('/v1/checkout/sessions', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '20000',
      success_url: 'http://127.0.0.1:8787/pay/done',
      cancel_url: 'http://127.0.0.1:8787/pay',
    }),
  })
  await env.DB.prepare(
    `INSERT INTO payments (id, registration_id, amount_cents, lines, cohort_id, status, checkout_session_id, checkout_url, expires_at, language, origin)
     VALUES (?, ?, 20000, '[{"item":"complete","amountCents":20000}]', ?, 'open', ?, ?, ?, 'en', 'http://127.0.0.1:8787')`,
  )
    .bind(
      crypto.randomUUID(),
      registrationId,
      COHORT,
      session.id,
      session.url,
      new Date(Date.now() + 3_600_000).toISOString(),
    )
    .run()
  return session.url
}

describe('money given back tells the family why', () => {
  it('a second payment from a second tab: refunded, the family emailed why, the family page lists it', async () => {
    await insertCohort()
    const amara = await register()
    const first = await payAtStripe(await startCheckout(await linkFor(amara.id)))
    const second = await payAtStripe(await secondTab(amara.id))
    for (const session of [first, second]) await sendEvent(await completedEvent(session), WITH_STRIPE)
    const jobs = (await readRows<{ kind: string; status: string }>('outbox')).filter(
      (job) => job.kind === 'payment-returned',
    )
    expect(jobs.map((job) => job.status)).toEqual(['pending'])
    const email = (await emailOfKind('payment-returned'))!
    expect(email.subject).toBe('Your payment was refunded: VITAL Youth Leadership Bootcamp')
    expect(email.text).toContain(
      'Hello,\n\nWe received a second payment of $200.00 for Amara Okafor, whose seat was already paid. We have refunded this second payment in full',
    )
    const link = await newFamilyLink(openDatabase(env.DB), amara.id, ORIGIN, 'en', new Date())
    await link.statement
    const page = words(await (await call(link.href.replace(ORIGIN, ''))).text())
    expect(page).toMatch(/\$200\.00 refunded on \w+ \d+, \d{4}: a second payment for a seat already paid\./)
  })
})
