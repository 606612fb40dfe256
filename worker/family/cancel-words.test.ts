import { env } from 'cloudflare:workers'
import { beforeEach, expect, it } from 'vitest'
import { openDatabase } from '../base/db/client'
import * as schema from '../base/db/schema'
import { composeEmail } from '../emails'
import type { Job } from '../base/notify/email'
import { call, clearTables, registerParticipant, storeCohort } from '../test/helpers'

const db = openDatabase(env.DB)

/** Cancels a registration from its family page, as its confirmation email's link opens it: the page answered. */
async function cancelFromFamilyPage(registrationId: string) {
  const job = (await db.select().from(schema.outbox)).find(
    (row) => row.kind === 'registration-confirmation' && row.recordId === registrationId,
  ) as Job
  const email = await composeEmail(db, env, job)
  if ('cancelled' in email) throw new Error(`cancelled: ${email.cancelled}`)
  const search = /\/family(\?token=[^\s)]+)/.exec(email.text)![1]!
  const response = await call(`/family/cancel${search}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://127.0.0.1:8787' },
    body: new URLSearchParams({ confirmCancel: 'yes' }).toString(),
  })
  expect(response.status).toBe(200)
  return response.text()
}

beforeEach(clearTables)

it('says a seat goes to the next family only when the cancelled registration held one', async () => {
  await storeCohort({ id: 'c1', startDate: '2100-03-06', capacity: 1 })
  const seated = await registerParticipant()
  const waiting = await registerParticipant({ email: 'waiting@example.org', firstName: 'Kofi' })
  expect([seated.status, waiting.status]).toEqual(['seated', 'waitlisted'])
  expect(await cancelFromFamilyPage(waiting.id)).toContain('<p role="status">The registration is cancelled.</p>')
  expect(await cancelFromFamilyPage(seated.id)).toContain(
    '<p role="status">The registration is cancelled. Its seat goes to the next family on the waitlist.</p>',
  )
})
