import { eq } from 'drizzle-orm'
import { EMAILS } from '../../content/emails'
import { SITE } from '../../content/site'
import { languageParameter } from '../base/language'
import { emailSignups } from '../base/db/schema'
import type { Bindings, Database } from '../base/env'
import { ConfigurationError } from '../base/errors'
import { emailLanguage, type Cancelled, type Email, type Job } from '../base/notify/email'
import { signUnsubscribeToken } from '../base/notify/signed-token'
import { emailLayout, paragraph, type Block } from '../base/notify/layout'
import { COHORT_COPY } from '../../content/cohort'
import { formatsFor } from '../../content/format'
import { bootcampDay } from '../base/clock'
import { cohortsAhead } from '../cohorts/store'
export async function guideEmail(db: Database, env: Bindings, job: Job, from: string): Promise<Email | Cancelled> {
  const row = await db.select().from(emailSignups).where(eq(emailSignups.id, job.recordId)).get()
  if (!row) return { cancelled: 'record_missing' }
  if (row.unsubscribedAt) return { cancelled: 'unsubscribed' }
  if (!env.UNSUBSCRIBE_SECRET) throw new ConfigurationError('missing_unsubscribe_secret')
  const language = emailLanguage(job)
  const unsubscribe = `${job.origin}/unsubscribe?token=${await signUnsubscribeToken(env.UNSUBSCRIBE_SECRET, row.id)}${languageParameter(language)}`
  const copy = EMAILS[language].guide
  // The next cohort as seen on the day they signed up, or the honest state while none is ahead.
  const [next] = await cohortsAhead(db, bootcampDay(new Date(row.createdAt)))
  const blocks: Block[] = [
    paragraph(copy.greeting),
    paragraph(copy.body),
    { link: { href: `${job.origin}${SITE[language].guide}`, label: copy.linkLabel } },
    paragraph(
      copy.next(
        next
          ? COHORT_COPY[language].nextCohort(formatsFor(language).date(next.startDate))
          : COHORT_COPY[language].comingSoon,
      ),
    ),
    paragraph(EMAILS[language].signature),
    { small: copy.unsubscribe, link: { href: unsubscribe, label: unsubscribe } },
  ]
  // RFC 8058 one-click: mail apps show an Unsubscribe button that POSTs to this address.
  const headers = { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
  return { from, to: job.email, subject: copy.subject, headers, ...emailLayout(blocks, language) }
}
