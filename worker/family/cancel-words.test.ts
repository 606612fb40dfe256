import { beforeEach, expect, it } from 'vitest'
import { clearTables, registerParticipant, storeCohort } from '../test/helpers'
import { familyPageText, linkOf, postFamily } from '../test/family-kit'

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

it('asks for no consent once cancelled: each one not given reads "Not given." and the intro says why', async () => {
  await storeCohort({ id: 'c1', startDate: '2100-03-06', capacity: 1 })
  const minor = await registerParticipant({ age: 15 })
  await cancelFromFamilyPage(minor.id)
  const page = await familyPageText(await linkOf(minor.id))
  expect(page).toContain(
    '<p>This registration has ended, so no consent is needed. Consents for photos and surveys can still be withdrawn here.</p>',
  )
  expect(page).not.toContain('Needed before the first session.')
  expect(page.match(/<p>Not given\.<\/p>/g)).toHaveLength(4)
})
