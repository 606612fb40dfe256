import { and, desc, eq, inArray } from 'drizzle-orm'
import { EMAILS } from '../../content/emails'
import { formatsFor } from '../../content/format'
import type { Language } from '../../content/language'
import { PAYMENT } from '../../content/payments'
import { SITE } from '../../content/site'
import { payments, refunds, registrations } from '../db/schema'
import type { Bindings, Database } from '../env'
import { ConfigurationError } from '../errors'
import { familyLinkBlock } from '../family/emails'
import type { Cancelled, Email, Job } from '../notify/email'
import { emailLayout, paragraph, type Block } from '../notify/layout'
import { paymentLink } from './pay'

/**
 * A payment given back in full because it no longer matched the registration when it arrived
 * (reconcile.ts): what happened, that the money is on its way back, and what to do now. Greets
 * the reader, not the participant: a parent or the participant may read it.
 */
export async function paymentReturnedEmail(
  db: Database,
  env: Bindings,
  job: Job,
  language: Language,
  from: string,
): Promise<Email | Cancelled> {
  const payment = await db.select().from(payments).where(eq(payments.id, job.recordId)).get()
  const refund = payment
    ? await db
        .select()
        .from(refunds)
        .where(
          and(
            eq(refunds.paymentId, payment.id),
            inArray(refunds.reason, ['seat-gone', 'already-paid', 'quote-changed']),
          ),
        )
        .orderBy(desc(refunds.createdAt))
        .get()
    : null
  const row = payment
    ? await db.select().from(registrations).where(eq(registrations.id, payment.registrationId)).get()
    : null
  if (!payment || !refund || !row) return { cancelled: 'record_missing' }
  if (refund.reason !== 'seat-gone' && refund.reason !== 'already-paid' && refund.reason !== 'quote-changed')
    return { cancelled: 'record_missing' }
  const copy = PAYMENT[language].returned
  const participant = `${row.firstName} ${row.lastName}`
  const blocks: Block[] = [
    paragraph(copy.greeting),
    paragraph(copy[refund.reason](participant, formatsFor(language).cents(refund.amountCents))),
  ]
  if (refund.reason === 'seat-gone')
    blocks.push(paragraph(copy.registerAgain), {
      link: { href: `${job.origin}${SITE[language].path}#registration`, label: copy.registerLink },
    })
  if (refund.reason === 'quote-changed') {
    if (!env.UNSUBSCRIBE_SECRET) throw new ConfigurationError('missing_unsubscribe_secret')
    blocks.push({
      link: {
        href: await paymentLink(env.UNSUBSCRIBE_SECRET, job.origin, row, new Date(), language),
        label: copy.payLink,
      },
    })
  }
  blocks.push(await familyLinkBlock(db, job, row.id, language), paragraph(EMAILS[language].signature))
  return { from, to: job.email, subject: copy.subject, ...emailLayout(blocks, language) }
}
