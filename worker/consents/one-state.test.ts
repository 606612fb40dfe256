import { beforeEach, expect, it } from 'vitest'
import type { RegistrationDetail, RegistrationRow, Roster } from '../../contract/admin'
import { createStaff, getJson, signIn } from '../test/admin-helpers'
import { clearTables, registerParticipant, storeCohort } from '../test/helpers'
import { emailOf, familyPageText, linkOf, postFamily } from '../test/family-kit'

beforeEach(async () => {
  await clearTables()
  await storeCohort({ id: 'c1', startDate: '2100-03-06', capacity: 5 })
  await createStaff()
})

it('a ticked parental box is no consent record: the emails, the console, the roster and the family page agree', async () => {
  const teen = await registerParticipant({ age: 15, parentalConsent: true, mediaConsent: true })
  const token = await signIn()
  const standing = async () => ({
    email: (await emailOf('registration-confirmation', teen.id)).text.includes('The box on the form is not enough'),
    record: (await getJson<RegistrationDetail>(token, `/api/admin/registrations/${teen.id}`)).needsConsent,
    list: (await getJson<{ items: RegistrationRow[] }>(token, '/api/admin/registrations')).items[0]!.needsConsent,
    roster: (await getJson<Roster>(token, '/api/admin/cohorts/c1/roster')).participants[0]!.consent,
    page: (await familyPageText(await linkOf(teen.id))).includes('Needed before the first session.'),
  })
  expect(await standing()).toEqual({
    email: true,
    record: true,
    list: true,
    roster: 'missing',
    page: true,
  })
  const link = await linkOf(teen.id)
  const guardian = { givenBy: 'guardian', signerName: 'Ngozi Okafor', relationship: 'parent' }
  for (const kind of ['participation', 'emergency-treatment']) await postFamily(link, `consents/${kind}`, guardian)
  expect(await standing()).toEqual({
    email: false,
    record: false,
    list: false,
    roster: 'given',
    page: false,
  })
  expect((await emailOf('registration-confirmation', teen.id)).text).toContain(
    'The consents needed for Amara (taking part, emergency medical treatment) are on record.',
  )
  // The form's media box is the first media record, given by `form`, in the console as on the page.
  const record = await getJson<RegistrationDetail>(token, `/api/admin/registrations/${teen.id}`)
  expect(record.consents.find((consent) => consent.kind === 'media')).toMatchObject({
    status: 'given',
    givenBy: 'form',
    version: 1,
  })
  expect(await familyPageText(link)).toMatch(/Given with the box on the registration form on [A-Z][a-z]+ \d+, \d{4}\./)
})
