import { beforeEach, describe, expect, it } from 'vitest'
import { freshStaffSession, hoursAgo, insertMessage, staffPost } from '../test/admin-helpers'
import { readRows } from '../test/helpers'
let token = ''
beforeEach(async () => {
  token = await freshStaffSession()
})

describe('replying to a message', () => {
  it('marks it replied by the signed-in user with a note, keeps the first reply, and can undo it', async () => {
    await insertMessage({ id: 'm1', createdAt: hoursAgo(2) })
    const marked = await staffPost(token, '/api/admin/messages/m1/reply', {
      replied: true,
      note: '  Sent the sibling rates.  ',
    })
    expect(marked.status).toBe(200)
    const row = (await marked.json()) as { repliedAt: string; repliedBy: string; staffNote: string }
    expect(row).toMatchObject({ repliedBy: 'staff', staffNote: 'Sent the sibling rates.' })
    expect(Date.now() - Date.parse(row.repliedAt)).toBeLessThan(10_000)
    const again = (await (
      await staffPost(token, '/api/admin/messages/m1/reply', { replied: true, note: 'Follow up in March.' })
    ).json()) as { repliedAt: string }
    expect(again.repliedAt).toBe(row.repliedAt)
    const [stored] = await readRows<{ replied_by: string; staff_note: string }>('contact_messages')
    expect(stored).toMatchObject({ replied_by: 'staff', staff_note: 'Follow up in March.' })
    await staffPost(token, '/api/admin/messages/m1/reply', { replied: false })
    expect((await readRows('contact_messages'))[0]).toMatchObject({
      replied_at: null,
      replied_by: null,
      staff_note: null,
    })
  })

  it.each([
    [{ replied: 'yes' }, 'replied'],
    [{ replied: true, note: 'x'.repeat(501) }, 'note'],
    [{ replied: true, repliedBy: 'someone else' }, ''],
  ])('refuses %j with 400 and changes nothing', async (body, path) => {
    await insertMessage({ id: 'm1', createdAt: hoursAgo(2) })
    const response = await staffPost(token, '/api/admin/messages/m1/reply', body)
    expect(response.status).toBe(400)
    expect(((await response.json()) as { issues: { path: string }[] }).issues.map((issue) => issue.path)).toEqual([
      path,
    ])
    expect((await readRows('contact_messages'))[0]).toMatchObject({ replied_at: null })
  })

  it('answers 404 for a message that does not exist', async () => {
    expect((await staffPost(token, '/api/admin/messages/nope/reply', { replied: true })).status).toBe(404)
  })
})
