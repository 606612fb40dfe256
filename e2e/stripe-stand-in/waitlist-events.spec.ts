/**
 * A waitlisted family's events on a phone, in English and in Spanish: registered into a full
 * cohort (its place in line), offered the seat another family gave up, the seat claimed; each
 * event's email read from what the worker really sent, then the family page after it.
 */
import { expect } from '@playwright/test'
import { test } from '../fixtures'
import { emailWith, familyPageSays, linkIn, walkStart } from './events'

const WORDS = {
  en: {
    familyLink: 'Your registration page (status, payment, consent, changes)',
    registered: 'Thank you for registering',
    place: (name: string) => `${name} is number 1 in line on the waitlist.`,
    pageWaitlisted: 'On the waitlist, number 1 in line.',
    confirm: 'Yes, cancel Ana',
    cancel: 'Cancel the registration',
    offer: 'A seat has opened in the cohort starting March 6, 2100, and it is held for',
    pageOffered: 'A seat has freed up for this participant',
    claim: 'Claim the seat',
    claimedPage: 'Your seat is confirmed',
    claimed: (name: string) => `${name}'s seat in the cohort starting March 6, 2100 is confirmed.`,
    pageSeated: 'A seat in the cohort is held for this participant.',
  },
  es: {
    familyLink: 'Tu página de inscripción (estado, pago, consentimiento, cambios)',
    registered: 'Gracias por inscribir a',
    place: (name: string) => `${name} tiene el número 1 en la lista de espera.`,
    pageWaitlisted: 'En la lista de espera, número 1.',
    confirm: 'Sí, cancelar la inscripción de Ana',
    cancel: 'Cancelar la inscripción',
    offer: 'Se liberó un lugar en la cohorte que empieza el 6 de marzo de 2100, y está reservado para',
    pageOffered: 'Se liberó un lugar para este participante',
    claim: 'Reclamar el lugar',
    claimedPage: 'Tu lugar está confirmado',
    claimed: (name: string) => `El lugar de ${name} en la cohorte que empieza el 6 de marzo de 2100 está confirmado.`,
    pageSeated: 'Hay un lugar reservado en la cohorte para este participante.',
  },
}

for (const language of ['en', 'es'] as const)
  test(`waitlisted, offered the seat, claimed it: each email and the family page after it, at 375 px (${language})`, async ({
    page,
  }) => {
    test.setTimeout(150_000)
    const words = WORDS[language]
    const { lastName, sofia, since, register } = await walkStart(page, {
      language,
      label: 'Line',
      capacity: 1,
      block: 3,
    })
    expect(await register('Ana', 1)).toBe('seated')
    expect(await register('Sofia', 2)).toBe('waitlisted')
    const waitlisted = await emailWith(words.place(sofia), since)
    await familyPageSays(page, linkIn(waitlisted, words.familyLink), words.pageWaitlisted, `waitlisted-375-${language}`)

    // Ana gives her seat up on her own family page: it is offered to Sofia, first in line.
    const ana = await emailWith(`${words.registered} Ana ${lastName}`, since)
    await page.goto(linkIn(ana, words.familyLink))
    await page.getByLabel(new RegExp(`^${words.confirm}`)).check()
    await page.getByRole('button', { name: words.cancel }).click()
    const offer = await emailWith(`${words.offer} ${sofia}`, since)
    await familyPageSays(page, linkIn(offer, words.familyLink), words.pageOffered, `offered-375-${language}`)

    await page.goto(linkIn(offer, words.claim))
    await page.getByRole('button', { name: words.claim }).click()
    await expect(page.getByRole('heading', { level: 1, name: words.claimedPage })).toBeVisible()
    const claimed = await emailWith(words.claimed(sofia), since)
    await familyPageSays(page, linkIn(claimed, words.familyLink), words.pageSeated, `claimed-375-${language}`)
  })
