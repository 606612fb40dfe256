/**
 * Staff move a registration to another cohort (the console's API, as its record screen calls it),
 * and the family reads it on a phone, in English and in Spanish: the email read from what the
 * worker really sent, then the family page after it, with the new cohort's sessions.
 */
import { expect } from '@playwright/test'
import { consoleUrl } from './stack'
import { sqlText } from '../../scripts/dev/d1'
import { cohortInsertSql, cohortRow } from '../../test-data/cohort-row'
import { addStaffAccount, axeViolations, queryD1 as query, test, reviewShot } from '../fixtures'
import { emailWith, linkIn, surname } from '../stripe-stand-in/events'

const WORDS = {
  en: {
    familyLink: 'Your registration page (status, payment, consent, changes)',
    moved: (name: string) => `Our staff moved ${name} to the cohort starting April 3, 2100.`,
    pageSeated: 'A seat in the cohort is held for this participant.',
    firstSession: 'April 3, 2100',
  },
  es: {
    familyLink: 'Tu página de inscripción (estado, pago, consentimiento, cambios)',
    moved: (name: string) => `Nuestro equipo pasó a ${name} a la cohorte que empieza el 3 de abril de 2100.`,
    pageSeated: 'Hay un lugar reservado en la cohorte para este participante.',
    firstSession: '3 de abril de 2100',
  },
}

for (const language of ['en', 'es'] as const)
  test(`moved by staff to another cohort: the email and the family page after it, at 375 px (${language})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000)
    const words = WORDS[language]
    await page.setViewportSize({ width: 375, height: 812 })
    const lastName = surname('Moved')
    const [from, to] = [crypto.randomUUID(), crypto.randomUUID()]
    for (const [id, startDate] of [
      [from, '2100-03-06'],
      [to, '2100-04-03'],
    ] as const)
      await query(cohortInsertSql(cohortRow({ id, startDate, capacity: 5, refundDays: 14 })))
    const registered = await request.post('/api/register', {
      headers: { 'cf-connecting-ip': `10.46.8.${language === 'en' ? 1 : 11}`, 'accept-language': language },
      data: {
        ...{ firstName: 'Sofia', lastName, email: `${lastName.toLowerCase()}@example.org`, phone: '(614) 555-0188' },
        ...{ age: 19, sessionPreference: 'complete', termsAgreement: true, cohortId: from },
      },
    })
    expect(registered.status()).toBe(201)
    const since = Date.now() - 1_000

    // A director moves Sofia to the cohort a month later.
    const username = `walks-${lastName.toLowerCase()}`
    await addStaffAccount(username, 'a long staff password 4')
    const session = { username, password: 'a long staff password 4' }
    expect((await request.post('/api/admin/session', { data: session })).status()).toBe(200)
    const id = (await query<{ id: string }>(`SELECT id FROM registrations WHERE last_name = ${sqlText(lastName)}`))[0]!
      .id
    const moved = await request.post(`/api/admin/registrations/${id}/cohort`, {
      headers: { origin: consoleUrl(), 'sec-fetch-site': 'same-origin' },
      data: { cohortId: to },
    })
    expect(moved.status()).toBe(200)

    const email = await emailWith(words.moved(`Sofia ${lastName}`), since)
    await page.goto(linkIn(email, words.familyLink))
    await expect(page.getByText(words.pageSeated)).toBeVisible()
    await expect(page.locator('ul.sessions').getByRole('listitem').first()).toHaveText(words.firstSession)
    expect(await axeViolations(page)).toEqual([])
    await reviewShot(page, `test-results/moved-by-staff-375-${language}.png`)
  })
