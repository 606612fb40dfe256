import { emailSignupSchema, SUCCESS_MESSAGES } from '../../contract'
import { emailSignups } from '../db/schema'
import { submissionRoute } from './submission'

/**
 * `POST /api/email-signup`. A known address stores nothing and answers exactly like a new
 * one, so the endpoint cannot be used to find out who is on the list.
 */
export const emailSignupRoute = submissionRoute({
  schema: emailSignupSchema,
  successMessage: SUCCESS_MESSAGES.emailSignup,
  store: (db, signup) => db.insert(emailSignups).values(signup).onConflictDoNothing(),
})
