/**
 * The group rate is earned, not claimed: each friend pays the list price, and once the cohort's
 * refund window has closed a group with its minimum of members paid (or assisted) and still
 * seated has the rate refunded to each who paid, through the local stand-in for Stripe.
 */
import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { refundEarnedGroupRates } from './group-refunds'
import { call, clearTables, readRows } from '../test/helpers'
import {
  emailOfKind,
  familyPost,
  insertCohort,
  linkFor,
  paidThroughCheckout,
  refundsAtStripe,
  register,
  WITH_STRIPE,
} from '../test/payment-helpers'

beforeEach(clearTables)
// The cohort starts 2099-03-07 with a 14-day refund rule: cancellations close after 2099-02-21.
const ON_THE_LAST_REFUND_DAY = new Date('2099-02-21T22:00:00Z')
const AFTER_THE_WINDOW = new Date('2099-02-22T15:00:00Z')
const sweep = (now: Date) => refundEarnedGroupRates({ ...env, ...WITH_STRIPE }, now)

/** Amara starts a group from her payment page; `friends` register through its link. */
async function groupOf(...friends: string[]) {
  const amara = await register()
  const url = await linkFor(amara.id)
  expect((await call(`/pay/group${url.search}`, { method: 'POST' })).status).toBe(303)
  const [{ code }] = (await readRows<{ code: string }>('registration_groups')) as [{ code: string }]
  const members = [amara]
  for (const name of friends)
    members.push(await register({ firstName: name, email: `${name.toLowerCase()}@example.org`, groupCode: code }))
  return members
}

const groupRefunds = async () =>
  (await readRows<{ reason: string; amount_cents: number }>('refunds')).filter((row) => row.reason === 'group-rate')

describe('the group rate', () => {
  it('three friends each pay $200; after the refund window each who paid gets 15% back, once, with an email', async () => {
    await insertCohort()
    const members = await groupOf('Bola', 'Chidi')
    const sessions = []
    for (const member of members) sessions.push(await paidThroughCheckout(member.id))
    expect(await sweep(ON_THE_LAST_REFUND_DAY)).toBe(0)
    expect(await sweep(AFTER_THE_WINDOW)).toBe(3)
    expect(await sweep(AFTER_THE_WINDOW)).toBe(0)
    expect((await groupRefunds()).map((row) => row.amount_cents)).toEqual([3000, 3000, 3000])
    for (const session of sessions)
      expect(await refundsAtStripe(session.payment_intent)).toEqual([expect.objectContaining({ amount: 3000 })])
    const email = await emailOfKind('group-refund')
    expect(email?.text).toContain(
      'enough friends in the group of Amara Okafor paid and kept their seats: the group rate (15% off) applies. We have refunded $30.00',
    )
  })

  it('two sweeps at once refund each payment once and send each family one email', async () => {
    await insertCohort()
    const members = await groupOf('Bola', 'Chidi')
    for (const member of members) await paidThroughCheckout(member.id)
    const [first, second] = await Promise.all([sweep(AFTER_THE_WINDOW), sweep(AFTER_THE_WINDOW)])
    expect(first! + second!).toBe(3)
    expect((await groupRefunds()).map((row) => row.amount_cents)).toEqual([3000, 3000, 3000])
    const emails = (await readRows<{ kind: string; email: string }>('outbox')).filter(
      (job) => job.kind === 'group-refund',
    )
    expect(emails.map((job) => job.email).sort()).toEqual([
      'amara.parent@example.org',
      'bola@example.org',
      'chidi@example.org',
    ])
  })

  it('two made-up friends who never pay buy no discount', async () => {
    await insertCohort()
    const [amara] = await groupOf('Fake', 'Friend')
    await paidThroughCheckout(amara!.id)
    expect(await sweep(AFTER_THE_WINDOW)).toBe(0)
    expect(await groupRefunds()).toEqual([])
  })

  it('friends who paid, then cancelled inside the window with their money back, leave the one who stayed at the list price', async () => {
    await insertCohort()
    const members = await groupOf('Bola', 'Chidi')
    for (const member of members) await paidThroughCheckout(member.id)
    for (const friend of members.slice(1))
      expect((await familyPost(friend.id, '/family/cancel', 'confirmCancel=yes')).status).toBe(200)
    expect(await sweep(AFTER_THE_WINDOW)).toBe(0)
    expect(await groupRefunds()).toEqual([])
    expect((await readRows<{ reason: string }>('refunds')).map((row) => row.reason)).toEqual(['cancelled', 'cancelled'])
  })

  it('a member whose bill staff waived counts toward the minimum', async () => {
    await insertCohort()
    const [amara, bola, chidi] = await groupOf('Bola', 'Chidi')
    await paidThroughCheckout(amara!.id)
    await paidThroughCheckout(bola!.id)
    await env.DB.prepare(
      "INSERT INTO assistance_requests (id, registration_id, reason, status, amount_cents, decided_at, decided_by, decide_by) VALUES (?, ?, 'Two jobs lost', 'granted', 0, ?, 'staff', ?)",
    )
      .bind(crypto.randomUUID(), chidi!.id, new Date().toISOString(), new Date().toISOString())
      .run()
    expect(await sweep(AFTER_THE_WINDOW)).toBe(2)
  })
})
