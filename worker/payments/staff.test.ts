/**
 * Paying for a seat: the family's payment page from its signed link, and Stripe's
 * webhook, verified with real signatures made by the stripe package's own test-header helper.
 * No Stripe API is reached here (no secret key in these tests): the page then takes no payment
 * and says how to pay; the checkout itself runs against the local stand-in in e2e/stripe-stand-in/payments.spec.ts.
 */
import { beforeEach, describe, expect, it } from 'vitest'
import { createStaff, signIn, staffCall, staffPost } from '../test/admin-helpers'
import {
  COHORT,
  completed,
  insertCohort,
  openPayment,
  paymentRows,
  register,
  sendEvent,
  stripeEvent,
} from '../test/payment-helpers'
import { clearTables, readRows } from '../test/helpers'
beforeEach(clearTables)

describe('the books in the console', () => {
  it('each cohort card counts what was paid, refunded and still owed; the payments CSV lists every attempt, audited', async () => {
    await insertCohort({ capacity: 5 })
    const paidOne = await openPayment('cs_test_books')
    await sendEvent(await stripeEvent('checkout.session.completed', completed('cs_test_books')))
    await register({ firstName: 'Bola', email: 'bola@example.org' })
    await createStaff()
    const token = await signIn()
    const list = (await (await staffCall(token, '/api/admin/cohorts')).json()) as {
      cohorts: { id: string; money: unknown }[]
    }
    expect(list.cohorts.find((cohort) => cohort.id === COHORT)!.money).toEqual({
      paidCents: 20000,
      refundedCents: 0,
      paid: 1,
      unpaidSeated: 1,
      openAssistance: 0,
    })
    const csv = await staffCall(token, `/api/admin/export/payments?cohortId=${COHORT}`)
    expect(csv.status).toBe(200)
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    const [header, ...lines] = (await csv.text()).trim().split(/\r?\n/)
    expect(header).toBe(
      'payment_id,registration_id,first_name,last_name,cohort_start,status,amount_usd,refunded_usd,sessions,created_at,paid_at',
    )
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(
      new RegExp(`^${paidOne.id},${paidOne.registrationId},Amara,Okafor,2099-03-07,paid,200.00,0.00,,`),
    )
    expect(
      (await readRows<{ action: string; detail: string }>('audit_log')).filter((entry) => entry.action === 'export'),
    ).toEqual([expect.objectContaining({ detail: `payments: 1 rows; cohort ${COHORT}` })])
    expect((await staffCall(token, '/api/admin/export/payments?cohortId=not-an-id')).status).toBe(400)
  })

  it('staff cancelling a paid registration where Stripe cannot be reached: the cancellation stays and the console is told to refund by hand', async () => {
    await insertCohort()
    const paidOne = await openPayment('cs_test_cancel')
    await sendEvent(await stripeEvent('checkout.session.completed', completed('cs_test_cancel')))
    await createStaff()
    const token = await signIn()
    const response = await staffPost(token, `/api/admin/registrations/${paidOne.registrationId}/placement`, {
      status: 'cancelled',
    })
    expect(response.status).toBe(502)
    expect(await response.json()).toEqual({
      message:
        "The registration is cancelled, but Stripe did not refund the payment: refund it from Stripe's dashboard.",
    })
    expect((await readRows<{ status: string }>('registrations')).map((row) => row.status)).toEqual(['cancelled'])
    expect((await paymentRows()).map((row) => row.status)).toEqual(['paid'])
  })
})
