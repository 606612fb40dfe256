import type { EmailSignupSchema } from '../../contract'
import { emailSignups } from '../base/db/schema'
import { schemasOf } from '../base/validation'
import { submissionRoute, type SubmissionOptions } from '../base/submission'

/**
 * `POST /api/email-signup`: the free guide by email. A known address stores nothing, is sent
 * nothing, and answers exactly like a new one, so the endpoint can neither tell who is on the
 * list nor flood a stranger's inbox.
 */
export const signupSubmission: SubmissionOptions<EmailSignupSchema> = {
  schemas: schemasOf('emailSignup'),
  success: 'emailSignup',
  table: emailSignups,
  store: (db, signup) => ({ statements: [db.insert(emailSignups).values(signup).onConflictDoNothing()] }),
  notifications: (signup) => [{ kind: 'signup-guide', email: signup.email }],
}

export const emailSignupRoute = submissionRoute(signupSubmission)
