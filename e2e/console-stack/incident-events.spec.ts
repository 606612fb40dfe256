/**
 * Staff record an injury at today's session (the console's API, as its incident screen calls it),
 * and the family reads it on a phone, in English and in Spanish: the email read from what the
 * worker really sent, then the family page. The incident email carries no link (it says whom to
 * call), so the page is opened from the confirmation's link, as a parent would find it. The
 * walk's cohort is moved to start today (e2e/stripe-stand-in/cohort-days.ts).
 */
import { expect } from '@playwright/test'
import { consoleUrl } from './stack'
import { formatsFor } from '../../content/format'
import { sqlText } from '../../scripts/dev/d1'
import { addStaffAccount, axeViolations, queryD1 as query, test, reviewShot } from '../fixtures'
import { cohortOfItsOwn, emailWith, linkIn, surname } from '../stripe-stand-in/events'
import { startCohort, todayInNewYork } from '../stripe-stand-in/cohort-days'

const WORDS = {
  en: {
    registered: 'Thank you for registering',
    familyLink: 'Your registration page (status, payment, consent, changes)',
    incident: (day: string, place: string) =>
      `We are writing to tell you about an injury involving Sofia on ${day} at 12:00 AM, at ${place}.`,
    notReached: 'We could not reach you by phone yet, so we are writing.',
    pageSeated: 'A seat in the cohort is held for this participant.',
  },
  es: {
    registered: 'Gracias por inscribir a',
    familyLink: 'Tu página de inscripción (estado, pago, consentimiento, cambios)',
    incident: (day: string, place: string) =>
      `Te escribimos para informarte de una lesión de Sofia el ${day} a las 12:00 a. m., en ${place}.`,
    notReached: 'Todavía no pudimos comunicarnos contigo por teléfono, así que te escribimos.',
    pageSeated: 'Hay un lugar reservado en la cohorte para este participante.',
  },
}

/** Node's and workerd's ICU space a time's "AM" and "a. m." differently: the same hour, read alike. */
const sameSpaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ').replace(/([ap])\. ?m\./g, '$1. m.')

for (const language of ['en', 'es'] as const)
  test(`staff record an injury at today's session: the email and the family page, at 375 px (${language})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000)
    const words = WORDS[language]
    const today = todayInNewYork()
    await page.setViewportSize({ width: 375, height: 812 })
    const cohortId = await cohortOfItsOwn(2)
    const lastName = surname('Incident')
    const place = `the gym ${lastName}`
    const registered = await request.post('/api/register', {
      headers: { 'cf-connecting-ip': `10.46.43.${language === 'en' ? 1 : 11}`, 'accept-language': language },
      data: {
        ...{ firstName: 'Sofia', lastName, email: `${lastName.toLowerCase()}@example.org`, phone: '(614) 555-0188' },
        ...{ age: 15, sessionPreference: 'complete', termsAgreement: true, cohortId },
      },
    })
    expect(registered.status()).toBe(201)
    const since = Date.now() - 1_000
    const confirmation = await emailWith(`${words.registered} Sofia ${lastName}`, since)

    // The first session is today; a director records, at its first minute, an injury the family is not yet told of.
    await startCohort(cohortId, today, 0)
    const username = `walks-${lastName.toLowerCase()}`
    await addStaffAccount(username, 'a long staff password 4')
    expect(
      (await request.post('/api/admin/session', { data: { username, password: 'a long staff password 4' } })).status(),
    ).toBe(200)
    const id = (await query<{ id: string }>(`SELECT id FROM registrations WHERE last_name = ${sqlText(lastName)}`))[0]!
      .id
    const recorded = await request.post(`/api/admin/cohorts/${cohortId}/incidents`, {
      headers: { origin: consoleUrl(), 'sec-fetch-site': 'same-origin' },
      data: {
        ...{ id: crypto.randomUUID(), registrationId: id, kind: 'injury', occurredAt: `${today}T00:00`, place },
        ...{ whatHappened: 'Twisted her ankle in the relay race.', actionTaken: 'Ice pack for 15 minutes.' },
        ...{ othersInvolved: '', familyTold: 'not-yet', familyToldAt: null, toldWho: '' },
      },
    })
    expect(recorded.status(), await recorded.text()).toBe(201)

    const email = sameSpaces(await emailWith(place, since))
    expect(email).toContain(sameSpaces(words.incident(formatsFor(language).date(today), place)))
    expect(email).toContain(words.notReached)
    await page.goto(linkIn(confirmation, words.familyLink))
    await expect(page.getByText(words.pageSeated)).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
    await reviewShot(page, `test-results/incident-recorded-375-${language}.png`)
  })
