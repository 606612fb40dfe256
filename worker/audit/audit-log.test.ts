import { beforeEach, describe, expect, it } from 'vitest'
import { allPages, freshStaffSession, staffCall, staffPost } from '../test/admin-helpers'
let token = ''
beforeEach(async () => {
  token = await freshStaffSession()
})

describe('the audit log', () => {
  it('lists sign-ins, exports and erasures, newest first, a page at a time', async () => {
    await staffCall(token, '/api/admin/export/signups')
    await staffPost(token, '/api/admin/erase', { email: 'nobody@example.org' })
    const { rows, sizes } = await allPages<{ action: string; username: string }>(token, '/api/admin/audit?limit=2')
    expect(sizes).toEqual([2, 1])
    expect(rows.map((row) => row.action)).toEqual(['erase', 'export', 'sign-in'])
    expect(rows.every((row) => row.username === 'staff')).toBe(true)
  })
})
