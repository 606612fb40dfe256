import { createExecutionContext, createMessageBatch, getQueueResult } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import worker from '../../index'
import { DEAD_LETTER_QUEUE, retryDelay } from './consumer'
import wranglerToml from '../../../wrangler.toml?raw'
import { sweepOutbox } from './sweep'
import {
  clearTables,
  countAllRows,
  NO_ROWS,
  postJson,
  readRows,
  validContact,
  validRegistration,
} from '../../test/helpers'
beforeEach(clearTables)

interface Job {
  id: string
  kind: string
  record_id: string
  email: string
  status: string
  attempts: number
  last_error: string | null
  sent_at: string | null
  message_id: string | null
}

const STAFF = { NOTIFY_EMAIL: 'staff@vitalbootcamp.org' }
const jobs = () => readRows<Job>('outbox')

/** Runs the worker's queue handler on one message per job, as Cloudflare Queues would. */
async function consume(jobIds: string[], queue = 'vital-bootcamp-notify', bindings: Partial<typeof env> = {}) {
  const batch = createMessageBatch(
    queue,
    jobIds.map((jobId, index) => ({ id: `m${index}`, timestamp: new Date(), attempts: 1, body: { jobId } })),
  )
  const context = createExecutionContext()
  await worker.queue(batch as MessageBatch<{ jobId: string }>, { ...env, ...bindings })
  return getQueueResult(batch, context)
}

/** A job written straight into the outbox (no queue message), for tests that drive the consumer. */
async function plantJob(kind: string, recordId: string, email: string, extra = '') {
  const id = crypto.randomUUID()
  await env.DB.prepare(
    `INSERT INTO outbox (id, kind, record_id, email, origin${extra ? `, ${extra.split('=')[0]}` : ''}) VALUES (?, ?, ?, ?, 'http://127.0.0.1:8787'${extra ? `, ${extra.split('=')[1]}` : ''})`,
  )
    .bind(id, kind, recordId, email)
    .run()
  return id
}

describe('the outbox', () => {
  it('writes each submission with the emails it promises, to the visitor and to staff', async () => {
    expect((await postJson('/api/register', validRegistration, {}, STAFF)).status).toBe(201)
    expect((await postJson('/api/contact', validContact, {}, STAFF)).status).toBe(201)
    expect((await postJson('/api/email-signup', { email: 'guide@example.org' })).status).toBe(201)
    const [registration] = await readRows<{ id: string }>('registrations')
    const [message] = await readRows<{ id: string }>('contact_messages')
    const [signup] = await readRows<{ id: string }>('email_signups')
    const written = (await jobs()).map(({ kind, record_id, email }) => ({ kind, record_id, email }))
    expect(written.sort((a, b) => a.kind.localeCompare(b.kind))).toEqual([
      { kind: 'contact-acknowledgement', record_id: message!.id, email: 'jordan@example.org' },
      { kind: 'contact-staff', record_id: message!.id, email: 'staff@vitalbootcamp.org' },
      { kind: 'registration-confirmation', record_id: registration!.id, email: 'amara.parent@example.org' },
      { kind: 'registration-staff', record_id: registration!.id, email: 'staff@vitalbootcamp.org' },
      { kind: 'signup-guide', record_id: signup!.id, email: 'guide@example.org' },
    ])
  })

  it('writes the row and its jobs atomically: when the batch fails, neither exists', async () => {
    await env.DB.exec('ALTER TABLE outbox RENAME TO outbox_away')
    try {
      expect((await postJson('/api/contact', validContact, {}, STAFF)).status).toBe(500)
    } finally {
      await env.DB.exec('ALTER TABLE outbox_away RENAME TO outbox')
    }
    expect(await countAllRows()).toEqual(NO_ROWS)
  })

  it('sends nothing new for a repeated sign-up, and only a notice to the family for a repeated registration', async () => {
    for (let n = 0; n < 3; n++) {
      expect((await postJson('/api/email-signup', { email: 'twice@example.org' })).status).toBe(201)
      expect(
        (await postJson('/api/register', { ...validRegistration, email: 'twice@example.org' }, {}, STAFF)).status,
      ).toBe(201)
    }
    expect((await jobs()).map((job) => job.kind).sort()).toEqual([
      'registration-confirmation',
      'registration-repeat',
      'registration-staff',
      'signup-guide',
    ])
  })

  it('puts only job ids on the queue, and a queue that fails never reaches the visitor', async () => {
    // Fault injection: stand-ins for the queue binding that record what is sent, or refuse it.
    const sent: unknown[] = []
    const recording = {
      send: async () => {},
      sendBatch: async (messages: { body: unknown }[]) => void sent.push(...messages.map((m) => m.body)),
    }
    expect(
      (
        await postJson(
          '/api/register',
          validRegistration,
          {},
          { ...STAFF, NOTIFY_QUEUE: recording as unknown as Queue },
        )
      ).status,
    ).toBe(201)
    const ids = (await jobs()).map((job) => job.id).sort()
    expect(sent).toEqual(expect.arrayContaining(ids.map((jobId) => ({ jobId }))))
    expect(sent).toHaveLength(2)

    const broken = {
      send: async () => Promise.reject(new Error('queue down')),
      sendBatch: async () => Promise.reject(new Error('queue down')),
    }
    const response = await postJson(
      '/api/contact',
      { ...validContact, email: 'queue.down@example.org' },
      {},
      { NOTIFY_QUEUE: broken as unknown as Queue },
    )
    expect(response.status).toBe(201)
    expect(await response.json()).toEqual({ message: "Thanks for reaching out! We'll reply within 24 hours." })
    // Stored with its job, pending: the sweep will queue it.
    expect((await jobs()).filter((job) => job.kind === 'contact-acknowledgement')).toEqual([
      expect.objectContaining({ status: 'pending', attempts: 0 }),
    ])
  })

  it('puts nothing on the queue for a honeypot submission', async () => {
    expect(
      (await postJson('/api/email-signup', { email: 'bot@example.org', website: 'https://spam.example' })).status,
    ).toBe(201)
    expect(await jobs()).toEqual([])
  })
})

describe('the consumer', () => {
  it('sends through the email binding and marks the job sent, once', async () => {
    expect((await postJson('/api/contact', validContact)).status).toBe(201)
    const [job] = await jobs()
    const first = await consume([job!.id])
    expect(first.explicitAcks).toEqual(['m0'])
    const [sent] = await jobs()
    expect(sent).toMatchObject({ status: 'sent', attempts: 1, last_error: null })
    expect(sent!.message_id).toEqual(expect.any(String))
    expect(sent!.sent_at).toMatch(/^\d{4}-/)

    // The same job again (a redelivered message, a sweep's duplicate): acknowledged, not sent.
    const again = await consume([job!.id])
    expect(again.explicitAcks).toEqual(['m0'])
    expect(await jobs()).toEqual([sent])
  })

  it('retries a failing send with backoff, then the dead-letter queue marks it failed', async () => {
    expect((await postJson('/api/contact', validContact)).status).toBe(201)
    const [job] = await jobs()
    const failing = { EMAIL: env.EMAIL_ONE_ADDRESS }
    const first = await consume([job!.id], undefined, failing)
    // The pool records which message was retried; the delay it asked for is retryDelay(attempts).
    expect(first.retryMessages).toEqual([expect.objectContaining({ msgId: 'm0' })])
    expect((await jobs())[0]).toMatchObject({ status: 'pending', attempts: 1, sent_at: null })
    expect((await jobs())[0]!.last_error).toMatch(/^[A-Za-z0-9_.:-]+$/)
    expect((await jobs())[0]!.last_error).not.toContain('jordan')
    const second = await consume([job!.id], undefined, failing)
    expect(second.retryMessages).toEqual([expect.objectContaining({ msgId: 'm0' })])

    await consume([job!.id], 'vital-bootcamp-notify-dead')
    expect((await jobs())[0]).toMatchObject({ status: 'failed', attempts: 2 })
    // A failed job is not taken again.
    await consume([job!.id])
    expect((await jobs())[0]).toMatchObject({ status: 'failed', attempts: 2 })
  })

  it('cancels a job whose row was erased, and a guide to an address that unsubscribed', async () => {
    const erased = await plantJob('contact-acknowledgement', crypto.randomUUID(), 'gone@example.org')
    expect((await postJson('/api/email-signup', { email: 'left@example.org' })).status).toBe(201)
    await env.DB.exec("UPDATE email_signups SET unsubscribed_at = '2026-01-01T00:00:00.000Z'")
    const [guide] = (await jobs()).filter((job) => job.kind === 'signup-guide')
    await consume([erased, guide!.id])
    const byId = Object.fromEntries((await jobs()).map((job) => [job.id, job]))
    expect(byId[erased]).toMatchObject({ status: 'cancelled', last_error: 'record_missing', message_id: null })
    expect(byId[guide!.id]).toMatchObject({ status: 'cancelled', last_error: 'unsubscribed', message_id: null })
  })
})

describe('the header values passed to send_email', () => {
  /** An email binding that records what it was given. */
  function recordingEmail() {
    const sent: { subject: string; to: string; replyTo?: string }[] = []
    const binding = {
      send: async (email: { subject: string; to: string; replyTo?: string }) => {
        sent.push(email)
        return { messageId: `m-${sent.length}` }
      },
    }
    return { sent, EMAIL: binding as unknown as SendEmail }
  }

  it('are on one line with no control or direction character, whatever the stored row holds', async () => {
    // Rows written before the checks, or by hand: the one place every email passes strips them.
    await env.DB.prepare(
      `INSERT INTO announcements (id, request_key, cohort_id, audience, subject, body, recipients, sent_by) VALUES ('a1', 'k1', 'c1', 'seated', ?, 'Hello.', 1, 'staff')`,
    )
      .bind('Bring water\r\nBcc: everyone@example.org\u0000\u202E')
      .run()
    await env.DB.prepare(
      `INSERT INTO registrations (id, first_name, last_name, email, phone, age, terms_agreement) VALUES ('r1', ?, 'Chen', 'maya@example.org', '(614) 555-0188', 15, 1)`,
    )
      .bind('Maya\r\nBcc: x@example.org\u202E')
      .run()
    const announcement = await plantJob('announcement', 'a1', 'family@example.org')
    const staffAlert = await plantJob('registration-staff', 'r1', 'staff@vitalbootcamp.org')
    const email = recordingEmail()
    await consume([announcement, staffAlert], undefined, { EMAIL: email.EMAIL })
    expect(email.sent.map(({ subject, to, replyTo }) => ({ subject, to, replyTo }))).toEqual([
      { subject: 'Bring water Bcc: everyone@example.org', to: 'family@example.org', replyTo: undefined },
      {
        subject: 'New registration: Maya Bcc: x@example.org Chen (15)',
        to: 'staff@vitalbootcamp.org',
        replyTo: 'maya@example.org',
      },
    ])
    expect((await jobs()).map((job) => job.status)).toEqual(['sent', 'sent'])
  })
})

describe('the queues in wrangler.toml', () => {
  it('name the dead-letter queue the consumer marks failed, and the queue it produces to', () => {
    // The consumer tells the two queues apart by name: a renamed queue there would leave failed
    // jobs pending for ever, so the names are held equal here.
    expect(wranglerToml).toContain(`dead_letter_queue = "${DEAD_LETTER_QUEUE}"`)
    expect(
      [...wranglerToml.matchAll(/\[\[queues\.consumers\]\]\s*queue = "([\w-]+)"/g)].map(([, name]) => name),
    ).toEqual(['vital-bootcamp-notify', DEAD_LETTER_QUEUE])
  })
})

describe('retry delays', () => {
  it('triple from 10 s over five attempts, about 20 minutes in all (the sweep waits 30)', () => {
    expect([1, 2, 3, 4, 5].map(retryDelay)).toEqual([10, 30, 90, 270, 810])
  })
})

describe('the sweep', () => {
  it('re-queues a job whose message was lost and one a crashed consumer left sending; the queue then delivers them', async () => {
    expect((await postJson('/api/email-signup', { email: 'lost@example.org' })).status).toBe(201)
    expect((await postJson('/api/contact', validContact)).status).toBe(201)
    const [signup] = await readRows<{ id: string }>('email_signups')
    const [message] = await readRows<{ id: string }>('contact_messages')
    await env.DB.exec('DELETE FROM outbox')
    const lost = await plantJob('signup-guide', signup!.id, 'lost@example.org', "created_at='2026-01-01T00:00:00.000Z'")
    const crashed = await plantJob('contact-acknowledgement', message!.id, 'jordan@example.org', "status='sending'")
    await env.DB.prepare(
      "UPDATE outbox SET claimed_at = '2026-01-01T00:00:00.000Z', created_at = '2026-01-01T00:00:00.000Z' WHERE id = ?",
    )
      .bind(crashed)
      .run()
    const fresh = await plantJob('contact-acknowledgement', message!.id, 'jordan@example.org')

    expect(await sweepOutbox(env)).toBe(2)
    // The real local queue hands the sweep's messages to the worker's consumer.
    await expect
      .poll(async () => Object.fromEntries((await jobs()).map((job) => [job.id, job.status])), {
        timeout: 15_000,
        interval: 250,
      })
      .toEqual({ [lost]: 'sent', [crashed]: 'sent', [fresh]: 'pending' })
  })
})
