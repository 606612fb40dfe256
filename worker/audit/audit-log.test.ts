import { beforeEach, describe, expect, it } from 'vitest'
import { createStaff, signIn, staffCall, staffPost } from '../test/admin-helpers'
import { clearTables } from '../test/helpers'
let token: string
beforeEach(async () => {
  await clearTables()
  await createStaff()
  token = await signIn()
})

const getJson = async <T>(path: string) => {
  const response = await staffCall(token, path)
  expect(response.status, path).toBe(200)
  return (await response.json()) as T
}

interface Page<T> {
  items: T[]
  nextCursor: string | null
}

/** Follows every page of a list and returns the rows in order, with the page sizes seen. */
async function allPages<T>(path: string) {
  const rows: T[] = []
  const sizes: number[] = []
  let cursor: string | null = null
  do {
    const page: Page<T> = await getJson<Page<T>>(
      `${path}${path.includes('?') ? '&' : '?'}${cursor ? `cursor=${encodeURIComponent(cursor)}` : ''}`,
    )
    rows.push(...page.items)
    sizes.push(page.items.length)
    cursor = page.nextCursor
  } while (cursor)
  return { rows, sizes }
}

describe('the audit log', () => {
  it('lists sign-ins, exports and erasures, newest first, a page at a time', async () => {
    await staffCall(token, '/api/admin/export/signups')
    await staffPost(token, '/api/admin/erase', { email: 'nobody@example.org' })
    const { rows, sizes } = await allPages<{ action: string; username: string }>('/api/admin/audit?limit=2')
    expect(sizes).toEqual([2, 1])
    expect(rows.map((row) => row.action)).toEqual(['erase', 'export', 'sign-in'])
    expect(rows.every((row) => row.username === 'staff')).toBe(true)
  })
})
