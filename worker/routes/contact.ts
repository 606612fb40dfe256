import { contactSchema, SUCCESS_MESSAGES } from '../../contract'
import { contactMessages } from '../db/schema'
import { submissionRoute } from './submission'

/** `POST /api/contact`: a message for the team. */
export const contactRoute = submissionRoute({
  schema: contactSchema,
  successMessage: SUCCESS_MESSAGES.contact,
  store: (db, message) => db.insert(contactMessages).values(message),
})
