import { beforeEach, describe, expect, it } from 'vitest'
import { clearTables, insertSpecCohort, ON_THE_SPEC_DAY, postJson, readRows, validRegistration } from '../test/helpers'
import { emailFor, STAFF_INBOX } from '../test/emails'
beforeEach(clearTables)

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
      'Hello,',
      'Thank you for registering Amara Okafor',
      'Participant: Amara Okafor',
      'Age: 19',
      'Session preference: Complete Bootcamp ($200)',
      'Your cohort starts February 15, 2025',
      'Sessions on February 15th, February 22nd, March 1st and March 8th',
      'Saturdays 10AM-2PM',
      'Location: Downtown Columbus, OH (in person) and online',
      'Per Session: $50-75 per session',
      'Complete Bootcamp: $200 all 4 sessions',
      'Early Bird: Register by February 1st and save $30 on the Complete Bootcamp',
      'Group Rate: 3 or more friends registering together get 15% off',
      'A week before the first session, and again the day before, we email you the dates.',
    ]) {
      expect(email.text).toContain(text)
      expect(email.html).toContain(text.replace(/'/g, '&#39;'))
    }
    expect(email.text).not.toContain('Parental consent')
  })

  it("tells the family the consents are still to give on its page, whatever the form's box said (the records decide)", async () => {
    await postJson('/api/register', { ...validRegistration, age: 15, parentalConsent: false })
    expect((await emailFor('registration-confirmation')).text).toContain(
      'Amara is under 18, so a parent or guardian must give consent (taking part, emergency medical treatment) before the first session.',
    )
    await clearTables()
    await postJson('/api/register', {
      ...validRegistration,
      email: 'consented@example.org',
      age: 15,
      parentalConsent: true,
    })
    const ticked = (await emailFor('registration-confirmation')).text
    expect(ticked).toContain('The box on the form is not enough: it takes a minute on your registration page')
    expect(ticked).not.toContain('gave consent on the form')
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
    expect(email.text).toContain('Thank you for registering <b>Amara</b> Okafor')
  })

  it('tells staff, with a reply address of the registrant and the consent flag', async () => {
    await postJson('/api/register', { ...validRegistration, age: 16, parentalConsent: false }, {}, STAFF_INBOX)
    const email = await emailFor('registration-staff', STAFF_INBOX)
    expect(email).toMatchObject({
      to: 'staff@vitalbootcamp.org',
      replyTo: 'amara.parent@example.org',
      subject: 'New registration: Amara Okafor (16)',
    })
    expect(email.text).toContain(
      "Consents for taking part and emergency treatment not yet given on the family page (the form's box is not one)",
    )
    const [row] = await readRows<{ id: string }>('registrations')
    expect(email.text).toContain(`Open it in the staff console: http://127.0.0.1:8787/admin/registrations/${row!.id}`)
  })
})
