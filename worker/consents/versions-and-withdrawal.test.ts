import { env } from 'cloudflare:workers'
import { beforeEach, expect, it } from 'vitest'
import type { RegistrationDetail, Roster } from '../../contract/admin'
import { createStaff, getJson, signIn } from '../test/admin-helpers'
import { clearTables, registerParticipant, storeCohort } from '../test/helpers'
import { consentRows, familyPageText, linkOf, postFamily } from '../test/family-kit'

beforeEach(async () => {
  await clearTables()
  await storeCohort({ id: 'c1', startDate: '2100-03-06', capacity: 5 })
  await createStaff()
})

const guardian = { givenBy: 'guardian', signerName: 'Ngozi Okafor', relationship: 'parent' }
const rosterRow = async (token: string) =>
  (await getJson<Roster>(token, '/api/admin/cohorts/c1/roster')).participants[0]!

it('a new version of a text asks again on the family page, and the roster and record show who is on the old one', async () => {
  const teen = await registerParticipant({ age: 15 })
  const link = await linkOf(teen.id)
  const token = await signIn()
  for (const kind of ['participation', 'emergency-treatment']) await postFamily(link, `consents/${kind}`, guardian)
  expect((await rosterRow(token)).consent).toBe('given')
  // The participation text's version was raised after the family agreed: their record is on the old one.
  await env.DB.prepare("UPDATE consents SET version = 0 WHERE kind = 'participation'").run()
  const page = await familyPageText(link)
  expect(page).toMatch(/The text changed after it was agreed to on [A-Z][a-z]+ \d+, \d{4}\. Please read it again/)
  expect(page).toContain('action="/family/consents/participation?token=')
  expect((await rosterRow(token)).consent).toBe('outdated')
  const record = await getJson<RegistrationDetail>(token, `/api/admin/registrations/${teen.id}`)
  expect(record.consents.find((consent) => consent.kind === 'participation')).toMatchObject({
    status: 'outdated',
    version: 0,
  })
  expect(record.needsConsent).toBe(false)
  // Agreed again: a new record on the current text; the old one is kept as it was.
  expect((await postFamily(link, 'consents/participation', guardian)).status).toBe(303)
  expect((await consentRows()).filter((row) => row.kind === 'participation').map((row) => row.version)).toEqual([0, 1])
  expect((await rosterRow(token)).consent).toBe('given')
  expect(await familyPageText(link)).not.toContain('action="/family/consents/participation?token=')
})

it('a guardian withdraws media consent: the record is kept, stamped, and the roster shows "no photos" at once', async () => {
  const teen = await registerParticipant({ age: 15, mediaConsent: true })
  const link = await linkOf(teen.id)
  const token = await signIn()
  expect((await rosterRow(token)).noPhotos).toBe(false)
  const withdrawn = await postFamily(link, 'consents/media/withdraw', {})
  expect(withdrawn.status).toBe(303)
  expect(withdrawn.headers.get('location')).toBe(`/family${link.search}&done=consent-withdrawn`)
  expect(await consentRows()).toEqual([
    expect.objectContaining({ kind: 'media', given_by: 'form', withdrawn_at: expect.stringMatching(/^\d{4}-/) }),
  ])
  expect((await rosterRow(token)).noPhotos).toBe(true)
  const record = await getJson<RegistrationDetail>(token, `/api/admin/registrations/${teen.id}`)
  expect(record.consents.find((consent) => consent.kind === 'media')?.status).toBe('withdrawn')
  expect(await familyPageText(link)).toMatch(/Withdrawn on [A-Z][a-z]+ \d+, \d{4}\./)
  // Taking part is not withdrawn here (cancel is): refused, nothing changed.
  await postFamily(link, 'consents/participation', guardian)
  const refused = await postFamily(link, 'consents/participation/withdraw', {})
  expect(refused.status).toBe(400)
  expect((await consentRows()).find((row) => row.kind === 'participation')?.withdrawn_at).toBeNull()
})
