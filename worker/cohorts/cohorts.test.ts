import { env } from 'cloudflare:workers'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createStaff, insertRegistration, signIn, staffCall, staffPost } from '../test/admin-helpers'
import { call, clearTables, ORIGIN, postJson, readRows, ROOMY, storeCohort, validRegistration } from '../test/helpers'
import { openDatabase } from '../base/db/client'
import { cohorts } from '../base/db/schema'
import { addMonths, lastSessionDay, sessionDatesFrom } from '../../contract/cohorts'

/** The spec's cohort as migration 0008 seeds it, captured before the first test clears the tables: raw, and as a typed row to store again. */
let seed: Record<string, unknown>
let seedRow: typeof cohorts.$inferSelect
beforeAll(async () => {
  seed = (await env.DB.prepare('SELECT * FROM cohorts').first())!
  seedRow = (await openDatabase(env.DB).select().from(cohorts))[0]!
})
beforeEach(clearTables)

const reseed = () => storeCohort(seedRow)

/** A public read as a visitor on `day` (the pinned clock), or on the real clock. */
async function next(day?: string, origin = ORIGIN) {
  const response = await call('/api/cohorts/next', {}, origin, day ? { BOOTCAMP_TODAY: day } : {})
  expect(response.status).toBe(200)
  return {
    body: (await response.json()) as { cohort: Record<string, unknown> | null },
    cacheControl: response.headers.get('cache-control'),
  }
}

const SPEC_COHORT = {
  id: '00000000-0000-4000-8000-202502150000',
  startDate: '2025-02-15',
  endDate: '2025-03-08',
  sessionDates: ['2025-02-15', '2025-02-22', '2025-03-01', '2025-03-08'],
  sessionStart: '10:00',
  sessionEnd: '14:00',
  place: 'Downtown Columbus, OH',
  formats: ['in-person', 'virtual'],
  prices: { session: 50, sessionMax: 75, complete: 200, currency: 'USD' },
  earlyBird: { deadline: '2025-02-01', saving: 30 },
  group: { minimum: 3, percent: 15 },
  refundDays: 14,
  headStartUntil: null,
  seatsLeft: 30,
}

describe('the seed and the public read', () => {
  it('a fresh database holds the spec’s cohort, open', () => {
    expect(seed).toMatchObject({
      start_date: '2025-02-15',
      early_bird_deadline: '2025-02-01',
      early_bird_saving_cents: 3000,
      session_price_cents: 5000,
      session_price_max_cents: 7500,
      complete_price_cents: 20000,
      group_minimum: 3,
      group_percent: 15,
      refund_days: 14,
      open: 1,
      archived_at: null,
    })
  })

  it('shows the spec’s cohort with its early bird on the pinned day, cacheable for 60 seconds', async () => {
    await reseed()
    const { body, cacheControl } = await next('2025-01-10')
    expect(body).toEqual({ cohort: SPEC_COHORT })
    expect(cacheControl).toBe('public, max-age=60')
  })

  it('keeps the early bird through its deadline day and drops it the day after', async () => {
    await reseed()
    expect((await next('2025-02-01')).body.cohort?.earlyBird).toEqual({ deadline: '2025-02-01', saving: 30 })
    expect((await next('2025-02-02')).body.cohort?.earlyBird).toBeNull()
  })

  it('shows no cohort on the start day, after it, on the real clock, and pinned on a host that is not loopback', async () => {
    await reseed()
    expect((await next('2025-02-15')).body).toEqual({ cohort: null })
    expect((await next()).body).toEqual({ cohort: null })
    expect((await next('2025-01-10', 'https://bootcamp.example')).body).toEqual({ cohort: null })
    const list = await call('/api/cohorts', {}, ORIGIN, { BOOTCAMP_TODAY: '2025-03-01' })
    expect(await list.json()).toEqual({ cohorts: [] })
  })
})

describe('the console’s cohorts', () => {
  let token: string
  beforeEach(async () => {
    await createStaff()
    token = await signIn()
  })
  const patch = (id: string, body: unknown, origin = ORIGIN) =>
    staffCall(token, `/api/admin/cohorts/${id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify(body),
    })
  const create = async (body: Record<string, unknown>) => {
    const response = await staffPost(token, '/api/admin/cohorts', body)
    expect(response.status, JSON.stringify(await response.clone().json())).toBe(201)
    return (await response.json()) as { id: string } & Record<string, unknown>
  }
  const SPRING = {
    startDate: '2027-03-06',
    capacity: 24,
    sessionPrice: 60,
    completePrice: 210,
    earlyBirdDeadline: '2027-02-15',
    earlyBirdSaving: 25,
    groupMinimum: 3,
    groupPercent: 15,
    open: true,
  }

  it('creates a cohort from the named fields alone, with the spec’s defaults, and audits it', async () => {
    const made = await create({ startDate: '2027-03-06', capacity: 24, sessionPrice: 60, completePrice: 210 })
    expect(made).toEqual({
      id: expect.any(String),
      startDate: '2027-03-06',
      sessionDates: ['2027-03-06', '2027-03-13', '2027-03-20', '2027-03-27'],
      sessionStart: '10:00',
      sessionEnd: '14:00',
      place: 'Downtown Columbus, OH',
      formats: ['in-person', 'virtual'],
      capacity: 24,
      sessionPrice: 60,
      sessionPriceMax: null,
      completePrice: 210,
      earlyBirdDeadline: null,
      earlyBirdSaving: null,
      groupMinimum: 3,
      groupPercent: 15,
      refundDays: 14,
      offerHours: 48,
      holdHours: 72,
      headStartHours: 48,
      assistanceDecisionDays: 5,
      minimumSessions: 3,
      open: false,
      openedAt: null,
      headStartUntil: null,
      archived: false,
      seatsTaken: 0,
      seatsOffered: 0,
      waitlisted: 0,
      createdAt: expect.any(String),
      updatedAt: null,
    })
    const [stored] = await readRows<{ session_price_cents: number; complete_price_cents: number }>('cohorts')
    expect(stored).toMatchObject({ session_price_cents: 6000, complete_price_cents: 21000 })
    const entries = (await readRows<{ action: string; detail: string }>('audit_log')).filter(
      (row) => row.action === 'cohort-created',
    )
    expect(entries).toEqual([expect.objectContaining({ detail: `cohort ${made.id} starting 2027-03-06` })])
  })

  it('opens, closes and archives by change; the next cohort follows, and each change is audited', async () => {
    const spring = await create(SPRING)
    const summer = await create({ ...SPRING, startDate: '2027-06-05', earlyBirdDeadline: null, earlyBirdSaving: null })
    const day = '2027-01-10'
    expect((await next(day)).body.cohort?.id).toBe(spring.id)
    expect((await patch(spring.id, { open: false })).status).toBe(200)
    expect((await next(day)).body.cohort?.id).toBe(summer.id)
    expect((await patch(spring.id, { open: true, archived: true })).status).toBe(200)
    expect((await next(day)).body.cohort?.id).toBe(summer.id)
    const list = (await (await staffCall(token, '/api/admin/cohorts')).json()) as {
      cohorts: { id: string; archived: boolean }[]
    }
    expect(list.cohorts.map((cohort) => [cohort.id, cohort.archived])).toEqual([
      [summer.id, false],
      [spring.id, true],
    ])
    const updates = (await readRows<{ action: string; detail: string }>('audit_log'))
      .filter((row) => row.action === 'cohort-updated')
      .map((row) => row.detail)
    expect(updates).toEqual([`cohort ${spring.id}: open changed`, `cohort ${spring.id}: open, archived changed`])
  })

  it.each([
    [
      { ...SPRING, startDate: '2027-03-07' },
      'startDate',
      'The start must be a Saturday: every session is on a Saturday.',
    ],
    [{ ...SPRING, startDate: '2027-02-30' }, 'startDate', 'Use a date like 2027-03-06.'],
    [
      { ...SPRING, earlyBirdDeadline: '2027-03-06' },
      'earlyBirdDeadline',
      'The early-bird deadline must be before the start.',
    ],
    [{ ...SPRING, sessionPrice: -5 }, 'sessionPrice', 'A price cannot be negative.'],
    [{ ...SPRING, completePrice: -1 }, 'completePrice', 'A price cannot be negative.'],
    [{ ...SPRING, capacity: -3 }, 'capacity', 'Capacity cannot be negative.'],
    [{ ...SPRING, capacity: 2.5 }, 'capacity', 'Use a whole number.'],
    [
      { ...SPRING, sessionPriceMax: 40 },
      'sessionPriceMax',
      'The highest per-session price must be at least the lowest.',
    ],
    [
      { ...SPRING, earlyBirdSaving: null },
      'earlyBirdSaving',
      'Give the early-bird deadline and saving together, or neither.',
    ],
    [{ ...SPRING, groupPercent: 150 }, 'groupPercent', 'Use a percentage from 0 to 100.'],
    [{ ...SPRING, assistanceDecisionDays: 0 }, 'assistanceDecisionDays', 'Use a number of days from 1 to 30.'],
    [{ ...SPRING, assistanceDecisionDays: 2.5 }, 'assistanceDecisionDays', 'Use a number of days from 1 to 30.'],
    [{ ...SPRING, minimumSessions: 5 }, 'minimumSessions', 'Use a number of sessions from 1 to 4.'],
    [{ ...SPRING, minimumSessions: 0 }, 'minimumSessions', 'Use a number of sessions from 1 to 4.'],
  ])('refuses %j with a message under %s, storing nothing', async (body, path, message) => {
    const response = await staffPost(token, '/api/admin/cohorts', body)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ message: 'Some fields need attention.', issues: [{ path, message }] })
    expect(await readRows('cohorts')).toEqual([])
    expect((await readRows<{ action: string }>('audit_log')).filter((row) => row.action.startsWith('cohort'))).toEqual(
      [],
    )
  })

  it('keeps the days staff have to decide a request for financial assistance, given or changed', async () => {
    const spring = await create({ ...SPRING, assistanceDecisionDays: 7 })
    expect(spring).toMatchObject({ assistanceDecisionDays: 7 })
    expect((await patch(spring.id, { assistanceDecisionDays: 3 })).status).toBe(200)
    expect(await readRows('cohorts')).toEqual([expect.objectContaining({ assistance_decision_days: 3 })])
  })

  it('keeps the certificate’s minimum of sessions beside the dates, 3 unless staff say otherwise', async () => {
    const spring = await create({ ...SPRING, minimumSessions: 4 })
    expect(spring).toMatchObject({ minimumSessions: 4 })
    expect((await patch(spring.id, { minimumSessions: 2 })).status).toBe(200)
    expect(await readRows('cohorts')).toEqual([expect.objectContaining({ minimum_sessions: 2 })])
  })

  it('refuses capacity below the seats taken and a change that breaks a rule, changing nothing', async () => {
    const spring = await create(SPRING)
    for (const n of [1, 2, 3])
      await insertRegistration({ email: `family${n}@example.org`, createdAt: new Date().toISOString() })
    await env.DB.prepare("UPDATE registrations SET cohort_id = ?, status = 'seated'").bind(spring.id).run()
    const below = await patch(spring.id, { capacity: 2 })
    expect(below.status).toBe(400)
    expect(await below.json()).toEqual({
      message: 'Some fields need attention.',
      issues: [{ path: 'capacity', message: 'Capacity cannot go below the 3 seats already taken.' }],
    })
    const late = await patch(spring.id, { earlyBirdDeadline: '2027-04-01' })
    expect((await late.json()) as unknown).toEqual({
      message: 'Some fields need attention.',
      issues: [{ path: 'earlyBirdDeadline', message: 'The early-bird deadline must be before the start.' }],
    })
    const [row] = await readRows<{ capacity: number; early_bird_deadline: string }>('cohorts')
    expect(row).toMatchObject({ capacity: 24, early_bird_deadline: '2027-02-15' })
    expect((await patch(spring.id, { capacity: 3 })).status).toBe(200)
    expect((await next('2027-01-10')).body.cohort?.seatsLeft).toBe(0)
    expect((await patch('no-such-cohort', { open: true })).status).toBe(404)
  })

  it('is closed without a session and to other origins', async () => {
    const spring = await create(SPRING)
    expect((await call('/api/admin/cohorts')).status).toBe(401)
    expect(
      (
        await call('/api/admin/cohorts', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(SPRING),
        })
      ).status,
    ).toBe(401)
    expect((await patch(spring.id, { open: false }, 'https://lincoln-high.example')).status).toBe(403)
    expect((await staffPost(token, '/api/admin/cohorts', SPRING, { origin: 'https://evil.example' })).status).toBe(403)
    expect(await readRows('cohorts')).toHaveLength(1)
  })
})

describe('a registration belongs to a cohort', () => {
  const register = (body: Record<string, unknown>, day = '2027-01-10', headers: Record<string, string> = {}) =>
    postJson('/api/register', { ...validRegistration, ...body }, headers, { ...ROOMY, BOOTCAMP_TODAY: day })
  const rows = () =>
    readRows<{ first_name: string; cohort_id: string | null; participant_key: string }>('registrations')
  async function cohortsOf(...starts: [string, boolean][]) {
    const ids: string[] = []
    for (const [start, open] of starts) {
      const id = crypto.randomUUID()
      await storeCohort({
        id,
        startDate: start,
        sessionDates: [],
        place: 'Here',
        capacity: 20,
        sessionPriceCents: 5000,
        open,
      })
      ids.push(id)
    }
    return ids
  }

  it('goes to the next cohort ahead unless the family chose another open one', async () => {
    const [spring, summer] = await cohortsOf(['2027-03-06', true], ['2027-06-05', true])
    expect((await register({ firstName: 'Next' })).status).toBe(201)
    expect((await register({ firstName: 'Chose', cohortId: summer })).status).toBe(201)
    expect((await register({ firstName: 'Empty', cohortId: '' })).status).toBe(201)
    expect(Object.fromEntries((await rows()).map((row) => [row.first_name, row.cohort_id]))).toEqual({
      Next: spring,
      Chose: summer,
      Empty: spring,
    })
  })

  it.each([
    ['closed', async (ids: string[]) => ids[1]!],
    ['past', async (ids: string[]) => ids[2]!],
    ['unknown', async () => crypto.randomUUID()],
  ])('refuses a %s cohort under its field, in the form’s language, storing nothing', async (_kind, pick) => {
    const ids = await cohortsOf(['2027-03-06', true], ['2027-06-05', false], ['2026-12-05', true])
    const english = await register({ cohortId: await pick(ids) })
    expect(english.status).toBe(400)
    expect(await english.json()).toEqual({
      message: 'Some fields need attention.',
      issues: [
        {
          path: 'cohortId',
          message:
            'This cohort is not open for registration any more. Choose another, or leave the choice empty for the next one.',
        },
      ],
    })
    const spanish = await register({ cohortId: await pick(ids) }, '2027-01-10', { 'accept-language': 'es' })
    expect(((await spanish.json()) as { issues: { message: string }[] }).issues[0]!.message).toBe(
      'Ya no se puede inscribir en esta cohorte. Elige otra, o deja la opción vacía para la próxima.',
    )
    expect(await rows()).toEqual([])
    expect(await readRows('outbox')).toEqual([])
  })

  it('is interest while no cohort is ahead; one participant may join two cohorts; a repeat in one cohort is one row', async () => {
    expect((await register({})).status).toBe(201)
    const [spring, summer] = await cohortsOf(['2027-03-06', true], ['2027-06-05', true])
    expect((await register({ cohortId: spring })).status).toBe(201)
    expect((await register({ cohortId: summer })).status).toBe(201)
    expect((await register({ cohortId: summer, phone: '(555) 000-2222' })).status).toBe(201)
    const stored = await rows()
    expect(stored.map((row) => row.cohort_id).sort()).toEqual([null, spring, summer].sort())
    expect(new Set(stored.map((row) => row.participant_key)).size).toBe(3)
  })

  it('keeps matching interest rows stored before cohorts existed (their key has no cohort)', async () => {
    expect((await register({}, '2027-01-10')).status).toBe(201)
    const [before] = await rows()
    const { sha256Hex } = await import('../base/hash')
    expect(before!.participant_key).toBe(await sha256Hex(['amara.parent@example.org', 'amara', 'okafor'].join('\n')))
    expect((await register({ motivation: 'Changed my mind about the reason.' })).status).toBe(201)
    expect(await rows()).toHaveLength(1)
  })
})

describe('staff see registrations by cohort and assign interest', () => {
  let token: string
  let spring: { id: string }
  let archived: { id: string }
  let interestId: string
  /** A registration as the family sends it, on a pinned day. */
  const registerOn = (today: string, extra: Record<string, unknown> = {}) =>
    postJson(
      '/api/register',
      { ...validRegistration, firstName: 'Early', ...extra },
      {},
      { ...ROOMY, BOOTCAMP_TODAY: today },
    )
  const names = async (cohort: string) =>
    (
      (await (await staffPost(token, '/api/admin/registrations/search', { cohort })).json()) as {
        items: { firstName: string; cohortId: string | null; id: string }[]
      }
    ).items
  const assign = (cohortId: string) => staffPost(token, `/api/admin/registrations/${interestId}/cohort`, { cohortId })

  // A spring cohort and an archived one; one participant registered twice: after the spring start
  // (no cohort is ahead, so interest) and before it (a place in spring).
  beforeEach(async () => {
    await createStaff()
    token = await signIn()
    const create = async (startDate: string, open?: boolean) =>
      (await (
        await staffPost(token, '/api/admin/cohorts', {
          startDate,
          capacity: 20,
          sessionPrice: 60,
          completePrice: 210,
          open,
        })
      ).json()) as { id: string }
    spring = await create('2027-03-06', true)
    archived = await create('2027-06-05')
    await staffCall(token, `/api/admin/cohorts/${archived.id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', origin: ORIGIN },
      body: JSON.stringify({ archived: true }),
    })
    expect((await registerOn('2027-04-01')).status).toBe(201)
    expect((await registerOn('2027-01-10')).status).toBe(201)
    interestId = (await names('interest'))[0]!.id
  })

  it('filters by cohort or interest', async () => {
    expect((await names('interest')).map((row) => [row.firstName, row.cohortId])).toEqual([['Early', null]])
    expect((await names(spring.id)).map((row) => row.firstName)).toEqual(['Early'])
  })

  it('refuses a second row for one participant in one cohort, and an archived cohort', async () => {
    const clash = await assign(spring.id)
    expect(clash.status).toBe(409)
    expect(await clash.json()).toEqual({ message: 'This participant is already registered for that cohort.' })
    expect(await (await assign(archived.id)).json()).toEqual({
      message: 'Some fields need attention.',
      issues: [{ path: 'cohortId', message: 'Choose a cohort that is not archived.' }],
    })
    expect((await names('interest')).length).toBe(1)
  })

  it('assigns interest to a cohort, audited; a repeat there is then a repeat of that row', async () => {
    await env.DB.prepare('DELETE FROM registrations WHERE cohort_id IS NOT NULL').run()
    expect((await assign(spring.id)).status).toBe(200)
    expect((await names('interest')).length).toBe(0)
    expect((await names(spring.id)).map((row) => row.firstName)).toEqual(['Early'])
    const audit = (await readRows<{ action: string; detail: string }>('audit_log')).filter(
      (row) => row.action === 'registration-assigned',
    )
    expect(audit).toEqual([
      expect.objectContaining({ detail: `registration ${interestId} to cohort ${spring.id} (was interest)` }),
    ])
    expect((await registerOn('2027-01-10', { phone: '(555) 000-3333' })).status).toBe(201)
    expect(await readRows('registrations')).toHaveLength(1)
  })
})

describe('the calendar arithmetic the retention sweep counts with', () => {
  // A cohort that ended on the 31st is past a 1-month period on the last day of the next month,
  // not on the 3rd of the one after (what Date's own overflow would give).
  it.each([
    ['2026-01-15', 12, '2027-01-15'],
    ['2026-01-31', 1, '2026-02-28'],
    ['2028-01-31', 1, '2028-02-29'],
    ['2026-03-31', 1, '2026-04-30'],
    ['2026-08-31', 6, '2027-02-28'],
    ['2026-12-31', 2, '2027-02-28'],
    ['2026-11-30', 3, '2027-02-28'],
    ['2026-05-31', -1, '2026-04-30'],
    ['2027-03-15', -12, '2026-03-15'],
    ['2026-02-28', 12, '2027-02-28'],
    ['2028-02-29', 12, '2029-02-28'],
    ['2026-06-30', 84, '2033-06-30'],
  ])('%s plus %i months is %s', (day, months, expected) => {
    expect(addMonths(day, months)).toBe(expected)
  })

  it('takes a cohort’s last session day, or its start without a session list', () => {
    expect(lastSessionDay({ startDate: '2026-03-07', sessionDates: sessionDatesFrom('2026-03-07') })).toBe('2026-03-28')
    expect(lastSessionDay({ startDate: '2026-03-07', sessionDates: [] })).toBe('2026-03-07')
  })
})
