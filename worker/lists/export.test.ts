import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { COLUMN_NAMES } from '../base/db/tables'
import {
  freshStaffSession,
  hoursAgo,
  insertMessage,
  insertRegistration,
  insertSignup,
  staffCall,
  staffPost,
} from '../test/admin-helpers'
import { readRows } from '../test/helpers'
let token = ''
beforeEach(async () => {
  token = await freshStaffSession()
})

describe('export', () => {
  it('writes the filtered rows as formula-safe CSV with the columns of data:export, and audits it without the search text', async () => {
    await insertRegistration({
      firstName: '=HYPERLINK("http://x")',
      lastName: 'Chen',
      email: 'f@example.org',
      session: 'complete',
      createdAt: hoursAgo(2),
    })
    await insertRegistration({
      firstName: 'Kai',
      email: 'k@example.org',
      session: 'individual',
      createdAt: hoursAgo(1),
    })
    const response = await staffPost(token, '/api/admin/export/registrations', { session: 'complete', q: 'chen' })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="registrations-\d{4}-\d{2}-\d{2}\.csv"$/,
    )
    const lines = (await response.text()).trimEnd().split('\r\n')
    // Every column of the migrated table, in the order data:export writes them.
    const columns = (await env.DB.prepare('PRAGMA table_info(registrations)').all<{ name: string }>()).results.map(
      (column) => column.name,
    )
    expect(lines[0]!.split(',').sort()).toEqual(columns.sort())
    expect(lines[0]).toBe(COLUMN_NAMES.registrations!.join(','))
    // Stored values as stored: booleans 0/1, as in data:export's files.
    expect(lines[1]).toMatch(/,1,0,1,/)
    expect(lines).toHaveLength(2)
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://x"")"`)
    const [entry] = await readRows<{ action: string; username: string; detail: string }>('audit_log').then((rows) =>
      rows.filter((row) => row.action === 'export'),
    )
    expect(entry).toMatchObject({ username: 'staff', detail: 'registrations: 1 rows; a search, session=complete' })
  })

  it.each(['signups', 'messages'])('exports %s too', async (list) => {
    await insertSignup({ email: 'one@example.org', createdAt: hoursAgo(1) })
    await insertMessage({ createdAt: hoursAgo(1) })
    const text = await (await staffCall(token, `/api/admin/export/${list}`)).text()
    expect(text.trimEnd().split('\r\n')).toHaveLength(2)
  })
})
