/**
 * Staff placing registrations by hand (the console's API, as its record screen calls it), as the
 * families read it on a phone, in English and in Spanish: Ana's seat cancelled by staff (which
 * offers it to Sofia, first on the waitlist), Sofia seated by hand, then put back on the waitlist
 * behind Cai; each email read from what the worker really sent, then the family page after it.
 */
import { expect } from '@playwright/test'
import { sqlText } from '../../scripts/dev/d1'
import { queryD1 as query, test } from '../fixtures'
import { emailWith, familyPageSays, linkIn, walkStart } from '../stripe-stand-in/events'
import { directorSignedIn } from './staff-api'

const WORDS = {
  en: {
    familyLink: 'Your registration page (status, payment, consent, changes)',
    cancelled: (name: string) =>
      `Our staff cancelled ${name}'s registration for the cohort starting March 6, 2100. Any refund due goes back to the card that paid.`,
    pageCancelled: 'This registration is cancelled.',
    seated: (name: string) =>
      `${name} has a seat in the cohort starting March 6, 2100. Your registration page shows what is left to pay.`,
    pageSeated: 'A seat in the cohort is held for this participant.',
    waitlisted: (name: string) =>
      `${name} is on the waitlist of the cohort starting March 6, 2100, number 1 in line. If a seat frees up, we will email you a link to claim it.`,
    pageWaitlisted: 'On the waitlist, number 1 in line.',
  },
  es: {
    familyLink: 'Tu página de inscripción (estado, pago, consentimiento, cambios)',
    cancelled: (name: string) =>
      `Nuestro equipo canceló la inscripción de ${name} en la cohorte que empieza el 6 de marzo de 2100. Cualquier reembolso se devuelve a la tarjeta que pagó.`,
    pageCancelled: 'Esta inscripción está cancelada.',
    seated: (name: string) =>
      `${name} tiene un lugar en la cohorte que empieza el 6 de marzo de 2100. Tu página de inscripción muestra lo que queda por pagar.`,
    pageSeated: 'Hay un lugar reservado en la cohorte para este participante.',
    waitlisted: (name: string) =>
      `${name} está en la lista de espera de la cohorte que empieza el 6 de marzo de 2100, en el lugar 1. Si se libera un lugar, te enviaremos un enlace para reclamarlo.`,
    pageWaitlisted: 'En la lista de espera, número 1.',
  },
}

for (const language of ['en', 'es'] as const)
  test(`placed by staff: cancelled, seated, waitlisted, each email and the family page after it, at 375 px (${language})`, async ({
    page,
  }) => {
    test.setTimeout(150_000)
    const words = WORDS[language]
    const { lastName, since, register } = await walkStart(page, { language, label: 'Placed', capacity: 1, block: 24 })
    const idOf = {} as Record<string, string>
    for (const [n, firstName] of ['Ana', 'Sofia', 'Cai'].entries()) {
      expect(await register(firstName, n + 1)).toBe(n === 0 ? 'seated' : 'waitlisted')
      const sql = `SELECT id FROM registrations WHERE first_name = ${sqlText(firstName)} AND last_name = ${sqlText(lastName)}`
      idOf[firstName] = (await query<{ id: string }>(sql))[0]!.id
    }
    const staff = await directorSignedIn(page.request, lastName)
    /** Staff place `firstName`; the email the family gets, then its family page with `sentence`. */
    const place = async (firstName: string, status: string, email: string, sentence: string) => {
      expect((await staff('POST', `/registrations/${idOf[firstName]}/placement`, { status })).status()).toBe(200)
      const told = await emailWith(email, since)
      await familyPageSays(page, linkIn(told, words.familyLink), sentence, `placed-${status}-375-${language}`)
    }

    await place('Ana', 'cancelled', words.cancelled(`Ana ${lastName}`), words.pageCancelled)
    await place('Sofia', 'seated', words.seated(`Sofia ${lastName}`), words.pageSeated)
    // Her seat, freed, is offered to Cai; Sofia goes to the end of the line, now first of those waiting.
    await place('Sofia', 'waitlisted', words.waitlisted(`Sofia ${lastName}`), words.pageWaitlisted)
    const statuses = `SELECT first_name, status FROM registrations WHERE last_name = ${sqlText(lastName)} ORDER BY first_name`
    expect(await query(statuses)).toEqual([
      { first_name: 'Ana', status: 'cancelled' },
      { first_name: 'Cai', status: 'offered' },
      { first_name: 'Sofia', status: 'waitlisted' },
    ])
  })
