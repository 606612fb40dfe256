/**
 * Races between payments, run once in `npm test` and 50 times in `npm run soak` (SOAK_RUNS): two
 * Checkouts of one registration paid at the same moment leave exactly one payment and one full
 * refund; one event delivered twice at once is applied once.
 */
import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import { clearTables, readRows } from '../test/helpers'
import {
  completedEvent,
  insertCohort,
  linkFor,
  payAtStripe,
  refundsAtStripe,
  register,
  sendEvent,
  secondCheckout,
  startCheckout,
  WITH_STRIPE,
} from '../test/payment-helpers'

const RUNS = Number(env.SOAK_RUNS)
/** Each run takes about a tenth of a second here; room for a loaded machine. */
const TIMEOUT = 10_000 + RUNS * 1_000
beforeAll(async () => {
  await clearTables()
  await insertCohort({ capacity: 1000 })
})

const attemptsOf = async (registrationId: string) =>
  (
    await readRows<{ registration_id: string; status: string; refunded_cents: number; payment_intent_id: string }>(
      'payments',
    )
  ).filter((row) => row.registration_id === registrationId)

describe(`concurrent payments (${RUNS} runs)`, () => {
  it(
    'two Checkouts of one registration paid at the same moment: one payment, one full refund, every time',
    async () => {
      for (let run = 0; run < RUNS; run++) {
        const row = await register({ firstName: `Race${run}`, email: `race${run}@example.org` })
        const sessions = [
          await payAtStripe(await startCheckout(await linkFor(row.id))),
          await payAtStripe(await secondCheckout(row.id)),
        ]
        const events = await Promise.all(sessions.map(completedEvent))
        const answers = await Promise.all(events.map((event) => sendEvent(event, WITH_STRIPE)))
        expect(answers.map((answer) => answer.status)).toEqual([200, 200])
        const outcomes = await Promise.all(
          answers.map(async (answer) => ((await answer.json()) as { outcome: string }).outcome),
        )
        expect(outcomes.sort()).toEqual(['applied', 'refunded'])
        const attempts = await attemptsOf(row.id)
        expect(attempts.map((attempt) => attempt.status).sort()).toEqual(['paid', 'refunded'])
        const refunded = attempts.find((attempt) => attempt.status === 'refunded')!
        expect(refunded.refunded_cents).toBe(20000)
        const paid = attempts.find((attempt) => attempt.status === 'paid')!
        expect(await refundsAtStripe(refunded.payment_intent_id)).toEqual([expect.objectContaining({ amount: 20000 })])
        expect(await refundsAtStripe(paid.payment_intent_id)).toEqual([])
        expect(sessions.map((session) => session.payment_intent).sort()).toEqual(
          [refunded.payment_intent_id, paid.payment_intent_id].sort(),
        )
      }
    },
    TIMEOUT,
  )

  it(
    'one event delivered twice at the same moment is applied once, with one receipt',
    async () => {
      for (let run = 0; run < RUNS; run++) {
        const row = await register({ firstName: `Twice${run}`, email: `twice${run}@example.org` })
        const event = await completedEvent(await payAtStripe(await startCheckout(await linkFor(row.id))))
        const answers = await Promise.all([sendEvent(event, WITH_STRIPE), sendEvent(event, WITH_STRIPE)])
        const outcomes = await Promise.all(
          answers.map(async (answer) => ((await answer.json()) as { outcome: string }).outcome),
        )
        expect(outcomes.sort()).toEqual(['applied', 'duplicate'])
        const [attempt] = await attemptsOf(row.id)
        expect(attempt).toMatchObject({ status: 'paid', refunded_cents: 0 })
        const receipts = (await readRows<{ kind: string; email: string }>('outbox')).filter(
          (job) => job.kind === 'payment-receipt' && job.email === `twice${run}@example.org`,
        )
        expect(receipts).toHaveLength(1)
      }
    },
    TIMEOUT,
  )

  it(
    'a payment for a seat already given away, delivered twice at once: one refund, one email, one entry for staff',
    async () => {
      for (let run = 0; run < RUNS; run++) {
        const row = await register({ firstName: `Late${run}`, email: `late${run}@example.org` })
        const session = await payAtStripe(await startCheckout(await linkFor(row.id)))
        await env.DB.prepare("UPDATE registrations SET status = 'lapsed' WHERE id = ?").bind(row.id).run()
        const event = await completedEvent(session)
        const answers = await Promise.all([sendEvent(event, WITH_STRIPE), sendEvent(event, WITH_STRIPE)])
        expect(answers.map((answer) => answer.status)).toEqual([200, 200])
        expect(await refundsAtStripe(session.payment_intent)).toEqual([expect.objectContaining({ amount: 20000 })])
        const [attempt] = await attemptsOf(row.id)
        expect(attempt).toMatchObject({ status: 'refunded', refunded_cents: 20000 })
        const told = (await readRows<{ kind: string; email: string }>('outbox')).filter(
          (job) => job.kind === 'payment-returned' && job.email === `late${run}@example.org`,
        )
        expect(told).toHaveLength(1)
        const entries = (await readRows<{ action: string; detail: string }>('audit_log')).filter(
          (entry) => entry.action === 'payment-returned' && entry.detail.startsWith(`registration ${row.id}:`),
        )
        expect(entries).toHaveLength(1)
      }
    },
    TIMEOUT,
  )
})
