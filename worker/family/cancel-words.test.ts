import { beforeEach, expect, it } from 'vitest'
import { clearTables, registerParticipant, storeCohort } from '../test/helpers'
import { linkOf, postFamily } from '../test/family-kit'

/** Cancels a registration from its family page, as its confirmation email's link opens it: the page answered. */
async function cancelFromFamilyPage(registrationId: string) {
  const response = await postFamily(await linkOf(registrationId), 'cancel', { confirmCancel: 'yes' })
  expect(response.status).toBe(200)
  return response.text()
}

beforeEach(clearTables)

it('says a seat goes to the next family only when the cancelled registration held one', async () => {
  await storeCohort({ id: 'c1', startDate: '2100-03-06', capacity: 1 })
  const seated = await registerParticipant()
  const waiting = await registerParticipant({ email: 'waiting@example.org', firstName: 'Kofi' })
  expect([seated.status, waiting.status]).toEqual(['seated', 'waitlisted'])
  expect(await cancelFromFamilyPage(waiting.id)).toContain('<p role="status">The registration is cancelled.</p>')
  expect(await cancelFromFamilyPage(seated.id)).toContain(
    '<p role="status">The registration is cancelled. Its seat goes to the next family on the waitlist.</p>',
  )
})
