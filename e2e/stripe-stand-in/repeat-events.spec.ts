/**
 * A registration sent again, in English and in Spanish at 375 px: while it is live (the notice that
 * nothing changed, with the family page's link), then once cancelled (a new place, and the
 * confirmation a new registration gets); each email read from what the worker really sent, then
 * the family page after it.
 */
import { expect } from '@playwright/test'
import { axeViolations, sentEmailTexts, test, reviewShot } from '../fixtures'
import { cohortOfItsOwn, emailWith, linkIn, registerIn, surname } from './events'

const WORDS = {
  en: {
    familyLink: 'Your registration page (status, payment, consent, changes)',
    registered: 'Thank you for registering',
    repeat: (name: string) => `Someone sent our registration form again for ${name}, with this email address.`,
    confirm: 'Yes, cancel Sofia',
    cancel: 'Cancel the registration',
    cancelled: (name: string) => `${name}'s registration is cancelled, as you asked on your registration page.`,
    seated: 'A seat in the cohort is held for this participant.',
  },
  es: {
    familyLink: 'Tu página de inscripción (estado, pago, consentimiento, cambios)',
    registered: 'Gracias por inscribir a',
    repeat: (name: string) => `Alguien volvió a enviar nuestro formulario de inscripción de ${name} con este correo`,
    confirm: 'Sí, cancelar la inscripción de Sofia',
    cancel: 'Cancelar la inscripción',
    cancelled: (name: string) => `La inscripción de ${name} está cancelada, como pediste en tu página de inscripción.`,
    seated: 'Hay un lugar reservado en la cohorte para este participante.',
  },
}

for (const language of ['en', 'es'] as const)
  test(`sent again while live, then again once cancelled: each email and the family page after it, at 375 px (${language})`, async ({
    page,
  }) => {
    test.setTimeout(150_000)
    const words = WORDS[language]
    await page.setViewportSize({ width: 375, height: 812 })
    const cohortId = await cohortOfItsOwn(5)
    const lastName = surname('Again')
    const sofia = `Sofia ${lastName}`
    const since = Date.now() - 1_000
    const send = (n: number) =>
      registerIn(page.request, cohortId, { firstName: 'Sofia', lastName, ip: `10.46.4.${n}`, language })
    expect(await send(language === 'en' ? 1 : 11)).toBe('seated')
    await emailWith(`${words.registered} ${sofia}`, since)
    expect(await send(language === 'en' ? 2 : 12)).toBe('seated')
    const repeat = await emailWith(words.repeat(sofia), since)
    await page.goto(linkIn(repeat, words.familyLink))
    await expect(page.getByText(words.seated)).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
    await page.getByLabel(new RegExp(`^${words.confirm}`)).check()
    await page.getByRole('button', { name: words.cancel }).click()
    await emailWith(words.cancelled(sofia), since)

    expect(await send(language === 'en' ? 3 : 13)).toBe('seated')
    const confirmations = () => sentEmailTexts(since).filter((text) => text.includes(`${words.registered} ${sofia}`))
    await expect.poll(() => confirmations().length, { timeout: 30_000 }).toBe(2)
    await page.goto(linkIn(confirmations()[1]!, words.familyLink))
    await expect(page.getByText(words.seated)).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
    await reviewShot(page, `test-results/registered-again-375-${language}.png`, { fullPage: true })
  })
