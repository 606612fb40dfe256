import { beforeEach, describe, expect, it } from 'vitest'
import type { Page } from '../../contract/admin'
import {
  allPages,
  freshStaffSession,
  getJson,
  hoursAgo,
  insertMessage,
  insertRegistration,
  insertSignup,
  searchList,
  staffCall,
} from '../test/admin-helpers'
import { readRows } from '../test/helpers'
let token = ''
beforeEach(async () => {
  token = await freshStaffSession()
})

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
    const { rows, sizes } = await allPages<{ firstName: string }>(token, '/api/admin/registrations?limit=2')
    expect(sizes).toEqual([2, 2, 1])
    expect(rows.map((row) => row.firstName)).toEqual(['P5', 'P4', 'P3', 'P2', 'P1'])
  })

  it('rows created in the same millisecond are neither skipped nor repeated', async () => {
    const at = hoursAgo(1)
    for (const id of ['a', 'b', 'c', 'd']) await insertRegistration({ id, email: `${id}@example.org`, createdAt: at })
    const { rows, sizes } = await allPages<{ id: string }>(token, '/api/admin/registrations?limit=1')
    expect(sizes).toEqual([1, 1, 1, 1])
    expect(rows.map((row) => row.id)).toEqual(['d', 'c', 'b', 'a'])
  })

  it('a page exactly full has no next page', async () => {
    for (let i = 0; i < 3; i++) await insertRegistration({ email: `x${i}@example.org`, createdAt: hoursAgo(i) })
    const page = await getJson<Page<unknown>>(token, '/api/admin/registrations?limit=3')
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
    (await searchList<{ firstName: string }>(token, 'registrations', query)).items.map((row) => row.firstName)

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
      (await searchList<{ email: string }>(token, 'signups', query)).items.map((row) => row.email)
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
      (await searchList<{ name: string }>(token, 'messages', query)).items.map((row) => row.name)
    expect(await senders('q=sibling')).toEqual(['Dana'])
    expect(await senders('subject=scheduling')).toEqual(['Lee'])
    expect(await senders('status=waiting')).toEqual(['Dana'])
    expect(await senders('status=replied')).toEqual(['Lee'])
  })
})
