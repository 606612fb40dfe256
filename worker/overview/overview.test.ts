import { beforeEach, describe, expect, it } from 'vitest'
import {
  freshStaffSession,
  getJson,
  hoursAgo,
  insertMessage,
  insertRegistration,
  insertSignup,
} from '../test/admin-helpers'
let token = ''
beforeEach(async () => {
  token = await freshStaffSession()
})

describe('the overview', () => {
  it('counts today, the last 7 days and all time, per partner, and lists waiting messages oldest first', async () => {
    const since = hoursAgo(5)
    await insertRegistration({ email: 'a@example.org', source: 'lincoln-high', createdAt: hoursAgo(1) })
    await insertRegistration({ email: 'b@example.org', createdAt: hoursAgo(48) })
    await insertRegistration({ email: 'c@example.org', createdAt: hoursAgo(24 * 30) })
    await insertSignup({ email: 's@example.org', source: 'lincoln-high', createdAt: hoursAgo(24 * 8) })
    await insertMessage({ id: 'old', name: 'Old', createdAt: hoursAgo(30) })
    await insertMessage({ id: 'new', name: 'New', createdAt: hoursAgo(2) })
    await insertMessage({ id: 'done', name: 'Done', createdAt: hoursAgo(40), repliedAt: hoursAgo(39) })
    const overview = await getJson<Record<string, unknown>>(
      token,
      `/api/admin/overview?since=${encodeURIComponent(since)}`,
    )
    expect(overview.counts).toEqual({
      registrations: { today: 1, week: 2, all: 3 },
      signups: { today: 0, week: 0, all: 1 },
      messages: { today: 1, week: 3, all: 3 },
    })
    expect(overview.partners).toEqual([
      { source: null, registrations: 2, signups: 0, messages: 3 },
      { source: 'lincoln-high', registrations: 1, signups: 1, messages: 0 },
    ])
    expect((overview.waiting as { id: string }[]).map((message) => message.id)).toEqual(['old', 'new'])
  })
})
