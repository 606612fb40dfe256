import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { openDatabase } from '../base/db/client'
import * as schema from '../base/db/schema'
import type { Job } from '../base/notify/email'
import { composeEmail } from '../emails'
import { STAFF_INBOX } from '../test/emails'
import type { Overview } from '../../contract/admin'
import { freshStaffSession, getJson, staffPost } from '../test/admin-helpers'
import { readRows } from '../test/helpers'
import { seatedParticipant } from '../assessment/test-helpers'
import { sendAnswer, storedAnswers, tapLinks } from './answer-test-helpers'

const db = openDatabase(env.DB)
let token = ''
beforeEach(async () => {
  token = await freshStaffSession()
})

type Message = {
  id: string
  name: string
  email: string
  subject: string | null
  message: string
  replied_at: string | null
}

describe('an answer asking to talk', () => {
  it('waits for a reply as a contact message does, updated rather than repeated, until staff mark it handled', async () => {
    const amara = await seatedParticipant('complete', { email: 'amara.family@example.org' })
    const [link] = await tapLinks(amara.id, 'follow-up-day-14')
    const asked = await sendAnswer(link!, { score: '2', words: 'Hard at school.', talk: 'yes' })
    expect(asked.status).toBe(200)
    expect(await asked.text()).toContain('<p>Someone from the bootcamp will reply by email within 24 hours.</p>')
    const [message, ...more] = await readRows<Message>('contact_messages')
    expect(more).toEqual([])
    expect(message).toMatchObject({
      name: 'Amara Okafor',
      email: 'amara.family@example.org',
      subject: null,
      message:
        'Asked to talk, from the follow-up email 14 days after the bootcamp. How it is going: 2 of 5.\n\nTheir words: “Hard at school.”',
      replied_at: null,
    })
    expect(await storedAnswers()).toEqual([
      {
        registration_id: amara.id,
        kind: 'follow-up-day-14',
        score: 2,
        words: 'Hard at school.',
        wants_talk: 1,
        message_id: message!.id,
      },
    ])
    // The overview's "Waiting for a reply", oldest first, under the same 24-hour promise.
    const overview = await getJson<Overview>(token, '/api/admin/overview')
    expect(overview.waiting).toEqual([
      { id: message!.id, name: message!.name, subject: null, createdAt: expect.any(String) },
    ])
    // Saving again while it waits: the same message, its words brought up to date.
    await sendAnswer(link!, { score: '1', words: 'Harder now.', talk: 'yes' })
    const [updated, ...none] = await readRows<Message>('contact_messages')
    expect(none).toEqual([])
    expect(updated!.message).toBe(
      'Asked to talk, from the follow-up email 14 days after the bootcamp. How it is going: 1 of 5.\n\nTheir words: “Harder now.”',
    )
    const replied = await staffPost(token, `/api/admin/messages/${message!.id}/reply`, { replied: true })
    expect(replied.status).toBe(200)
    expect((await getJson<Overview>(token, '/api/admin/overview')).waiting).toEqual([])
    // Answered since: saving again changes the answer, not what staff already handled.
    await sendAnswer(link!, { score: '4', talk: 'yes' })
    expect(
      (await readRows<Message>('contact_messages')).map((row) => [row.id, row.message, Boolean(row.replied_at)]),
    ).toEqual([[message!.id, updated!.message, true]])
    expect((await storedAnswers())[0]).toMatchObject({ score: 4, words: null, wants_talk: 1, message_id: message!.id })
  })
})

describe('the staff inbox', () => {
  it('is emailed once when a family asks to talk, as for a contact message, with their words and a reply to the family', async () => {
    const amara = await seatedParticipant('complete', { email: 'amara.family@example.org' })
    const [link] = await tapLinks(amara.id, 'follow-up-day-7')
    await sendAnswer(link!, { score: '3', talk: 'no' }, undefined, STAFF_INBOX)
    expect((await readRows<Job>('outbox')).filter((job) => job.kind === 'contact-staff')).toEqual([])
    await sendAnswer(link!, { score: '2', words: 'Hard at school.', talk: 'yes' }, undefined, STAFF_INBOX)
    await sendAnswer(link!, { score: '1', words: 'Harder now.', talk: 'yes' }, undefined, STAFF_INBOX)
    const [message] = await readRows<Message>('contact_messages')
    const jobs = (await readRows<{ kind: string; record_id: string; email: string }>('outbox')).filter(
      (job) => job.kind === 'contact-staff',
    )
    expect(jobs.map((job) => [job.record_id, job.email])).toEqual([[message!.id, STAFF_INBOX.NOTIFY_EMAIL]])
    const job = (await db.select().from(schema.outbox)).find((row) => row.kind === 'contact-staff') as Job
    const email = await composeEmail(db, env, job)
    if ('cancelled' in email) throw new Error(`cancelled: ${email.cancelled}`)
    expect(email).toMatchObject({ to: STAFF_INBOX.NOTIFY_EMAIL, replyTo: 'amara.family@example.org' })
    expect(email.text).toContain(
      'Asked to talk, from the follow-up email 7 days after the bootcamp. How it is going: 1 of 5.\n\nTheir words: “Harder now.”',
    )
  })
})
