import { momentIn } from '../../content/emails'
import { formatsFor } from '../../content/format'
import type { Language } from '../../content/language'
import { MESSAGES } from '../../content/messages'
import type { Bindings, Database } from '../base/env'
import type { Job } from '../base/notify/email'
import type { Block } from '../base/notify/layout'
import { holdEnd } from '../payments/assistance-deadline'
import { paymentLink } from '../payments/pay'
import { quoteOf } from '../payments/quote-of'

/**
 * What a held seat owes, until when it is held for the payment (only where payments are taken:
 * holds.ts releases unpaid seats only then), and the family's payment link, which also opens the
 * request for financial assistance. Nothing for a registration without a held, unpaid seat. The
 * amount is the family page's (quote-of.ts, one session for a per-session preference).
 */
export async function paymentDueBlocks(
  db: Database,
  env: Bindings,
  job: Job,
  registrationId: string,
  language: Language,
): Promise<Block[]> {
  const owed = await quoteOf(db, registrationId, 1)
  if (!env.UNSUBSCRIBE_SECRET || !owed || owed.registration.status !== 'seated' || owed.paid) return []
  const copy = MESSAGES[language].paymentDue
  const { registration, cohort } = owed
  const participant = `${registration.firstName} ${registration.lastName}`
  const lines = [
    ...(owed.owed.ok ? [copy.owed(participant, formatsFor(language).cents(owed.owed.totalCents))] : []),
    ...(env.STRIPE_SECRET_KEY
      ? [copy.deadline(momentIn(language, holdEnd(registration.holdStart, cohort.holdHours)))]
      : []),
  ]
  // Nothing to pay (assistance waived it): no payment section at all.
  if (owed.owed.ok && owed.owed.totalCents === 0) return []
  const href = await paymentLink(env.UNSUBSCRIBE_SECRET, job.origin, registration, new Date(), language)
  return [
    ...(lines.length > 0 ? [{ heading: copy.heading, text: lines.join('\n') }] : []),
    { link: { href, label: copy.link } },
  ]
}
