import { beforeEach, describe, expect, it } from 'vitest'
import type { Roster } from '../../contract/admin'
import { createStaffAs, sessionOf, staffCall } from '../test/admin-helpers'
import { FAR_DAYS, clearTables, registerParticipant, storeCohortOn } from '../test/helpers'
import { FILLED, familyGet, familyPost, familyWithLink, linkMadeAt } from '../health-records/test-helpers'

beforeEach(clearTables)

async function notReadyOnRoster() {
  const token = await sessionOf(await createStaffAs(`director-${crypto.randomUUID().slice(0, 8)}`, 'director'))
  const roster = (await (await staffCall(token, '/api/admin/cohorts/c1/roster')).json()) as Roster
  return Object.fromEntries(roster.participants.map((row) => [row.firstName, row.notReady]))
}

describe('ready for the day', () => {
  it('is a complete health record, under 18 a guardian’s two required consents and release rules: on the roster and the family page', async () => {
    const { link } = await familyWithLink({ age: 15 })
    expect(await notReadyOnRoster()).toEqual({ Amara: ['health', 'consent', 'release'] })
    let page = await (await familyGet(link)).text()
    expect(page).toContain('<h2 id="readiness-heading">Ready for the first day</h2>')
    expect(page).toContain('<li><a href="#health-heading">the health and safety record</a></li>')
    expect(page).toContain(
      '<li><a href="#consent-heading">the consents to take part and to emergency medical treatment</a></li>',
    )
    expect(page).toContain(
      '<li><a href="#release-heading">who may take the participant home after each session</a></li>',
    )
    // A blank record is saved, and is not complete.
    await familyPost(link, 'health', { signedName: 'Ada Okafor' })
    const guardian = { givenBy: 'guardian', signerName: 'Ada Okafor', relationship: 'parent' }
    await familyPost(link, 'consents/participation', guardian)
    expect(await notReadyOnRoster()).toEqual({ Amara: ['health', 'consent', 'release'] })
    await familyPost(link, 'consents/emergency-treatment', guardian)
    expect(await notReadyOnRoster()).toEqual({ Amara: ['health', 'release'] })
    await familyPost(link, 'release', { mode: 'guardian', signedName: 'Ada Okafor' })
    expect(await notReadyOnRoster()).toEqual({ Amara: ['health'] })
    await familyPost(link, 'health', FILLED)
    expect(await notReadyOnRoster()).toEqual({ Amara: [] })
    page = await (await familyGet(link)).text()
    expect(page).toContain('<p>Everything we need before the first session is here. Thank you.</p>')
  })

  it('from 18 needs the participant’s own consents (leaving on their own is the default), and says what is missing in Spanish', async () => {
    const { link } = await familyWithLink({ age: 19 }, 'es')
    expect(await notReadyOnRoster()).toEqual({ Amara: ['health', 'consent'] })
    let page = await (await familyGet(link)).text()
    expect(page).toContain('<h2 id="readiness-heading">Listo para el primer día</h2>')
    expect(page).toContain('<li><a href="#health-heading">el registro de salud y seguridad</a></li>')
    expect(page).toContain(
      '<li><a href="#consent-heading">los consentimientos de participación y de atención médica de emergencia</a></li>',
    )
    const self = { givenBy: 'participant', signerName: 'Amara Okafor' }
    await familyPost(link, 'consents/participation', self)
    await familyPost(link, 'consents/emergency-treatment', self)
    expect(await notReadyOnRoster()).toEqual({ Amara: ['health'] })
    page = await (await familyGet(link)).text()
    expect(page).not.toContain('<li><a href="#consent-heading">')
    expect(page).toContain('<p>Por su cuenta (lo habitual desde los 18 años).</p>')
  })

  it('is asked until the last session, and no more once it is over (nothing is left to be ready for)', async () => {
    await storeCohortOn('c1', 5)
    const row = await registerParticipant({ cohortId: 'c1', age: 15 })
    const [last, after] = [FAR_DAYS.at(-1)!, '2100-03-28']
    const link = await linkMadeAt(row.id, new Date(`${after}T17:00:00Z`))
    const onTheLastDay = await (await familyGet(link, '', { BOOTCAMP_TODAY: last })).text()
    expect(onTheLastDay).toContain('<h2 id="readiness-heading">Ready for the first day</h2>')
    const over = await (await familyGet(link, '', { BOOTCAMP_TODAY: after })).text()
    expect(over).toContain('<h2 id="status-heading">Status</h2>')
    expect(over).not.toContain('readiness-heading')
    expect(over).not.toContain('<li><a href="#health-heading">')
  })
})
