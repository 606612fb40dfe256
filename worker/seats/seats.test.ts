import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { openDatabase } from '../base/db/client'
import * as schema from '../base/db/schema'
import { composeEmail } from '../emails'
import type { Job } from '../base/notify/email'
import { signToken, signUnsubscribeToken } from '../base/notify/signed-token'
import { offerExpiry } from './fill'
import { lapseOffers } from './lapse'
import { createStaff, signIn, staffCall, staffPost } from '../test/admin-helpers'
import { call, clearTables, postJson, readRows, ROOMY, storeCohort, validRegistration } from '../test/helpers'

beforeEach(clearTables)

const db = openDatabase(env.DB)
/** A cohort far enough ahead that the real clock sees it as next, whatever day the tests run. */
const COHORT = '11111111-1111-4111-8111-111111111111'
const OTHER = '22222222-2222-4222-8222-222222222222'

const insertCohort = (capacity: number, id = COHORT, startDate = '2099-03-07') =>
  storeCohort({ id, startDate, sessionDates: [], capacity })

type Row = {
  id: string
  first_name: string
  status: string
  queue_number: number
  offer_expires_at: string | null
  cohort_id: string | null
}
const rows = async () => (await readRows<Row>('registrations')).sort((a, b) => a.queue_number - b.queue_number)
const statusOf = async (firstName: string) => (await rows()).find((row) => row.first_name === firstName)?.status
const register = (firstName: string, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  postJson(
    '/api/register',
    { ...validRegistration, firstName, email: `${firstName.toLowerCase()}@example.org`, ...extra },
    headers,
    ROOMY,
  )
const answer = async (response: Response) => ({
  status: response.status,
  body: await response.json<{ message: string; status: string }>(),
})
const offerJobs = async () =>
  (await readRows<{ kind: string; record_id: string; status: string; language: string }>('outbox')).filter(
    (job) => job.kind === 'seat-offer',
  )

async function staff() {
  await createStaff()
  return signIn()
}
const place = (token: string, id: string, status: string) =>
  staffPost(token, `/api/admin/registrations/${id}/placement`, { status })

describe('a registration takes a seat or joins the waitlist', () => {
  it('seats the first two of a two-seat cohort, waitlists the third, and says which in both languages', async () => {
    await insertCohort(2)
    expect(await answer(await register('Amara'))).toEqual({
      status: 201,
      body: { message: expect.stringContaining('Thank you for registering'), status: 'seated' },
    })
    expect((await answer(await register('Chidi'))).body.status).toBe('seated')
    const third = await answer(await register('Ada', {}, { 'Accept-Language': 'es' }))
    expect(third).toEqual({
      status: 201,
      body: { message: expect.stringContaining('¡Gracias por inscribirte!'), status: 'waitlisted' },
    })
    expect((await rows()).map((row) => [row.first_name, row.status, row.cohort_id])).toEqual([
      ['Amara', 'seated', COHORT],
      ['Chidi', 'seated', COHORT],
      ['Ada', 'waitlisted', COHORT],
    ])
    const next = await (await call('/api/cohorts/next')).json<{ cohort: { seatsLeft: number } }>()
    expect(next.cohort.seatsLeft).toBe(0)
  })

  it('shows the seats left wherever the cohort is shown, from the same rows: the texts API and the served page', async () => {
    await insertCohort(2)
    const seatsShown = async () => {
      const texts = await (await call('/api/cohorts/texts?lang=en')).json<{ slots: { seats: string } }>()
      const page = await (await call('/')).text()
      return [texts.slots.seats, /data-cohort="seats"[^>]*>([^<]*)</.exec(page)?.[1]]
    }
    expect(await seatsShown()).toEqual(['2 seats left', '2 seats left'])
    await register('Amara')
    expect(await seatsShown()).toEqual(['1 seat left', '1 seat left'])
    await register('Chidi')
    expect(await seatsShown()).toEqual(['Full: join the waitlist', 'Full: join the waitlist'])
    const spanish = await (await call('/api/cohorts/texts?lang=es')).json<{ slots: { seats: string } }>()
    expect(spanish.slots.seats).toBe('Completo: únete a la lista de espera')
  })

  it('keeps interest in the next cohort while none is open', async () => {
    expect((await answer(await register('Amara'))).body.status).toBe('interest')
    expect(await statusOf('Amara')).toBe('interest')
  })

  it('gives exactly C seats to N concurrent registrations, to the first C in the order the database took them', async () => {
    await insertCohort(5)
    const names = Array.from({ length: 40 }, (_, n) => `Racer${n}`)
    const answers = await Promise.all(names.map((name) => register(name).then(answer)))
    expect(answers.every((one) => one.status === 201)).toBe(true)
    expect(answers.filter((one) => one.body.status === 'seated')).toHaveLength(5)
    expect(answers.filter((one) => one.body.status === 'waitlisted')).toHaveLength(35)
    const ordered = await rows()
    expect(new Set(ordered.map((row) => row.queue_number)).size).toBe(40)
    expect(ordered.map((row) => row.status)).toEqual([...Array(5).fill('seated'), ...Array(35).fill('waitlisted')])
  })

  it('a repeat keeps its place and status and is answered as a newcomer; the same participant for another cohort is a new registration that moves nobody', async () => {
    await insertCohort(1)
    await insertCohort(5, OTHER, '2099-04-04')
    await register('Amara')
    await register('Chidi')
    const before = await rows()
    expect((await answer(await register('Chidi', { phone: '(555) 201-0000' }))).body.status).toBe('waitlisted')
    // Seated, but the cohort is full: a newcomer would join the waitlist, so that is the answer.
    expect((await answer(await register('Amara', { phone: '(555) 201-0000' }))).body.status).toBe('waitlisted')
    expect((await rows()).map((row) => [row.id, row.status, row.queue_number])).toEqual(
      before.map((row) => [row.id, row.status, row.queue_number]),
    )
    expect((await answer(await register('Amara', { cohortId: OTHER }))).body.status).toBe('seated')
    const after = await rows()
    expect(after).toHaveLength(3)
    expect(after.filter((row) => row.cohort_id === COHORT).map((row) => [row.first_name, row.status])).toEqual([
      ['Amara', 'seated'],
      ['Chidi', 'waitlisted'],
    ])
  })

  it('says where the registration stands in the confirmation email', async () => {
    await insertCohort(0)
    await register('Amara')
    const job = (await db.select().from(schema.outbox)).find((row) => row.kind === 'registration-confirmation') as Job
    const email = await composeEmail(db, env, job)
    if ('cancelled' in email) throw new Error('cancelled')
    expect(email.text).toContain(
      'Amara Okafor is number 1 in line on the waitlist. If a seat frees up, we will email you a link to claim it.',
    )
  })
})

describe('a freed seat fills itself', () => {
  async function fullCohortWithWaitlist() {
    await insertCohort(1)
    for (const name of ['Amara', 'Chidi', 'Ada'])
      await register(name, {}, name === 'Chidi' ? { 'Accept-Language': 'es' } : {})
    return Object.fromEntries((await rows()).map((row) => [row.first_name, row.id])) as Record<
      'Amara' | 'Chidi' | 'Ada',
      string
    >
  }

  it('staff cancel a seat: the head of the waitlist is offered it, one email in their language, audited, and nobody else moves', async () => {
    const ids = await fullCohortWithWaitlist()
    const token = await staff()
    const response = await place(token, ids.Amara, 'cancelled')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ id: ids.Amara, status: 'cancelled', offersMade: 1, refundedCents: 0 })
    expect((await rows()).map((row) => [row.first_name, row.status])).toEqual([
      ['Amara', 'cancelled'],
      ['Chidi', 'offered'],
      ['Ada', 'waitlisted'],
    ])
    expect(await offerJobs()).toEqual([expect.objectContaining({ record_id: ids.Chidi, language: 'es' })])
    const audit = (await readRows<{ action: string; detail: string }>('audit_log')).filter(
      (row) => row.action === 'registration-placed',
    )
    expect(audit.map((row) => row.detail)).toEqual([`registration ${ids.Amara}: seated to cancelled`])
    // The same move again changes nothing and offers nothing.
    expect(await (await place(token, ids.Amara, 'cancelled')).json()).toEqual({
      id: ids.Amara,
      status: 'cancelled',
      offersMade: 0,
      refundedCents: 0,
    })
    expect(await offerJobs()).toHaveLength(1)
  })

  it('the offer email links to a claim page: GET changes nothing, POST seats, a second click changes nothing', async () => {
    const ids = await fullCohortWithWaitlist()
    await place(await staff(), ids.Amara, 'cancelled')
    const job = (await db.select().from(schema.outbox)).find((row) => row.kind === 'seat-offer') as Job
    const email = await composeEmail(db, env, job)
    if ('cancelled' in email) throw new Error('cancelled')
    expect(email.subject).toBe('Hay un lugar libre para ti: VITAL Youth Leadership Bootcamp')
    expect(email.text).toContain(
      'Se liberó un lugar en la cohorte que empieza el 7 de marzo de 2099, y está reservado para Chidi Okafor hasta el',
    )
    const link = /(http:\/\/127\.0\.0\.1:8787\/seat\/claim\?token=[^\s&]+&lang=es)/.exec(email.text)![1]!
    const path = link.replace('http://127.0.0.1:8787', '')

    const shown = await call(path)
    expect(shown.status).toBe(200)
    expect(await shown.text()).toContain('Reclama tu lugar')
    expect(await statusOf('Chidi')).toBe('offered')

    const claimed = await call(path, { method: 'POST' })
    expect(claimed.status).toBe(200)
    expect(await claimed.text()).toContain('Tu lugar está confirmado')
    expect(await statusOf('Chidi')).toBe('seated')
    const again = await call(path, { method: 'POST' })
    expect(again.status).toBe(200)
    expect(await again.text()).toContain('Tu lugar está confirmado')
    expect((await rows()).map((row) => row.status)).toEqual(['cancelled', 'seated', 'waitlisted'])
  })

  it('an offer not claimed in time lapses in the sweep and goes to the next; its link then says so and changes nothing', async () => {
    const ids = await fullCohortWithWaitlist()
    await place(await staff(), ids.Amara, 'cancelled')
    const [offered] = await rows().then((all) => all.filter((row) => row.status === 'offered'))
    const expiresAt = Math.floor(Date.parse(offered!.offer_expires_at!) / 1000)
    expect(expiresAt * 1000 - Date.now()).toBeGreaterThan(47 * 3_600_000)
    const claim = `/seat/claim?token=${await signToken(env.UNSUBSCRIBE_SECRET!, 'seat-claim', ids.Chidi, expiresAt)}`

    expect(await lapseOffers(env, new Date(Date.now() + 47 * 3_600_000))).toBe(0)
    expect(await lapseOffers(env, new Date(Date.now() + 49 * 3_600_000))).toBe(1)
    expect((await rows()).map((row) => [row.first_name, row.status])).toEqual([
      ['Amara', 'cancelled'],
      ['Chidi', 'lapsed'],
      ['Ada', 'offered'],
    ])
    expect((await offerJobs()).map((job) => job.record_id)).toEqual([ids.Chidi, ids.Ada])
    const late = await call(claim, { method: 'POST' })
    expect(late.status).toBe(410)
    expect(await late.text()).toContain('This offer has ended')
    expect(await statusOf('Chidi')).toBe('lapsed')
    // Nothing more to lapse: a second sweep offers nothing twice.
    expect(await lapseOffers(env, new Date(Date.now() + 49 * 3_600_000))).toBe(0)
    expect(await offerJobs()).toHaveLength(2)
  })

  it('a forged, cut or unsubscribe token claims nothing', async () => {
    const ids = await fullCohortWithWaitlist()
    await place(await staff(), ids.Amara, 'cancelled')
    const [offered] = (await rows()).filter((row) => row.status === 'offered')
    const expiresAt = Math.floor(Date.parse(offered!.offer_expires_at!) / 1000)
    const genuine = await signToken(env.UNSUBSCRIBE_SECRET!, 'seat-claim', ids.Chidi, expiresAt)
    for (const token of [
      genuine.slice(0, -2),
      await signUnsubscribeToken(env.UNSUBSCRIBE_SECRET!, ids.Chidi, expiresAt),
      await signToken('another secret', 'seat-claim', ids.Chidi, expiresAt),
      '',
    ]) {
      const response = await call(`/seat/claim?token=${encodeURIComponent(token)}`, { method: 'POST' })
      expect(response.status).toBe(400)
      expect(await response.text()).toContain('This claim link does not work')
    }
    expect(await statusOf('Chidi')).toBe('offered')
  })

  it('erasing a seated person frees their seat for the next on the waitlist, in the same transaction', async () => {
    const ids = await fullCohortWithWaitlist()
    const token = await staff()
    const erased = await staffPost(token, '/api/admin/erase', { email: 'amara@example.org' })
    expect(erased.status).toBe(200)
    expect((await rows()).map((row) => [row.first_name, row.status])).toEqual([
      ['Chidi', 'offered'],
      ['Ada', 'waitlisted'],
    ])
    expect((await offerJobs()).map((job) => job.record_id)).toEqual([ids.Chidi])
  })

  it('a confirmation composed after a cancellation promises no seat', async () => {
    const ids = await fullCohortWithWaitlist()
    await place(await staff(), ids.Amara, 'cancelled')
    const job = (await db.select().from(schema.outbox)).find(
      (row) => row.kind === 'registration-confirmation' && row.recordId === ids.Amara,
    ) as Job
    const email = await composeEmail(db, env, job)
    if ('cancelled' in email) throw new Error('cancelled')
    expect(email.text).not.toContain('A seat in the cohort is held for this participant.')
    expect(email.text).not.toContain('on its waitlist')
    expect(email.text).toContain('Thank you for registering Amara Okafor')
  })

  it('more capacity offers the new seats to the waitlist in order', async () => {
    const ids = await fullCohortWithWaitlist()
    const token = await staff()
    const patched = await call(`/api/admin/cohorts/${COHORT}`, {
      method: 'PATCH',
      headers: {
        cookie: `bootcamp_staff=${token}`,
        'sec-fetch-site': 'same-origin',
        origin: 'http://127.0.0.1:8787',
        'content-type': 'application/json',
      },
      body: JSON.stringify({ capacity: 3 }),
    })
    expect(patched.status).toBe(200)
    expect(await patched.json()).toMatchObject({ capacity: 3, seatsTaken: 3, seatsOffered: 2, waitlisted: 0 })
    expect((await offerJobs()).map((job) => job.record_id).sort()).toEqual([ids.Chidi, ids.Ada].sort())
  })
})

describe('staff move people', () => {
  it('seat only into a free seat, move to the end of the waitlist, and refuse what is not a move', async () => {
    await insertCohort(1)
    for (const name of ['Amara', 'Chidi', 'Ada']) await register(name)
    const ids = Object.fromEntries((await rows()).map((row) => [row.first_name, row.id]))
    const token = await staff()
    const full = await place(token, ids.Ada!, 'seated')
    expect(full.status).toBe(409)
    expect(await full.json()).toEqual({
      message: 'No seat is free in this cohort: cancel a seat or raise the capacity first.',
    })
    expect(await statusOf('Ada')).toBe('waitlisted')

    // Amara's seat goes to the waitlist's head (Chidi) and Amara to its end; then Chidi's offer,
    // moved back to the waitlist's end, passes to Ada.
    expect(await (await place(token, ids.Amara!, 'waitlisted')).json()).toEqual({
      id: ids.Amara,
      status: 'waitlisted',
      offersMade: 1,
      refundedCents: 0,
    })
    expect(await (await place(token, ids.Chidi!, 'waitlisted')).json()).toEqual({
      id: ids.Chidi,
      status: 'waitlisted',
      offersMade: 1,
      refundedCents: 0,
    })
    expect((await rows()).map((row) => [row.first_name, row.status])).toEqual([
      ['Ada', 'offered'],
      ['Amara', 'waitlisted'],
      ['Chidi', 'waitlisted'],
    ])

    for (const body of [{ status: 'offered' }, { status: 'seated', extra: 1 }, { status: 42 }, {}]) {
      const refused = await staffPost(token, `/api/admin/registrations/${ids.Chidi}/placement`, body)
      expect(refused.status).toBe(400)
    }
    expect((await place(token, '00000000-0000-4000-8000-000000000000', 'seated')).status).toBe(404)
    expect(
      (await readRows<{ action: string }>('audit_log')).filter((row) => row.action === 'registration-placed'),
    ).toHaveLength(2)
  })

  it('the registrations list shows and filters by place', async () => {
    await insertCohort(1)
    for (const name of ['Amara', 'Chidi']) await register(name)
    const token = await staff()
    const list = async (query: string) =>
      (
        await (
          await staffCall(token, `/api/admin/registrations${query}`)
        ).json<{ items: { firstName: string; status: string }[] }>()
      ).items.map((row) => [row.firstName, row.status])
    expect(await list('?status=waitlisted')).toEqual([['Chidi', 'waitlisted']])
    expect(await list('?status=seated')).toEqual([['Amara', 'seated']])
    expect((await staffCall(token, '/api/admin/registrations?status=sitting')).status).toBe(400)
  })

  it('interest has no seat to move until it has a cohort', async () => {
    await register('Amara')
    const [row] = await rows()
    const refused = await place(await staff(), row!.id, 'seated')
    expect(refused.status).toBe(409)
    expect(await refused.json()).toEqual({
      message: 'This registration is interest in the next cohort: assign it a cohort first.',
    })
  })
})

describe('an offer never outlives the cohort’s start (bootcamp time zone)', () => {
  it.each([
    // Winter: New York is UTC-5, so the start day begins at 05:00Z.
    ['2027-03-04T12:00:00.000Z', '2027-03-06', '2027-03-06T05:00:00.000Z'],
    // Summer: UTC-4, the day begins at 04:00Z.
    ['2027-07-09T12:00:00.000Z', '2027-07-10', '2027-07-10T04:00:00.000Z'],
    // Far from the start: the cohort's 48 hours.
    ['2027-03-01T12:00:00.000Z', '2027-03-06', '2027-03-03T12:00:00.000Z'],
  ])('made at %s for a cohort starting %s, it lapses at %s', (now, startDate, expiry) => {
    expect(offerExpiry(new Date(now), { offerHours: 48, startDate })).toBe(expiry)
  })

  it('is not made once the start day has begun in New York', () => {
    expect(offerExpiry(new Date('2027-03-06T05:00:00.000Z'), { offerHours: 48, startDate: '2027-03-06' })).toBeNull()
    expect(offerExpiry(new Date('2027-03-06T04:59:59.000Z'), { offerHours: 48, startDate: '2027-03-06' })).toBe(
      '2027-03-06T05:00:00.000Z',
    )
  })
})
