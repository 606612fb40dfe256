/**
 * Cash and cheques at the office: partial payments and refunds in person, read by the one
 * balance (console, family page, payment page), keeping the seat's hold from releasing it,
 * audited with their reason; refunds never above what was paid, never through Stripe.
 */
import { beforeEach, describe, expect, it } from 'vitest'
import type { PaymentSummary } from '../../contract/admin'
import { createStaffAs, expectJson, sessionOf, staffCall, staffPost } from '../test/admin-helpers'
import { familyPageText, linkOf } from '../test/family-kit'
import { call, clearTables, readRows } from '../test/helpers'
import { insertCohort, linkFor, register, words } from '../test/payment-helpers'

beforeEach(clearTables)

const entry = (overrides: Record<string, unknown> = {}) => ({
  kind: 'payment',
  method: 'cash',
  amountCents: 5000,
  receivedOn: '2025-01-10',
  receivedBy: 'Dana at the front desk',
  reason: 'Paid at the info night',
  ...overrides,
})
const asRole = async (role: 'coordinator' | 'volunteer' | 'health-lead') => sessionOf(await createStaffAs(role, role))
const summaryOf = async (token: string, id: string) =>
  expectJson<PaymentSummary>(await staffCall(token, `/api/admin/registrations/${id}/payment`))
const record = (token: string, id: string, body: unknown) =>
  staffPost(token, `/api/admin/registrations/${id}/offline-payments`, body)

describe('money taken at the office', () => {
  it('a partial cash payment, then a cheque for the rest: the balance, the family page and the audit log read them', async () => {
    await insertCohort()
    const amara = await register()
    const token = await asRole('coordinator')
    expect((await record(token, amara.id, entry())).status).toBe(201)
    expect((await summaryOf(token, amara.id)).balance).toEqual({
      chargedCents: 20000,
      paidCents: 0,
      offlineCents: 5000,
      assistedCents: 0,
      refundedCents: 0,
      dueCents: 15000,
      creditCents: 0,
    })
    const link = await linkOf(amara.id)
    const page = words(await familyPageText(link))
    expect(page).toContain(
      'Your balance Charged $200.00 Paid at our office (cash or cheque) $50.00 Left to pay $150.00',
    )
    expect(page).toContain('Pay the rest online with the button below, or at our office in cash or by cheque.')
    expect(page).not.toContain('Pay, or ask for financial assistance')
    // The payment page shows the same balance, never a Checkout for the whole bill (office-then-online.test.ts pays the rest).
    const pay = await linkFor(amara.id)
    const payPage = words(await (await call(`${pay.pathname}${pay.search}`)).text())
    expect(payPage).toContain('Left to pay $150.00')
    expect(payPage).not.toContain('Pay $200.00')

    expect((await record(token, amara.id, entry({ method: 'cheque', amountCents: 15000 }))).status).toBe(201)
    expect((await summaryOf(token, amara.id)).balance).toMatchObject({ offlineCents: 20000, dueCents: 0 })
    expect(words(await familyPageText(link))).toContain(
      'Left to pay $0.00 Nothing is left to pay: your seat is confirmed.',
    )
    const audited = (await readRows<{ action: string; username: string; detail: string }>('audit_log')).filter(
      (row) => row.action === 'offline-payment-recorded',
    )
    expect(audited.map((row) => [row.username, row.detail])).toEqual([
      [
        'coordinator',
        `registration ${amara.id}: cash payment of $50.00 on 2025-01-10, by Dana at the front desk; reason: Paid at the info night`,
      ],
      [
        'coordinator',
        `registration ${amara.id}: cheque payment of $150.00 on 2025-01-10, by Dana at the front desk; reason: Paid at the info night`,
      ],
    ])
  })

  it('a refund in person is recorded, never above what was paid, and never sent through Stripe', async () => {
    await insertCohort()
    const amara = await register()
    const token = await asRole('health-lead')
    await record(token, amara.id, entry({ amountCents: 8000 }))
    const tooMuch = await record(token, amara.id, entry({ kind: 'refund', amountCents: 8001, reason: 'Overpaid' }))
    expect(tooMuch.status).toBe(409)
    expect(await tooMuch.json()).toMatchObject({
      message: 'A refund cannot be more than what the family has paid and not had back. Nothing was recorded.',
    })
    expect(
      (await record(token, amara.id, entry({ kind: 'refund', amountCents: 3000, reason: 'Overpaid' }))).status,
    ).toBe(201)
    expect((await summaryOf(token, amara.id)).balance).toMatchObject({
      offlineCents: 5000,
      refundedCents: 3000,
      dueCents: 15000,
    })
    expect((await record(token, amara.id, entry({ kind: 'refund', amountCents: 5001 }))).status).toBe(409)
    expect(await readRows('refunds')).toEqual([])
    expect((await readRows('offline_payments')).length).toBe(2)
  })
})
