/**
 * A participant under 18 offered a freed seat, with no guardian's consent a week before the
 * first session, as a parent on a phone meets it, in English and in Spanish: the consent
 * reminder read from what the worker really sent, then the family page after it (the offer, and
 * the consent still needed). The seat frees when the seated family's hold is aged past its end;
 * the cohort's start is then moved a week from today (cohort-days.ts), and `GET /__scheduled`
 * runs the worker's real cron sweep.
 */
import { expect } from '@playwright/test'
import { formatsFor } from '../../content/format'
import { sqlText } from '../../scripts/dev/d1'
import { queryD1 as query } from '../database'
import { axeViolations, test, reviewShot } from '../fixtures'
import { cohortOfItsOwn, emailWith, linkIn, registerIn, surname } from './events'
import { registerMinorIn, startCohort, sweep, todayInNewYork } from './cohort-days'

const WORDS = {
  en: {
    familyLink: 'Your registration page (status, payment, consent, changes)',
    reminder: (name: string, day: string) =>
      `${name} is under 18, and the first session is on ${day}. A parent or guardian must give consent first: it takes a minute on the registration page.`,
    pageOffered: 'A seat has freed up for this participant: claim it from the link in our email before',
    pageNeeded:
      'Sofia is under 18, so a parent or legal guardian gives these consents. The first two are needed before the first session; photos and surveys are your choice and can be withdrawn at any time.',
  },
  es: {
    familyLink: 'Tu página de inscripción (estado, pago, consentimiento, cambios)',
    reminder: (name: string, day: string) =>
      `${name} es menor de 18 años y la primera sesión es el ${day}. Su madre, padre o tutor debe dar su consentimiento antes: toma un minuto en la página de inscripción.`,
    pageOffered: 'Se liberó un lugar para este participante: reclámalo desde el enlace de nuestro correo antes',
    pageNeeded:
      'Sofia es menor de 18 años, así que su madre, padre o tutor legal da estos consentimientos. Los dos primeros son necesarios antes de la primera sesión; las fotos y las encuestas son opcionales y se pueden retirar en cualquier momento.',
  },
}

for (const language of ['en', 'es'] as const)
  test(`consent missing a week before, for a participant under 18 offered a seat: the email and the family page after it, at 375 px (${language})`, async ({
    page,
  }) => {
    test.setTimeout(150_000)
    const words = WORDS[language]
    const today = todayInNewYork()
    await page.setViewportSize({ width: 375, height: 812 })
    const cohortId = await cohortOfItsOwn(1)
    const [ahead, lastName] = [surname('Ahead'), surname('Consent')]
    const ip = `10.46.41.${language === 'en' ? 1 : 11}`
    expect(await registerIn(page.request, cohortId, { firstName: 'Ana', lastName: ahead, ip, language })).toBe('seated')
    expect(await registerMinorIn(page.request, cohortId, { firstName: 'Sofia', lastName, ip, language })).toBe(
      'waitlisted',
    )
    const since = Date.now() - 1_000

    // The family ahead never pays: once its hold has ended the sweep offers Sofia the seat.
    const longAgo = new Date(Date.now() - 80 * 3_600_000).toISOString()
    await query(`UPDATE registrations SET status_changed_at = ${sqlText(longAgo)} WHERE last_name = ${sqlText(ahead)}`)
    await sweep(page.request, lastName)
    const standing = `SELECT status FROM registrations WHERE last_name IN (${sqlText(ahead)}, ${sqlText(lastName)}) ORDER BY queue_number`
    expect(await query(standing)).toEqual([{ status: 'lapsed' }, { status: 'offered' }])

    // The first session a week from today, and no consent yet: the sweep sends the consent reminder.
    const inAWeek = await startCohort(cohortId, today, 7)
    await sweep(page.request, lastName)
    const email = await emailWith(words.reminder(`Sofia ${lastName}`, formatsFor(language).date(inAWeek)), since)
    await page.goto(linkIn(email, words.familyLink))
    await expect(page.getByText(words.pageOffered)).toBeVisible()
    await expect(page.getByText(words.pageNeeded)).toBeVisible()
    await page.getByText(words.pageNeeded).scrollIntoViewIfNeeded()
    expect(await axeViolations(page)).toEqual([])
    await reviewShot(page, `test-results/consent-missing-375-${language}.png`)
  })
