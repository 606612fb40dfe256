import { html } from 'hono/html'
import { formatsFor } from '../../content/format'
import type { Language } from '../../content/language'
import { OFFICE_MONEY } from '../../content/office-money'
import type { RegistrationQuote } from '../payments/quote-of'

/**
 * Money recorded by hand at the office (cash, a cheque, a refund in person): once there is any,
 * the family's page and the payment page show the one balance instead of the quote, and a
 * Checkout charges only what is left (worker/payments/checkout-amount.ts).
 */
export const hasOfficeMoney = (found: Pick<RegistrationQuote, 'offline'> | null | undefined) =>
  Boolean(found && found.offline.length > 0)

/** Paid in full, online or at the office: nothing is left to pay. */
export const settled = (found: RegistrationQuote | null | undefined) =>
  Boolean(found?.paid || (hasOfficeMoney(found) && found?.balance && found.balance.dueCents === 0))

/**
 * The balance as the family reads it: charged, assistance, paid (online, at the office), refunded,
 * left to pay. `online`: what is left can be paid online here (a Pay button follows).
 */
export function officeBalance(language: Language, found: RegistrationQuote, online = false) {
  const balance = found.balance
  if (!balance) return html``
  const copy = OFFICE_MONEY[language]
  const cents = formatsFor(language).cents
  const rows: [string, number][] = [
    [copy.charged, balance.chargedCents],
    ...(balance.assistedCents ? ([[copy.assisted, balance.assistedCents]] as [string, number][]) : []),
    ...(balance.paidCents ? ([[copy.paidOnline, balance.paidCents]] as [string, number][]) : []),
    [copy.paidAtOffice, receivedAtOffice(found)],
    ...(balance.refundedCents ? ([[copy.refunded, balance.refundedCents]] as [string, number][]) : []),
    [copy.due, balance.dueCents],
  ]
  return html`<table class="quote">
      <tbody>
        ${rows.map(([label, amount]) => html`<tr><th scope="row">${label}</th><td>${cents(amount)}</td></tr>`)}
      </tbody>
    </table>
    <p>${balance.dueCents === 0 ? copy.settled : online ? copy.payRestOnline : copy.payRest}</p>`
}

/** Every payment taken at the office, before any given back (refunds have their own line). */
const receivedAtOffice = (found: RegistrationQuote) =>
  found.offline.filter((entry) => entry.kind === 'payment').reduce((total, entry) => total + entry.amountCents, 0)
