import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { openDatabase } from '../base/db/client'
import * as schema from '../base/db/schema'
import { composeEmail } from '../emails'
import type { Job } from '../base/notify/email'
import { createStaff, signIn, staffCall, staffPost } from './admin-helpers'
import { call, clearTables, countAllRows, readRows, registerParticipant, storeCohort } from './helpers'

const db = openDatabase(env.DB)
const DAYS = ['2100-03-06', '2100-03-13', '2100-03-20', '2100-03-27']

async function cohort(id: string, capacity: number, days = DAYS) {
  await storeCohort({ id, startDate: days[0]!, sessionDates: days, capacity })
}

/** Registers through the API (the form's own path) in `language`; its row. */
const register = (fields: Parameters<typeof registerParticipant>[0] = {}, language = 'en') =>
  registerParticipant(fields, { 'accept-language': language })

let token = ''
beforeEach(async () => {
  await clearTables()
  await createStaff()
  token = await signIn()
})

const json = async <T>(response: Response, status = 200): Promise<T> => {
  expect(response.status, await response.clone().text()).toBe(status)
  return (await response.json()) as T
}

describe("a cohort's roster", () => {
  it('lists everyone in the cohort with bill, consent and attendance, and its CSV says the same', async () => {
    await cohort('c1', 2)
    const amara = await register({ age: 16 })
    const kofi = await register({ firstName: 'Kofi', email: 'kofi@example.org', age: 19 })
    const zara = await register({ firstName: 'Zara', email: 'zara@example.org', age: 14, parentalConsent: false })
    await env.DB.prepare(
      `INSERT INTO payments (id, registration_id, amount_cents, lines, status, origin) VALUES ('p1', ?, 20000, '[]', 'paid', 'x')`,
    )
      .bind(kofi.id)
      .run()
    const roster = await json<import('../../contract/admin').Roster>(
      await staffCall(token, '/api/admin/cohorts/c1/roster'),
    )
    expect(roster.sessionDates).toEqual(DAYS)
    expect(
      roster.participants.map(({ firstName, status, payment, consent, age }) => [
        firstName,
        status,
        payment,
        consent,
        age,
      ]),
    ).toEqual([
      ['Amara', 'seated', 'unpaid', 'form', 16],
      ['Kofi', 'seated', 'paid', 'adult', 19],
      ['Zara', 'waitlisted', 'unpaid', 'missing', 14],
    ])
    expect(zara.status).toBe('waitlisted')
    await json(
      await staffPost(token, '/api/admin/cohorts/c1/attendance', {
        taps: [
          { registrationId: amara.id, sessionDate: DAYS[0], present: true, tappedAt: '2100-03-06T15:01:00.000Z' },
          { registrationId: kofi.id, sessionDate: DAYS[0], present: false, tappedAt: '2100-03-06T15:02:00.000Z' },
        ],
      }),
    )
    const csv = await staffCall(token, '/api/admin/export/roster?cohortId=c1')
    expect(csv.status).toBe(200)
    expect(csv.headers.get('content-disposition')).toBe('attachment; filename="roster-2100-03-06.csv"')
    expect(await csv.text()).toBe(
      [
        'first_name,last_name,age,status,waitlist_number,payment,consent,attended_2100-03-06,attended_2100-03-13,attended_2100-03-20,attended_2100-03-27',
        'Amara,Okafor,16,seated,,unpaid,form,present,,,',
        'Kofi,Okafor,19,seated,,paid,adult,absent,,,',
        `Zara,Okafor,14,waitlisted,${(await readRows<{ id: string; queue_number: number }>('registrations')).find((row) => row.id === zara.id)!.queue_number},unpaid,missing,,,,`,
        '',
      ].join('\r\n'),
    )
    const [entry] = (await readRows<{ action: string; detail: string }>('audit_log')).filter(
      (row) => row.action === 'export',
    )
    expect(entry!.detail).toBe('roster: 3 rows; cohort c1')
  })

  it('answers an unknown cohort with 404 and a bad cohort id with 400, in the one error shape', async () => {
    const missing = await staffCall(token, '/api/admin/cohorts/nope/roster')
    expect(missing.status).toBe(404)
    expect(await missing.json()).toEqual({ message: 'This cohort does not exist.' })
    const bad = await staffCall(token, '/api/admin/export/roster?cohortId=%3Cscript%3E')
    expect(bad.status).toBe(400)
    expect(await bad.json()).toMatchObject({ message: expect.any(String), issues: [{ path: 'cohortId' }] })
  })
})

describe('check-in', () => {
  it('stores a tap once however often it is sent, and an older tap never undoes a newer one', async () => {
    await cohort('c1', 5)
    const amara = await register()
    const tap = (present: boolean, tappedAt: string) => ({
      registrationId: amara.id,
      sessionDate: DAYS[1],
      present,
      tappedAt,
    })
    const send = async (...taps: ReturnType<typeof tap>[]) =>
      json<{ stored: number; ignored: number }>(await staffPost(token, '/api/admin/cohorts/c1/attendance', { taps }))
    expect(await send(tap(true, '2100-03-13T15:00:00.000Z'))).toEqual({ stored: 1, ignored: 0 })
    // The same queue replayed after a lost answer.
    expect(await send(tap(true, '2100-03-13T15:00:00.000Z'), tap(true, '2100-03-13T15:00:00.000Z'))).toEqual({
      stored: 0,
      ignored: 0,
    })
    expect(await send(tap(false, '2100-03-13T15:05:00.000Z'))).toEqual({ stored: 1, ignored: 0 })
    // An offline tap made before the correction arrives late: it loses.
    expect(await send(tap(true, '2100-03-13T15:03:00.000Z'))).toEqual({ stored: 0, ignored: 0 })
    expect(await readRows('attendance')).toEqual([
      {
        registration_id: amara.id,
        session_date: DAYS[1],
        present: 0,
        tapped_at: '2100-03-13T15:05:00.000Z',
        recorded_by: 'staff',
        created_at: expect.stringMatching(/^\d{4}-/),
      },
    ])
  })

  it('ignores a tap for someone not holding a seat in the cohort, and refuses a day that is no session storing nothing', async () => {
    await cohort('c1', 1)
    await register()
    const waiting = await register({ firstName: 'Kofi', email: 'kofi@example.org' })
    const ignored = await staffPost(token, '/api/admin/cohorts/c1/attendance', {
      taps: [{ registrationId: waiting.id, sessionDate: DAYS[0], present: true, tappedAt: '2100-03-06T15:00:00.000Z' }],
    })
    expect(await json(ignored)).toEqual({ stored: 0, ignored: 1 })
    const wrongDay = await staffPost(token, '/api/admin/cohorts/c1/attendance', {
      taps: [
        { registrationId: waiting.id, sessionDate: '2100-03-07', present: true, tappedAt: '2100-03-07T15:00:00.000Z' },
      ],
    })
    expect(wrongDay.status).toBe(400)
    expect(await wrongDay.json()).toEqual({
      message: expect.any(String),
      issues: [{ path: 'taps.0.sessionDate', message: 'Not a session day of this cohort.' }],
    })
    for (const body of [{ taps: [] }, { taps: 'x' }, { taps: [{ registrationId: 'x' }] }, '{']) {
      const refused = await staffPost(token, '/api/admin/cohorts/c1/attendance', body)
      expect(refused.status).toBe(400)
    }
    expect(await readRows('attendance')).toEqual([])
  })
})

describe('announcements', () => {
  const draft = {
    audience: 'seated',
    subject: 'Bring a water bottle',
    body: 'Hello families,\n\nSaturday is hot: bring water.',
    subjectEs: 'Traigan una botella de agua',
    bodyEs: 'Hola, familias:\n\nEl sábado hará calor.',
  }

  it('reaches each seated family of the cohort once, in its language, never an unsubscribed address, and a second click sends nothing', async () => {
    await cohort('c1', 3)
    await cohort('c2', 5, ['2100-04-03', '2100-04-10', '2100-04-17', '2100-04-24'])
    await register()
    await register({ firstName: 'Kemi' }) // a sibling under the same address: one email
    await register({ firstName: 'Lucia', email: 'lucia@example.org' }, 'es')
    await register({ firstName: 'Out', email: 'out@example.org' }) // seated, but unsubscribed from our emails
    await register({ firstName: 'Wait', email: 'wait@example.org' }) // waitlisted
    await register({ firstName: 'Other', email: 'other@example.org', cohortId: 'c2' })
    await env.DB.prepare(
      `INSERT INTO email_signups (id, email, unsubscribed_at) VALUES ('s1', 'out@example.org', '2100-01-01T00:00:00.000Z')`,
    ).run()
    // Three seats: Amara, Kemi and Lucia hold them; Out and Wait wait. Seat Out by hand to test the unsubscribe.
    await env.DB.prepare(`UPDATE registrations SET status = 'seated' WHERE email = 'out@example.org'`).run()
    const preview = await json<{
      recipients: { en: number; es: number }
      emails: { es: { subject: string; text: string } }
    }>(await staffPost(token, '/api/admin/cohorts/c1/announcements/preview', draft))
    expect(preview.recipients).toEqual({ en: 1, es: 1 })
    expect(preview.emails.es.subject).toBe('Traigan una botella de agua')
    expect(preview.emails.es.text).toContain('El sábado hará calor.')
    expect(await readRows('announcements')).toEqual([])
    const jobsBefore = (await readRows('outbox')).length

    const requestKey = crypto.randomUUID()
    const sent = await json<{ id: string; recipients: number; repeated: boolean }>(
      await staffPost(token, '/api/admin/cohorts/c1/announcements', { ...draft, requestKey }),
      201,
    )
    expect(sent).toMatchObject({ recipients: 2, repeated: false })
    const again = await json(await staffPost(token, '/api/admin/cohorts/c1/announcements', { ...draft, requestKey }))
    expect(again).toEqual({ id: sent.id, recipients: 2, repeated: true })
    const jobs = (await db.select().from(schema.outbox)).filter((job) => job.kind === 'announcement')
    expect(jobs.map((job) => [job.email, job.language]).sort()).toEqual([
      ['amara.parent@example.org', 'en'],
      ['lucia@example.org', 'es'],
    ])
    expect((await readRows('outbox')).length).toBe(jobsBefore + 2)
    const spanish = await composeEmail(db, env, jobs.find((job) => job.language === 'es') as Job)
    expect(spanish).toMatchObject({ to: 'lucia@example.org', subject: 'Traigan una botella de agua' })
    // Unsubscribed after the send was written: the email is not sent.
    await env.DB.prepare(
      `INSERT INTO email_signups (id, email, unsubscribed_at) VALUES ('s2', 'amara.parent@example.org', '2100-01-01T00:00:00.000Z')`,
    ).run()
    expect(await composeEmail(db, env, jobs.find((job) => job.language === 'en') as Job)).toEqual({
      cancelled: 'unsubscribed',
    })
    const audits = (await readRows<{ action: string; detail: string }>('audit_log')).filter(
      (row) => row.action === 'announcement-sent',
    )
    expect(audits.map((row) => row.detail)).toEqual([`announcement ${sent.id} to cohort c1 (seated): 2 emails`])
  })

  it('refuses an empty text, an unknown audience and a send to nobody, storing nothing', async () => {
    await cohort('c1', 3)
    const before = await countAllRows()
    for (const body of [
      { ...draft, subject: '   ' },
      { ...draft, audience: 'everyone' },
      { ...draft, body: 'x'.repeat(5001) },
      { ...draft, requestKey: 'not-a-uuid' },
    ]) {
      const refused = await staffPost(token, '/api/admin/cohorts/c1/announcements', body)
      expect(refused.status).toBe(400)
    }
    const nobody = await staffPost(token, '/api/admin/cohorts/c1/announcements', {
      ...draft,
      requestKey: crypto.randomUUID(),
    })
    expect(nobody.status).toBe(400)
    expect(await nobody.json()).toMatchObject({
      issues: [{ path: 'audience', message: 'Nobody in this cohort would receive it: choose other families.' }],
    })
    expect(await countAllRows()).toEqual({ ...before, audit_log: before.audit_log })
  })

  it.each([
    ['subject', 'Bring water\r\nBcc: everyone@example.org'],
    ['subject', 'Bring water\nto Saturday'],
    ['subject', 'Bring water\u0000'],
    ['subjectEs', 'Traigan agua\r\nBcc: todos@example.org'],
    ['subjectEs', '\u202Eaugua'],
  ])(
    'refuses a %s with a line break, control or direction character (%j), previewing and storing nothing',
    async (field, value) => {
      await cohort('c1', 3)
      await register()
      const before = await countAllRows()
      for (const [path, extra] of [
        ['/api/admin/cohorts/c1/announcements/preview', {}],
        ['/api/admin/cohorts/c1/announcements', { requestKey: crypto.randomUUID() }],
      ] as const) {
        const refused = await staffPost(token, path, { ...draft, [field]: value, ...extra })
        expect(refused.status).toBe(400)
        expect(await refused.json()).toEqual({
          message: 'Some fields need attention.',
          issues: [{ path: field, message: 'Write the subject on one line, without control or direction characters.' }],
        })
      }
      expect(await countAllRows()).toEqual(before)
    },
  )
})

describe('the funnel beacon and the charts', () => {
  const beacon = (body: string, origin = 'https://lincoln-high.example', type = 'text/plain;charset=UTF-8') =>
    call('/api/funnel', { method: 'POST', headers: { 'content-type': type, origin }, body })

  it('counts a text/plain beacon into the day’s totals, once per event, and the charts show them', async () => {
    const visit = JSON.stringify({
      source: 'lincoln-high',
      campaign: 'spring',
      events: ['registration:view', 'registration:start', 'registration:send', 'registration:view'],
    })
    expect((await beacon(visit)).status).toBe(204)
    expect(
      (await beacon(JSON.stringify({ source: 'lincoln-high', campaign: 'spring', events: ['registration:view'] })))
        .status,
    ).toBe(204)
    const rows = await readRows<{ step: string; count: number; source: string; campaign: string; form: string }>(
      'funnel_days',
    )
    expect(rows.map(({ form, step, count }) => [form, step, count]).sort()).toEqual([
      ['registration', 'send', 1],
      ['registration', 'start', 1],
      ['registration', 'view', 2],
    ])
    await cohort('c1', 2)
    await register()
    const charts = await json<import('../../contract/admin').Charts>(await staffCall(token, '/api/admin/charts'))
    expect(charts.funnel).toEqual([{ source: 'lincoln-high', campaign: 'spring', view: 2, start: 1, send: 1 }])
    expect(charts.cohorts).toEqual([{ id: 'c1', startDate: DAYS[0], capacity: 2, seatsTaken: 1 }])
    expect(charts.registrationsPerDay).toHaveLength(30)
    expect(charts.registrationsPerDay.at(-1)!.count).toBe(1)
    expect(charts.registrationsPerDay.slice(0, -1).every((day) => day.count === 0)).toBe(true)
  })

  it('drops a beacon past the limit silently (no error on a partner page), counting it not', async () => {
    const visit = JSON.stringify({ source: 'westside', campaign: '', events: ['signup:view'] })
    const send = () =>
      call(
        '/api/funnel',
        {
          method: 'POST',
          headers: { 'content-type': 'text/plain', origin: 'https://westside.example', 'cf-connecting-ip': '10.9.9.9' },
          body: visit,
        },
        undefined,
        { FUNNEL_LIMITER: env.TIGHT_LIMITER },
      )
    expect((await send()).status).toBe(204)
    expect((await send()).status).toBe(204)
    expect(await readRows('funnel_days')).toMatchObject([
      { source: 'westside', form: 'signup', step: 'view', count: 1 },
    ])
  })

  it('drops a beacon D1 cannot count with a 204, as past the limit, and logs only the failure’s kind', async () => {
    // A real D1 failure: the table is away while the beacon arrives, then back.
    await env.DB.exec('ALTER TABLE funnel_days RENAME TO funnel_days_away')
    const warnings: string[] = []
    const warn = vi.spyOn(console, 'warn').mockImplementation((line: string) => void warnings.push(line))
    try {
      const dropped = await beacon(JSON.stringify({ source: 'lincoln-high', campaign: '', events: ['contact:view'] }))
      expect(dropped.status).toBe(204)
      expect(await dropped.text()).toBe('')
    } finally {
      warn.mockRestore()
      await env.DB.exec('ALTER TABLE funnel_days_away RENAME TO funnel_days')
    }
    expect(warnings).toEqual([JSON.stringify({ level: 'warn', event: 'funnel_dropped', kind: 'SQLITE_ERROR' })])
    expect(await readRows('funnel_days')).toEqual([])
  })

  it('refuses a malformed, oversized or foreign beacon with the one error shape, counting nothing', async () => {
    for (const [body, status] of [
      ['{', 400],
      [JSON.stringify({ source: 'lincoln-high', campaign: '', events: ['registration:click'] }), 400],
      [JSON.stringify({ source: 'Not A Slug', campaign: '', events: ['registration:view'] }), 400],
      [JSON.stringify({ source: '', campaign: '', events: [], extra: 1 }), 400],
      [' '.repeat(2048), 413],
    ] as const) {
      const refused = await beacon(body)
      expect(refused.status, body.slice(0, 40)).toBe(status)
      expect(Object.keys(await refused.json())).toContain('message')
    }
    const foreign = await beacon(
      JSON.stringify({ source: '', campaign: '', events: ['registration:view'] }),
      'https://evil.example',
    )
    expect(foreign.status).toBe(403)
    expect(await readRows('funnel_days')).toEqual([])
  })
})

describe('the funnel counts only what pages could have shown', () => {
  const beacon = (body: unknown, headers: Record<string, string> = { origin: 'https://lincoln-high.example' }) =>
    call('/api/funnel', {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8', 'cf-connecting-ip': '10.7.7.7', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    })
  const totals = async () =>
    (await readRows<{ source: string; campaign: string; form: string; step: string; count: number }>('funnel_days'))
      .map(({ source, campaign, form, step, count }) => `${source}/${campaign}/${form}:${step}=${count}`)
      .sort()

  it('300 beacons of sends from one address count their views, never a send or start no view came before', async () => {
    const forged = {
      source: 'lincoln-high',
      campaign: '',
      events: ['registration:view', 'registration:send', 'signup:send', 'contact:send'],
    }
    for (let i = 0; i < 300; i++) expect((await beacon(forged)).status).toBe(204)
    // A start with no view that day is no more plausible than a send.
    expect((await beacon({ source: 'lincoln-high', campaign: '', events: ['signup:start'] })).status).toBe(204)
    // Without an Origin the beacon came from no page: dropped, like one past the limit.
    for (let i = 0; i < 20; i++) expect((await beacon({ ...forged, source: 'westside' }, {})).status).toBe(204)
    expect(await totals()).toEqual(['lincoln-high//registration:view=300'])
    const charts = await json<import('../../contract/admin').Charts>(await staffCall(token, '/api/admin/charts'))
    expect(charts.funnel).toEqual([{ source: 'lincoln-high', campaign: '', view: 300, start: 0, send: 0 }])
    // 321 requests in turn: about 3 s here, more on a loaded 2-core machine.
  }, 30_000)

  it('counts a visit whose view, start and send arrive in beacons of their own, in that order', async () => {
    const visit = (step: string) =>
      beacon(
        { source: 'westside', campaign: 'spring', events: [`contact:${step}`] },
        { origin: 'https://westside.example' },
      )
    for (const step of ['view', 'start', 'send', 'send', 'start']) expect((await visit(step)).status).toBe(204)
    // The second send and start came with no second view: not counted.
    expect(await totals()).toEqual([
      'westside/spring/contact:send=1',
      'westside/spring/contact:start=1',
      'westside/spring/contact:view=1',
    ])
  })

  it.each([
    ['a line break', 'spring\r\nBcc: x'],
    ['a NUL', 'spring\u0000'],
    ['a right-to-left override', '\u202Egnirps'],
    ['a Hangul filler', '\u3164'],
    ['101 characters', 'x'.repeat(101)],
  ])('refuses a campaign with %s, as a submission’s campaign would be, counting nothing', async (_, campaign) => {
    const refused = await beacon({ source: 'lincoln-high', campaign, events: ['registration:view'] })
    expect(refused.status).toBe(400)
    expect(await refused.json()).toEqual({ message: 'Some fields need attention.' })
    expect(await readRows('funnel_days')).toEqual([])
  })

  it('counts at most 20 campaigns a day per partner; the ones counted, no campaign and other partners still count', async () => {
    const view = (source: string, campaign: string) =>
      beacon({ source, campaign, events: ['signup:view'] }, { origin: 'https://lincoln-high.example' })
    for (let n = 1; n <= 25; n++) expect((await view('lincoln-high', `campaign ${n}`)).status).toBe(204)
    expect((await view('lincoln-high', 'campaign 1')).status).toBe(204)
    expect((await view('lincoln-high', '')).status).toBe(204)
    expect((await view('eastview', 'campaign 25')).status).toBe(204)
    const rows = await readRows<{ source: string; campaign: string; count: number }>('funnel_days')
    const lincoln = rows.filter((row) => row.source === 'lincoln-high' && row.campaign !== '')
    expect(lincoln.map((row) => row.campaign).sort()).toEqual(
      Array.from({ length: 20 }, (_, index) => `campaign ${index + 1}`).sort(),
    )
    expect(lincoln.find((row) => row.campaign === 'campaign 1')!.count).toBe(2)
    expect(rows.filter((row) => row.source !== 'lincoln-high' || row.campaign === '')).toHaveLength(2)
  })

  it('charts at most 50 partners and campaigns, the most viewed first', async () => {
    const day = (
      await json<import('../../contract/admin').Charts>(await staffCall(token, '/api/admin/charts'))
    ).registrationsPerDay.at(-1)!.day
    await env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 60)
       INSERT INTO funnel_days (day, source, campaign, form, step, count) SELECT ?1, printf('partner-%02d', i), '', 'signup', 'view', i FROM n`,
    )
      .bind(day)
      .run()
    const charts = await json<import('../../contract/admin').Charts>(await staffCall(token, '/api/admin/charts'))
    expect(charts.funnel).toHaveLength(50)
    expect(charts.funnel[0]).toEqual({ source: 'partner-60', campaign: '', view: 60, start: 0, send: 0 })
    expect(charts.funnel.at(-1)).toEqual({ source: 'partner-11', campaign: '', view: 11, start: 0, send: 0 })
  })
})

describe('the retention sweep', () => {
  const NOW = new Date('2026-01-15T17:00:00.000Z')
  const insertRegistration = (id: string, cohortId: string, email: string) =>
    env.DB.prepare(
      `INSERT INTO registrations (id, first_name, last_name, email, phone, age, terms_agreement, cohort_id, status) VALUES (?, 'Maya', 'Chen', ?, '(614) 555-0188', 15, 1, ?, 'seated')`,
    )
      .bind(id, email, cohortId)
      .run()
  const ids = async (table: string, column = 'id') =>
    (await readRows<Record<string, string>>(table)).map((row) => row[column]).sort()

  async function seed() {
    // Ended 2024-12-28: more than 12 months before 2026-01-15. Ended 2025-01-18: less.
    await cohort('old', 5, ['2024-12-07', '2024-12-14', '2024-12-21', '2024-12-28'])
    await cohort('recent', 5, ['2024-12-28', '2025-01-04', '2025-01-11', '2025-01-18'])
    await insertRegistration('r-old', 'old', 'family@example.org')
    await insertRegistration('r-recent', 'recent', 'family@example.org')
    await env.DB.batch([
      env.DB.prepare(
        `INSERT INTO guardian_consents (id, registration_id, guardian_name, relationship, consent_text, language, address_hash) VALUES ('g1', 'r-old', 'Li Chen', 'parent', 'I agree', 'en', 'h')`,
      ),
      env.DB.prepare(
        `INSERT INTO assistance_requests (id, registration_id, reason) VALUES ('a1', 'r-old', 'Two jobs')`,
      ),
      env.DB.prepare(
        `INSERT INTO attendance (registration_id, session_date, present, tapped_at, recorded_by) VALUES ('r-old', '2024-12-07', 1, '2024-12-07T15:00:00.000Z', 'staff'), ('r-recent', '2024-12-28', 1, '2024-12-28T15:00:00.000Z', 'staff')`,
      ),
      env.DB.prepare(
        `INSERT INTO family_links (id, token_hash, registration_id, expires_at) VALUES ('l1', 'th1', 'r-old', '2025-01-01T00:00:00.000Z')`,
      ),
      env.DB.prepare(
        `INSERT INTO payments (id, registration_id, amount_cents, lines, status, origin) VALUES ('p-old', 'r-old', 20000, '[]', 'paid', 'x')`,
      ),
      env.DB.prepare(
        `INSERT INTO outbox (id, kind, record_id, email, origin, status, created_at) VALUES
          ('o1', 'registration-confirmation', 'r-old', 'family@example.org', 'x', 'sent', '2025-11-01T00:00:00.000Z'),
          ('o2', 'payment-receipt', 'p-old', 'family@example.org', 'x', 'sent', '2025-11-01T00:00:00.000Z'),
          ('o3', 'registration-confirmation', 'r-recent', 'family@example.org', 'x', 'sent', '2025-11-01T00:00:00.000Z'),
          ('o4', 'signup-guide', 's-gone', 'gone@example.org', 'x', 'sent', '2025-11-01T00:00:00.000Z'),
          ('o5', 'contact-acknowledgement', 'm-old', 'asker@example.org', 'x', 'sent', '2025-11-01T00:00:00.000Z'),
          ('o6', 'staff-summary', '2024-11-01T10', 'staff@example.org', 'x', 'sent', '2024-11-01T10:00:00.000Z'),
          ('o7', 'staff-summary', '2024-11-01T11', 'staff@example.org', 'x', 'pending', '2024-11-01T11:00:00.000Z')`,
      ),
      env.DB.prepare(
        `INSERT INTO announcements (id, request_key, cohort_id, audience, subject, body, recipients, sent_by) VALUES
          ('an-old', 'k1', 'old', 'seated', 'Maya forgot her jacket', 'Hello', 1, 'staff'),
          ('an-recent', 'k2', 'recent', 'seated', 'Hello', 'Hello', 1, 'staff')`,
      ),
      env.DB.prepare(
        `INSERT INTO email_signups (id, email, unsubscribed_at) VALUES
          ('s-gone', 'gone@example.org', '2025-12-15T12:00:00.000Z'),
          ('s-recent', 'recent@example.org', '2025-12-17T12:00:00.000Z'),
          ('s-kept', 'kept@example.org', NULL)`,
      ),
      env.DB.prepare(
        `INSERT INTO contact_messages (id, name, email, message, created_at) VALUES
          ('m-old', 'Asker', 'asker@example.org', 'An old question here', '2025-01-14T12:00:00.000Z'),
          ('m-new', 'Asker', 'asker@example.org', 'A newer question here', '2025-01-16T12:00:00.000Z')`,
      ),
    ])
  }

  it('erases exactly what is past its period under the pinned clock, keeps the books, and audits counts only', async () => {
    await seed()
    const { sweepRetention } = await import('../retention/sweep')
    expect(await sweepRetention(env, NOW)).toEqual({ participants: 1, signups: 1, messages: 1, emails: 1 })
    expect(await ids('registrations')).toEqual(['r-recent'])
    expect(await ids('guardian_consents')).toEqual([])
    expect(await ids('assistance_requests')).toEqual([])
    expect(await ids('family_links')).toEqual([])
    expect(await ids('attendance', 'registration_id')).toEqual(['r-recent'])
    // The books stay: the payment, naming no one (its registration is gone).
    expect(await readRows('payments')).toMatchObject([{ id: 'p-old', registration_id: 'r-old', amount_cents: 20000 }])
    expect(await ids('outbox')).toEqual(['o3', 'o7'])
    expect(await ids('email_signups')).toEqual(['s-kept', 's-recent'])
    const { addressHash } = await import('../announcements/recipients')
    expect(await ids('forgotten_addresses', 'address_hash')).toEqual([await addressHash('gone@example.org')])
    expect(JSON.stringify(await readRows('forgotten_addresses'))).not.toContain('gone@')
    expect(await ids('contact_messages')).toEqual(['m-new'])
    expect(await ids('announcements')).toEqual(['an-recent'])
    const [entry] = (await readRows<{ action: string; username: string; detail: string }>('audit_log')).filter(
      (row) => row.action === 'retention-sweep',
    )
    expect(entry).toMatchObject({
      username: 'system',
      detail:
        'kept 12 months: erased 1 participants of ended cohorts, 1 unsubscribed sign-ups, 1 messages, 1 email records',
    })
    // A second run the same day finds nothing more, and writes no second entry.
    expect(await sweepRetention(env, NOW)).toEqual({ participants: 0, signups: 0, messages: 0, emails: 0 })
    expect(
      (await readRows<{ action: string }>('audit_log')).filter((row) => row.action === 'retention-sweep'),
    ).toHaveLength(1)
  })

  it('keeps data longer when staff set a longer period (audited), and refuses a period out of range', async () => {
    await seed()
    const { sweepRetention } = await import('../retention/sweep')
    expect(await json(await staffCall(token, '/api/admin/settings/retention'))).toEqual({ months: 12 })
    const change = (months: unknown) =>
      staffCall(token, '/api/admin/settings/retention', {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', origin: 'http://127.0.0.1:8787' },
        body: JSON.stringify({ months }),
      })
    for (const months of [0, 85, 1.5, '12']) expect((await change(months)).status).toBe(400)
    expect(await json(await change(24))).toEqual({ months: 24 })
    expect(await sweepRetention(env, NOW)).toMatchObject({ participants: 0, messages: 0, signups: 1 })
    expect(await ids('registrations')).toEqual(['r-old', 'r-recent'])
    expect(await ids('contact_messages')).toEqual(['m-new', 'm-old'])
    const changed = (await readRows<{ action: string; detail: string }>('audit_log')).filter(
      (row) => row.action === 'retention-changed',
    )
    expect(changed.map((row) => row.detail)).toEqual(['retention 12 to 24 months'])
  })

  it('never lets an announcement reach an address erased after it unsubscribed', async () => {
    await seed()
    const { sweepRetention } = await import('../retention/sweep')
    await sweepRetention(env, NOW)
    await cohort('c1', 5)
    await register({ email: 'gone@example.org' })
    await register({ firstName: 'Kofi', email: 'kofi@example.org' })
    const sent = await json<{ recipients: number }>(
      await staffPost(token, '/api/admin/cohorts/c1/announcements', {
        audience: 'seated',
        subject: 'Hello',
        body: 'Hello families',
        requestKey: crypto.randomUUID(),
      }),
      201,
    )
    expect(sent.recipients).toBe(1)
    expect(
      (await readRows<{ kind: string; email: string }>('outbox'))
        .filter((job) => job.kind === 'announcement')
        .map((job) => job.email),
    ).toEqual(['kofi@example.org'])
  })
})
