import { registrationSchema, SUCCESS_MESSAGES } from '../../contract'
import { registrations } from '../db/schema'
import { submissionRoute } from './submission'

/** `POST /api/register`: one participant's registration. */
export const registerRoute = submissionRoute({
  schema: registrationSchema,
  successMessage: SUCCESS_MESSAGES.register,
  store: (db, registration) => db.insert(registrations).values(registration),
})
