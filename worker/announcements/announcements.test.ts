import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { openDatabase } from '../base/db/client'
import * as schema from '../base/db/schema'
import { composeEmail } from '../emails'
import type { Job } from '../base/notify/email'
import { expectJson, freshStaffSession, staffPost } from '../test/admin-helpers'
import { countAllRows, readRows, registerIn, storeCohortOn } from '../test/helpers'
const db = openDatabase(env.DB)

let token = ''
beforeEach(async () => {
  token = await freshStaffSession()
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
    await storeCohortOn('c1', 3)
    await storeCohortOn('c2', 5, ['2100-04-03', '2100-04-10', '2100-04-17', '2100-04-24'])
    await registerIn()
    await registerIn({ firstName: 'Kemi' }) // a sibling under the same address: one email
    await registerIn({ firstName: 'Lucia', email: 'lucia@example.org' }, 'es')
    await registerIn({ firstName: 'Out', email: 'out@example.org' }) // seated, but unsubscribed from our emails
    await registerIn({ firstName: 'Wait', email: 'wait@example.org' }) // waitlisted
    await registerIn({ firstName: 'Other', email: 'other@example.org', cohortId: 'c2' })
    await env.DB.prepare(
      `INSERT INTO email_signups (id, email, unsubscribed_at) VALUES ('s1', 'out@example.org', '2100-01-01T00:00:00.000Z')`,
    ).run()
    // Three seats: Amara, Kemi and Lucia hold them; Out and Wait wait. Seat Out by hand to test the unsubscribe.
    await env.DB.prepare(`UPDATE registrations SET status = 'seated' WHERE email = 'out@example.org'`).run()
    const preview = await expectJson<{
      recipients: { en: number; es: number }
      emails: { es: { subject: string; text: string } }
    }>(await staffPost(token, '/api/admin/cohorts/c1/announcements/preview', draft))
    expect(preview.recipients).toEqual({ en: 1, es: 1 })
    expect(preview.emails.es.subject).toBe('Traigan una botella de agua')
    expect(preview.emails.es.text).toContain('El sábado hará calor.')
    expect(await readRows('announcements')).toEqual([])
    const jobsBefore = (await readRows('outbox')).length

    const requestKey = crypto.randomUUID()
    const sent = await expectJson<{ id: string; recipients: number; repeated: boolean }>(
      await staffPost(token, '/api/admin/cohorts/c1/announcements', { ...draft, requestKey }),
      201,
    )
    expect(sent).toMatchObject({ recipients: 2, repeated: false })
    const again = await expectJson(
      await staffPost(token, '/api/admin/cohorts/c1/announcements', { ...draft, requestKey }),
    )
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
    await storeCohortOn('c1', 3)
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
      await storeCohortOn('c1', 3)
      await registerIn()
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
