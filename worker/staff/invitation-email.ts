import { eq } from 'drizzle-orm'
import { STAFF_EMAILS } from '../../content/emails'
import { INVITATION_HOURS } from '../../contract/roles'
import { staffInvitations } from '../base/db/schema'
import type { Bindings, Database } from '../base/env'
import type { Cancelled, Email, Job } from '../base/notify/email'
import { emailLayout, paragraph } from '../base/notify/layout'
import { invitationToken } from './invitation-token'
import { consoleSecret } from './keys'

/** Where an invitation link opens: the console's welcome screen, the token in the fragment (never sent in a request line or a Referer). */
const welcomeLink = (origin: string, token: string) => `${origin}/admin/welcome#${token}`

/**
 * The outbox's `staff-invitation` job: the link rebuilt from the invitation's id (the token is
 * never stored), unless the invitation was withdrawn, used or has expired since it was written.
 */
export async function invitationEmail(db: Database, env: Bindings, job: Job, from: string): Promise<Email | Cancelled> {
  const invitation = await db.select().from(staffInvitations).where(eq(staffInvitations.id, job.recordId)).get()
  if (!invitation) return { cancelled: 'record_missing' }
  if (invitation.usedAt || invitation.withdrawnAt || Date.parse(invitation.expiresAt) <= Date.now())
    return { cancelled: 'no_longer_due' }
  const texts = STAFF_EMAILS.invitation
  const token = await invitationToken(consoleSecret(env), invitation.id)
  const body = emailLayout([
    paragraph(texts.body(invitation.username, texts.roles[invitation.role], invitation.createdBy)),
    { link: { href: welcomeLink(job.origin, token), label: texts.link } },
    paragraph(texts.expiry(INVITATION_HOURS)),
    { small: texts.ignore },
  ])
  return { from, to: job.email, subject: texts.subject, ...body }
}
