import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { openDatabase } from '../base/db/client'
import { composeEmail } from '../emails'
import { asJob } from '../test/emails'
import { call, readRows, registerIn } from '../test/helpers'
import { seatedParticipant } from '../assessment/test-helpers'
import { takeFinalAssessment } from '../certificates/test-helpers'
import { writeFollowUps } from './schedule'

const DAY_7 = new Date('2100-04-03T16:00:00.000Z')

/** The day-7 follow-up of `registrationId`, composed as the consumer would send it now. */
async function composed(registrationId: string) {
  const row = (await readRows('outbox')).find(
    (job) => job.kind === 'follow-up-day-7' && job.record_id === registrationId,
  )!
  return composeEmail(openDatabase(env.DB), env, asJob(row))
}

/** A Spanish-speaking family's Complete Bootcamp participant who set a goal at the last session. */
async function lucia() {
  await seatedParticipant('complete')
  const row = await registerIn({ cohortId: 'c1', firstName: 'Lucía', email: 'lucia.parent@example.org' }, 'es')
  await takeFinalAssessment(row.id)
  return row
}

describe('the follow-up email', () => {
  it('is in the family’s language with the participant’s goal, the family page and a one-click stop', async () => {
    const { id } = await lucia()
    await writeFollowUps(env, DAY_7)
    const email = await composed(id)
    if ('cancelled' in email) throw new Error(email.cancelled)
    expect(email.to).toBe('lucia.parent@example.org')
    expect(email.subject).toBe('7 días después del bootcamp: ¿cómo va todo?')
    expect(email.text).toContain('Han pasado 7 días desde la última sesión del bootcamp de Lucía.')
    expect(email.text).toContain('En la última sesión, Lucía se puso esta meta:\n\n“Lead one meeting of my club.”')
    expect(email.text).toMatch(/Ver el informe de liderazgo: http:\/\/127\.0\.0\.1:8787\/family\?token=/)
    expect(email.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
    const stop = /^<(http:\/\/127\.0\.0\.1:8787\/follow-up\/stop\?token=[^>]+&lang=es)>$/.exec(
      email.headers?.['List-Unsubscribe'] ?? '',
    )![1]!
    const path = new URL(stop).pathname + new URL(stop).search
    // Opening the link changes nothing (mail scanners open links); its button stops the rest.
    const confirm = await call(path)
    expect(confirm.status).toBe(200)
    expect(await confirm.text()).toContain('<h1>Dejar de recibir los correos de seguimiento</h1>')
    expect(await readRows('follow_up_stops')).toEqual([])
    const stopped = await call(path, { method: 'POST', body: 'List-Unsubscribe=One-Click' }, 'https://mail.example')
    expect(stopped.status).toBe(200)
    expect(await stopped.text()).toContain('<h1>No más correos de seguimiento</h1>')
    expect(await readRows('follow_up_stops')).toEqual([{ registration_id: id, stopped_at: expect.any(String) }])
    expect(await composed(id)).toEqual({ cancelled: 'unsubscribed' })
    const forged = await call(path.replace(/token=[^&]{5}/, 'token=00000'), { method: 'POST' })
    expect(forged.status).toBe(400)
  })

  it('is not sent after a cancellation, an erasure or an unsubscribe from our emails', async () => {
    const { id } = await lucia()
    const amara = (await readRows<{ id: string; first_name: string }>('registrations')).find(
      (row) => row.first_name === 'Amara',
    )!
    await writeFollowUps(env, DAY_7)
    await env.DB.prepare("INSERT INTO email_signups (id, email, unsubscribed_at) VALUES ('s1', ?, '2100-04-01')")
      .bind('lucia.parent@example.org')
      .run()
    expect(await composed(id)).toEqual({ cancelled: 'unsubscribed' })
    await env.DB.prepare("UPDATE registrations SET status = 'cancelled' WHERE id = ?").bind(amara.id).run()
    expect(await composed(amara.id)).toEqual({ cancelled: 'no_longer_due' })
    await env.DB.prepare('DELETE FROM registrations WHERE id = ?').bind(amara.id).run()
    expect(await composed(amara.id)).toEqual({ cancelled: 'record_missing' })
  })
})
