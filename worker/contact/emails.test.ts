import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { openDatabase } from '../base/db/client'
import * as schema from '../base/db/schema'
import { composeEmail } from '../emails'
import type { Email, Job } from '../base/notify/email'
import { clearTables, postJson, readRows, validContact } from '../test/helpers'
beforeEach(clearTables)

const db = openDatabase(env.DB)
const STAFF = { NOTIFY_EMAIL: 'staff@vitalbootcamp.org' }

async function emailFor(kind: string, bindings: Partial<typeof env> = {}): Promise<Email> {
  const job = (await readRows<{ id: string; kind: string }>('outbox')).find((row) => row.kind === kind)!
  const row = (await db.select().from(schema.outbox)).find((candidate) => candidate.id === job.id) as Job
  const email = await composeEmail(db, { ...env, ...bindings }, row)
  if ('cancelled' in email) throw new Error(`cancelled: ${email.cancelled}`)
  return email
}

describe('the contact emails', () => {
  it('acknowledge the sender with the 24-hour promise and forward the message to staff', async () => {
    await postJson('/api/contact', validContact, {}, STAFF)
    const acknowledgement = await emailFor('contact-acknowledgement', STAFF)
    expect(acknowledgement).toMatchObject({ to: 'jordan@example.org', subject: 'We received your message' })
    expect(acknowledgement.text).toContain('Every inquiry gets a reply within 24 hours.')
    expect(acknowledgement.text).toContain(validContact.message)
    const staff = await emailFor('contact-staff', STAFF)
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
