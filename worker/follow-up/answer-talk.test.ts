import { beforeEach, describe, expect, it } from 'vitest'
import type { Overview } from '../../contract/admin'
import { freshStaffSession, getJson, staffPost } from '../test/admin-helpers'
import { readRows } from '../test/helpers'
import { seatedParticipant } from '../assessment/test-helpers'
import { sendAnswer, storedAnswers, tapLinks } from './answer-test-helpers'

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
