/**
 * A registration's events as a parent on a phone meets them, in English and in Spanish: each
 * event's email read from what the worker really sent (wrangler's local email binding writes each
 * text to a file), then the family page after it. Registered into a seat (what is owed, by when,
 * the pay link), then cancelled on the family page (its email; the page stops offering the calendar).
 */
import { expect } from '@playwright/test'
import { STAND_IN_URL } from '../../playwright.config'
import { cohortInsertSql, cohortRow } from '../../test-data/cohort-row'
import { queryD1 as query } from '../database'
import { axeViolations, test, reviewShot } from '../fixtures'
import { emailWith, linkIn } from './events'

const WORDS = {
  en: {
    registered: 'Thank you for registering',
    owed: /'s place: \$200\.00 to pay\.\nPlease pay by \w+ \d+, \d{4} at \d+:\d\d [AP]M \(New York time\)\./,
    familyLink: 'Your registration page (status, payment, consent, changes)',
    calendar: 'Add to my calendar (.ics file)',
    confirm: (name: string) => `Yes, cancel ${name.split(' ')[0]}'s registration`,
    cancel: 'Cancel the registration',
    cancelled: (name: string) =>
      `Hello,\n\n${name}'s registration is cancelled, as you asked on your registration page.`,
    nothingPaid: 'Nothing was paid, so nothing is owed or refunded.',
    pageCancelled: 'This registration is cancelled.',
  },
  es: {
    registered: 'Gracias por inscribir a',
    owed: /: \$200\.00 por pagar\.\nPor favor, paga antes del \d+ de \w+ de \d{4}, \d+:\d\d (a|p)\.(\s|\u00a0)?m\. \(hora de Nueva York\)\./,
    familyLink: 'Tu página de inscripción (estado, pago, consentimiento, cambios)',
    calendar: 'Agregar a mi calendario (archivo .ics)',
    confirm: (name: string) => `Sí, cancelar la inscripción de ${name.split(' ')[0]}`,
    cancel: 'Cancelar la inscripción',
    cancelled: (name: string) =>
      `Hola:\n\nLa inscripción de ${name} está cancelada, como pediste en tu página de inscripción.`,
    nothingPaid: 'No se pagó nada, así que no se debe ni se devuelve nada.',
    pageCancelled: 'Esta inscripción está cancelada.',
  },
}

for (const language of ['en', 'es'] as const)
  test(`registered, then cancelled: each event's email and the family page after it, at 375 px (${language})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000)
    const words = WORDS[language]
    await page.setViewportSize({ width: 375, height: 812 })
    const cohortId = crypto.randomUUID()
    await query(cohortInsertSql(cohortRow({ id: cohortId, startDate: '2100-03-06', capacity: 5, refundDays: 14 })))
    const lastName = `Events${Array.from(crypto.getRandomValues(new Uint8Array(6)), (b) => String.fromCharCode(97 + (b % 26))).join('')}`
    const name = `Sofia ${lastName}`
    const since = Date.now() - 1_000
    const registered = await request.post(`${STAND_IN_URL}/api/register`, {
      headers: { 'cf-connecting-ip': `10.46.0.${language === 'en' ? 1 : 2}`, 'accept-language': language },
      data: {
        firstName: 'Sofia',
        lastName,
        email: `${lastName.toLowerCase()}@example.org`,
        phone: '(614) 555-0188',
        age: 19,
        sessionPreference: 'complete',
        termsAgreement: true,
        cohortId,
      },
    })
    expect(registered.status()).toBe(201)
    const confirmation = await emailWith(`${words.registered} ${name}`, since)
    expect(confirmation).toMatch(words.owed)
    await page.goto(linkIn(confirmation, words.familyLink))
    await expect(page.getByRole('link', { name: words.calendar })).toBeVisible()
    await page.getByLabel(words.confirm(name)).check()
    await page.getByRole('button', { name: words.cancel }).click()
    const cancelled = await emailWith(words.cancelled(name), since)
    expect(cancelled).toContain(words.nothingPaid)
    await page.goto(linkIn(cancelled, words.familyLink))
    await expect(page.getByRole('status').first()).toHaveText(words.pageCancelled)
    await expect(page.getByRole('link', { name: words.calendar })).toHaveCount(0)
    expect(await axeViolations(page)).toEqual([])
    await reviewShot(page, `test-results/messages-cancelled-375-${language}.png`, { fullPage: true })
  })
