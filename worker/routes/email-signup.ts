import { emailSignupSchema, SUCCESS_MESSAGES } from '../../contract'
import { emailSignups } from '../db/schema'
import { submissionRoute } from './submission'

/**
 * `POST /api/email-signup`: the free guide by email. A known address stores nothing, is sent
 * nothing, and answers exactly like a new one, so the endpoint can neither tell who is on the
 * list nor flood a stranger's inbox.
 */
export const emailSignupRoute = submissionRoute({
  schema: emailSignupSchema,
  successMessage: SUCCESS_MESSAGES.emailSignup,
  table: emailSignups,
  store: (db, signup) => [db.insert(emailSignups).values(signup).onConflictDoNothing()],
  notifications: (signup) => [{ kind: 'signup-guide', email: signup.email }],
})
