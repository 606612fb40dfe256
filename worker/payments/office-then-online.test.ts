/**
 * Cash or a cheque at the office, then the rest online: the family's page and the payment page
 * show the balance, the Checkout charges what is left alone, the webhook judges it against the
 * balance when it arrives, and the sum paid never exceeds the bill.
 */
import { beforeEach, describe, expect, it } from 'vitest'
import type { PaymentSummary } from '../../contract/admin'
import { createStaffAs, expectJson, sessionOf, staffCall, staffPost } from '../test/admin-helpers'
import { familyPageText, linkOf } from '../test/family-kit'
import { call, clearTables, ORIGIN, readRows } from '../test/helpers'
import * as pay from '../test/payment-helpers'

beforeEach(clearTables)

let token = ''
/** A seated registration of $200.00, and `cents` taken at the office in cash. */
async function paidAtOffice(cents: number) {
  await pay.insertCohort()
  const amara = await pay.register()
  token = await sessionOf(await createStaffAs('coordinator', 'coordinator'))
  const entry = { kind: 'payment', method: 'cash', amountCents: cents, receivedOn: '2025-01-10' }
  const recorded = await staffPost(token, `/api/admin/registrations/${amara.id}/offline-payments`, {
    ...entry,
    receivedBy: 'Dana at the front desk',
    reason: 'Paid at the info night',
  })
  expect(recorded.status).toBe(201)
  return amara.id
}
const balanceOf = async (id: string) =>
  (await expectJson<PaymentSummary>(await staffCall(token, `/api/admin/registrations/${id}/payment`))).balance
const payPage = async (id: string, language: 'en' | 'es' = 'en') => {
  const link = await pay.linkFor(id, language)
  return pay.words(await (await call(`${link.pathname}${link.search}`, {}, ORIGIN, pay.WITH_STRIPE)).text())
}

describe('a partial office payment, then the balance online', () => {
  it('opens a Checkout for the $150.00 left, accepts it, and the bill is settled exactly', async () => {
    const id = await paidAtOffice(5000)
    const family = pay.words(await familyPageText(await linkOf(id)))
    expect(family).toContain(
      'Your balance Charged $200.00 Paid at our office (cash or cheque) $50.00 Left to pay $150.00',
    )
    expect(family).toContain('Pay the rest online with the button below, or at our office in cash or by cheque.')
    expect(family).toContain('Pay the $150.00 left online')
    expect(await payPage(id)).toContain('Left to pay $150.00 Pay the rest online with the button below')
    expect(await payPage(id)).toContain('Pay $150.00')
    expect(await payPage(id)).not.toContain('Pay $200.00')

    const session = await pay.payAtStripe(await pay.startCheckout(await pay.linkFor(id)))
    expect(session.amount_total).toBe(15000)
    expect(await readRows('payments')).toMatchObject([{ amount_cents: 15000, status: 'open' }])
    const answer = await pay.sendEvent(await pay.completedEvent(session), pay.WITH_STRIPE)
    expect(await answer.json()).toEqual({ received: true, outcome: 'applied' })
    expect(await balanceOf(id)).toEqual({
      chargedCents: 20000,
      paidCents: 15000,
      offlineCents: 5000,
      assistedCents: 0,
      refundedCents: 0,
      dueCents: 0,
      creditCents: 0,
    })
    expect(await pay.refundsAtStripe(session.payment_intent)).toEqual([])
    const receipt = await pay.emailOfKind('payment-receipt')
    expect(receipt?.text).toContain('Paid before at our office (cash or cheque): -$50.00')
    expect(receipt?.text).toContain('Total paid: $150.00')
    const after = pay.words(await familyPageText(await linkOf(id)))
    expect(after).toContain('Left to pay $0.00 Nothing is left to pay: your seat is confirmed.')
    expect(after).not.toContain('left online')
  })

  it('says the same in Spanish on the family page and the payment page', async () => {
    const id = await paidAtOffice(5000)
    const link = await linkOf(id)
    const spanish = new URL(`${link.pathname}${link.search}&lang=es`, ORIGIN)
    const family = pay.words(await familyPageText(spanish))
    expect(family).toContain(
      'Tu saldo Cargo $200.00 Pagado en nuestra oficina (efectivo o cheque) $50.00 Falta por pagar $150.00',
    )
    expect(family).toContain(
      'Paga el resto en línea con el botón de abajo, o en nuestra oficina en efectivo o con cheque.',
    )
    expect(family).toContain('Pagar en línea los $150.00 que faltan')
    expect(await payPage(id, 'es')).toContain('Pagar $150.00')
  })
})

describe('the whole bill paid at the office', () => {
  it('opens no Checkout at all, and says nothing is left to pay', async () => {
    const id = await paidAtOffice(20000)
    expect(await payPage(id)).toContain(
      'A payment was recorded at our office Charged $200.00 Paid at our office (cash or cheque) $200.00 Left to pay $0.00 Nothing is left to pay: your seat is confirmed.',
    )
    expect(await payPage(id)).not.toMatch(/Pay \$/)
    const link = await pay.linkFor(id)
    const pressed = await call(
      `${link.pathname}${link.search}`,
      { method: 'POST', body: new URLSearchParams({ sessions: '1' }) },
      ORIGIN,
      pay.WITH_STRIPE,
    )
    expect(pressed.status).toBe(200)
    expect(pay.words(await pressed.text())).toContain('Nothing is left to pay: your seat is confirmed.')
    expect(await readRows('payments')).toEqual([])
    const family = pay.words(await familyPageText(await linkOf(id)))
    expect(family).toContain('Left to pay $0.00 Nothing is left to pay: your seat is confirmed.')
    expect(family).not.toContain('left online')
    expect(family).not.toContain('Pay, or ask for financial assistance')
  })
})

describe('office money recorded while the Checkout for the rest was open', () => {
  /** A Checkout opened for the $150.00 left, paid at Stripe; then the office takes `more` cents. */
  async function paidWhileOfficeTook(more: number) {
    const id = await paidAtOffice(5000)
    const session = await pay.payAtStripe(await pay.startCheckout(await pay.linkFor(id)))
    const entry = { kind: 'payment', method: 'cheque', amountCents: more, receivedOn: '2025-01-10' }
    await staffPost(token, `/api/admin/registrations/${id}/offline-payments`, {
      ...entry,
      receivedBy: 'Dana at the front desk',
      reason: 'Brought a cheque',
    })
    const answer = await pay.sendEvent(await pay.completedEvent(session), pay.WITH_STRIPE)
    expect(await answer.json()).toEqual({ received: true, outcome: 'refunded' })
    expect(await pay.refundsAtStripe(session.payment_intent)).toMatchObject([{ amount: 15000 }])
    return id
  }

  it('the rest paid at the office: the online payment is refunded in full as a second payment', async () => {
    const id = await paidWhileOfficeTook(15000)
    expect(await readRows('refunds')).toMatchObject([{ amount_cents: 15000, reason: 'already-paid' }])
    // The refunded payment counts for nothing: the office's $200.00 is the whole of what is kept.
    expect(await balanceOf(id)).toMatchObject({ paidCents: 0, offlineCents: 20000, dueCents: 0, creditCents: 0 })
    expect((await pay.emailOfKind('payment-returned'))?.text).toContain(
      'We received a second payment of $150.00 for Amara Okafor, whose seat was already paid.',
    )
  })

  it('part of the rest paid at the office: refunded in full, and the page asks for the new balance', async () => {
    const id = await paidWhileOfficeTook(5000)
    expect(await readRows('refunds')).toMatchObject([{ amount_cents: 15000, reason: 'quote-changed' }])
    expect(await balanceOf(id)).toMatchObject({ offlineCents: 10000, dueCents: 10000, creditCents: 0 })
    expect(await payPage(id)).toContain('Pay $100.00')
  })
})
