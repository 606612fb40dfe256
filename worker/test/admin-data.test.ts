import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { ERASURE } from '../erasure/tables'
import { COLUMN_NAMES, PERSONAL_DATA_TABLES } from '../base/db/tables'
import {
  createStaff,
  hoursAgo,
  insertMessage,
  insertRegistration,
  insertSignup,
  signIn,
  staffCall,
  staffPost,
} from './admin-helpers'
import { clearTables, countRows, postJson, readRows, validContact, validRegistration } from './helpers'

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

/** A list searched as the console searches it: the filters, search text included, in a POST body. */
async function search<T>(list: string, query: string) {
  const response = await staffPost(token, `/api/admin/${list}/search`, Object.fromEntries(new URLSearchParams(query)))
  expect(response.status, query).toBe(200)
  return (await response.json()) as Page<T>
}

describe('search text never travels in an address', () => {
  it.each([
    '/api/admin/registrations?q=chen',
    '/api/admin/signups?q=one',
    '/api/admin/messages?q=x',
    '/api/admin/export/registrations?q=chen',
  ])('GET %s answers 400, and the same filters without q answer', async (path) => {
    const refused = await staffCall(token, path)
    expect(refused.status).toBe(400)
    expect(await refused.json()).toEqual({
      message: 'Some fields need attention.',
      issues: [{ path: 'q', message: 'Search text goes in a POST body, never in an address.' }],
    })
    expect((await staffCall(token, path.replace(/\?q=.*$/, ''))).status).toBe(200)
    expect((await readRows<{ action: string }>('audit_log')).filter((row) => row.action === 'export')).toHaveLength(
      path.includes('export') ? 1 : 0,
    )
  })
})

describe('lists page with a cursor, newest first', () => {
  it('pages of 2 through 5 registrations: 2, 2, 1, no row twice, none missed', async () => {
    for (let i = 1; i <= 5; i++)
      await insertRegistration({ firstName: `P${i}`, email: `p${i}@example.org`, createdAt: hoursAgo(10 - i) })
    const { rows, sizes } = await allPages<{ firstName: string }>('/api/admin/registrations?limit=2')
    expect(sizes).toEqual([2, 2, 1])
    expect(rows.map((row) => row.firstName)).toEqual(['P5', 'P4', 'P3', 'P2', 'P1'])
  })

  it('rows created in the same millisecond are neither skipped nor repeated', async () => {
    const at = hoursAgo(1)
    for (const id of ['a', 'b', 'c', 'd']) await insertRegistration({ id, email: `${id}@example.org`, createdAt: at })
    const { rows, sizes } = await allPages<{ id: string }>('/api/admin/registrations?limit=1')
    expect(sizes).toEqual([1, 1, 1, 1])
    expect(rows.map((row) => row.id)).toEqual(['d', 'c', 'b', 'a'])
  })

  it('a page exactly full has no next page', async () => {
    for (let i = 0; i < 3; i++) await insertRegistration({ email: `x${i}@example.org`, createdAt: hoursAgo(i) })
    const page = await getJson<Page<unknown>>('/api/admin/registrations?limit=3')
    expect(page.items).toHaveLength(3)
    expect(page.nextCursor).toBeNull()
  })

  it.each([
    ['limit=0', 'limit'],
    ['limit=201', 'limit'],
    ['limit=abc', 'limit'],
    ['cursor=not-a-cursor', 'cursor'],
    ['from=yesterday', 'from'],
    ['session=weekly', 'session'],
    ['partner=Not%20A%20Slug', 'partner'],
    ['ageMin=1.5', 'ageMin'],
    ['sort=name', ''],
  ])('refuses %s with 400 naming the field', async (query, path) => {
    const response = await staffCall(token, `/api/admin/registrations?${query}`)
    expect(response.status).toBe(400)
    const body = (await response.json()) as { message: string; issues: { path: string }[] }
    expect(body.message).toBe('Some fields need attention.')
    expect(body.issues.map((issue) => issue.path)).toEqual([path])
  })
})

describe('filters', () => {
  beforeEach(async () => {
    await insertRegistration({
      firstName: 'Maya',
      lastName: 'Chen',
      email: 'maya@example.org',
      phone: '(614) 555-0188',
      age: 15,
      session: 'complete',
      source: 'lincoln-high',
      createdAt: '2026-03-02T15:00:00.000Z',
    })
    await insertRegistration({
      firstName: 'Kai',
      lastName: 'Moreno',
      email: 'kai@example.org',
      phone: '(312) 555-0100',
      age: 19,
      session: 'individual',
      source: null,
      createdAt: '2026-03-05T15:00:00.000Z',
    })
    await insertRegistration({
      firstName: 'Ana',
      lastName: '100%_Real',
      email: 'ana@example.org',
      phone: '(212) 555-0111',
      age: 21,
      session: 'complete',
      source: 'westside',
      createdAt: '2026-03-09T15:00:00.000Z',
    })
  })
  const names = async (query: string) =>
    (await search<{ firstName: string }>('registrations', query)).items.map((row) => row.firstName)

  it.each([
    ['q=chen', ['Maya']],
    ['q=MAYA%20CH', ['Maya']],
    ['q=kai%40example', ['Kai']],
    ['q=312', ['Kai']],
    ['q=%25', ['Ana']],
    ['q=_', ['Ana']],
    ['q=nobody', []],
    ['session=complete', ['Ana', 'Maya']],
    ['ageMin=16&ageMax=20', ['Kai']],
    ['partner=lincoln-high', ['Maya']],
    ['partner=none', ['Kai']],
    ['from=2026-03-04T00:00:00.000Z', ['Ana', 'Kai']],
    ['to=2026-03-05T15:00:00.000Z', ['Maya']],
    ['from=2026-03-01T00:00:00.000Z&to=2026-03-06T00:00:00.000Z&session=complete', ['Maya']],
  ])('registrations with %s', async (query, expected) => {
    expect(await names(query)).toEqual(expected)
  })

  it('sign-ups by text, status and partner', async () => {
    await insertSignup({ email: 'one@example.org', createdAt: hoursAgo(3), source: 'westside' })
    await insertSignup({ email: 'two@example.org', createdAt: hoursAgo(2), unsubscribedAt: hoursAgo(1) })
    const emails = async (query: string) =>
      (await search<{ email: string }>('signups', query)).items.map((row) => row.email)
    expect(await emails('')).toEqual(['two@example.org', 'one@example.org'])
    expect(await emails('q=one')).toEqual(['one@example.org'])
    expect(await emails('status=unsubscribed')).toEqual(['two@example.org'])
    expect(await emails('status=subscribed&partner=westside')).toEqual(['one@example.org'])
  })

  it('messages by text, subject and status', async () => {
    await insertMessage({ name: 'Dana', subject: 'pricing', message: 'Sibling discount?', createdAt: hoursAgo(5) })
    await insertMessage({
      name: 'Lee',
      subject: 'scheduling',
      message: 'Can we start late?',
      createdAt: hoursAgo(4),
      repliedAt: hoursAgo(1),
    })
    const senders = async (query: string) =>
      (await search<{ name: string }>('messages', query)).items.map((row) => row.name)
    expect(await senders('q=sibling')).toEqual(['Dana'])
    expect(await senders('subject=scheduling')).toEqual(['Lee'])
    expect(await senders('status=waiting')).toEqual(['Dana'])
    expect(await senders('status=replied')).toEqual(['Lee'])
  })
})

describe('a registration record', () => {
  it('shows every field and flags a minor without parental consent', async () => {
    await insertRegistration({ id: 'r-minor', age: 16, consent: false, createdAt: hoursAgo(1) })
    await insertRegistration({
      id: 'r-adult',
      email: 'adult@example.org',
      age: 19,
      consent: false,
      createdAt: hoursAgo(1),
    })
    const minor = await getJson<Record<string, unknown>>('/api/admin/registrations/r-minor')
    expect(minor).toMatchObject({
      id: 'r-minor',
      firstName: 'Maya',
      lastName: 'Chen',
      email: 'maya@example.org',
      phone: '(614) 555-0188',
      age: 16,
      sessionPreference: 'complete',
      parentalConsent: false,
      termsAgreement: true,
      needsConsent: true,
    })
    expect(minor).not.toHaveProperty('participantKey')
    expect(await getJson('/api/admin/registrations/r-adult')).toMatchObject({ needsConsent: false })
  })

  it('answers 404 for an id that does not exist', async () => {
    const response = await staffCall(token, '/api/admin/registrations/nope')
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ message: 'Not found' })
  })
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
    const overview = await getJson<Record<string, unknown>>(`/api/admin/overview?since=${encodeURIComponent(since)}`)
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

describe('erasing a person', () => {
  const email = 'family@example.org'
  beforeEach(async () => {
    await postJson('/api/register', { ...validRegistration, email })
    await postJson('/api/register', { ...validRegistration, firstName: 'Zuri', email })
    await postJson('/api/email-signup', { email })
    await postJson('/api/contact', { ...validContact, email })
    await postJson('/api/email-signup', { email: 'someone.else@example.org' })
  })

  it('covers exactly the tables the schema says hold an email address, and the rows that belong to its registrations', () => {
    expect(ERASURE.map((step) => step.table)).toEqual([
      'assistance_requests',
      'guardian_consents',
      'family_links',
      'attendance',
      ...PERSONAL_DATA_TABLES,
    ])
  })

  it('previews the rows in every such table, then deletes them all and only them, and audits the counts', async () => {
    // One participant was checked in at a session: attendance belongs to the registration.
    await env.DB.prepare(
      `INSERT INTO attendance (registration_id, session_date, present, tapped_at, recorded_by) SELECT id, '2025-02-15', 1, '2025-02-15T15:00:00.000Z', 'staff' FROM registrations WHERE email = ? LIMIT 1`,
    )
      .bind(email)
      .run()
    const previewed = await staffPost(token, '/api/admin/erase/preview', { email: ' Family@Example.org ' })
    expect(previewed.status).toBe(200)
    const preview = (await previewed.json()) as { tables: Record<string, number> }
    expect(preview.tables).toEqual({
      assistance_requests: 0,
      guardian_consents: 0,
      family_links: 0,
      attendance: 1,
      registrations: 2,
      email_signups: 1,
      contact_messages: 1,
      outbox: 4,
    })
    expect(await countRows('registrations')).toBe(2)
    const erased = await staffPost(token, '/api/admin/erase', { email: 'FAMILY@example.org' })
    expect(erased.status).toBe(200)
    expect(await erased.json()).toEqual(preview)
    for (const table of PERSONAL_DATA_TABLES) {
      const left = await env.DB.prepare(`SELECT count(*) AS n FROM ${table} WHERE email = ?`)
        .bind(email)
        .first<{ n: number }>()
      expect(left?.n, table).toBe(0)
    }
    expect(await readRows<{ email: string }>('email_signups')).toEqual([
      expect.objectContaining({ email: 'someone.else@example.org' }),
    ])
    const entry = (await readRows<{ action: string; detail: string }>('audit_log')).find(
      (row) => row.action === 'erase',
    )
    expect(entry?.detail).toBe(
      'erased one person: assistance_requests 0, guardian_consents 0, family_links 0, attendance 1, registrations 2, email_signups 1, contact_messages 1, outbox 4',
    )
    expect(JSON.stringify(await readRows('audit_log'))).not.toMatch(/family@example/i)
    expect(await readRows('attendance')).toEqual([])
  })

  it('refuses something that is not an email address with 400 and deletes nothing', async () => {
    const before = await countRows('registrations')
    const response = await staffPost(token, '/api/admin/erase', { email: '%' })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      message: 'Some fields need attention.',
      issues: [{ path: 'email', message: 'Valid email is required' }],
    })
    expect(await countRows('registrations')).toBe(before)
  })
})

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
