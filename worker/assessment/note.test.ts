import { beforeEach, describe, expect, it } from 'vitest'
import type { CohortAssessment } from '../../contract/assessment'
import { createStaffAs, freshStaffSession, getJson, sessionOf, staffPost } from '../test/admin-helpers'
import { readRows } from '../test/helpers'
import { familyPath, openOnLastDay, takeFinalAssessment } from '../certificates/test-helpers'
import { LAST_DAY, linkOf, open, seatedParticipant } from './test-helpers'

let coordinator = ''
beforeEach(async () => {
  await freshStaffSession()
  coordinator = await sessionOf(await createStaffAs('coord', 'coordinator'))
})

const notePath = (id: string) => `/api/admin/cohorts/c1/assessment/${id}/note`
const notes = async () => (await readRows<{ round: string; note: string | null }>('assessments')).map((row) => row.note)
const reportAudits = async () =>
  (await readRows<{ action: string; detail: string }>('audit_log'))
    .filter((row) => row.action === 'report-note')
    .map((row) => row.detail)

describe('the coordinator’s note on the participant’s report', () => {
  it('is written in the console, shown on the printable report and the family page, audited without its words', async () => {
    const amara = await seatedParticipant('complete')
    await takeFinalAssessment(amara.id)
    const written = await staffPost(coordinator, notePath(amara.id), { note: '  Amara led her team with care.  ' })
    expect(written.status).toBe(200)
    expect(await written.json()).toEqual({ registrationId: amara.id, note: 'Amara led her team with care.' })
    expect(await notes()).toEqual(['Amara led her team with care.'])
    expect(await reportAudits()).toEqual([`registration ${amara.id}: report note written`])
    const list = await getJson<CohortAssessment>(coordinator, '/api/admin/cohorts/c1/assessment')
    expect(list.participants[0]).toMatchObject({ lastTaken: true, note: 'Amara led her team with care.' })
    const report = new URL(await linkOf(amara.id))
    report.pathname = '/assessment/report'
    expect(await (await open(report, LAST_DAY)).text()).toContain(
      '<h2>A note from the coordinator</h2><p>Amara led her team with care.</p>',
    )
    const family = await (await openOnLastDay(await familyPath(amara.id, 'es'))).text()
    expect(family).toContain('<h3>Una nota del coordinador</h3><p>Amara led her team with care.</p>')
    // Saved empty, it comes off the report.
    expect((await staffPost(coordinator, notePath(amara.id), { note: '' })).status).toBe(200)
    expect(await notes()).toEqual([null])
    expect(await (await open(report, LAST_DAY)).text()).not.toContain('A note from the coordinator')
    expect(await reportAudits()).toHaveLength(2)
  })

  it('refuses a volunteer, bad input and a participant without the final assessment, storing nothing', async () => {
    const amara = await seatedParticipant('complete')
    const volunteer = await sessionOf(await createStaffAs('door', 'volunteer', { cohortId: 'c1' }))
    const early = await staffPost(coordinator, notePath(amara.id), { note: 'Too soon' })
    expect(early.status).toBe(404)
    expect(await early.json()).toEqual({
      message: 'This participant has not begun the final leadership check-in: its report has no place for a note yet.',
    })
    await takeFinalAssessment(amara.id)
    expect((await staffPost(volunteer, notePath(amara.id), { note: 'Hi' })).status).toBe(403)
    expect((await staffPost(coordinator, notePath(amara.id), { note: 'x'.repeat(501) })).status).toBe(400)
    expect((await staffPost(coordinator, notePath(amara.id), { note: 'Bad\u202Etext' })).status).toBe(400)
    expect((await staffPost(coordinator, notePath(amara.id), { note: 5 })).status).toBe(400)
    expect((await staffPost(coordinator, '/api/admin/cohorts/c2/assessment/x/note', { note: 'Hi' })).status).toBe(404)
    expect(await notes()).toEqual([null])
    expect(await reportAudits()).toEqual([])
  })
})
