import { env } from 'cloudflare:workers'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ERASURE, erasureBindings } from '../../erasure/tables'
import { PERSONAL_DATA_TABLES } from '../db/tables'
import { openDatabase } from '../db/client'
import { composeEmail } from '../../emails'
import type { Email, Job } from './email'
import { COURTESY_EMAILS_PER_ADDRESS_PER_DAY, REGISTRATIONS_PER_ADDRESS_PER_DAY, STAFF_ALERTS_PER_HOUR } from './limits'
import { sweepOutbox } from './sweep'
import {
  clearTables,
  countAllRows,
  postJson,
  readRows,
  ROOMY,
  validContact,
  validRegistration,
} from '../../test/helpers'

beforeEach(clearTables)
afterEach(() => vi.restoreAllMocks())

interface JobRow {
  id: string
  kind: string
  record_id: string
  email: string
  status: string
  created_at: string
}

const STAFF_INBOX = 'staff@vitalbootcamp.org'
const T0 = Date.parse('2026-03-02T13:00:00.000Z')
const HOUR = 3_600_000
const at = (ms: number) => new Date(T0 + ms).toISOString()
const jobs = () => readRows<JobRow>('outbox')
const statusesOf = async (kind: string) => (await jobs()).filter((job) => job.kind === kind).map((job) => job.status)

/** Every submission from its own client address, at a pinned instant; the per-minute limiter is the roomy one, as a day's spread would leave it. */
function submitAt(
  path: string,
  body: unknown,
  ms: number,
  extra: Partial<typeof env> = {},
  headers: Record<string, string> = {},
) {
  const ip = `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`
  return postJson(path, body, { 'cf-connecting-ip': ip, ...headers }, { ...ROOMY, BOOTCAMP_NOW: at(ms), ...extra })
}

const LIMIT_MESSAGE =
  'This email address has registered 5 participants in the last 24 hours. To register another, please contact us.'
const child = (n: number, email = 'one.parent@example.org') => ({ ...validRegistration, email, firstName: `Child${n}` })

/** A queue binding that records what is put on it, to see which jobs were queued and what a message carries. */
function recordingQueue() {
  const sent: unknown[] = []
  const queue = {
    send: async (body: unknown) => void sent.push(body),
    sendBatch: async (messages: { body: unknown }[]) => void sent.push(...messages.map((m) => m.body)),
  }
  return { sent, NOTIFY_QUEUE: queue as unknown as Queue }
}

describe('registrations per address per day', () => {
  it('stores 5 of 20 registrations naming one address from 20 client addresses across a day; the rest get 429 under the email field and store nothing', async () => {
    expect(REGISTRATIONS_PER_ADDRESS_PER_DAY).toBe(5)
    const answers: { status: number; body: unknown }[] = []
    for (let n = 0; n < 20; n++) {
      const before = await countAllRows()
      const response = await submitAt('/api/register', child(n), n * 70 * 60_000)
      answers.push({ status: response.status, body: await response.json() })
      if (response.status === 429) expect(await countAllRows()).toEqual(before)
    }
    expect(answers.slice(0, 5)).toEqual(
      Array.from({ length: 5 }, () => ({
        status: 201,
        body: {
          message: "Thank you for registering! We'll email you the details for the next cohort within 24 hours.",
          status: 'interest',
        },
      })),
    )
    expect(answers.slice(5)).toEqual(
      Array.from({ length: 15 }, () => ({
        status: 429,
        body: { message: LIMIT_MESSAGE, issues: [{ path: 'email', message: LIMIT_MESSAGE }] },
      })),
    )
    const stored = await readRows<{ first_name: string; created_at: string }>('registrations')
    expect(stored.map((row) => row.first_name).sort()).toEqual(['Child0', 'Child1', 'Child2', 'Child3', 'Child4'])
    // The clock's time is the row's: the limit counts back from it, not from SQLite's now.
    expect(stored.map((row) => row.created_at).sort()).toEqual([0, 1, 2, 3, 4].map((n) => at(n * 70 * 60_000)))
    // Every stored registration still gets its confirmation: it is never suppressed.
    expect(await statusesOf('registration-confirmation')).toEqual([
      'pending',
      'pending',
      'pending',
      'pending',
      'pending',
    ])
  })

  it('opens again 24 hours after the first, answers a stored participant as a newcomer, and leaves other addresses alone', async () => {
    for (let n = 0; n < 5; n++) expect((await submitAt('/api/register', child(n), n * HOUR)).status).toBe(201)
    expect((await submitAt('/api/register', child(5), 24 * HOUR - 1)).status).toBe(429)
    // A repeat of a participant already stored changes nothing and is answered as a newcomer is: refused.
    expect((await submitAt('/api/register', { ...child(2), phone: '(555) 000-1111' }, 24 * HOUR - 1)).status).toBe(429)
    expect((await submitAt('/api/register', child(0, 'other.parent@example.org'), 24 * HOUR - 1)).status).toBe(201)
    // Exactly 24 hours after the first, that one no longer counts; a minute later the window is full again.
    expect((await submitAt('/api/register', child(5), 24 * HOUR)).status).toBe(201)
    expect((await submitAt('/api/register', child(6), 24 * HOUR + 60_000)).status).toBe(429)
    const rows = await readRows<{ email: string; first_name: string; phone: string }>('registrations')
    expect(rows.filter((row) => row.email === 'one.parent@example.org')).toHaveLength(6)
    expect(rows.find((row) => row.first_name === 'Child2')?.phone).toBe(child(2).phone)
    expect(rows.filter((row) => row.email === 'other.parent@example.org')).toHaveLength(1)
  })

  it('answers in Spanish for a Spanish form', async () => {
    for (let n = 0; n < 5; n++) expect((await submitAt('/api/register', child(n), n * 60_000)).status).toBe(201)
    const response = await submitAt('/api/register', child(5), 10 * 60_000, {}, { 'accept-language': 'es-US,es;q=0.9' })
    const spanish =
      'Este correo electrónico ya inscribió a 5 participantes en las últimas 24 horas. Para inscribir a otra persona, contáctanos.'
    expect(response.status).toBe(429)
    expect(await response.json()).toEqual({ message: spanish, issues: [{ path: 'email', message: spanish }] })
  })

  it('holds under concurrency: 20 new participants for one address at once store exactly 5', async () => {
    const responses = await Promise.all(Array.from({ length: 20 }, (_, n) => submitAt('/api/register', child(n), 0)))
    const statuses = responses.map((response) => response.status).sort()
    expect(statuses).toEqual([...Array(5).fill(201), ...Array(15).fill(429)])
    expect((await readRows('registrations')).length).toBe(5)
  })
})

describe('courtesy emails per address per day', () => {
  it('stores 20 contact messages to one address but sends 3 acknowledgements; 17 are kept suppressed and never queued', async () => {
    expect(COURTESY_EMAILS_PER_ADDRESS_PER_DAY).toBe(3)
    const queue = recordingQueue()
    for (let n = 0; n < 20; n++) {
      const response = await submitAt(
        '/api/contact',
        { ...validContact, message: `Question number ${n} about the programme.` },
        n * 30 * 60_000,
        { NOTIFY_EMAIL: STAFF_INBOX, NOTIFY_QUEUE: queue.NOTIFY_QUEUE },
      )
      // Answered as every other message: nothing tells a prober the address is capped.
      expect(response.status).toBe(201)
      expect(await response.json()).toEqual({ message: "Thanks for reaching out! We'll reply within 24 hours." })
    }
    expect((await readRows('contact_messages')).length).toBe(20)
    const acknowledgements = (await jobs())
      .filter((job) => job.kind === 'contact-acknowledgement')
      .sort((a, b) => a.created_at.localeCompare(b.created_at))
    expect(acknowledgements.map((job) => job.status)).toEqual([
      ...Array(3).fill('pending'),
      ...Array(17).fill('suppressed'),
    ])
    // Staff alerts are not the stranger's inbox: two an hour, each sent.
    expect(await statusesOf('contact-staff')).toEqual(Array(20).fill('pending'))
    const pending = (await jobs()).filter((job) => job.status === 'pending').map((job) => ({ jobId: job.id }))
    expect(queue.sent).toHaveLength(23)
    expect(queue.sent).toEqual(expect.arrayContaining(pending))
  })

  it('opens again 24 hours after the first, counts per address, and caps a guide sent again after an erasure too', async () => {
    const ask = (n: number, ms: number, email = validContact.email) =>
      submitAt('/api/contact', { ...validContact, email, message: `Question number ${n} about the programme.` }, ms)
    for (let n = 0; n < 4; n++) expect((await ask(n, n * HOUR)).status).toBe(201)
    expect((await ask(9, 2 * HOUR, 'someone.else@example.org')).status).toBe(201)
    expect((await ask(4, 24 * HOUR)).status).toBe(201)
    const byTime = (await jobs())
      .filter((job) => job.email === validContact.email)
      .sort((a, b) => a.created_at.localeCompare(b.created_at))
    expect(byTime.map((job) => job.status)).toEqual(['pending', 'pending', 'pending', 'suppressed', 'pending'])
    expect((await jobs()).find((job) => job.email === 'someone.else@example.org')?.status).toBe('pending')

    // The guide is a courtesy email too: for this address it is the fourth in 24 hours, for the other the second.
    expect((await submitAt('/api/email-signup', { email: validContact.email }, 24 * HOUR + 60_000)).status).toBe(201)
    expect(
      (await submitAt('/api/email-signup', { email: 'someone.else@example.org' }, 24 * HOUR + 60_000)).status,
    ).toBe(201)
    const guides = Object.fromEntries(
      (await jobs()).filter((job) => job.kind === 'signup-guide').map((job) => [job.email, job.status]),
    )
    expect(guides).toEqual({ [validContact.email]: 'suppressed', 'someone.else@example.org': 'pending' })
  })
})

describe('identical contact messages', () => {
  it('are one message: one row, one acknowledgement, one staff email, and the same answer each time', async () => {
    const queue = recordingQueue()
    for (let n = 0; n < 3; n++) {
      const response = await submitAt('/api/contact', validContact, n * 60_000, {
        NOTIFY_EMAIL: STAFF_INBOX,
        NOTIFY_QUEUE: queue.NOTIFY_QUEUE,
      })
      expect(response.status).toBe(201)
      expect(await response.json()).toEqual({ message: "Thanks for reaching out! We'll reply within 24 hours." })
    }
    expect((await readRows('contact_messages')).length).toBe(1)
    expect((await jobs()).map((job) => job.kind).sort()).toEqual(['contact-acknowledgement', 'contact-staff'])
    expect(queue.sent).toHaveLength(2)
  })

  it('is a new message with another subject, another text, or after 24 hours', async () => {
    expect((await submitAt('/api/contact', validContact, 0)).status).toBe(201)
    expect((await submitAt('/api/contact', { ...validContact, subject: 'other' }, HOUR)).status).toBe(201)
    expect(
      (await submitAt('/api/contact', { ...validContact, message: `${validContact.message} Thanks!` }, HOUR)).status,
    ).toBe(201)
    expect((await submitAt('/api/contact', validContact, 24 * HOUR - 1)).status).toBe(201)
    expect((await readRows('contact_messages')).length).toBe(3)
    expect((await submitAt('/api/contact', validContact, 24 * HOUR)).status).toBe(201)
    expect((await readRows('contact_messages')).length).toBe(4)
  })
})

describe('staff alerts that coalesce', () => {
  const inHour = (n: number) => 14 * 60_000 + n * 90_000
  const message = (n: number) => ({
    ...validContact,
    email: `asker${n}@example.org`,
    message: `Question number ${n} about the programme.`,
  })
  const STAFF = { NOTIFY_EMAIL: STAFF_INBOX }

  async function summary(): Promise<Email & { job: Job }> {
    const [job] = (await jobs()).filter((row) => row.kind === 'staff-summary')
    const full = await openDatabase(env.DB).query.outbox.findFirst({
      where: (outbox, { eq }) => eq(outbox.id, job!.id),
    })
    const email = await composeEmail(openDatabase(env.DB), { ...env, ...STAFF }, full!)
    if ('cancelled' in email) throw new Error('the summary had nothing to say')
    return { ...email, job: full! }
  }

  it('sends the first 10 of an hour one by one and the other 20 as one summary after the hour', async () => {
    expect(STAFF_ALERTS_PER_HOUR).toBe(10)
    for (let n = 0; n < 15; n++) expect((await submitAt('/api/contact', message(n), inHour(n), STAFF)).status).toBe(201)
    for (let n = 15; n < 30; n++)
      expect((await submitAt('/api/register', child(n, `parent${n}@example.org`), inHour(n), STAFF)).status).toBe(201)
    const staffJobs = (await jobs())
      .filter((job) => job.email === STAFF_INBOX)
      .sort((a, b) => a.created_at.localeCompare(b.created_at))
    expect(staffJobs.map((job) => job.status)).toEqual([...Array(10).fill('pending'), ...Array(20).fill('coalesced')])
    // The families' own emails are untouched by the staff threshold.
    expect(new Set((await jobs()).filter((job) => job.email !== STAFF_INBOX).map((job) => job.status))).toEqual(
      new Set(['pending']),
    )

    // Within the hour nothing is summed up yet; after it, one summary, queued once.
    const queue = recordingQueue()
    await sweepOutbox({ ...env, ...STAFF, ...queue }, T0 + 50 * 60_000)
    expect((await jobs()).filter((job) => job.kind === 'staff-summary')).toEqual([])
    await sweepOutbox({ ...env, ...STAFF, ...queue }, T0 + HOUR + 2 * 60_000)
    // A second sweep writes no second summary (one a minute later: after two, the sweep would
    // queue the unclaimed summary again, as it does every job, and the consumer's claim sends it once).
    await sweepOutbox({ ...env, ...STAFF, ...queue }, T0 + HOUR + 3 * 60_000)
    const summaries = (await jobs()).filter((job) => job.kind === 'staff-summary')
    expect(summaries).toEqual([
      expect.objectContaining({ email: STAFF_INBOX, record_id: '2026-03-02T13', status: 'pending' }),
    ])
    expect(queue.sent.filter((body) => (body as { jobId: string }).jobId === summaries[0]!.id)).toHaveLength(1)
    expect(await statusesOf('contact-staff')).toEqual([...Array(10).fill('pending'), ...Array(5).fill('summarised')])

    const email = await summary()
    expect(email.to).toBe(STAFF_INBOX)
    expect(email.subject).toBe('20 more new arrivals on the site, Mar 2, 2026, 8:00 AM to 9:00 AM (New York time)')
    expect(email.text).toContain('- New registrations: 15\n- New messages: 5')
    expect(email.text).toContain('The first 10 were emailed one by one')
    expect(email.text).toContain('http://127.0.0.1:8787/admin/registrations')
    // Names and addresses stay in the console.
    expect(email.text).not.toContain('asker')
    expect(email.text).not.toContain('Child')
  })

  it('takes its threshold from STAFF_ALERTS_PER_HOUR and starts again each hour', async () => {
    const three = { ...STAFF, STAFF_ALERTS_PER_HOUR: '3' }
    for (let n = 0; n < 5; n++) expect((await submitAt('/api/contact', message(n), inHour(n), three)).status).toBe(201)
    for (let n = 5; n < 7; n++)
      expect((await submitAt('/api/contact', message(n), HOUR + inHour(n), three)).status).toBe(201)
    const byTime = (await jobs())
      .filter((job) => job.kind === 'contact-staff')
      .sort((a, b) => a.created_at.localeCompare(b.created_at))
    expect(byTime.map((job) => job.status)).toEqual([
      'pending',
      'pending',
      'pending',
      'coalesced',
      'coalesced',
      'pending',
      'pending',
    ])
  })
})

describe('privacy of what the limits add', () => {
  it('erasure and export of an address cover suppressed emails and repeated messages', async () => {
    for (let n = 0; n < 5; n++)
      await submitAt(
        '/api/contact',
        { ...validContact, message: `Question number ${n % 4} about the programme.` },
        n * 60_000,
      )
    expect(PERSONAL_DATA_TABLES).toEqual(
      expect.arrayContaining(['outbox', 'contact_messages', 'registrations', 'email_signups']),
    )
    const counts = await env.DB.batch(
      ERASURE.map(({ count }) => env.DB.prepare(count).bind(...erasureBindings(count, validContact.email, []))),
    )
    const byTable = Object.fromEntries(
      ERASURE.map(({ table }, i) => [table, (counts[i]!.results[0] as { n: number }).n]),
    )
    expect(byTable).toMatchObject({ contact_messages: 4, outbox: 4 })
    expect(await statusesOf('contact-acknowledgement')).toEqual(['pending', 'pending', 'pending', 'suppressed'])
    await env.DB.batch(
      ERASURE.map(({ remove }) => env.DB.prepare(remove).bind(...erasureBindings(remove, validContact.email, []))),
    )
    expect(await countAllRows()).toMatchObject({ contact_messages: 0, outbox: 0 })
  })

  it('writes no address or content to a log line or a queue message', async () => {
    const logged: string[] = []
    for (const level of ['log', 'info', 'warn', 'error', 'debug'] as const) {
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void logged.push(args.map(String).join(' ')))
    }
    const queue = recordingQueue()
    const extra = { NOTIFY_EMAIL: STAFF_INBOX, STAFF_ALERTS_PER_HOUR: '1', NOTIFY_QUEUE: queue.NOTIFY_QUEUE }
    for (let n = 0; n < 6; n++) await submitAt('/api/register', child(n, 'private.qz9@example.org'), n * 60_000, extra)
    for (let n = 0; n < 5; n++)
      await submitAt(
        '/api/contact',
        { ...validContact, email: 'private.qz9@example.org', message: `Secretqz9 question ${n}.` },
        n * 60_000,
        extra,
      )
    await sweepOutbox({ ...env, ...extra }, T0 + 2 * HOUR)
    const everything = [...logged, ...queue.sent.map((body) => JSON.stringify(body))].join('\n')
    expect(everything).not.toContain('qz9')
    for (const body of queue.sent) expect(Object.keys(body as object)).toEqual(['jobId'])
  })
})
