/**
 * An unpaid seat's hold: held for the cohort's hold_hours (72 by default), the family
 * reminded once 24 hours before the end, then the seat released and offered to the waitlist;
 * never while a payment is in, a request for assistance is open or a waiver was granted, never
 * where no payment can be taken (no Stripe key, a per-session price range), never once the
 * cohort has begun.
 */
import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { sessionDatesFrom } from '../../contract/cohorts'
import { openDatabase } from '../base/db/client'
import * as schema from '../base/db/schema'
import { composeEmail } from '../emails'
import { releaseUnpaidHolds } from './holds'
import { paymentLink } from './pay'
import { createStaff, signIn, staffCall } from '../test/admin-helpers'
import { call, clearTables, ORIGIN, postJson, readRows, ROOMY, storeCohort, validRegistration } from '../test/helpers'

beforeEach(clearTables)

const COHORT = '44444444-4444-4444-8444-444444444444'
const SEATED_AT = Date.parse('2099-01-05T15:00:00.000Z')
const WITH_STRIPE = { ...env, STRIPE_SECRET_KEY: 'sk_test_holds' }
const after = (hours: number) => new Date(SEATED_AT + hours * 3_600_000)

/** The sessions stay those of 7 March 2099 whatever the start: only the hold's clock reads the start here. */
function insertCohort({ capacity = 1, maxCents = null as number | null, startDate = '2099-03-07' } = {}) {
  return storeCohort({
    id: COHORT,
    startDate,
    sessionDates: sessionDatesFrom('2099-03-07'),
    capacity,
    sessionPriceMaxCents: maxCents,
  })
}

/** Amara seated (at SEATED_AT), Bola waiting behind her. */
async function seatAndWaitlist(extra: Record<string, unknown> = {}) {
  await postJson('/api/register', { ...validRegistration, ...extra }, {}, ROOMY)
  await postJson(
    '/api/register',
    { ...validRegistration, firstName: 'Bola', email: 'bola.parent@example.org' },
    {},
    ROOMY,
  )
  await env.DB.prepare(`UPDATE registrations SET status_changed_at = ? WHERE first_name = 'Amara'`)
    .bind(new Date(SEATED_AT).toISOString())
    .run()
  const rows = await readRows<{ id: string; first_name: string; status: string }>('registrations')
  return {
    amara: rows.find((row) => row.first_name === 'Amara')!,
    statuses: () =>
      readRows<{ first_name: string; status: string }>('registrations').then((all) =>
        Object.fromEntries(all.map((row) => [row.first_name, row.status])),
      ),
  }
}

const jobsOf = async (kind: string) =>
  (await readRows<{ kind: string; record_id: string }>('outbox')).filter((job) => job.kind === kind)

describe('an unpaid seat is held, the family reminded once, then the seat goes to the waitlist', () => {
  it('72 hours by default: nothing before 48, one reminder from 48, the release at 72 with the offer to the next', async () => {
    await insertCohort()
    const { amara, statuses } = await seatAndWaitlist()
    expect(await statuses()).toEqual({ Amara: 'seated', Bola: 'waitlisted' })

    expect(await releaseUnpaidHolds(WITH_STRIPE, after(47.9))).toEqual({ released: 0, reminded: 0 })
    expect(await releaseUnpaidHolds(WITH_STRIPE, after(48))).toEqual({ released: 0, reminded: 1 })
    expect(await releaseUnpaidHolds(WITH_STRIPE, after(60))).toEqual({ released: 0, reminded: 0 })
    expect(await jobsOf('payment-reminder')).toEqual([expect.objectContaining({ record_id: amara.id })])
    expect(await statuses()).toEqual({ Amara: 'seated', Bola: 'waitlisted' })

    expect(await releaseUnpaidHolds(WITH_STRIPE, after(72))).toEqual({ released: 1, reminded: 0 })
    expect(await statuses()).toEqual({ Amara: 'lapsed', Bola: 'offered' })
    expect(await jobsOf('seat-offer')).toHaveLength(1)
  })

  it("a cohort's own hold_hours", async () => {
    await insertCohort()
    await env.DB.prepare('UPDATE cohorts SET hold_hours = 30').run()
    const { statuses } = await seatAndWaitlist()
    expect(await releaseUnpaidHolds(WITH_STRIPE, after(6))).toEqual({ released: 0, reminded: 1 })
    expect(await releaseUnpaidHolds(WITH_STRIPE, after(30))).toEqual({ released: 1, reminded: 0 })
    expect((await statuses()).Amara).toBe('lapsed')
  })

  it('a payment keeps the seat, and no reminder goes to a family that paid', async () => {
    await insertCohort()
    const { amara, statuses } = await seatAndWaitlist()
    await env.DB.prepare(
      `INSERT INTO payments (id, registration_id, amount_cents, lines, status, language, origin) VALUES ('p1', ?, 20000, '[]', 'paid', 'en', 'http://127.0.0.1:8787')`,
    )
      .bind(amara.id)
      .run()
    expect(await releaseUnpaidHolds(WITH_STRIPE, after(50))).toEqual({ released: 0, reminded: 0 })
    expect(await releaseUnpaidHolds(WITH_STRIPE, after(100))).toEqual({ released: 0, reminded: 0 })
    expect((await statuses()).Amara).toBe('seated')
  })

  it('an open request for assistance keeps the seat until its deadline; granted in time, the new hold runs from the decision', async () => {
    await insertCohort()
    const { amara, statuses } = await seatAndWaitlist()
    await env.DB.prepare(
      `INSERT INTO assistance_requests (id, registration_id, reason, status, created_at, decide_by) VALUES ('a1', ?, 'Help', 'open', ?, ?)`,
    )
      .bind(amara.id, after(0).toISOString(), after(120).toISOString())
      .run()
    expect(await releaseUnpaidHolds(WITH_STRIPE, after(50))).toEqual({ released: 0, reminded: 0 })
    expect(await releaseUnpaidHolds(WITH_STRIPE, after(100))).toEqual({ released: 0, reminded: 0 })
    await env.DB.prepare(`UPDATE assistance_requests SET status = 'granted', amount_cents = 5000, decided_at = ?`)
      .bind(after(100).toISOString())
      .run()
    expect(await releaseUnpaidHolds(WITH_STRIPE, after(171))).toEqual({ released: 0, reminded: 1 })
    expect(await releaseUnpaidHolds(WITH_STRIPE, after(172))).toEqual({ released: 1, reminded: 0 })
    expect((await statuses()).Amara).toBe('lapsed')
  })

  it('a waiver keeps the seat for good', async () => {
    await insertCohort()
    const { amara, statuses } = await seatAndWaitlist()
    await env.DB.prepare(
      `INSERT INTO assistance_requests (id, registration_id, reason, status, amount_cents, decided_at) VALUES ('a1', ?, 'Help', 'granted', 0, ?)`,
    )
      .bind(amara.id, after(1).toISOString())
      .run()
    expect(await releaseUnpaidHolds(WITH_STRIPE, after(500))).toEqual({ released: 0, reminded: 0 })
    expect((await statuses()).Amara).toBe('seated')
  })

  it('nothing is held where no payment can be taken: no Stripe key, or per session while the price is a range', async () => {
    await insertCohort({ maxCents: 7500 })
    const { statuses } = await seatAndWaitlist({ sessionPreference: 'individual' })
    expect(await releaseUnpaidHolds(env, after(100))).toEqual({ released: 0, reminded: 0 })
    expect(await releaseUnpaidHolds(WITH_STRIPE, after(100))).toEqual({ released: 0, reminded: 0 })
    expect((await statuses()).Amara).toBe('seated')
  })

  it('once the cohort has begun nothing is released', async () => {
    await insertCohort({ startDate: '2099-01-06' })
    const { statuses } = await seatAndWaitlist()
    expect(await releaseUnpaidHolds(WITH_STRIPE, after(100))).toEqual({ released: 0, reminded: 0 })
    expect((await statuses()).Amara).toBe('seated')
  })
})

describe('the reminder email', () => {
  it("says until when the seat is held, in New York time, with the family's payment link; nothing once paid", async () => {
    await insertCohort()
    const { amara } = await seatAndWaitlist()
    await releaseUnpaidHolds(WITH_STRIPE, after(48))
    const [job] = (await readRows<Record<string, unknown>>('outbox')).filter((row) => row.kind === 'payment-reminder')
    expect(job).toMatchObject({
      record_id: amara.id,
      email: 'amara.parent@example.org',
      language: 'en',
      status: 'pending',
    })
    const asJob = {
      id: String(job!.id),
      kind: 'payment-reminder',
      recordId: amara.id,
      email: String(job!.email),
      language: 'en',
      origin: 'http://127.0.0.1:8787',
      status: 'pending',
      attempts: 0,
      lastError: null,
      createdAt: '',
      claimedAt: null,
      sentAt: null,
      messageId: null,
    } as const
    const email = await composeEmail(openDatabase(env.DB), env, asJob)
    expect(email).toMatchObject({ subject: 'Your seat is held until tomorrow: pay to keep it' })
    // Seated 2099-01-05 15:00 UTC, held 72 hours: until January 8, 10:00 AM in New York.
    expect('text' in email ? email.text : '').toContain(
      'The seat of Amara Okafor is held for your payment until January 8, 2099 at 10:00 AM (New York time).',
    )
    expect('text' in email ? email.text : '').toMatch(
      /See what you owe and pay: http:\/\/127\.0\.0\.1:8787\/pay\?token=/,
    )
    await env.DB.prepare(
      `INSERT INTO payments (id, registration_id, amount_cents, lines, status, language, origin) VALUES ('p2', ?, 20000, '[]', 'paid', 'en', 'http://127.0.0.1:8787')`,
    )
      .bind(amara.id)
      .run()
    expect(await composeEmail(openDatabase(env.DB), env, asJob)).toEqual({ cancelled: 'no_longer_due' })
  })
})

describe('a request for financial assistance has a decision deadline', () => {
  const pinned = (at: Date) => ({ BOOTCAMP_NOW: at.toISOString() })
  const payLink = async (id: string, at: Date, language: 'en' | 'es') =>
    new URL(await paymentLink(env.UNSUBSCRIBE_SECRET!, ORIGIN, { id, linkVersion: 0 }, at, language))
  const ask = async (id: string, at: Date) => {
    const link = await payLink(id, at, 'en')
    const response = await call(
      `/pay/assistance${link.search}`,
      { method: 'POST', body: new URLSearchParams({ reason: 'We lost our jobs this spring.' }) },
      ORIGIN,
      pinned(at),
    )
    expect(response.status).toBe(303)
  }
  /** The payment page's words at `at`, tags and repeated spaces removed. */
  const pageWords = async (id: string, at: Date, language: 'en' | 'es') => {
    const link = await payLink(id, at, language)
    const response = await call(`/pay${link.search}`, {}, ORIGIN, pinned(at))
    expect(response.status).toBe(200)
    return (await response.text())
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  }
  const reminderFor = async (id: string, language: 'en' | 'es') => {
    const [job] = (await openDatabase(env.DB).select().from(schema.outbox)).filter(
      (row) => row.kind === 'payment-reminder' && row.recordId === id,
    )
    const email = await composeEmail(openDatabase(env.DB), env, { ...job!, language })
    return 'text' in email ? email.text : email.cancelled
  }

  it("undecided by its cohort's deadline, the seat is held as usual from then: kept before, reminded 24 hours before the end, released at the end", async () => {
    await insertCohort()
    await env.DB.prepare('UPDATE cohorts SET assistance_decision_days = 2').run()
    const { amara, statuses } = await seatAndWaitlist()
    await ask(amara.id, after(10))
    expect(await readRows('assistance_requests')).toEqual([
      expect.objectContaining({
        registration_id: amara.id,
        status: 'open',
        created_at: after(10).toISOString(),
        decide_by: after(58).toISOString(),
      }),
    ])
    for (const hours of [48, 57.9, 72, 105.9])
      expect(await releaseUnpaidHolds(WITH_STRIPE, after(hours)), `${hours} hours`).toEqual({
        released: 0,
        reminded: 0,
      })
    expect(await releaseUnpaidHolds(WITH_STRIPE, after(106))).toEqual({ released: 0, reminded: 1 })
    // Held 72 hours from the deadline, 130 hours after the seat: until January 10, 8:00 PM in New York.
    expect(await reminderFor(amara.id, 'en')).toContain(
      'Our staff have not decided your request for financial assistance for Amara Okafor in time. The seat is now held for your payment until January 10, 2099 at 8:00 PM (New York time); after that it goes to the next family on the waitlist.',
    )
    expect(await reminderFor(amara.id, 'es')).toContain(
      'Nuestro equipo no decidió a tiempo tu solicitud de ayuda económica para Amara Okafor. Ahora el lugar está reservado para tu pago hasta el 10 de enero de 2099, 8:00 p.m. (hora de Nueva York)',
    )
    expect(await releaseUnpaidHolds(WITH_STRIPE, after(129.9))).toEqual({ released: 0, reminded: 0 })
    expect(await statuses()).toEqual({ Amara: 'seated', Bola: 'waitlisted' })
    expect(await releaseUnpaidHolds(WITH_STRIPE, after(130))).toEqual({ released: 1, reminded: 0 })
    expect(await statuses()).toEqual({ Amara: 'lapsed', Bola: 'offered' })
    expect(await readRows('assistance_requests')).toEqual([expect.objectContaining({ status: 'open' })])
  })

  it('declined in time, the family has the whole hold again from the decision, with its reminder', async () => {
    await insertCohort()
    const { amara, statuses } = await seatAndWaitlist()
    await ask(amara.id, after(60))
    await env.DB.prepare(`UPDATE assistance_requests SET status = 'declined', decided_at = ?`)
      .bind(after(100).toISOString())
      .run()
    expect(await releaseUnpaidHolds(WITH_STRIPE, after(147.9))).toEqual({ released: 0, reminded: 0 })
    expect(await releaseUnpaidHolds(WITH_STRIPE, after(148))).toEqual({ released: 0, reminded: 1 })
    expect(await reminderFor(amara.id, 'en')).toContain(
      'ask for financial assistance on the same page: our staff decide within 5 days, and the seat stays yours until then.',
    )
    expect(await releaseUnpaidHolds(WITH_STRIPE, after(172))).toEqual({ released: 1, reminded: 0 })
    expect((await statuses()).Amara).toBe('lapsed')
  })

  it('a reminder written before the family asked is not sent: the request keeps the seat until its deadline', async () => {
    await insertCohort()
    const { amara } = await seatAndWaitlist()
    expect(await releaseUnpaidHolds(WITH_STRIPE, after(48))).toEqual({ released: 0, reminded: 1 })
    await ask(amara.id, after(49))
    expect(await reminderFor(amara.id, 'en')).toBe('no_longer_due')
  })

  it('the payment page says the deadline, then until when the seat waits, in English and Spanish', async () => {
    await insertCohort()
    const { amara } = await seatAndWaitlist()
    // Seated January 5, 10:00 AM in New York; asked 10 hours later; 5 days to decide.
    expect(await pageWords(amara.id, after(10), 'en')).toContain(
      'Ask today and we decide by January 10, 2099 at 8:00 PM (New York time): your seat stays yours until then.',
    )
    expect(await pageWords(amara.id, after(10), 'es')).toContain(
      'Si la pides hoy, decidimos a más tardar el 10 de enero de 2099, 8:00 p.m. (hora de Nueva York): tu lugar sigue siendo tuyo hasta entonces.',
    )
    await ask(amara.id, after(10))
    expect(await pageWords(amara.id, after(20), 'en')).toContain(
      'Your request for financial assistance is with our staff: they will reply by email by January 10, 2099 at 8:00 PM (New York time), and your seat stays yours until then.',
    )
    expect(await pageWords(amara.id, after(20), 'es')).toContain(
      'te responderán por correo a más tardar el 10 de enero de 2099, 8:00 p.m. (hora de Nueva York) y tu lugar sigue siendo tuyo hasta entonces.',
    )
    // Past the deadline: held 72 hours from it, until January 13, 8:00 PM.
    expect(await pageWords(amara.id, after(131), 'en')).toContain(
      'Our staff have not decided your request for financial assistance in time. Your seat is now held for your payment until January 13, 2099 at 8:00 PM (New York time)',
    )
    expect(await pageWords(amara.id, after(131), 'es')).toContain(
      'Ahora tu lugar está reservado para tu pago hasta el 13 de enero de 2099, 8:00 p.m. (hora de Nueva York)',
    )
  })

  it('staff see the deadline in the payment summary', async () => {
    await insertCohort()
    const { amara } = await seatAndWaitlist()
    await ask(amara.id, after(10))
    await createStaff()
    const summary = await (await staffCall(await signIn(), `/api/admin/registrations/${amara.id}/payment`)).json()
    expect(summary).toMatchObject({
      assistance: { status: 'open', createdAt: after(10).toISOString(), decideBy: after(130).toISOString() },
    })
  })
})

describe("the migration's backfill of decision deadlines", () => {
  it("gives a request already open its cohort's whole period from the migration, and leaves decided ones alone", async () => {
    // The hand-written statement itself, found by what it does: the file it lives in may be renamed at merge.
    const backfill = env.TEST_MIGRATIONS.flatMap((migration) => migration.queries).find((query) =>
      query.includes('UPDATE `assistance_requests` SET `decide_by`'),
    )!
    await insertCohort({ capacity: 2 })
    await env.DB.prepare('UPDATE cohorts SET assistance_decision_days = 3').run()
    await seatAndWaitlist()
    const [amara, bola] = await readRows<{ id: string }>('registrations')
    await env.DB.prepare(
      `INSERT INTO assistance_requests (id, registration_id, reason, status, created_at) VALUES ('a1', ?, 'Help', 'open', '2099-01-01T00:00:00.000Z'), ('a2', ?, 'Help', 'declined', '2099-01-01T00:00:00.000Z')`,
    )
      .bind(amara!.id, bola!.id)
      .run()
    const from = Date.now()
    await env.DB.prepare(backfill).run()
    const [open, declined] = await readRows<{ id: string; decide_by: string | null }>('assistance_requests').then(
      (all) => all.sort((a, b) => a.id.localeCompare(b.id)),
    )
    expect(Date.parse(open!.decide_by!) - from).toBeGreaterThanOrEqual(3 * 86_400_000 - 1000)
    expect(Date.parse(open!.decide_by!) - Date.now()).toBeLessThanOrEqual(3 * 86_400_000)
    expect(open!.decide_by).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/)
    expect(declined!.decide_by).toBeNull()
  })
})
