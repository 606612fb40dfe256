import { beforeEach, expect, it } from 'vitest'
import { clearTables, readRows, registerParticipant, storeCohort } from '../test/helpers'
import { consentRows, familyPageText, linkOf, postFamily } from '../test/family-kit'
import { hasMediaConsent, missingRequiredConsents } from './state'
import { openDatabase } from '../base/db/client'
import { env } from 'cloudflare:workers'

const db = openDatabase(env.DB)
beforeEach(async () => {
  await clearTables()
  await storeCohort({ id: 'c1', startDate: '2100-03-06', capacity: 5 })
})

it('under 18: a parent or guardian gives each consent with typed name and relationship; the participant is refused', async () => {
  const teen = await registerParticipant({ age: 15 })
  const link = await linkOf(teen.id)
  expect(await missingRequiredConsents(db, teen.id)).toEqual(['participation', 'emergency-treatment'])
  // The participant signing for themselves, or a "guardian" typing the participant's own name: refused, nothing stored.
  const self = await postFamily(link, 'consents/participation', { givenBy: 'participant', signerName: 'Amara Okafor' })
  expect(self.status).toBe(403)
  expect(await self.text()).toContain('The participant is under 18: a parent or legal guardian gives this consent')
  const ownName = await postFamily(link, 'consents/participation', { givenBy: 'guardian', signerName: 'amara  okafor' })
  expect(ownName.status).toBe(403)
  const empty = await postFamily(link, 'consents/participation', { givenBy: 'guardian', signerName: ' ' })
  expect(empty.status).toBe(400)
  expect(await empty.text()).toContain('Type your full name (up to 100 characters).')
  expect(await consentRows()).toEqual([])
  for (const kind of ['participation', 'emergency-treatment', 'media', 'evaluation']) {
    const given = await postFamily(link, `consents/${kind}`, {
      givenBy: 'guardian',
      signerName: 'Ngozi Okafor',
      relationship: 'guardian',
    })
    expect(given.status).toBe(303)
    expect(given.headers.get('location')).toBe(`/family${link.search}&done=consent`)
  }
  const guardian = { given_by: 'guardian', signer_name: 'Ngozi Okafor', relationship: 'guardian', language: 'en' }
  expect((await consentRows()).map((row) => ({ ...row, registration_id: row.registration_id === teen.id }))).toEqual(
    ['emergency-treatment', 'evaluation', 'media', 'participation'].map((kind) => ({
      registration_id: true,
      kind,
      version: 1,
      ...guardian,
      withdrawn_at: null,
    })),
  )
  const [record] = await readRows<Record<string, string>>('consents')
  expect(record!.address_hash).toMatch(/^[0-9a-f]{64}$/)
  expect(await missingRequiredConsents(db, teen.id)).toEqual([])
  expect(await hasMediaConsent(db, teen.id)).toBe(true)
  expect(await familyPageText(link)).toMatch(/Given by Ngozi Okafor \(Legal guardian\) on [A-Z][a-z]+ \d+, \d{4}\./)
})

it('18 and over: the participant gives each consent with their own name; a guardian or another name is refused', async () => {
  const adult = await registerParticipant({ age: 19, firstName: 'Kai', lastName: 'Moreno' })
  const link = await linkOf(adult.id)
  expect(await familyPageText(link)).toContain('You are 18 or over, so you give these consents yourself.')
  const guardian = await postFamily(link, 'consents/participation', {
    givenBy: 'guardian',
    signerName: 'Rosa Moreno',
    relationship: 'parent',
  })
  expect(guardian.status).toBe(403)
  expect(await guardian.text()).toContain('The participant is 18 or over and gives this consent themselves')
  const other = await postFamily(link, 'consents/participation', { givenBy: 'participant', signerName: 'Rosa Moreno' })
  expect(other.status).toBe(400)
  expect(await other.text()).toContain('Type your own name as registered: Kai Moreno.')
  expect(await consentRows()).toEqual([])
  const given = await postFamily(link, 'consents/emergency-treatment', {
    givenBy: 'participant',
    signerName: 'kai moreno',
  })
  expect(given.status).toBe(303)
  expect(await consentRows()).toEqual([
    expect.objectContaining({
      kind: 'emergency-treatment',
      given_by: 'participant',
      signer_name: 'kai moreno',
      relationship: null,
    }),
  ])
  expect(await missingRequiredConsents(db, adult.id)).toEqual(['participation'])
})
