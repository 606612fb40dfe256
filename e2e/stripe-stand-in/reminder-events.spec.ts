/**
 * The reminders before a cohort starts, as a parent on a phone meets them, in English and in
 * Spanish: a week before the first session, then the day before, each email read from what the
 * worker really sent, then the family page after it (the seat paid, the first session the
 * cohort's new date). The cohort's start is moved near today (cohort-days.ts) and `GET
 * /__scheduled` runs the worker's real cron sweep.
 */
import { expect, type Page } from '@playwright/test'
import { formatsFor } from '../../content/format'
import { axeViolations, test, reviewShot } from '../fixtures'
import { cohortOfItsOwn, emailWith, linkIn, registerIn, surname } from './events'
import { payInFull, startCohort, sweep, todayInNewYork } from './cohort-days'

const WORDS = {
  en: {
    familyLink: 'Your registration page (status, payment, consent, changes)',
    week: (name: string, day: string) => `${name}'s first session of the VITAL bootcamp is in one week, on ${day}.`,
    day: (name: string, day: string) => `${name}'s first session of the VITAL bootcamp is tomorrow, ${day}.`,
    pagePaid: 'Paid: the seat is confirmed.',
  },
  es: {
    familyLink: 'Tu página de inscripción (estado, pago, consentimiento, cambios)',
    week: (name: string, day: string) =>
      `La primera sesión de ${name} en el campamento VITAL es en una semana, el ${day}.`,
    day: (name: string, day: string) => `La primera sesión de ${name} en el campamento VITAL es mañana, ${day}.`,
    pagePaid: 'Pagado: el lugar está confirmado.',
  },
}

/** The family page from the email's link: paid, its first session on `firstDay`, nothing axe finds. */
async function expectFamilyPage(page: Page, link: string, paid: string, firstDay: string, shot: string) {
  await page.goto(link)
  await expect(page.getByText(paid)).toBeVisible()
  await expect(page.locator('ul.sessions').getByRole('listitem').first()).toHaveText(firstDay)
  expect(await axeViolations(page)).toEqual([])
  await reviewShot(page, `test-results/${shot}.png`)
}

for (const language of ['en', 'es'] as const)
  test(`a week, then a day, before the first session: each reminder and the family page after it, at 375 px (${language})`, async ({
    page,
  }) => {
    test.setTimeout(150_000)
    const words = WORDS[language]
    const date = formatsFor(language).date
    const today = todayInNewYork()
    await page.setViewportSize({ width: 375, height: 812 })
    const cohortId = await cohortOfItsOwn(2)
    const lastName = surname('Reminded')
    const sofia = `Sofia ${lastName}`
    const since = Date.now() - 1_000
    const ip = `10.46.40.${language === 'en' ? 1 : 11}`
    expect(await registerIn(page.request, cohortId, { firstName: 'Sofia', lastName, ip, language })).toBe('seated')
    await payInFull(page.request, `sofia.${lastName}@example.org`.toLowerCase())

    // The first session a week from today: the sweep sends the week's reminder.
    const inAWeek = await startCohort(cohortId, today, 7)
    await sweep(page.request, lastName)
    const week = await emailWith(words.week(sofia, date(inAWeek)), since)
    await expectFamilyPage(
      page,
      linkIn(week, words.familyLink),
      words.pagePaid,
      date(inAWeek),
      `reminder-week-375-${language}`,
    )

    // The first session moved to tomorrow: the sweep sends the day's reminder.
    const tomorrow = await startCohort(cohortId, today, 1)
    await sweep(page.request, lastName)
    const day = await emailWith(words.day(sofia, date(tomorrow)), since)
    await expectFamilyPage(
      page,
      linkIn(day, words.familyLink),
      words.pagePaid,
      date(tomorrow),
      `reminder-day-375-${language}`,
    )
  })
