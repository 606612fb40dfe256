import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { SUCCESS } from '../../test-data/spec-texts'
import { openDatabase } from '../base/db/client'
import * as schema from '../base/db/schema'
import { composeEmail } from '../emails'
import { createStaff, signIn, staffPost } from '../test/admin-helpers'
import { call, clearTables, ORIGIN, postJson, readRows, ROOMY, storeCohort, validRegistration } from '../test/helpers'

beforeEach(clearTables)
/** How many times the race repeats (SOAK_RUNS): once in `npm test`, 50 in `npm run soak`. */
const RUNS = Number(env.SOAK_RUNS)

const db = openDatabase(env.DB)
/** A cohort far enough ahead that the real clock and every pinned day here see it as next. */
const COHORT = '44444444-4444-4444-8444-444444444444'

const insertCohort = (capacity: number) => storeCohort({ id: COHORT, sessionDates: [], capacity })

/** A 15-year-old registered by a parent, with consent. */
const child = { ...validRegistration, email: 'okafor.family@example.org', age: 15, parentalConsent: true }
/** What a stranger who knows the child's name and the parent's address sends. */
const stranger = {
  ...child,
  age: 22,
  phone: '(555) 999-0000',
  emergencyContact: 'Someone Else (555) 999-1111',
  motivation: 'Changed by someone who is not the family.',
  parentalConsent: false,
  mediaConsent: true,
  sessionPreference: 'individual',
}

const register = (body: object, bindings: Partial<typeof env> = {}, headers: Record<string, string> = {}) =>
  postJson('/api/register', body, headers, { ...ROOMY, ...bindings })
const answerOf = async (response: Response) => ({ status: response.status, body: await response.json() })
const registrationRows = () => readRows('(SELECT * FROM registrations ORDER BY queue_number)')
const jobs = async () => (await db.select().from(schema.outbox)).sort((a, b) => a.createdAt.localeCompare(b.createdAt))
const notices = async () => (await jobs()).filter((job) => job.kind === 'registration-repeat')

async function staffPlace(id: string, status: string) {
  await createStaff()
  const moved = await staffPost(await signIn(), `/api/admin/registrations/${id}/placement`, { status })
  expect(moved.status).toBe(200)
}

describe('a repeat of a live registration changes nothing', () => {
  it("leaves a 15-year-old's seated row exactly as it was when a stranger sends age 22, their phone and contact and no consent", async () => {
    await insertCohort(10)
    expect(await answerOf(await register(child))).toEqual({
      status: 201,
      body: { message: SUCCESS.register, status: 'seated' },
    })
    const before = await registrationRows()
    const confirmation = await jobs()
    const repeated = await register(stranger)
    expect(await answerOf(repeated)).toEqual({ status: 201, body: { message: SUCCESS.register, status: 'seated' } })
    expect(await registrationRows()).toEqual(before)
    expect(before[0]).toMatchObject({ age: 15, phone: child.phone, parental_consent: 1, updated_at: null })
    // Its emails: the confirmation as it was, and one notice to the address on file, about this row.
    const after = await jobs()
    expect(after.slice(0, confirmation.length)).toEqual(confirmation)
    expect(after.slice(confirmation.length).map((job) => [job.kind, job.recordId, job.email, job.status])).toEqual([
      ['registration-repeat', before[0]!.id, child.email, 'pending'],
    ])
  })

  it('names the participant and links the family page, in the language of the confirmation, and repeats nothing that was sent', async () => {
    await register(child, {}, { 'accept-language': 'es' })
    await register(stranger)
    const [notice] = await notices()
    expect(notice).toMatchObject({ language: 'es', origin: ORIGIN })
    const email = await composeEmail(db, env, notice!)
    if ('cancelled' in email) throw new Error('cancelled')
    expect(email.to).toBe(child.email)
    expect(email.subject).toBe('Alguien volvió a enviar tu formulario de inscripción')
    expect(email.text).toContain(
      'Hola:\n\nAlguien volvió a enviar nuestro formulario de inscripción de Amara Okafor con este correo electrónico. No cambiamos nada: la inscripción sigue exactamente como estaba.',
    )
    expect(email.text).toMatch(new RegExp(`${ORIGIN}/family\\?token=[A-Za-z0-9_-]{43}&lang=es`))
    const words = email.text.replace(/token=\S+/, '')
    for (const sent of [stranger.phone, stranger.emergencyContact, stranger.motivation, child.phone])
      expect(words).not.toContain(sent)
    expect(words).not.toMatch(/\b(22|15)\b/)

    await clearTables()
    await register(child)
    await register(stranger)
    const english = await composeEmail(db, env, (await notices())[0]!)
    if ('cancelled' in english) throw new Error('cancelled')
    expect(english.subject).toBe('Someone sent your registration form again')
    expect(english.text).toMatch(
      /^Hello,\n\nSomeone sent our registration form again for Amara Okafor, with this email/,
    )
  })

  it.each([
    ['seated, in a cohort now full', 1, [], 'seated', 'waitlisted'],
    ['seated, with seats left', 3, [], 'seated', 'seated'],
    ['waitlisted', 1, ['Chidi'], 'waitlisted', 'waitlisted'],
    ['offered a freed seat', 1, ['Chidi'], 'offered', 'waitlisted'],
  ])(
    'answers a repeat of a registration %s what a newcomer gets at that moment',
    async (_, capacity, before, stored, answered) => {
      await insertCohort(capacity)
      for (const firstName of before)
        await register({ ...validRegistration, firstName, email: `${firstName}@example.org` })
      await register(child)
      // The seated family cancels: its seat is offered to the head of the waitlist, ours.
      if (stored === 'offered') {
        const rows = await readRows<{ id: string; first_name: string }>('registrations')
        await staffPlace(rows.find((row) => row.first_name === 'Chidi')!.id, 'cancelled')
      }
      const ours = async () =>
        (await readRows<{ email: string; status: string }>('registrations')).find((row) => row.email === child.email)
      expect((await ours())?.status).toBe(stored)
      const rowsBefore = await registrationRows()
      const repeated = await answerOf(await register(stranger))
      expect(await registrationRows()).toEqual(rowsBefore)
      // A newcomer at the same moment: a sibling under the same address, sent just after (the repeat changed nothing).
      const newcomer = await answerOf(await register({ ...child, firstName: 'Zara' }))
      expect(repeated).toEqual(newcomer)
      expect(repeated).toEqual({ status: 201, body: { message: SUCCESS.register, status: answered } })
    },
  )

  it('answers interest as a newcomer would while no cohort is ahead, and changes nothing', async () => {
    await register(child)
    const before = await registrationRows()
    expect(await answerOf(await register(stranger))).toEqual({
      status: 201,
      body: { message: SUCCESS.register, status: 'interest' },
    })
    expect(await registrationRows()).toEqual(before)
  })

  it('keeps the row when the names are typed differently: the same participant', async () => {
    await register({ ...child, partner: 'lincoln-high' })
    const before = await registrationRows()
    const repeat = { ...stranger, firstName: ' amara ', lastName: 'OKAFOR', email: 'Okafor.Family@Example.org' }
    expect((await register({ ...repeat, partner: 'westside' })).status).toBe(201)
    expect(await registrationRows()).toEqual(before)
    expect(await notices()).toHaveLength(1)
  })

  it('emails the address at most once in any 24 hours, however often the form is sent', async () => {
    const at = (hours: number) => ({
      BOOTCAMP_NOW: new Date(Date.UTC(2099, 0, 10, 15) + hours * 3_600_000).toISOString(),
    })
    await register(child, at(0))
    for (const hours of [1, 2, 23.9]) expect((await register(stranger, at(hours))).status).toBe(201)
    // A sibling under the same address shares the day's notice: it is the address that is emailed.
    await register({ ...child, firstName: 'Chidi' }, at(3))
    await register({ ...stranger, firstName: 'Chidi' }, at(4))
    expect((await notices()).map((job) => job.createdAt)).toEqual([at(1).BOOTCAMP_NOW])
    await register(stranger, at(25.01))
    expect((await notices()).map((job) => job.createdAt)).toEqual([at(1).BOOTCAMP_NOW, at(25.01).BOOTCAMP_NOW])
  })

  // Once in `npm test`, 50 times in `npm run soak`.
  it(
    'two or twenty repeats at once change nothing and write one notice',
    async () => {
      for (let run = 0; run < RUNS; run++) {
        await clearTables()
        await insertCohort(1)
        // An address of its own each run: the address's rate limit outlives the tables.
        const email = `run${run}.${child.email}`
        await register({ ...child, email })
        const before = await registrationRows()
        const variants = Array.from({ length: 20 }, (_, n) => ({
          ...stranger,
          email,
          age: 13 + (n % 9),
          phone: `(555) 999-00${n}`,
        }))
        const answers = await Promise.all(variants.map(async (variant) => answerOf(await register(variant))))
        expect(new Set(answers.map((answer) => JSON.stringify(answer)))).toEqual(
          new Set([JSON.stringify({ status: 201, body: { message: SUCCESS.register, status: 'waitlisted' } })]),
        )
        expect(await registrationRows()).toEqual(before)
        expect(await notices()).toHaveLength(1)
      }
    },
    10_000 + RUNS * 1_000,
  )

  it('stores one row for 100 identical concurrent registrations, all answered alike, with at most one notice', async () => {
    const responses = await Promise.all(Array.from({ length: 100 }, () => register(validRegistration)))
    expect(new Set(responses.map((response) => response.status))).toEqual(new Set([201]))
    expect(new Set(await Promise.all(responses.map((response) => response.text())))).toEqual(
      new Set([JSON.stringify({ message: SUCCESS.register, status: 'interest' })]),
    )
    expect(await readRows('registrations')).toHaveLength(1)
    expect((await notices()).length).toBeLessThanOrEqual(1)
    expect((await jobs()).filter((job) => job.kind === 'registration-confirmation')).toHaveLength(1)
  })

  it('keeps two siblings registered with one parent email as two registrations', async () => {
    for (const firstName of ['Amara', 'Chidi']) expect((await register({ ...child, firstName })).status).toBe(201)
    expect((await readRows<{ first_name: string }>('registrations')).map((row) => row.first_name).sort()).toEqual([
      'Amara',
      'Chidi',
    ])
    expect(await notices()).toEqual([])
  })

  it('sent without script, answers the newcomer’s placement in the address and changes nothing', async () => {
    await insertCohort(1)
    await register(child)
    const before = await registrationRows()
    const fields = {
      form: 'registration',
      firstName: stranger.firstName,
      lastName: stranger.lastName,
      email: stranger.email,
      phone: stranger.phone,
      age: String(stranger.age),
      sessionPreference: stranger.sessionPreference,
      emergencyContact: stranger.emergencyContact,
      motivation: stranger.motivation,
      termsAgreement: 'on',
      website: '',
    }
    const sent = await call(
      '/embed/register',
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN },
        body: new URLSearchParams(fields).toString(),
        redirect: 'manual',
      },
      ORIGIN,
      ROOMY,
    )
    expect(sent.status).toBe(303)
    expect(sent.headers.get('location')).toBe('/embed/register?sent=registration&placement=waitlisted')
    expect(await registrationRows()).toEqual(before)
    expect((await notices()).map((job) => job.recordId)).toEqual([before[0]!.id])
  })

  it('past the address’s daily limit, answers the 429 a newcomer gets, and changes nothing', async () => {
    for (const firstName of ['Amara', 'Chidi', 'Ada', 'Ngozi', 'Emeka'])
      expect((await register({ ...child, firstName })).status).toBe(201)
    const before = await registrationRows()
    const newcomer = await answerOf(await register({ ...child, firstName: 'Zara' }))
    const repeated = await answerOf(await register(stranger))
    expect(newcomer.status).toBe(429)
    expect(repeated).toEqual(newcomer)
    expect(await registrationRows()).toEqual(before)
  })
})

describe('a registration that ended rejoins', () => {
  it.each(['cancelled', 'lapsed'])(
    'once %s: a new place at the end, its stored details kept, and the normal confirmation',
    async (ended) => {
      await insertCohort(2)
      await register(child)
      const [first] = await registrationRows()
      if (ended === 'cancelled') await staffPlace(String(first!.id), 'cancelled')
      else await env.DB.prepare("UPDATE registrations SET status = 'lapsed'").run()
      await register({ ...validRegistration, firstName: 'Chidi', email: 'chidi@example.org' })
      const before = await registrationRows()
      const jobsBefore = (await jobs()).length
      const at = '2099-01-20T15:00:00.000Z'
      expect(await answerOf(await register(stranger, { BOOTCAMP_NOW: at }))).toEqual({
        status: 201,
        body: { message: SUCCESS.register, status: 'seated' },
      })
      const rows = await registrationRows()
      const ours = rows.find((row) => row.id === first!.id)!
      const chidi = before.find((row) => row.first_name === 'Chidi')!
      expect(rows).toHaveLength(2)
      expect(ours).toEqual({
        ...before.find((row) => row.id === first!.id),
        status: 'seated',
        queue_number: Number(chidi.queue_number) + 1,
        status_changed_at: at,
        offer_expires_at: null,
        entered_at: at,
      })
      expect(ours).toMatchObject({ age: 15, phone: child.phone, parental_consent: 1, created_at: first!.created_at })
      const added = (await jobs()).slice(jobsBefore)
      expect(added.map((job) => [job.kind, job.recordId, job.email, job.status])).toEqual([
        ['registration-confirmation', first!.id, child.email, 'pending'],
      ])
      const email = await composeEmail(db, env, added[0]!)
      if ('cancelled' in email) throw new Error('cancelled')
      expect(email.text).toContain(`Phone: ${child.phone}`)
      expect(email.text).not.toContain(stranger.phone)
    },
  )
  it('comes back once when its batch runs again after a lost answer: one confirmation, no notice', async () => {
    await insertCohort(2)
    await register(child)
    await env.DB.prepare("UPDATE registrations SET status = 'lapsed'").run()
    const jobsBefore = (await jobs()).length
    const tried = { calls: 0 }
    // D1 committed the batch but its answer was lost: the submission runs the same batch again.
    const lossy = new Proxy(env.DB, {
      get(target, property) {
        if (property === 'batch')
          return async (statements: D1PreparedStatement[]) => {
            const result = await target.batch(statements)
            if (++tried.calls === 1) throw new Error('D1_ERROR: Network connection lost.')
            return result
          }
        const value = Reflect.get(target, property) as unknown
        return typeof value === 'function' ? value.bind(target) : value
      },
    })
    expect(await answerOf(await register(stranger, { DB: lossy }))).toEqual({
      status: 201,
      body: { message: SUCCESS.register, status: 'seated' },
    })
    expect(tried.calls).toBe(2)
    expect((await jobs()).slice(jobsBefore).map((job) => job.kind)).toEqual(['registration-confirmation'])
    expect((await readRows<{ status: string }>('registrations')).map((row) => row.status)).toEqual(['seated'])
  })
})
