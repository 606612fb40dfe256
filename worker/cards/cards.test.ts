import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { CohortCards } from '../../contract/cards'
import { expectJson, staffCall } from '../test/admin-helpers'
import { call, clearTables, readRows, registerIn } from '../test/helpers'
import { FILLED, familyPost, familyWithLink } from '../health-records/test-helpers'
import { AT_THE_DOOR, LISTED, staffAs } from '../release/test-helpers'

beforeEach(clearTables)

const cards = (token: string, bindings: Record<string, string> = AT_THE_DOOR, cohort = 'c1') =>
  staffCall(token, `/api/admin/cohorts/${cohort}/cards`, {}, undefined, bindings)

const cardReads = async () =>
  (await readRows<{ action: string; detail: string }>('audit_log'))
    .filter((entry) => entry.action === 'health-read')
    .map((entry) => entry.detail)
    .sort()

describe('emergency cards', () => {
  it('give a volunteer on duty each seated participant’s contacts, allergies, release and photo rule, each read audited', async () => {
    const { id, link } = await familyWithLink({ age: 14, emergencyContact: 'Grandma Okafor' })
    await familyPost(link, 'health', FILLED)
    await familyPost(link, 'release', LISTED)
    const kofi = await registerIn({ firstName: 'Kofi', lastName: 'Boateng', email: 'kofi@example.org', cohortId: 'c1' })
    const answer = await expectJson<CohortCards>(await cards(await staffAs('volunteer')))
    expect(answer).toMatchObject({
      cohortId: 'c1',
      today: '2100-03-13',
      sessionDates: expect.arrayContaining(['2100-03-13']) as string[],
    })
    const [kofiCard, adaCard] = answer.cards
    expect(adaCard).toEqual({
      registrationId: id,
      firstName: expect.any(String) as string,
      lastName: expect.any(String) as string,
      age: 14,
      contacts: [
        { name: 'Ada Okafor', relationship: 'phone on the registration', phone: expect.any(String) as string },
        { name: 'Ngozi Okafor (aunt)', relationship: '', phone: '614-555-0199' },
        { name: 'Chidi Okafor', relationship: 'tío', phone: '614-555-0150' },
        { name: 'Bola Ade', relationship: 'vecina', phone: '614-555-0151' },
      ],
      emergencyNote: 'Grandma Okafor',
      health: { ...Object.fromEntries(Object.entries(FILLED).filter(([key]) => key !== 'signedName')), complete: true },
      release: {
        mode: 'listed',
        adults: expect.any(Array) as unknown[],
        mustNotCollect: ['Tunde Okafor'],
        signedName: 'Ada Okafor',
        onOwnConsent: false,
      },
      emergencyTreatment: false,
      noPhotos: true,
    })
    expect(kofiCard).toMatchObject({ registrationId: kofi.id, firstName: 'Kofi', health: null, release: null })
    expect(await cardReads()).toEqual(
      [`registration ${id}: emergency card`, `registration ${kofi.id}: emergency card`].sort(),
    )
  })

  it('refuse a volunteer outside the session’s window and a cohort not theirs; an unknown cohort is a 404; nothing audited as read', async () => {
    await familyWithLink()
    const volunteer = await staffAs('volunteer')
    const outside = await cards(volunteer, { BOOTCAMP_NOW: '2100-03-14T16:00:00.000Z' })
    expect(outside.status).toBe(403)
    expect((await cards(volunteer, AT_THE_DOOR, 'c2')).status).toBe(403)
    const missing = await cards(await staffAs('director'), AT_THE_DOOR, 'c9')
    expect(missing.status).toBe(404)
    expect(await cardReads()).toEqual([])
    // The screen's own address serves the console's shell, as check-in's does.
    expect((await call('/admin/cohorts/c1/cards')).status).toBe(200)
  })

  it('answer the health key’s 500 without a card when the key is missing, auditing no read', async () => {
    const { link } = await familyWithLink()
    await familyPost(link, 'health', FILLED)
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      const response = await cards(await staffAs('director'), { ...AT_THE_DOOR, HEALTH_DATA_KEY: '' })
      expect(response.status).toBe(500)
      expect(JSON.stringify(await response.json())).not.toMatch(/Peanuts|Okafor/)
      expect(JSON.stringify(logged.mock.calls)).not.toMatch(/Peanuts|Okafor/)
    } finally {
      logged.mockRestore()
    }
    expect(await cardReads()).toEqual([])
  })
})
