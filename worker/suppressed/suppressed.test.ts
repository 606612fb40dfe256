import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { freshStaffSession, staffCall } from '../test/admin-helpers'
import { call, ORIGIN, postJson, readRows, ROOMY, validContact } from '../test/helpers'

let token = ''
beforeEach(async () => {
  token = await freshStaffSession()
})

interface JobRow {
  id: string
  kind: string
  status: string
  claimed_at: string | null
}

/** Four messages from one address within a day: the fourth acknowledgement is held back. */
async function fourMessages(email = validContact.email) {
  for (let n = 0; n < 4; n++) {
    const response = await postJson(
      '/api/contact',
      { ...validContact, email, name: 'Jordan Lee', message: `Question number ${n} about the programme.` },
      {},
      ROOMY,
    )
    expect(response.status).toBe(201)
  }
  const [held] = (await readRows<JobRow>('outbox')).filter((job) => job.status === 'suppressed')
  return held!
}

const send = (id: string, origin = ORIGIN) =>
  staffCall(token, `/api/admin/suppressed/${id}/send`, { method: 'POST', headers: { origin } })

describe('the console’s suppressed emails', () => {
  it('lists each one with its kind, day, address and the message it belongs to', async () => {
    const held = await fourMessages()
    const [message] = (await readRows<{ id: string; created_at: string }>('contact_messages')).slice(-1)
    const response = await staffCall(token, '/api/admin/suppressed')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      items: [
        {
          id: held.id,
          kind: 'contact-acknowledgement',
          createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
          email: validContact.email,
          recordId: message!.id,
          senderName: 'Jordan Lee',
        },
      ],
      nextCursor: null,
    })
  })

  it('sends one by hand: pending again, queued, audited once; a second click answers 409 and changes nothing', async () => {
    const held = await fourMessages()
    const first = await send(held.id)
    expect(first.status).toBe(200)
    expect(await first.json()).toEqual({ id: held.id, status: 'pending' })
    // The real local queue hands it to the consumer, which sends it.
    await expect
      .poll(async () => (await readRows<JobRow>('outbox')).find((job) => job.id === held.id)?.status, {
        timeout: 15_000,
        interval: 250,
      })
      .toBe('sent')

    const again = await send(held.id)
    expect(again.status).toBe(409)
    expect(await again.json()).toEqual({
      message: 'This email is not held back any more: it was sent already, or its record was erased.',
    })
    const audit = (await readRows<{ action: string; username: string; detail: string }>('audit_log')).filter(
      (entry) => entry.action === 'send-held',
    )
    expect(audit).toEqual([
      {
        ...audit[0],
        action: 'send-held',
        username: 'staff',
        detail: `sent by hand: contact-acknowledgement ${held.id} for ${(await readRows<{ id: string }>('contact_messages'))[3]!.id}`,
      },
    ])
    expect((await staffCall(token, '/api/admin/suppressed').then((r) => r.json())) as unknown).toEqual({
      items: [],
      nextCursor: null,
    })
  })

  it('answers 409 for an id that is no held email, and counts held emails per day on the overview', async () => {
    const held = await fourMessages()
    const [sent] = (await readRows<JobRow>('outbox')).filter((job) => job.status === 'pending')
    expect((await send(sent!.id)).status).toBe(409)
    expect((await send('no-such-job')).status).toBe(409)
    expect((await readRows<JobRow>('outbox')).find((job) => job.id === held.id)?.status).toBe('suppressed')
    const overview = (await (await staffCall(token, '/api/admin/overview')).json()) as { suppressed: unknown }
    expect(overview.suppressed).toEqual([{ day: new Date().toISOString().slice(0, 10), count: 1 }])
  })

  it('is closed to visitors without a session and to other origins', async () => {
    const held = await fourMessages()
    expect((await call('/api/admin/suppressed')).status).toBe(401)
    expect(
      (await call(`/api/admin/suppressed/${held.id}/send`, { method: 'POST', headers: { origin: ORIGIN } })).status,
    ).toBe(401)
    const foreign = await send(held.id, 'https://lincoln-high.example')
    expect(foreign.status).toBe(403)
    expect((await readRows<JobRow>('outbox')).find((job) => job.id === held.id)?.status).toBe('suppressed')
    expect(
      (await env.DB.prepare("SELECT count(*) AS n FROM audit_log WHERE action = 'send-held'").first<{ n: number }>())
        ?.n,
    ).toBe(0)
  })
})
