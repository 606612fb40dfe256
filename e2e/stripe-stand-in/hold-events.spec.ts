/**
 * An unpaid seat's hold, as a parent on a phone meets it, in English and in Spanish: a day before
 * it ends the reminder (until when, in New York time), then the release once it has ended; each
 * email read from what the worker really sent, then the family page after it. The seat's hold is
 * aged in the database (what moving this registration's clock forward would do; the worker tests
 * pin the clock itself) and `GET /__scheduled` runs the worker's real cron sweep.
 */
import { expect, type APIRequestContext } from '@playwright/test'
import { STAND_IN_URL } from '../../playwright.config'
import { sqlText } from '../../scripts/dev/d1'
import { momentIn } from '../../content/emails'
import { queryD1 as query } from '../database'
import { axeViolations, test, reviewShot } from '../fixtures'
import { emailWith, linkIn, walkStart } from './events'

const HOUR = 3_600_000
const WORDS = {
  en: {
    familyLink: 'Your registration page (status, payment, consent, changes)',
    reminder: (name: string, until: string) =>
      `The seat of ${name} is held for your payment until ${until} (New York time). After that it goes to the next family on the waitlist.`,
    pageSeated: 'A seat in the cohort is held for this participant.',
    pageHoldEnds: (until: string) =>
      `It is held until ${until} (New York time): if it is not paid by then, the seat goes to the next family on the waitlist.`,
    lapsed: (name: string) =>
      `The seat held for ${name} in the cohort starting March 6, 2100 was not paid in time, so it has gone to the next family on the waitlist.`,
    pageLapsed: 'This registration has ended: its seat or offer was not taken up in time.',
  },
  es: {
    familyLink: 'Tu página de inscripción (estado, pago, consentimiento, cambios)',
    reminder: (name: string, until: string) =>
      `El lugar de ${name} está reservado para tu pago hasta el ${until} (hora de Nueva York). Después pasará a la siguiente familia de la lista de espera.`,
    pageSeated: 'Hay un lugar reservado en la cohorte para este participante.',
    pageHoldEnds: (until: string) =>
      `Está reservado hasta el ${until} (hora de Nueva York): si no está pagado para entonces, el lugar pasa a la siguiente familia de la lista de espera.`,
    lapsed: (name: string) =>
      `El lugar reservado para ${name} en la cohorte que empieza el 6 de marzo de 2100 no se pagó a tiempo, así que pasó a la siguiente familia de la lista de espera.`,
    pageLapsed: 'Esta inscripción terminó: su lugar u oferta no se tomó a tiempo.',
  },
}

/** Node's and workerd's ICU join a Spanish date and hour differently ("el 29 de noviembre de 2026 a las 7:02 a. m."
 * against ", 7:02 a.m."), and space "AM" differently: the same moment, read alike. */
const sameHours = (text: string) =>
  text
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace(/([ap])\. ?m\./g, '$1.m.')
    .replace(/ a las (\d)/g, ', $1')

/** Moves the hold's start `hours` back, then runs the cron sweep once: when the hold now ends. */
async function holdBegan(request: APIRequestContext, lastName: string, hours: number) {
  const start = new Date(Date.now() - hours * HOUR).toISOString()
  await query(`UPDATE registrations SET status_changed_at = ${sqlText(start)} WHERE last_name = ${sqlText(lastName)}`)
  expect((await request.get(`${STAND_IN_URL}/__scheduled`)).status()).toBe(200)
  return new Date(Date.parse(start) + 72 * HOUR).toISOString()
}

for (const language of ['en', 'es'] as const)
  test(`a hold about to lapse, then lapsed: each email and the family page after it, at 375 px (${language})`, async ({
    page,
  }) => {
    test.setTimeout(150_000)
    const words = WORDS[language]
    const { lastName, sofia, since, register } = await walkStart(page, {
      language,
      label: 'Hold',
      capacity: 1,
      block: 5,
    })
    expect(await register('Sofia', 1)).toBe('seated')

    // 50 hours into the 72-hour hold: a day or less is left, so the sweep reminds once.
    const until = await holdBegan(page.request, lastName, 50)
    const reminder = await emailWith(words.reminder(sofia, '').split(' (')[0]!, since)
    expect(sameHours(reminder)).toContain(sameHours(words.reminder(sofia, momentIn(language, until))))
    await page.goto(linkIn(reminder, words.familyLink))
    await expect(page.getByText(words.pageSeated)).toBeVisible()
    const status = sameHours((await page.getByText(words.pageSeated).textContent()) ?? '')
    expect(status).toContain(sameHours(words.pageHoldEnds(momentIn(language, until))))
    expect(await axeViolations(page)).toEqual([])
    await reviewShot(page, `test-results/hold-reminder-375-${language}.png`)

    // 80 hours: the hold is over; the sweep releases the seat and tells the family.
    await holdBegan(page.request, lastName, 80)
    const lapsed = await emailWith(words.lapsed(sofia), since)
    const row = `SELECT status FROM registrations WHERE last_name = ${sqlText(lastName)}`
    expect(await query(row)).toEqual([{ status: 'lapsed' }])
    await page.goto(linkIn(lapsed, words.familyLink))
    await expect(page.getByText(words.pageLapsed)).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
    await reviewShot(page, `test-results/hold-lapsed-375-${language}.png`, { fullPage: true })
  })
