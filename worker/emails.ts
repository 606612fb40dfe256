import { announcementEmail } from './announcements/email'
import type { NotificationKind } from './base/db/schema'
import { cohortReminderEmail, registrationRepeatEmail } from './family/emails'
import { emailLanguage, type Composer } from './base/notify/email'
import { summaryEmail } from './base/notify/summary'
import { assistanceEmail, groupRefundEmail, paymentReturnedEmail, receiptEmail, reminderEmail } from './payments/emails'
import { contactEmail } from './contact/emails'
import { registrationEmail } from './registration/emails'
import { guideEmail } from './signups/emails'
import { offerEmail } from './seats/emails'
import { staffPlacementEmail } from './seats/staff-emails'
import { invitationEmail } from './staff/invitation-email'
import { assistanceChangedEmail, assistanceStaffEmail } from './payments/assistance-emails'
import { cancelledEmail, holdLapsedEmail, seatClaimedEmail } from './messages/emails'
import { cohortOpenedEmail } from './interest/emails'
import { groupJoinedEmail, groupRateEmail, waitlistMovedEmail } from './messages/place-emails'
import { followUpEmail } from './follow-up/email'
import { incidentEmail } from './incidents/email'

/**
 * The one place the features' emails are gathered, as `app.ts` gathers their routes: each
 * notification kind's builder, which lives with its feature. A kind added to
 * `NOTIFICATION_KINDS` without its builder here fails `tsc`. The outbox's consumer is handed
 * this table (index.ts), so the outbox imports no feature.
 */
const COMPOSERS: Record<NotificationKind, Composer> = {
  'signup-guide': (db, env, job) => guideEmail(db, env, job, env.FROM_EMAIL),
  'registration-confirmation': (db, env, job) => registrationEmail(db, env, job, env.FROM_EMAIL),
  'registration-staff': (db, env, job) => registrationEmail(db, env, job, env.FROM_EMAIL),
  'registration-repeat': (db, env, job) => registrationRepeatEmail(db, job, emailLanguage(job), env.FROM_EMAIL),
  'contact-acknowledgement': (db, env, job) => contactEmail(db, job, env.FROM_EMAIL),
  'contact-staff': (db, env, job) => contactEmail(db, job, env.FROM_EMAIL),
  'staff-summary': summaryEmail,
  'seat-offer': (db, env, job) => offerEmail(db, env, job, env.FROM_EMAIL),
  'payment-receipt': (db, env, job) => receiptEmail(db, job, env.FROM_EMAIL),
  'assistance-decision': (db, env, job) => assistanceEmail(db, env, job, env.FROM_EMAIL),
  'payment-reminder': (db, env, job) => reminderEmail(db, env, job, env.FROM_EMAIL),
  'group-refund': (db, env, job) => groupRefundEmail(db, job, env.FROM_EMAIL),
  'payment-returned': (db, env, job) => paymentReturnedEmail(db, env, job, emailLanguage(job), env.FROM_EMAIL),
  'session-reminder-week': (db, env, job) => cohortReminderEmail(db, job, emailLanguage(job), env.FROM_EMAIL),
  'session-reminder-day': (db, env, job) => cohortReminderEmail(db, job, emailLanguage(job), env.FROM_EMAIL),
  'consent-reminder': (db, env, job) => cohortReminderEmail(db, job, emailLanguage(job), env.FROM_EMAIL),
  'follow-up-day-7': (db, env, job) => followUpEmail(db, env, job, env.FROM_EMAIL),
  'follow-up-day-14': (db, env, job) => followUpEmail(db, env, job, env.FROM_EMAIL),
  'follow-up-day-30': (db, env, job) => followUpEmail(db, env, job, env.FROM_EMAIL),
  announcement: (db, env, job) => announcementEmail(db, job, env.FROM_EMAIL),
  'staff-invitation': (db, env, job) => invitationEmail(db, env, job, env.FROM_EMAIL),
  'cohort-moved': (db, env, job) => staffPlacementEmail(db, job, env.FROM_EMAIL),
  'placement-changed': (db, env, job) => staffPlacementEmail(db, job, env.FROM_EMAIL),
  'seat-claimed': (db, env, job) => seatClaimedEmail(db, env, job, env.FROM_EMAIL),
  'hold-lapsed': (db, env, job) => holdLapsedEmail(db, job, env.FROM_EMAIL),
  'registration-cancelled': (db, env, job) => cancelledEmail(db, job, env.FROM_EMAIL),
  'assistance-decision-changed': (db, env, job) => assistanceChangedEmail(db, env, job, env.FROM_EMAIL),
  'assistance-staff': (db, env, job) => assistanceStaffEmail(db, job, env.FROM_EMAIL),
  'cohort-opened': (db, env, job) => cohortOpenedEmail(db, env, job, env.FROM_EMAIL),
  'group-joined': (db, env, job) => groupJoinedEmail(db, job, env.FROM_EMAIL),
  'group-rate-applied': (db, env, job) => groupRateEmail(db, job, env.FROM_EMAIL),
  'waitlist-place-changed': (db, env, job) => waitlistMovedEmail(db, job, env.FROM_EMAIL),
  'incident-report': (db, env, job) => incidentEmail(db, job, env.FROM_EMAIL),
}

/** The email a job sends, built from its row as it is now, or why there is nothing to send. */
export const composeEmail: Composer = (db, env, job) => COMPOSERS[job.kind](db, env, job)
