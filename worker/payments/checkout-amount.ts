import type { RegistrationQuote } from './quote-of'

/**
 * What a Checkout charges now, in integer cents: what is left to pay on the one balance
 * (pricing.ts `balance`: the quote, less what the office took in cash or by cheque, plus what
 * it gave back). Before any office money that is the quote's total. Null when nothing can be
 * charged online: no quote (a price range), or already paid online.
 */
export function checkoutAmount(found: Pick<RegistrationQuote, 'balance' | 'paid'>): number | null {
  if (found.paid || !found.balance) return null
  return found.balance.dueCents
}
