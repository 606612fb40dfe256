import { and, eq } from 'drizzle-orm'
import { FOLLOW_UP } from '../../content/follow-up'
import { FOLLOW_UP_ANSWER } from '../../content/follow-up-answer'
import { EMAILS } from '../../content/emails'
import { MESSAGES } from '../../content/messages'
import { assessments, certificates, followUpStops, registrations } from '../base/db/schema'
import type { Bindings, Database } from '../base/env'
import { ConfigurationError } from '../base/errors'
import { emailLanguage, type Cancelled, type Email, type Job } from '../base/notify/email'
import { emailLayout, paragraph, type Block } from '../base/notify/layout'
import { mayAnnounceTo } from '../announcements/recipients'
import { takesAssessment } from '../assessment/links'
import { familyLinkBlock } from '../family/emails'
import { FOLLOW_UP_DAYS } from './schedule'
import { followUpStopLink } from './stop'
import { followUpAnswerLinks } from './answer-link'

/**
 * The family page's link, named for what it holds: the report once the last assessment is
 * complete (a goal is its last part), a certificate earned and not revoked; else the page's own name.
 */
function pageLinkLabel(
  labels: (typeof FOLLOW_UP)['en']['pageLink'],
  familyPage: string,
  last: { completedAt: string | null } | undefined,
  certificate: { revokedAt: string | null } | undefined,
) {
  const report = Boolean(last?.completedAt)
  const earned = Boolean(certificate && !certificate.revokedAt)
  if (report && earned) return labels.reportAndCertificate
  if (report) return labels.report
  return earned ? labels.certificate : familyPage
}

/**
 * A follow-up after the Complete Bootcamp (schedule.ts writes each once), built as things are
 * when it is sent: nothing for a registration erased or cancelled since, nor after the family
 * stopped the follow-up or unsubscribed from our emails. It carries the participant's own goal
 * (their words, the one thing of theirs it needs), the family's page and the way to stop.
 */
export async function followUpEmail(db: Database, env: Bindings, job: Job, from: string): Promise<Email | Cancelled> {
  const row = await db.select().from(registrations).where(eq(registrations.id, job.recordId)).get()
  if (!row) return { cancelled: 'record_missing' }
  if (!takesAssessment(row)) return { cancelled: 'no_longer_due' }
  const [stopped, allowed, last, certificate] = await Promise.all([
    db.select().from(followUpStops).where(eq(followUpStops.registrationId, row.id)).get(),
    mayAnnounceTo(db, job.email),
    db
      .select({ goal: assessments.goal, completedAt: assessments.completedAt })
      .from(assessments)
      .where(and(eq(assessments.registrationId, row.id), eq(assessments.round, 'last')))
      .get(),
    db
      .select({ revokedAt: certificates.revokedAt })
      .from(certificates)
      .where(eq(certificates.registrationId, row.id))
      .get(),
  ])
  if (stopped || !allowed) return { cancelled: 'unsubscribed' }
  if (!env.UNSUBSCRIBE_SECRET) throw new ConfigurationError('missing_unsubscribe_secret')
  const language = emailLanguage(job)
  const copy = FOLLOW_UP[language]
  const { days, kind } = FOLLOW_UP_DAYS.find((entry) => entry.kind === job.kind) ?? FOLLOW_UP_DAYS[0]
  const stop = await followUpStopLink(env.UNSUBSCRIBE_SECRET, job.origin, row.id, language)
  const family = await familyLinkBlock(db, job, row.id, language)
  const answer = FOLLOW_UP_ANSWER[language]
  const taps = await followUpAnswerLinks(env.UNSUBSCRIBE_SECRET, job.origin, row, kind, language)
  const blocks: Block[] = [
    paragraph(MESSAGES[language].hello),
    paragraph(copy.body(row.firstName, days)),
    ...(last?.goal
      ? [paragraph(copy.goalIntro(row.firstName)), paragraph(`“${last.goal}”`)]
      : [paragraph(copy.noGoal(row.firstName))]),
    {
      text: answer.question,
      choices: taps.map((href, index) => ({ href, label: answer.choice(index + 1, answer.scale[index]!) })),
    },
    { link: { href: family.link.href, label: pageLinkLabel(copy.pageLink, family.link.label, last, certificate) } },
    paragraph(EMAILS[language].signature),
    { small: copy.stopNote, link: { href: stop, label: copy.stopLink } },
  ]
  // RFC 8058 one-click: a mail app's Unsubscribe button POSTs to the stop link.
  const headers = { 'List-Unsubscribe': `<${stop}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
  return { from, to: job.email, subject: copy.subject(days), headers, ...emailLayout(blocks, language) }
}
