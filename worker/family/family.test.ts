import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { openDatabase } from '../base/db/client'
import * as schema from '../base/db/schema'
import { writeCohortReminders } from './reminders'
import { composeEmail } from '../emails'
import type { Email, Job } from '../base/notify/email'
import { createStaff, signIn, staffCall, staffPost } from '../test/admin-helpers'
import {
  call,
  clearTables,
  postJson,
  readRows,
  registerParticipant,
  ROOMY,
  storeCohort,
  validRegistration,
} from '../test/helpers'

const db = openDatabase(env.DB)

/** A cohort far ahead with `capacity` seats, starting on Saturday 6 March 2100. */
async function cohort(capacity: number, start = '2100-03-06') {
  await storeCohort({ id: 'c1', startDate: start, capacity, refundDays: 14 })
}

/** Registers a participant; its row. */
const register = (fields: Parameters<typeof registerParticipant>[0] = {}) => registerParticipant(fields)

/** The email an outbox job sends, as composed when it is sent. */
async function emailOf(kind: string, recordId: string): Promise<Email> {
  const job = (await db.select().from(schema.outbox)).find(
    (row) => row.kind === kind && row.recordId === recordId,
  ) as Job
  const email = await composeEmail(db, env, job)
  if ('cancelled' in email) throw new Error(`cancelled: ${email.cancelled}`)
  return email
}

/** The family page's address from an email's text. */
const familyLinkIn = (email: Email) => {
  const found =
    /Your registration page \(status, payment, consent, changes\): (http:\/\/127\.0\.0\.1:8787\/family\?token=[A-Za-z0-9_-]{43})/.exec(
      email.text,
    )
  expect(found, 'the family link in the email').not.toBeNull()
  return new URL(found![1]!)
}

const page = (link: URL, bindings: Partial<typeof env> = {}) =>
  call(`${link.pathname}${link.search}`, {}, undefined, bindings)
const post = (link: URL, action: string, form: Record<string, string>, origin = 'http://127.0.0.1:8787') =>
  call(`/family/${action}${link.search}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
    body: new URLSearchParams(form).toString(),
  })

beforeEach(clearTables)

describe('the private link in a family’s emails', () => {
  it('opens the family’s page: status, the four dates, what is owed, never cached or indexed, and only a hash is stored', async () => {
    await cohort(5)
    const amara = await register()
    const confirmation = await emailOf('registration-confirmation', amara.id)
    expect(confirmation.text).toContain(
      'Add the four sessions to your calendar: http://127.0.0.1:8787/api/cohorts/c1/calendar.ics?lang=en',
    )
    const link = familyLinkIn(confirmation)
    const response = await page(link)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow')
    expect(response.headers.get('referrer-policy')).toBe('same-origin')
    const html = await response.text()
    expect(html).toContain('<h1>Amara Okafor: your registration</h1>')
    expect(html).toContain('<p role="status">A seat in the cohort is held for this participant.</p>')
    for (const day of ['March 6, 2100', 'March 13, 2100', 'March 20, 2100', 'March 27, 2100'])
      expect(html).toContain(`<li>${day}</li>`)
    expect(html).toContain('Complete Bootcamp (all 4 sessions)')
    expect(html).toContain('/api/cohorts/c1/calendar.ics?lang=en')
    const token = link.searchParams.get('token')!
    const stored = await readRows<{ token_hash: string; registration_id: string; expires_at: string }>('family_links')
    expect(stored).toHaveLength(1)
    expect(stored[0]!.registration_id).toBe(amara.id)
    expect(stored[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/)
    expect(JSON.stringify(await readRows('family_links'))).not.toContain(token)
  })

  it('answers a tampered, expired or revoked link with a clear page and changes nothing', async () => {
    await cohort(5)
    const amara = await register()
    const link = familyLinkIn(await emailOf('registration-confirmation', amara.id))
    const tampered = new URL(link)
    // One character changed (never to itself: a token may end in 'A' already).
    const token = link.searchParams.get('token')!
    tampered.searchParams.set('token', `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`)
    const refused = await page(tampered)
    expect(refused.status).toBe(400)
    expect(await refused.text()).toContain('<h1>This link does not work</h1>')
    const later = await page(link, { BOOTCAMP_NOW: new Date(Date.now() + 31 * 86_400_000).toISOString() })
    expect(later.status).toBe(410)
    expect(await later.text()).toContain('<h1>This link has expired</h1>')
    await env.DB.prepare(`UPDATE family_links SET revoked_at = '2026-01-01T00:00:00.000Z'`).run()
    const revoked = await post(link, 'cancel', { confirmCancel: 'yes' })
    expect(revoked.status).toBe(410)
    expect(await revoked.text()).toContain('<h1>This link has been turned off</h1>')
    expect((await readRows<{ status: string }>('registrations'))[0]!.status).toBe('seated')
  })
})

describe('what a family does on its page', () => {
  it('corrects the details with the form’s own rules, recomputes the repeat key, and refuses a clash with a sibling', async () => {
    await cohort(5)
    const amara = await register()
    await register({ firstName: 'Kemi' })
    const link = familyLinkIn(await emailOf('registration-confirmation', amara.id))
    const details = { firstName: 'Amara', lastName: 'Okafor', phone: '(614) 555-0100', emergencyContact: '' }
    const badPhone = await post(link, 'details', { ...details, phone: 'call me' })
    expect(badPhone.status).toBe(400)
    expect(await badPhone.text()).toContain('value="call me"')
    const clash = await post(link, 'details', { ...details, firstName: 'Kemi' })
    expect(clash.status).toBe(409)
    expect(await clash.text()).toContain(
      'Another registration for this cohort already has this name and email address.',
    )
    const before = await readRows<{ id: string; first_name: string; participant_key: string }>('registrations')
    expect(before.find((row) => row.id === amara.id)!.first_name).toBe('Amara')
    expect((await post(link, 'details', { ...details, firstName: 'Ama' })).status).toBe(303)
    const after = (
      await readRows<{ id: string; first_name: string; participant_key: string; phone: string }>('registrations')
    ).find((row) => row.id === amara.id)!
    expect(after.first_name).toBe('Ama')
    expect(after.phone).toBe('(614) 555-0100')
    expect(after.participant_key).not.toBe(before.find((row) => row.id === amara.id)!.participant_key)
    expect((await post(link, 'preference', { sessionPreference: 'individual' })).status).toBe(303)
    expect(
      (await readRows<{ id: string; session_preference: string }>('registrations')).find((row) => row.id === amara.id)!
        .session_preference,
    ).toBe('individual')
  })

  it('cancels with the refund rule shown first, and the freed seat is offered to the next on the waitlist', async () => {
    await cohort(1)
    const amara = await register()
    const waiting = await register({ email: 'waiting@example.org', firstName: 'Kofi' })
    expect(waiting.status).toBe('waitlisted')
    const link = familyLinkIn(await emailOf('registration-confirmation', amara.id))
    expect(await (await page(link)).text()).toContain(
      'A payment is refunded in full if you cancel at least 14 days before the start, that is by February 20, 2100.',
    )
    const unconfirmed = await post(link, 'cancel', {})
    expect(unconfirmed.status).toBe(400)
    expect(await unconfirmed.text()).toContain('Tick the box to confirm.')
    expect((await post(link, 'cancel', { confirmCancel: 'yes' })).status).toBe(200)
    const rows = await readRows<{ id: string; status: string }>('registrations')
    expect(rows.find((row) => row.id === amara.id)!.status).toBe('cancelled')
    expect(rows.find((row) => row.id === waiting.id)!.status).toBe('offered')
    const offers = (await readRows<{ kind: string; record_id: string }>('outbox')).filter(
      (job) => job.kind === 'seat-offer',
    )
    expect(offers.map((job) => job.record_id)).toEqual([waiting.id])
    expect(
      (await readRows<{ action: string; username: string }>('audit_log')).map((row) => [row.action, row.username]),
    ).toEqual([['family-cancelled', 'family']])
  })

  it('downloads this registration’s data and erases it alone, never a sibling’s under the same address', async () => {
    await cohort(5)
    const amara = await register()
    const kemi = await register({ firstName: 'Kemi' })
    const link = familyLinkIn(await emailOf('registration-confirmation', amara.id))
    const data = await page(new URL(`/family/data.json${link.search}`, link))
    expect(data.status).toBe(200)
    const body = (await data.json()) as { registration: { id: string; firstName: string } }
    expect(body.registration).toMatchObject({ id: amara.id, firstName: 'Amara' })
    expect(JSON.stringify(body)).not.toContain('Kemi')
    expect(JSON.stringify(body)).not.toContain('participantKey')
    // Both checked in on a session day: only the erased one's attendance goes with it.
    for (const id of [amara.id, kemi.id])
      await env.DB.prepare(
        "INSERT INTO attendance (registration_id, session_date, present, tapped_at, recorded_by) VALUES (?1, '2099-01-03', 1, '2099-01-03T15:00:00.000Z', 'staff')",
      )
        .bind(id)
        .run()
    const erased = await post(link, 'erase', { confirmErase: 'yes' })
    expect(erased.status).toBe(200)
    expect((await readRows<{ id: string }>('registrations')).map((row) => row.id)).toEqual([kemi.id])
    // Amara's check-in stays under legal hold (16 at registration: 6 years), beside a reduced row, and the page says so.
    expect(
      (await readRows<{ registration_id: string }>('attendance')).map((row) => row.registration_id).sort(),
    ).toEqual([amara.id, kemi.id].sort())
    const [held] = await readRows<Record<string, string>>('held_registrations')
    const [year, monthDay] = [held!.registered_on!.slice(0, 4), held!.registered_on!.slice(4)]
    expect(held).toEqual({
      ...held,
      id: amara.id,
      first_name: 'Amara',
      last_name: 'Okafor',
      age: 16,
      reason: 'erasure-request',
    })
    expect(Object.keys(held!).sort()).toEqual([
      'age',
      'cohort_id',
      'first_name',
      'held_at',
      'held_until',
      'id',
      'last_name',
      'reason',
      'registered_on',
    ])
    expect(held!.held_until).toBe(`${Number(year) + 6}${monthDay}`)
    const said = (await erased.text()).replace(/\s+/g, ' ')
    expect(said).toContain('<h2>What we keep, and why</h2>')
    expect(said).toContain('For Amara Okafor we keep the check-in records (the sessions attended) until ')
    expect((await readRows<{ record_id: string }>('outbox')).every((job) => job.record_id !== amara.id)).toBe(true)
    expect(await readRows('family_links')).toEqual([])
    expect((await page(link)).status).toBe(400)
  })

  it('refuses an action from another site, changing nothing', async () => {
    await cohort(5)
    const amara = await register()
    const link = familyLinkIn(await emailOf('registration-confirmation', amara.id))
    const foreign = await post(link, 'cancel', { confirmCancel: 'yes' }, 'https://evil.example')
    expect(foreign.status).toBe(403)
    expect(((await foreign.json()) as { message: string }).message).toBe('This site may not send forms to this API.')
    expect((await readRows<{ status: string }>('registrations'))[0]!.status).toBe('seated')
  })
})

describe('the family page’s safeguards', () => {
  it('counts every request from one address: the 31st in a minute gets a plain “too many tries” page', async () => {
    // The limiter counts in whole minutes: thirty-one guesses that cross into the next minute start
    // counting again there, so they are made once more, from a second address, in the new minute.
    let throttled: Response | undefined
    for (const ip of ['10.99.0.1', '10.99.0.2']) {
      const guess = (n: number) =>
        call(`/family?token=${'A'.repeat(42)}${n % 10}`, { headers: { 'cf-connecting-ip': ip } })
      for (let n = 0; n < 30; n++) expect((await guess(n)).status).toBe(400)
      throttled = await guess(30)
      if (throttled.status === 429) break
    }
    throttled = throttled!
    expect(throttled.status).toBe(429)
    expect(throttled.headers.get('retry-after')).toBe('60')
    expect(await throttled.text()).toContain('<h1>Too many tries</h1>')
  })

  it('speaks Spanish to a family that registered in Spanish, from the email to the page', async () => {
    await cohort(5)
    const response = await postJson(
      '/api/register',
      { ...validRegistration, sessionPreference: 'complete' },
      { 'accept-language': 'es' },
      ROOMY,
    )
    expect(response.status).toBe(201)
    const [row] = await readRows<{ id: string }>('registrations')
    const email = await emailOf('registration-confirmation', row!.id)
    const found = /Tu página de inscripción \(estado, pago, consentimiento, cambios\): (http:\/\/\S+)/.exec(email.text)
    expect(found).not.toBeNull()
    const link = new URL(found![1]!)
    expect(link.searchParams.get('lang')).toBe('es')
    const html = await (await page(link)).text()
    expect(html).toContain('<html lang="es">')
    expect(html).toContain('<h1>Amara Okafor: tu inscripción</h1>')
    expect(html).toContain('<h2 id="consent-heading">Consentimientos</h2>')
  })

  it('shows staff the consent records, which clear the “needs consent” flag, and how many links work, and turns them all off (audited)', async () => {
    await cohort(5)
    await createStaff()
    const token = await signIn()
    const teen = await register({ age: 15, parentalConsent: false })
    const flags = async () => ({
      record: (
        (await (await staffCall(token, `/api/admin/registrations/${teen.id}`)).json()) as { needsConsent: boolean }
      ).needsConsent,
      list: (
        (await (await staffCall(token, '/api/admin/registrations')).json()) as { items: { needsConsent: boolean }[] }
      ).items[0]!.needsConsent,
    })
    expect(await flags()).toEqual({ record: true, list: true })
    const link = familyLinkIn(await emailOf('registration-confirmation', teen.id))
    const guardian = { givenBy: 'guardian', signerName: 'Ngozi Okafor', relationship: 'guardian' }
    await post(link, 'consents/participation', guardian)
    expect(await flags()).toEqual({ record: true, list: true })
    await post(link, 'consents/emergency-treatment', guardian)
    expect(await flags()).toEqual({ record: false, list: false })
    const record = (await (await staffCall(token, `/api/admin/registrations/${teen.id}`)).json()) as {
      parentalConsent: boolean
      consents: { kind: string; signerName: string; relationship: string; language: string }[]
      familyLinksLive: number
    }
    expect(record.parentalConsent).toBe(false)
    expect(record.consents[0]).toMatchObject({
      kind: 'participation',
      status: 'given',
      signerName: 'Ngozi Okafor',
      relationship: 'guardian',
      language: 'en',
    })
    expect(record.familyLinksLive).toBe(1)
    const revoked = await staffPost(token, `/api/admin/registrations/${teen.id}/family-links/revoke`, {})
    expect(revoked.status).toBe(200)
    expect(await revoked.json()).toEqual({ revoked: 1 })
    expect((await page(link)).status).toBe(410)
    const entry = (await readRows<{ action: string; username: string; detail: string }>('audit_log')).find(
      (row) => row.action === 'family-links-revoked',
    )
    expect(entry).toMatchObject({ username: 'staff', detail: `registration ${teen.id}: 1 links` })
  })
})

describe('reminders before the first session', () => {
  it('writes the week’s and the day’s reminder once each to seated families, the week’s saying what is missing, and none to a cancelled one', async () => {
    await cohort(2, '2027-03-06')
    const adult = await register({ age: 19 })
    const teen = await register({ firstName: 'Kemi', age: 15 })
    const cancelled = await register({ email: 'gone@example.org', firstName: 'Kofi' })
    expect(cancelled.status).toBe('waitlisted')
    await env.DB.prepare(`UPDATE registrations SET status = 'cancelled' WHERE id = ?`).bind(cancelled.id).run()
    const jobs = async () =>
      (await readRows<{ kind: string; record_id: string }>('outbox'))
        .filter((job) => job.kind.endsWith('-reminder') || job.kind.startsWith('session-reminder'))
        .map(
          (job) => `${job.kind} ${job.record_id === adult.id ? 'adult' : job.record_id === teen.id ? 'teen' : 'other'}`,
        )
        .sort()
    // Eight days before: nothing yet.
    expect(await writeCohortReminders(env, new Date('2027-02-26T15:00:00Z'))).toBe(0)
    // Seven days before (New York's day), twice: each reminder once.
    expect(await writeCohortReminders(env, new Date('2027-02-27T15:00:00Z'))).toBe(2)
    expect(await writeCohortReminders(env, new Date('2027-02-27T15:05:00Z'))).toBe(0)
    expect(await jobs()).toEqual(['session-reminder-week adult', 'session-reminder-week teen'])
    // The day before: the day's reminder, once.
    expect(await writeCohortReminders(env, new Date('2027-03-05T15:00:00Z'))).toBe(2)
    expect(await writeCohortReminders(env, new Date('2027-03-05T20:00:00Z'))).toBe(0)
    expect(await jobs()).toEqual([
      'session-reminder-day adult',
      'session-reminder-day teen',
      'session-reminder-week adult',
      'session-reminder-week teen',
    ])
    const week = await emailOf('session-reminder-week', teen.id)
    expect(week.subject).toBe('One week to go: the VITAL bootcamp starts soon')
    expect(week.text).toContain("Kemi Okafor's first session of the VITAL bootcamp is in one week, on March 6, 2027.")
    expect(week.text).toContain(
      'Add the four sessions to your calendar: http://127.0.0.1:8787/api/cohorts/c1/calendar.ics?lang=en',
    )
    const link = familyLinkIn(week)
    expect(week.text).toContain(
      `Before the first session, please complete on Kemi's registration page (each link opens its part):\n\nthe health and safety record: ${link.href}#health-heading\n\nthe consents to take part and to emergency medical treatment: ${link.href}#consent-heading\n\nwho may take the participant home after each session: ${link.href}#release-heading`,
    )
    // Cancelled after the reminder was written: the email is not sent.
    await env.DB.prepare(`UPDATE registrations SET status = 'cancelled' WHERE id = ?`).bind(adult.id).run()
    const job = (await db.select().from(schema.outbox)).find(
      (row) => row.kind === 'session-reminder-day' && row.recordId === adult.id,
    ) as Job
    expect(await composeEmail(db, env, job)).toEqual({ cancelled: 'no_longer_due' })
  })
})
