import { contactMessages } from '../db/schema'
import { staffInbox } from '../notify/jobs'
import { schemasOf } from '../validation'
import { submissionRoute } from './submission'

/** `POST /api/contact`: a message for the team, acknowledged to the sender and forwarded to staff. */
export const contactRoute = submissionRoute({
  schemas: schemasOf('contact'),
  success: 'contact',
  table: contactMessages,
  store: (db, message) => [db.insert(contactMessages).values(message)],
  notifications: (message, env) => {
    const staff = staffInbox(env)
    return [{ kind: 'contact-acknowledgement', email: message.email }, ...(staff ? [{ kind: 'contact-staff' as const, email: staff }] : [])]
  },
})
