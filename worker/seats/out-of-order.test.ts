import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { openDatabase } from '../base/db/client'
import * as schema from '../base/db/schema'
import type { Job } from '../base/notify/email'
import { composeEmail } from '../emails'
import { createStaffAs, freshStaffSession, signIn, staffPost } from '../test/admin-helpers'
import { readRows, registerIn, storeCohortOn } from '../test/helpers'
import { waitlistPlaceOf } from './waitlist-place'

let token = ''
beforeEach(async () => {
  token = await freshStaffSession()
})
const db = openDatabase(env.DB)
const emailsOf = async (id: string) => {
  const jobs = (await db.select().from(schema.outbox)).filter(
    (job) => job.kind === 'placement-changed' && job.recordId === id,
  )
  return Promise.all(jobs.map(async (job) => ((await composeEmail(db, env, job as Job)) as { text: string }).text))
}
const statusOf = async (id: string) =>
  (await readRows<{ id: string; status: string }>('registrations')).find((row) => row.id === id)!.status
const seatOutOfOrder = (id: string, body: unknown, as = token) =>
  staffPost(as, `/api/admin/registrations/${id}/seat-out-of-order`, body)

/** One seat, held by Ada; Bola, Chidi and Dayo wait in that order. */
async function fullCohort() {
  await storeCohortOn('c1', 1)
  const ada = await registerIn({ cohortId: 'c1' })
  // One after another: the order of arrival is the waitlist's.
  const waiting: Awaited<ReturnType<typeof registerIn>>[] = []
  for (const name of ['Bola', 'Chidi', 'Dayo'])
    waiting.push(await registerIn({ firstName: name, email: `${name.toLowerCase()}@example.org`, cohortId: 'c1' }))
  const [bola, chidi, dayo] = waiting
  return { ada, bola: bola!, chidi: chidi!, dayo: dayo! }
}

describe('seating out of the waitlist’s order', () => {
  it('a freed seat offered to the first in line goes to the one staff chose, with a reason: both emailed, the others’ places right, audited', async () => {
    const { ada, bola, chidi, dayo } = await fullCohort()
    expect(
      (await staffPost(token, `/api/admin/registrations/${ada.id}/placement`, { status: 'cancelled' })).status,
    ).toBe(200)
    expect(await statusOf(bola.id)).toBe('offered')
    const seated = await seatOutOfOrder(dayo.id, { reason: 'Sibling of a seated participant' })
    expect(seated.status).toBe(200)
    expect(await seated.json()).toEqual({ id: dayo.id, status: 'seated', offerWithdrawn: true })
    expect([await statusOf(dayo.id), await statusOf(bola.id), await statusOf(chidi.id)]).toEqual([
      'seated',
      'waitlisted',
      'waitlisted',
    ])
    expect([await waitlistPlaceOf(db, bola.id), await waitlistPlaceOf(db, chidi.id)]).toEqual([1, 2])
    expect(await emailsOf(dayo.id)).toEqual([expect.stringContaining('Dayo Okafor has a seat in the cohort starting')])
    expect(await emailsOf(bola.id)).toEqual([expect.stringContaining('number 1 in line')])
    const entries = (await readRows<{ action: string; detail: string }>('audit_log')).filter(
      (entry) => entry.action === 'seated-out-of-order',
    )
    expect(entries).toEqual([
      expect.objectContaining({
        detail: `registration ${dayo.id}: seated from place 2 in line; the offer to registration ${bola.id} went back to the front of the waitlist; reason: Sibling of a seated participant`,
      }),
    ])
  })

  it('refuses no reason (400), a seated participant or a full cohort without an offer (409), and a volunteer (403): nothing moves', async () => {
    const { ada, chidi } = await fullCohort()
    const before = await readRows('registrations')
    expect((await seatOutOfOrder(chidi.id, { reason: ' ' })).status).toBe(400)
    expect((await seatOutOfOrder(chidi.id, {})).status).toBe(400)
    expect((await seatOutOfOrder(ada.id, { reason: 'x' })).status).toBe(409)
    const full = await seatOutOfOrder(chidi.id, { reason: 'Scholarship' })
    expect([full.status, ((await full.json()) as { message: string }).message]).toEqual([
      409,
      'No seat is free or offered in this cohort: cancel a seat or raise the capacity first.',
    ])
    await createStaffAs('volunteer', 'volunteer', { cohortId: 'c1' })
    expect((await seatOutOfOrder(chidi.id, { reason: 'x' }, await signIn('volunteer'))).status).toBe(403)
    expect(await readRows('registrations')).toEqual(before)
    expect((await readRows<{ kind: string }>('outbox')).filter((job) => job.kind === 'placement-changed')).toEqual([])
  })
})
