import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { openDatabase } from '../base/db/client'
import * as schema from '../base/db/schema'
import { composeEmail } from '../emails'
import { quoteOf } from '../payments/quote-of'
import { createStaff, signIn, staffPost } from '../test/admin-helpers'
import { clearTables, postJson, readRows, ROOMY, storeCohort, validRegistration } from '../test/helpers'

beforeEach(clearTables)

/**
 * Prices are judged by the day a registration entered its cohort: its first submission, or the
 * one that brought it back after a cancellation or a lapse, never the row's first creation.
 */
const db = openDatabase(env.DB)
const COHORT = '55555555-5555-4555-8555-555555555555'
const DEADLINE = '2099-02-01'

const insertCohort = () =>
  storeCohort({ id: COHORT, capacity: 10, earlyBirdDeadline: DEADLINE, earlyBirdSavingCents: 3000 })

/** Registers (or registers again) on a day pinned by the clock (worker/base/clock.ts), as the form does. */
async function registerOn(day: string, fields: Partial<typeof validRegistration> = {}) {
  const response = await postJson(
    '/api/register',
    { ...validRegistration, sessionPreference: 'complete', ...fields },
    {},
    { ...ROOMY, BOOTCAMP_TODAY: day },
  )
  expect(response.status).toBe(201)
  const [row] = await readRows<{ id: string; created_at: string; entered_at: string; status: string }>('registrations')
  return row!
}

async function cancel(id: string) {
  await createStaff()
  const response = await staffPost(await signIn(), `/api/admin/registrations/${id}/placement`, { status: 'cancelled' })
  expect(response.status).toBe(200)
}

const lapse = () => env.DB.prepare("UPDATE registrations SET status = 'lapsed'").run()

/** The quote's lines for the complete bootcamp, as the payment page and the checkout compute them. */
async function owed(id: string) {
  const quote = await quoteOf(db, id, 4)
  if (!quote?.owed.ok) throw new Error('no quote')
  return { lines: quote.owed.lines, totalCents: quote.owed.totalCents }
}
const WITH_EARLY_BIRD = {
  lines: [
    { item: 'complete', amountCents: 20000 },
    { item: 'early-bird', amountCents: -3000 },
  ],
  totalCents: 17000,
}
const WITHOUT = { lines: [{ item: 'complete', amountCents: 20000 }], totalCents: 20000 }

describe('the early bird from the day a registration entered', () => {
  beforeEach(insertCohort)

  it('is kept by a registration made by the deadline, however late it pays', async () => {
    const row = await registerOn(DEADLINE)
    expect(row.entered_at).toBe(row.created_at)
    expect(await owed(row.id)).toEqual(WITH_EARLY_BIRD)
  })

  it('is lost by a family that cancelled and registered again after the deadline', async () => {
    const first = await registerOn('2099-01-20')
    expect(await owed(first.id)).toEqual(WITH_EARLY_BIRD)
    await cancel(first.id)
    const back = await registerOn('2099-02-02')
    expect(back).toMatchObject({ id: first.id, created_at: first.created_at, status: 'seated' })
    expect(back.entered_at > DEADLINE).toBe(true)
    expect(await owed(back.id)).toEqual(WITHOUT)
  })

  it('is lost by a registration that lapsed and came back after the deadline', async () => {
    const first = await registerOn('2099-01-20')
    await lapse()
    const back = await registerOn('2099-02-10')
    expect(back.id).toBe(first.id)
    expect(await owed(back.id)).toEqual(WITHOUT)
  })

  it('is kept by one that came back on the deadline day itself', async () => {
    const first = await registerOn('2099-01-20')
    await cancel(first.id)
    const back = await registerOn(DEADLINE)
    expect(back.entered_at).not.toBe(first.entered_at)
    expect(await owed(back.id)).toEqual(WITH_EARLY_BIRD)
  })

  it('is offered in the confirmation only while the registration entered by the deadline', async () => {
    const confirmation = async () => {
      const [job] = (await db.select().from(schema.outbox))
        .filter((row) => row.kind === 'registration-confirmation')
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
      const email = await composeEmail(db, env, job!)
      if ('cancelled' in email) throw new Error('cancelled')
      return email.text
    }
    const first = await registerOn('2099-01-20')
    expect(await confirmation()).toContain('Early Bird: Register by February 1st and save $30')
    await cancel(first.id)
    await registerOn('2099-02-02')
    expect(await confirmation()).not.toContain('Early Bird')
  })

  it('is unchanged by a repeat while the registration is live', async () => {
    const first = await registerOn('2099-01-20')
    const again = await registerOn('2099-02-10', { phone: '(555) 000-4444' })
    expect(again).toEqual(first)
    expect(await owed(first.id)).toEqual(WITH_EARLY_BIRD)
  })
})
