import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { openDatabase } from '../base/db/client'
import * as schema from '../base/db/schema'
import { composeEmail } from '../emails'
import type { Email, Job } from '../base/notify/email'
import { verifyUnsubscribeToken } from '../base/notify/signed-token'
import {
  clearTables,
  insertSpecCohort,
  ON_THE_SPEC_DAY,
  postJson,
  readRows,
  validContact,
  validRegistration,
} from './helpers'

beforeEach(clearTables)

const db = openDatabase(env.DB)
const STAFF = { NOTIFY_EMAIL: 'staff@vitalbootcamp.org' }

async function emailFor(kind: string, bindings: Partial<typeof env> = {}): Promise<Email> {
  const job = (await readRows<{ id: string; kind: string }>('outbox')).find((row) => row.kind === kind)!
  const row = (await db.select().from(schema.outbox)).find((candidate) => candidate.id === job.id) as Job
  const email = await composeEmail(db, { ...env, ...bindings }, row)
  if ('cancelled' in email) throw new Error(`cancelled: ${email.cancelled}`)
  return email
}

describe('the registration confirmation', () => {
  it('repeats what was registered, its cohort’s dates, place, prices, offers and next steps, in text and HTML', async () => {
    await insertSpecCohort()
    await postJson(
      '/api/register',
      { ...validRegistration, age: 19, sessionPreference: 'complete' },
      {},
      ON_THE_SPEC_DAY,
    )
    const email = await emailFor('registration-confirmation')
    expect(email).toMatchObject({
      to: 'amara.parent@example.org',
      subject: 'Registration received: VITAL Youth Leadership Bootcamp',
      from: 'VITAL Youth Bootcamp <hello@vitalbootcamp.org>',
    })
    for (const text of [
      'Hi Amara,',
      'Participant: Amara Okafor',
      'Age: 19',
      'Session preference: Complete Bootcamp ($200)',
      'Your cohort starts February 15, 2025',
      'Sessions on February 15th, February 22nd, March 1st and March 8th',
      'Saturdays 10AM-2PM',
      'Location: Downtown Columbus, OH (in person) and online',
      'Per Session: $50-75 per session',
      'Complete Bootcamp: $200 all 4 sessions',
      'Early Bird: Register by February 1st and save $30',
      'Group Rate: 3 or more friends registering together get 15% off',
      'Within 24 hours we will email you',
    ]) {
      expect(email.text).toContain(text)
      expect(email.html).toContain(text.replace(/'/g, '&#39;'))
    }
    expect(email.text).not.toContain('Parental consent')
  })

  it('tells the family of a minor what parental consent means, given or still missing', async () => {
    await postJson('/api/register', { ...validRegistration, age: 15, parentalConsent: false })
    expect((await emailFor('registration-confirmation')).text).toContain(
      'Amara is under 18, so a parent or guardian must give consent before the first session.',
    )
    await clearTables()
    await postJson('/api/register', {
      ...validRegistration,
      email: 'consented@example.org',
      age: 15,
      parentalConsent: true,
    })
    expect((await emailFor('registration-confirmation')).text).toContain(
      'Amara is under 18, and a parent or guardian gave consent on the form.',
    )
  })

  it('escapes what the visitor typed in the HTML and carries no image or tracking', async () => {
    await postJson('/api/register', {
      ...validRegistration,
      firstName: '<b>Amara</b>',
      emergencyContact: '"><img src=x onerror=alert(1)>',
    })
    const email = await emailFor('registration-confirmation')
    expect(email.html).toContain('&lt;b&gt;Amara&lt;/b&gt;')
    expect(email.html).not.toMatch(/<img|<b>Amara|onerror=alert\(1\)>/)
    expect(email.text).toContain('Hi <b>Amara</b>,')
  })

  it('tells staff, with a reply address of the registrant and the consent flag', async () => {
    await postJson('/api/register', { ...validRegistration, age: 16, parentalConsent: false }, {}, STAFF)
    const email = await emailFor('registration-staff', STAFF)
    expect(email).toMatchObject({
      to: 'staff@vitalbootcamp.org',
      replyTo: 'amara.parent@example.org',
      subject: 'New registration: Amara Okafor (16)',
    })
    expect(email.text).toContain('Under 18 without parental consent')
    const [row] = await readRows<{ id: string }>('registrations')
    expect(email.text).toContain(`Open it in the staff console: http://127.0.0.1:8787/admin/registrations/${row!.id}`)
  })
})

describe('the contact emails', () => {
  it('acknowledge the sender with the 24-hour promise and forward the message to staff', async () => {
    await postJson('/api/contact', validContact, {}, STAFF)
    const acknowledgement = await emailFor('contact-acknowledgement', STAFF)
    expect(acknowledgement).toMatchObject({ to: 'jordan@example.org', subject: 'We received your message' })
    expect(acknowledgement.text).toContain('Every inquiry gets a reply within 24 hours.')
    expect(acknowledgement.text).toContain(validContact.message)
    const staff = await emailFor('contact-staff', STAFF)
    expect(staff).toMatchObject({
      to: 'staff@vitalbootcamp.org',
      replyTo: 'jordan@example.org',
      subject: 'New message: Pricing',
    })
    expect(staff.text).toContain(
      'Mark it replied in the staff console: http://127.0.0.1:8787/admin/messages?status=waiting',
    )
    expect(staff.text).not.toContain('?q=')
  })
})

describe('the guide email', () => {
  it('links the guide and carries a working one-click unsubscribe', async () => {
    await postJson('/api/email-signup', { email: 'guide.reader@example.org' })
    const email = await emailFor('signup-guide')
    expect(email.subject).toBe('Your free confidence guide from VITAL')
    expect(email.text).toContain('Open the confidence guide: http://127.0.0.1:8787/guide')
    const url = /<(http:\/\/127\.0\.0\.1:8787\/unsubscribe\?token=[^>]+)>/.exec(
      email.headers!['List-Unsubscribe']!,
    )![1]!
    expect(email.headers!['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
    expect(email.text).toContain(url)
    const [signup] = await readRows<{ id: string }>('email_signups')
    expect(await verifyUnsubscribeToken(env.UNSUBSCRIBE_SECRET!, new URL(url).searchParams.get('token')!)).toBe(
      signup!.id,
    )
  })

  it('is not composed without an unsubscribe secret: the job fails with a configuration error kind', async () => {
    await postJson('/api/email-signup', { email: 'no.secret@example.org' })
    await expect(emailFor('signup-guide', { UNSUBSCRIBE_SECRET: undefined })).rejects.toMatchObject({
      name: 'missing_unsubscribe_secret',
    })
  })
})

describe('what the emails say of the cohort', () => {
  it('leaves the early bird out for a family who registered the day after its deadline', async () => {
    await insertSpecCohort()
    await postJson(
      '/api/register',
      { ...validRegistration, email: 'late.bird@example.org' },
      {},
      { BOOTCAMP_TODAY: '2025-02-02' },
    )
    const email = await emailFor('registration-confirmation')
    expect(email.text).toContain('Your cohort starts February 15, 2025')
    expect(email.text).not.toContain('Early Bird')
  })

  it('says the dates are coming soon, and shows no date or price, while no cohort is ahead; staff learn it is interest', async () => {
    await insertSpecCohort()
    await postJson('/api/register', { ...validRegistration, email: 'interest@example.org' }, {}, STAFF)
    const family = await emailFor('registration-confirmation')
    expect(family.text).toContain(
      '- Dates for the next cohort are coming soon.\n- We will email you the dates as soon as they are set, before anyone else hears.',
    )
    // No date, and no price list or offer (the session choice keeps the spec's option label).
    expect(family.text).not.toMatch(/2025|Prices and offers|Early Bird|per session/)
    const staff = await emailFor('registration-staff', STAFF)
    expect(staff.text).toContain(
      'Cohort: none open, so this is interest in the next one (assign it in the console when one opens)',
    )
  })

  it('names the next cohort in the guide on the spec day, and the coming-soon state after it', async () => {
    await insertSpecCohort()
    await postJson('/api/email-signup', { email: 'early@example.org' }, {}, ON_THE_SPEC_DAY)
    expect((await emailFor('signup-guide')).text).toContain(
      'Next cohort starts February 15, 2025. We will send you news about it now and then, never more than twice a month.',
    )
    await clearTables()
    await postJson('/api/email-signup', { email: 'late@example.org' })
    expect((await emailFor('signup-guide')).text).toContain(
      'Dates for the next cohort are coming soon. We will send you news about it now and then',
    )
  })
})
