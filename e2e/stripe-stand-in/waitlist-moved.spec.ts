/**
 * A waitlisted family's place moving without its doing, on a phone, in English and in Spanish:
 * fourth in line, then the three ahead cancel on their own family pages, and the real cron sweep
 * (`GET /__scheduled`) tells the family its place now; the email read from what the worker really
 * sent, then the family page after it.
 */
import { expect } from '@playwright/test'
import { STAND_IN_URL } from '../../playwright.config'
import { axeViolations, test, reviewShot } from '../fixtures'
import { emailWith, linkIn, walkStart } from './events'

const WORDS = {
  en: {
    familyLink: 'Your registration page (status, payment, consent, changes)',
    registered: 'Thank you for registering',
    place: (name: string, place: number) => `${name} is number ${place} in line on the waitlist.`,
    confirm: (firstName: string) => `Yes, cancel ${firstName}'s registration`,
    cancel: 'Cancel the registration',
    pageCancelled: 'The registration is cancelled.',
    moved: 'The waitlist of the cohort starting March 6, 2100 has moved.',
    pageWaitlisted: 'On the waitlist, number 1 in line.',
  },
  es: {
    familyLink: 'Tu página de inscripción (estado, pago, consentimiento, cambios)',
    registered: 'Gracias por inscribir a',
    place: (name: string, place: number) => `${name} tiene el número ${place} en la lista de espera.`,
    confirm: (firstName: string) => `Sí, cancelar la inscripción de ${firstName}`,
    cancel: 'Cancelar la inscripción',
    pageCancelled: 'La inscripción está cancelada.',
    moved: 'La lista de espera de la cohorte que empieza el 6 de marzo de 2100 avanzó.',
    pageWaitlisted: 'En la lista de espera, número 1.',
  },
}

for (const language of ['en', 'es'] as const)
  test(`a waitlist place that moves by 3: the email and the family page after it, at 375 px (${language})`, async ({
    page,
  }) => {
    test.setTimeout(150_000)
    const words = WORDS[language]
    const { lastName, sofia, since, register } = await walkStart(page, {
      language,
      label: 'Moved',
      capacity: 1,
      block: 6,
    })
    const ahead = ['Bea', 'Cai', 'Dan']
    for (const [n, firstName] of ['Ana', ...ahead, 'Sofia'].entries())
      expect(await register(firstName, n + 1)).toBe(n === 0 ? 'seated' : 'waitlisted')
    await emailWith(words.place(sofia, 4), since)
    // The sweep keeps the place the confirmation told; nothing to tell yet.
    expect((await page.request.get(`${STAND_IN_URL}/__scheduled`)).status()).toBe(200)

    // The three ahead of Sofia give up their places, each on the family page its email links to.
    for (const firstName of ahead) {
      const confirmation = await emailWith(`${words.registered} ${firstName} ${lastName}`, since)
      await page.goto(linkIn(confirmation, words.familyLink))
      await page.getByLabel(words.confirm(firstName)).check()
      await page.getByRole('button', { name: words.cancel }).click()
      await expect(page.getByRole('status').first()).toHaveText(words.pageCancelled)
    }
    expect((await page.request.get(`${STAND_IN_URL}/__scheduled`)).status()).toBe(200)
    const moved = await emailWith(words.place(sofia, 1), since)
    expect(moved).toContain(words.moved)
    await page.goto(linkIn(moved, words.familyLink))
    await expect(page.getByText(words.pageWaitlisted)).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
    await reviewShot(page, `test-results/waitlist-moved-375-${language}.png`)
  })
