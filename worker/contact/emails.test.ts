import { beforeEach, describe, expect, it } from 'vitest'
import { clearTables, postJson, validContact } from '../test/helpers'
import { emailFor, STAFF_INBOX } from '../test/emails'
beforeEach(clearTables)

describe('the contact emails', () => {
  it('acknowledge the sender with the 24-hour promise and forward the message to staff', async () => {
    await postJson('/api/contact', validContact, {}, STAFF_INBOX)
    const acknowledgement = await emailFor('contact-acknowledgement', STAFF_INBOX)
    expect(acknowledgement).toMatchObject({ to: 'jordan@example.org', subject: 'We received your message' })
    expect(acknowledgement.text).toContain('Every inquiry gets a reply within 24 hours.')
    expect(acknowledgement.text).toContain(validContact.message)
    const staff = await emailFor('contact-staff', STAFF_INBOX)
    expect(staff).toMatchObject({
      to: 'staff@vitalbootcamp.org',
      replyTo: 'jordan@example.org',
      subject: 'New message: Pricing',
    })
    expect(staff.text).toContain(
      'Mark it replied in the staff console: http://127.0.0.1:8787/admin/messages?status=waiting',
    )
    expect(staff.text).not.toContain('?q=')
  })
})
