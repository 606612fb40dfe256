import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { openDatabase } from '../base/db/client'
import type { Job } from '../base/notify/email'
import { composeEmail } from '../emails'
import { expectJson, freshStaffSession, staffPost } from '../test/admin-helpers'
import { readRows, registerIn, storeCohortOn } from '../test/helpers'

let token = ''
beforeEach(async () => {
  token = await freshStaffSession()
})
const db = openDatabase(env.DB)
const draft = { subject: 'Bring water', body: 'Saturday is hot.\n\nThank you,\nMaya, camp director' }
const giveConsents = (id: string) =>
  env.DB.batch(
    ['participation', 'emergency-treatment'].map((kind) =>
      env.DB.prepare(
        `INSERT INTO consents (id, registration_id, kind, version, consent_text, language, given_by, given_at) VALUES (?, ?, ?, 1, 'text', 'en', 'guardian', '2100-01-01T00:00:00.000Z')`,
      ).bind(crypto.randomUUID(), id, kind),
    ),
  )
const send = async (audience: string) =>
  expectJson<{ id: string; recipients: number }>(
    await staffPost(token, '/api/admin/cohorts/c1/announcements', {
      ...draft,
      audience,
      requestKey: crypto.randomUUID(),
    }),
    201,
  )
const addressesOf = async (id: string) =>
  (await readRows<{ record_id: string; email: string }>('outbox'))
    .filter((job) => job.record_id === id)
    .map((job) => job.email)
    .sort()

describe('announcement audiences', () => {
  it('"not yet paid" reaches seated families with nothing paid and no waiver; "consent missing" those still coming without both required consents', async () => {
    await storeCohortOn('c1', 2)
    const paid = await registerIn({ firstName: 'Paid', email: 'paid@example.org' })
    const owing = await registerIn({ firstName: 'Owing', email: 'owing@example.org' })
    const waiting = await registerIn({ firstName: 'Waiting', email: 'waiting@example.org' })
    await env.DB.prepare(
      `INSERT INTO payments (id, registration_id, amount_cents, lines, status, language, origin) VALUES ('p1', ?, 20000, '[]', 'paid', 'en', 'x')`,
    )
      .bind(paid.id)
      .run()
    for (const row of [paid, owing, waiting])
      await env.DB.prepare('DELETE FROM consents WHERE registration_id = ?').bind(row.id).run()
    await giveConsents(owing.id)
    expect(await addressesOf((await send('unpaid')).id)).toEqual(['owing@example.org'])
    expect(await addressesOf((await send('consent-missing')).id)).toEqual(['paid@example.org', 'waiting@example.org'])
  })

  it('is signed as staff signed it: no automatic signature after their text', async () => {
    await storeCohortOn('c1', 2)
    await registerIn()
    const sent = await send('seated')
    const job = (await db.query.outbox.findMany()).find((row) => row.recordId === sent.id)
    const email = (await composeEmail(db, env, job as Job)) as { text: string }
    expect(email.text).toContain('Saturday is hot.\n\nThank you,\nMaya, camp director')
    expect(email.text).not.toContain('The VITAL Youth Leadership Bootcamp team')
  })
})
