import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { MAX_BODY_BYTES } from '../../../contract'
import { openDatabase } from '../db/client'
import * as schema from '../db/schema'
import { composeEmail } from '../../emails'
import type { Job } from '../notify/email'
import { call, clearTables, countAllRows, readRows, registerParticipant, storeCohort } from '../../test/helpers'

/**
 * The pages that read a form (`/family/*`, `/pay`) cap its body as every API route does: 413 in
 * the one error shape past MAX_BODY_BYTES, counted on the bytes read whatever Content-Length says,
 * and nothing stored.
 */
const db = openDatabase(env.DB)
const EIGHT_MIB = 8 * 1024 * 1024
const TOO_LARGE = { message: 'The request body is too large.' }

/** A form whose first fields are valid, padded past the limit in a last field. */
function paddedForm(fields: Record<string, string>, bytes: number) {
  return `${new URLSearchParams(fields).toString()}&padding=${'a'.repeat(bytes)}`
}

/** The same form sent in chunks, with no Content-Length to trust. */
function streamedForm(fields: Record<string, string>, bytes: number) {
  const encoder = new TextEncoder()
  const chunk = encoder.encode('a'.repeat(64 * 1024))
  let sent = 0
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(`${new URLSearchParams(fields).toString()}&padding=`))
    },
    pull(controller) {
      if (sent >= bytes) return controller.close()
      controller.enqueue(chunk)
      sent += chunk.length
    },
  })
}

/** The links in a seated family's confirmation: its family page and its payment page. */
async function linksOfSeatedFamily() {
  await storeCohort({ id: 'c1', startDate: '2100-03-06', capacity: 5 })
  const amara = await registerParticipant()
  const job = (await db.select().from(schema.outbox)).find(
    (row) => row.kind === 'registration-confirmation' && row.recordId === amara.id,
  ) as Job
  const email = await composeEmail(db, env, job)
  if ('cancelled' in email) throw new Error(email.cancelled)
  const link = (path: string) =>
    new URL(new RegExp(`http://127\\.0\\.0\\.1:8787${path}\\?token=[^\\s]+`).exec(email.text)![0])
  return { family: link('/family'), pay: link('/pay') }
}

const post = (path: string, body: BodyInit) =>
  call(path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://127.0.0.1:8787' },
    body,
  })

beforeEach(clearTables)

describe('a form sent to the family page or the payment page', () => {
  const details = { firstName: 'Ama', lastName: 'Okafor', phone: '(614) 555-0100', emergencyContact: '' }
  const assistance = { reason: 'Two jobs and three children.' }

  it.each([
    ['an 8 MiB body', (fields: Record<string, string>) => paddedForm(fields, EIGHT_MIB)],
    ['a body one byte past the limit', (fields: Record<string, string>) => paddedForm(fields, MAX_BODY_BYTES)],
    ['a streamed 8 MiB body', (fields: Record<string, string>) => streamedForm(fields, EIGHT_MIB)],
  ])('is refused with 413 as %s, changing nothing', async (_, body) => {
    const { family, pay } = await linksOfSeatedFamily()
    const before = await countAllRows()
    const registrationBefore = await readRows('registrations')
    for (const [path, fields] of [
      [`/family/details${family.search}`, details],
      [`/family/consent${family.search}`, { guardianName: 'Ngozi Okafor', relationship: 'parent' }],
      [`/pay/assistance${pay.search}`, assistance],
      [`/pay${pay.search}`, { sessions: '1' }],
    ] as const) {
      const refused = await post(path, body(fields))
      expect([path, refused.status, await refused.json()]).toEqual([path, 413, TOO_LARGE])
    }
    expect(await countAllRows()).toEqual(before)
    expect(await readRows('registrations')).toEqual(registrationBefore)
  })

  it('is read as before under the limit', async () => {
    const { family, pay } = await linksOfSeatedFamily()
    expect((await post(`/family/details${family.search}`, new URLSearchParams(details).toString())).status).toBe(303)
    expect((await readRows<{ first_name: string }>('registrations'))[0]!.first_name).toBe('Ama')
    expect((await post(`/pay/assistance${pay.search}`, new URLSearchParams(assistance).toString())).status).toBe(303)
    expect(await readRows<{ reason: string }>('assistance_requests')).toMatchObject([{ reason: assistance.reason }])
  })
})
