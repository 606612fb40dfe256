/**
 * The three follow-ups after the Complete Bootcamp, as a parent on a phone meets them, in English
 * and in Spanish: 7, 14 and 30 days after the last session, each email read from what the worker
 * really sent, then the family page from its link. The cohort's start is moved back so that its
 * last session was that many days before today (cohort-days.ts), and `GET /__scheduled` runs the
 * worker's real cron sweep.
 */
import { expect } from '@playwright/test'
import { axeViolations, test, reviewShot } from '../fixtures'
import { cohortOfItsOwn, emailWith, linkIn, registerIn, surname } from './events'
import { payInFull, startCohort, sweep, todayInNewYork } from './cohort-days'

const WORDS = {
  en: {
    body: (name: string, days: number) =>
      `It has been ${days} days since ${name}'s last bootcamp session. Leadership grows with practice: what has gone well since, and what has felt hard?`,
    // No assessment taken and no certificate earned: the link says what the page is, and no more.
    pageLink: 'Your registration page (status, payment, consent, changes)',
    pagePaid: 'Paid: the seat is confirmed.',
    ready: 'Ready for the first day',
  },
  es: {
    body: (name: string, days: number) =>
      `Han pasado ${days} días desde la última sesión del bootcamp de ${name}. El liderazgo crece con la práctica: ¿qué ha salido bien desde entonces y qué ha costado?`,
    pageLink: 'Tu página de inscripción (estado, pago, consentimiento, cambios)',
    pagePaid: 'Pagado: el lugar está confirmado.',
    ready: 'Listo para el primer día',
  },
}

/** Days after the last session, and the start that puts the last of the four weekly sessions that many days before today. */
const FOLLOW_UPS = [7, 14, 30].map((days) => ({ days, startDaysAgo: days + 21 }))

for (const language of ['en', 'es'] as const)
  test(`7, 14 and 30 days after the last session: each follow-up and the family page after it, at 375 px (${language})`, async ({
    page,
  }) => {
    test.setTimeout(180_000)
    const words = WORDS[language]
    const today = todayInNewYork()
    await page.setViewportSize({ width: 375, height: 812 })
    const cohortId = await cohortOfItsOwn(2)
    // The follow-ups name the participant by first name only: one no other test uses.
    const [firstName, lastName] = [surname('Sofia'), surname('Follow')]
    const since = Date.now() - 1_000
    const ip = `10.46.42.${language === 'en' ? 1 : 11}`
    expect(await registerIn(page.request, cohortId, { firstName, lastName, ip, language })).toBe('seated')
    await payInFull(page.request, `${firstName}.${lastName}@example.org`.toLowerCase())

    for (const { days, startDaysAgo } of FOLLOW_UPS) {
      await startCohort(cohortId, today, -startDaysAgo)
      await sweep(page.request, lastName)
      const email = await emailWith(words.body(firstName, days), since)
      await page.goto(linkIn(email, words.pageLink))
      await expect(page.getByText(words.pagePaid)).toBeVisible()
      // The bootcamp is over: the page no longer asks for what the first day needed.
      await expect(page.getByRole('heading', { name: words.ready })).toHaveCount(0)
      expect(await axeViolations(page)).toEqual([])
      await reviewShot(page, `test-results/follow-up-day-${days}-375-${language}.png`)
    }
  })
