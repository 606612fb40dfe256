import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { openDatabase } from '../base/db/client'
import * as schema from '../base/db/schema'
import type { Job } from '../base/notify/email'
import { composeEmail } from '../emails'
import { freshStaffSession, staffPost } from '../test/admin-helpers'
import { readRows, registerIn, storeCohort, storeCohortOn } from '../test/helpers'

let token = ''
beforeEach(async () => {
  token = await freshStaffSession()
})

const LATER = ['2100-04-03', '2100-04-10', '2100-04-17', '2100-04-24']
const db = openDatabase(env.DB)
/** The texts of the emails of `kind` about `id`, composed as the consumer sends them. */
async function emailsOf(kind: string, id: string) {
  const jobs = (await db.select().from(schema.outbox)).filter((job) => job.kind === kind && job.recordId === id)
  return Promise.all(jobs.map(async (job) => ((await composeEmail(db, env, job as Job)) as { text: string }).text))
}
const row = async (id: string) =>
  (await readRows<{ id: string; status: string; cohort_id: string; queue_number: number }>('registrations')).find(
    (stored) => stored.id === id,
  )!

describe('staff moves a family: only to a cohort not over, its order of arrival kept, the family emailed', () => {
  it('refuses a cohort that is over, moves and moves back keeping the place in line, and emails each change', async () => {
    await storeCohortOn('c1', 1)
    await storeCohortOn('c2', 1, LATER)
    await storeCohort({ id: 'past', startDate: '2025-02-15', capacity: 10 })
    await registerIn({ cohortId: 'c1' })
    const bola = await registerIn({ firstName: 'Bola', email: 'bola@example.org', cohortId: 'c1' })
    const chidi = await registerIn({ firstName: 'Chidi', email: 'chidi@example.org', cohortId: 'c1' })
    const before = await row(bola.id)
    const past = await staffPost(token, `/api/admin/registrations/${bola.id}/cohort`, { cohortId: 'past' })
    expect(past.status).toBe(400)
    expect(await row(bola.id)).toEqual(before)
    expect((await staffPost(token, `/api/admin/registrations/${bola.id}/cohort`, { cohortId: 'c2' })).status).toBe(200)
    expect((await row(bola.id)).status).toBe('seated')
    expect(await emailsOf('cohort-moved', bola.id)).toEqual([
      expect.stringContaining(
        'Our staff moved Bola Okafor to the cohort starting April 3, 2100.\n\nBola Okafor has a seat in the cohort starting April 3, 2100.',
      ),
    ])
    // Back in c1, Bola keeps her order of arrival: ahead of Chidi, not behind him.
    expect((await staffPost(token, `/api/admin/registrations/${bola.id}/cohort`, { cohortId: 'c1' })).status).toBe(200)
    expect((await row(bola.id)).queue_number).toBe(before.queue_number)
    expect((await row(bola.id)).queue_number).toBeLessThan((await row(chidi.id)).queue_number)
    expect((await emailsOf('cohort-moved', bola.id))[1]).toContain('number 1 in line')
    // A staff cancellation is emailed too, in the family's words.
    expect(
      (await staffPost(token, `/api/admin/registrations/${chidi.id}/placement`, { status: 'cancelled' })).status,
    ).toBe(200)
    const [cancelled] = await emailsOf('placement-changed', chidi.id)
    expect(cancelled).toContain(
      "Our staff cancelled Chidi Okafor's registration for the cohort starting March 6, 2100.",
    )
    // With the family page, where a refund of the cancellation shows.
    expect(cancelled).toMatch(/Your registration page \(status, payment, consent, changes\): http:\S+\/family\?token=/)
  })
})
