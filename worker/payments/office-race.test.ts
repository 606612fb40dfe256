/**
 * The balance paid online while the office records a cheque for the same rest: run once in
 * `npm test` and 50 times in `npm run soak` (SOAK_RUNS). The webhook keeps the online payment only
 * on the condition that the office's money is what it judged; so whichever lands first, the online
 * money kept never exceeds what was left of the quote, and a refund goes to Stripe whenever it would.
 * From outside, a cheque that lands inside the webhook's window looks like one recorded after the
 * payment, so the last test puts it there on purpose: between the judging and the write.
 */
import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import type { PaymentSummary } from '../../contract/admin'
import { createStaffAs, expectJson, sessionOf, staffCall, staffPost } from '../test/admin-helpers'
import { clearTables } from '../test/helpers'
import * as pay from '../test/payment-helpers'

const RUNS = Number(env.SOAK_RUNS)
const TIMEOUT = 10_000 + RUNS * 1_500
const QUOTE = 20000
let token = ''
beforeAll(async () => {
  await clearTables()
  await pay.insertCohort({ capacity: 1000 })
  token = await sessionOf(await createStaffAs('coordinator', 'coordinator'))
})
const cash = (id: string, amountCents: number, method = 'cash') =>
  staffPost(token, `/api/admin/registrations/${id}/offline-payments`, {
    kind: 'payment',
    method,
    amountCents,
    receivedOn: '2025-01-10',
    receivedBy: 'Dana at the front desk',
    reason: 'Paid at the office',
  })

describe(`office money and the online balance at the same moment (${RUNS} runs)`, () => {
  it(
    'keeps the online $150.00 only if no cheque came first; else refunds all of it at Stripe',
    async () => {
      for (let run = 0; run < RUNS; run++) {
        const row = await pay.register({ firstName: `Office${run}`, email: `office${run}@example.org` })
        expect((await cash(row.id, 5000)).status).toBe(201)
        const session = await pay.payAtStripe(await pay.startCheckout(await pay.linkFor(row.id)))
        expect(session.amount_total).toBe(15000)
        const event = await pay.completedEvent(session)
        // Every other run the cheque waits a few milliseconds, so it lands before, during or after the judgement.
        const office = async () => {
          if (run % 2) await new Promise((resolve) => setTimeout(resolve, run % 7))
          return cash(row.id, 15000, 'cheque')
        }
        const [answer, cheque] = await Promise.all([pay.sendEvent(event, pay.WITH_STRIPE), office()])
        expect([answer.status, cheque.status]).toEqual([200, 201])
        const { outcome } = (await answer.json()) as { outcome: string }
        const { balance } = await expectJson<PaymentSummary>(
          await staffCall(token, `/api/admin/registrations/${row.id}/payment`),
        )
        const refunds = await pay.refundsAtStripe(session.payment_intent)
        // The office now holds the whole bill.
        expect(balance!.offlineCents).toBe(QUOTE)
        if (outcome === 'refunded') {
          // The cheque came first: the refunded payment counts for nothing, all of it goes back, nothing is owed.
          expect(refunds).toEqual([expect.objectContaining({ amount: 15000 })])
          expect(balance).toMatchObject({ paidCents: 0, dueCents: 0, creditCents: 0 })
        } else {
          // The online payment settled the bill before the cheque was recorded: the $150.00 kept was
          // exactly what was left, and the cheque shows as the family's credit for staff to give back.
          expect(outcome).toBe('applied')
          expect(refunds).toEqual([])
          expect(balance).toMatchObject({ paidCents: 15000, refundedCents: 0, dueCents: 0, creditCents: 15000 })
        }
        expect(balance!.paidCents - balance!.refundedCents + 5000).toBeLessThanOrEqual(QUOTE)
      }
    },
    TIMEOUT,
  )
})

/**
 * The real local D1, except that the cheque is recorded just before the first batch (the
 * webhook's write, after its reads have judged the office's money as $50.00).
 */
function chequeBeforeTheWrite(record: () => Promise<Response>) {
  const recorded: Response[] = []
  const db = new Proxy(env.DB, {
    get(target, property) {
      if (property === 'batch')
        return async (statements: D1PreparedStatement[]) => {
          if (recorded.length === 0) recorded.push(await record())
          return target.batch(statements)
        }
      const value = Reflect.get(target, property) as unknown
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
  return { recorded, bindings: { ...pay.WITH_STRIPE, DB: db } }
}

describe('a cheque recorded while the webhook judges the online balance', () => {
  it('finds the office money changed at the write and gives the whole $150.00 back at Stripe', async () => {
    const row = await pay.register({ firstName: 'Window', email: 'window@example.org' })
    expect((await cash(row.id, 5000)).status).toBe(201)
    const session = await pay.payAtStripe(await pay.startCheckout(await pay.linkFor(row.id)))
    const cheque = chequeBeforeTheWrite(() => cash(row.id, 15000, 'cheque'))
    const answer = await pay.sendEvent(await pay.completedEvent(session), cheque.bindings)
    expect(cheque.recorded.map((response) => response.status)).toEqual([201])
    expect(await answer.json()).toEqual({ received: true, outcome: 'refunded' })
    expect(await pay.refundsAtStripe(session.payment_intent)).toEqual([expect.objectContaining({ amount: 15000 })])
    const { balance } = await expectJson<PaymentSummary>(
      await staffCall(token, `/api/admin/registrations/${row.id}/payment`),
    )
    expect(balance).toMatchObject({ offlineCents: QUOTE, paidCents: 0, dueCents: 0, creditCents: 0 })
  })
})
