import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import type { AnnouncementOutcomes } from '../../contract/announcement-outcomes'
import {
  createStaffAs,
  expectJson,
  freshStaffSession,
  getJson,
  sessionOf,
  staffCall,
  staffPost,
} from '../test/admin-helpers'
import { readRows, registerIn, storeCohortOn } from '../test/helpers'
import { addressHash } from './recipients'

let token = ''
beforeEach(async () => {
  token = await freshStaffSession()
})
const draft = { audience: 'seated', subject: 'Bring water', body: 'Saturday is hot.' }
const send = async (requestKey = crypto.randomUUID()) =>
  expectJson<{ id: string; recipients: number }>(
    await staffPost(token, '/api/admin/cohorts/c1/announcements', { ...draft, requestKey }),
    201,
  )
/** Amara and her sibling Kemi under one address, Out unsubscribed, Gone unsubscribed and erased since: all seated. */
async function fourSeated() {
  await storeCohortOn('c1', 4)
  await registerIn()
  await registerIn({ firstName: 'Kemi' })
  await registerIn({ firstName: 'Out', lastName: 'Bell', email: 'out@example.org' })
  await registerIn({ firstName: 'Gone', lastName: 'Adams', email: 'gone@example.org' })
  await env.DB.batch([
    env.DB.prepare(
      `INSERT INTO email_signups (id, email, unsubscribed_at) VALUES ('s1', 'out@example.org', '2100-01-01')`,
    ),
    env.DB.prepare('INSERT INTO forgotten_addresses (address_hash) VALUES (?)').bind(
      await addressHash('gone@example.org'),
    ),
  ])
}
const outcomeRows = async () =>
  (await readRows<{ registration_id: string; job_id: string | null; skipped: string | null }>('announcement_outcomes'))
    .map((row) => [row.registration_id, row.job_id, row.skipped])
    .sort()

describe('who a sent announcement reached', () => {
  it('records, in the send, the email each person got (siblings share one) and why the others got none, once per key', async () => {
    await fourSeated()
    const ids = Object.fromEntries(
      (await readRows<{ id: string; first_name: string }>('registrations')).map((row) => [row.first_name, row.id]),
    )
    const requestKey = crypto.randomUUID()
    const sent = await send(requestKey)
    expect(sent.recipients).toBe(1)
    const [job] = (await readRows<{ id: string; record_id: string }>('outbox')).filter(
      (row) => row.record_id === sent.id,
    )
    expect(await outcomeRows()).toEqual(
      [
        [ids.Amara, job!.id, null],
        [ids.Kemi, job!.id, null],
        [ids.Out, null, 'unsubscribed'],
        [ids.Gone, null, 'forgotten'],
      ].sort(),
    )
    await staffPost(token, '/api/admin/cohorts/c1/announcements', { ...draft, requestKey })
    expect((await outcomeRows()).length).toBe(4)
    const [row] = await getJson<{ recipients: number; skipped: number }[]>(token, '/api/admin/cohorts/c1/announcements')
    expect(row).toMatchObject({ recipients: 1, skipped: 2 })
  })

  it('shows each person with the outcome now, skips first, and names only to roles that may open records', async () => {
    await fourSeated()
    const sent = await send()
    await env.DB.prepare(`UPDATE outbox SET status = 'failed' WHERE record_id = ?`).bind(sent.id).run()
    const path = `/api/admin/cohorts/c1/announcements/${sent.id}/recipients`
    const outcomes = await getJson<AnnouncementOutcomes>(token, path)
    expect(outcomes.people.map(({ name, outcome }) => [name, outcome])).toEqual([
      ['Out Bell', 'unsubscribed'],
      ['Gone Adams', 'forgotten'],
      ['Amara Okafor', 'failed'],
      ['Kemi Okafor', 'failed'],
    ])
    expect(outcomes.counts).toEqual({
      sent: 0,
      queued: 0,
      emailed: 0,
      failed: 2,
      cancelled: 0,
      held: 0,
      unsubscribed: 1,
      forgotten: 1,
    })
    await env.DB.prepare(`UPDATE outbox SET status = 'sent' WHERE record_id = ?`).bind(sent.id).run()
    const now = await getJson<AnnouncementOutcomes>(token, path)
    expect(now.people.map((person) => person.outcome)).toEqual(['unsubscribed', 'forgotten', 'sent', 'sent'])
    const volunteer = await sessionOf(await createStaffAs('vol', 'volunteer', { cohortId: 'c1' }))
    expect((await staffCall(volunteer, path)).status).toBe(403)
    expect(
      (await staffCall(token, `/api/admin/cohorts/c1/announcements/${crypto.randomUUID()}/recipients`)).status,
    ).toBe(404)
    await storeCohortOn('c2', 4, ['2100-04-03', '2100-04-10', '2100-04-17', '2100-04-24'])
    expect((await staffCall(token, `/api/admin/cohorts/c2/announcements/${sent.id}/recipients`)).status).toBe(404)
  })

  it('goes with the registration when its family is erased', async () => {
    await fourSeated()
    await send()
    const erased = await staffPost(token, '/api/admin/erase', { email: 'out@example.org' })
    expect(erased.status).toBe(200)
    const left = await readRows<{ id: string }>('registrations')
    expect((await outcomeRows()).map((row) => row[0]).sort()).toEqual(left.map((row) => row.id).sort())
    expect((await outcomeRows()).map((row) => row[2]).filter(Boolean)).toEqual(['forgotten'])
  })
})
