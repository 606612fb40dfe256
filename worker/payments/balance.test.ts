import { describe, expect, it } from 'vitest'
import { balance, type Balance, type BalanceInput } from './pricing'
import { completed, insertCohort, openPayment, sendEvent, stripeEvent } from '../test/payment-helpers'
import { clearTables } from '../test/helpers'
import { createStaff, expectJson, signIn, staffCall } from '../test/admin-helpers'
import type { PaymentSummary } from '../../contract/admin'
import { env } from 'cloudflare:workers'

const input = (overrides: Partial<BalanceInput>): BalanceInput => ({
  owedCents: 17000,
  paidCents: 0,
  groupRefundedCents: 0,
  refundedCents: 0,
  offlinePaidCents: 0,
  offlineRefundedCents: 0,
  assistedCents: 0,
  ended: false,
  ...overrides,
})
const row = (
  chargedCents: number,
  paidCents: number,
  refundedCents: number,
  dueCents: number,
  creditCents = 0,
  offlineCents = 0,
  assistedCents = 0,
) => ({ chargedCents, paidCents, offlineCents, assistedCents, refundedCents, dueCents, creditCents }) satisfies Balance

describe('the one balance', () => {
  it.each<[string, Partial<BalanceInput>, Balance | null]>([
    ['nothing paid: the bill is left to pay', {}, row(17000, 0, 0, 17000)],
    ['paid in full: nothing left', { paidCents: 17000 }, row(17000, 17000, 0, 0)],
    [
      'the group rate given back lowers the bill',
      { paidCents: 20000, owedCents: 20000, groupRefundedCents: 3000 },
      row(17000, 20000, 3000, 0),
    ],
    ['cancelled unpaid: nothing is owed', { ended: true }, row(0, 0, 0, 0)],
    [
      'cancelled and refunded: nothing owed, nothing kept',
      { ended: true, paidCents: 17000, refundedCents: 17000 },
      row(0, 17000, 17000, 0),
    ],
    [
      'cancelled after the refund window: the money kept shows',
      { ended: true, paidCents: 17000 },
      row(0, 17000, 0, 0, 17000),
    ],
    ['a price range cannot be billed yet', { owedCents: null }, null],
    ['a partial cash payment: the rest is left', { offlinePaidCents: 5000 }, row(17000, 0, 0, 12000, 0, 5000)],
    [
      'a cheque and a card payment together settle the bill',
      { offlinePaidCents: 7000, paidCents: 10000 },
      row(17000, 10000, 0, 0, 0, 7000),
    ],
    [
      'a cash refund given back at the office is owed again',
      { offlinePaidCents: 17000, offlineRefundedCents: 2000 },
      row(17000, 0, 2000, 2000, 0, 15000),
    ],
    [
      'assistance is shown beside the bill it lowered',
      { owedCents: 5000, assistedCents: 15000 },
      row(5000, 0, 0, 5000, 0, 0, 15000),
    ],
  ])('%s', (_, overrides, expected) => {
    expect(balance(input(overrides))).toEqual(expected)
  })

  it('the console reads it: a paid record has its balance line, a cancelled one owes nothing', async () => {
    await clearTables()
    await insertCohort()
    const paid = await openPayment('cs_test_balance')
    await sendEvent(await stripeEvent('checkout.session.completed', completed('cs_test_balance')))
    await createStaff()
    const token = await signIn()
    const summary = () => staffCall(token, `/api/admin/registrations/${paid.registrationId}/payment`)
    const before = await expectJson<PaymentSummary>(await summary())
    expect(before.balance).toEqual(row(20000, 20000, 0, 0))
    expect(before.ended).toBe(false)
    await env.DB.prepare(`UPDATE registrations SET status = 'cancelled'`).run()
    const after = await expectJson<PaymentSummary>(await summary())
    expect(after.ended).toBe(true)
    expect(after.balance).toEqual(row(0, 20000, 0, 0, 20000))
  })
})
