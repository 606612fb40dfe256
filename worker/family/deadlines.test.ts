import { env } from 'cloudflare:workers'
import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { openDatabase } from '../base/db/client'
import * as schema from '../base/db/schema'
import { call, clearTables, registerIn, storeCohort } from '../test/helpers'
import { STRIPE_TEST_BINDINGS } from '../test/stripe-stand-in'
import { linkOf } from '../test/family-kit'

const db = openDatabase(env.DB)

/** The family page of a registration, opened from the link in its confirmation email. */
async function familyPageOf(registrationId: string, bindings: Partial<typeof env> = {}) {
  const link = await linkOf(registrationId)
  return (await call(`${link.pathname}${link.search}`, {}, undefined, bindings)).text()
}

beforeEach(clearTables)

describe('a seat offered to a waitlisted family', () => {
  it.each([
    [
      'en',
      'A seat has freed up for this participant: claim it from the link in our email before February 1, 2100 at 12:30 PM (New York time). After that it goes to the next family in line.',
    ],
    [
      'es',
      'Se liberó un lugar para este participante: reclámalo desde el enlace de nuestro correo antes del 1 de febrero de 2100, 12:30 p.m. (hora de Nueva York). Después pasa a la siguiente familia de la lista.',
    ],
  ])(
    'names, on the family page in %s, the moment the offer ends in the bootcamp’s time',
    async (language, sentence) => {
      await storeCohort({ id: 'c1', startDate: '2100-03-06', capacity: 5 })
      const registration = await registerIn({}, language)
      await db
        .update(schema.registrations)
        .set({ status: 'offered', offerExpiresAt: '2100-02-01T17:30:00.000Z' })
        .where(eq(schema.registrations.id, registration.id))
      expect(await familyPageOf(registration.id)).toContain(sentence)
    },
  )
})

describe('an unpaid seat', () => {
  it.each([
    [
      'en',
      'A seat in the cohort is held for this participant. It is held until January 4, 2100 at 12:00 PM (New York time): if it is not paid by then, the seat goes to the next family on the waitlist.',
    ],
    [
      'es',
      'Hay un lugar reservado en la cohorte para este participante. Está reservado hasta el 4 de enero de 2100, 12:00 p.m. (hora de Nueva York): si no está pagado para entonces, el lugar pasa a la siguiente familia de la lista de espera.',
    ],
  ])(
    'says on the family page in %s until when it is held, where payments are taken here',
    async (language, sentence) => {
      await storeCohort({ id: 'c1', startDate: '2100-03-06', capacity: 5 })
      const registration = await registerIn({}, language)
      await db
        .update(schema.registrations)
        .set({ statusChangedAt: '2100-01-01T17:00:00.000Z' })
        .where(eq(schema.registrations.id, registration.id))
      expect(await familyPageOf(registration.id, STRIPE_TEST_BINDINGS)).toContain(`<p role="status">${sentence}</p>`)
      // Without payments here nothing is released, so nothing is said.
      expect(await familyPageOf(registration.id)).not.toContain(sentence.split('. ')[1]!.slice(0, 20))
    },
  )
})

it('opens the family page of a seat whose status has no recorded time, saying no hold', async () => {
  await storeCohort({ id: 'c1', startDate: '2100-03-06', capacity: 5 })
  const registration = await registerIn({}, 'en')
  await db
    .update(schema.registrations)
    .set({ statusChangedAt: null })
    .where(eq(schema.registrations.id, registration.id))
  const page = await familyPageOf(registration.id, STRIPE_TEST_BINDINGS)
  expect(page).toContain('<p role="status">A seat in the cohort is held for this participant.</p>')
})
