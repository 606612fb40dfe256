import type { ContactSchema } from '../../contract'
import { contactMessages } from '../base/db/schema'
import type { Database } from '../base/env'
import { sha256Hex } from '../base/hash'
import { staffInbox } from '../base/notify/jobs'
import { schemasOf } from '../base/validation'
import { submissionRoute, type SubmissionOptions, type StoredSubmission } from '../base/submission'

type StoredMessage = StoredSubmission<ContactSchema>

/** The same message: its address, subject and text as stored, hashed so the key repeats none of them readably. */
const repeatKey = ({ email, subject, message }: StoredMessage) => sha256Hex([email, subject ?? '', message].join('\n'))

/**
 * Stores a message. The same one again within 24 hours (a double send, a reload, a script
 * flooding one address) is skipped by the trigger `contact_messages_repeat`, and with it the
 * acknowledgement and the staff email; the visitor gets the same answer either way.
 */
async function storeMessage(db: Database, message: StoredMessage) {
  return { statements: [db.insert(contactMessages).values({ ...message, repeatKey: await repeatKey(message) })] }
}

/** `POST /api/contact`: a message for the team, acknowledged to the sender and forwarded to staff. */
export const contactSubmission: SubmissionOptions<ContactSchema> = {
  schemas: schemasOf('contact'),
  success: 'contact',
  table: contactMessages,
  store: storeMessage,
  notifications: (message, env) => {
    const staff = staffInbox(env)
    return [
      { kind: 'contact-acknowledgement', email: message.email },
      ...(staff ? [{ kind: 'contact-staff' as const, email: staff }] : []),
    ]
  },
}

export const contactRoute = submissionRoute(contactSubmission)
