/** Details corrected from the console (the form's own rules, audited by field name) and staff-only notes. */
import { beforeEach, describe, expect, it } from 'vitest'
import type { RegistrationDetail } from '../../contract/admin'
import { createStaffAs, expectJson, sessionOf, staffCall, staffPost } from '../test/admin-helpers'
import { familyPageText, linkOf } from '../test/family-kit'
import { call, clearTables, ORIGIN, readRows } from '../test/helpers'
import { insertCohort, register } from '../test/payment-helpers'

beforeEach(clearTables)

const patch = (token: string, id: string, body: unknown) =>
  staffCall(token, `/api/admin/registrations/${id}/details`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', origin: ORIGIN },
    body: JSON.stringify(body),
  })

describe('the office corrects a registration', () => {
  it('a new phone number: stored, audited by field name without the number; bad input refused, nothing stored', async () => {
    await insertCohort()
    const amara = await register()
    const token = await sessionOf(await createStaffAs('coord', 'coordinator'))
    const refused = await patch(token, amara.id, { phone: '555-CALL-NOW' })
    expect(refused.status).toBe(400)
    const { issues } = (await refused.json()) as { issues: { path: string; message: string }[] }
    expect(issues[0]).toEqual({ path: 'phone', message: 'Valid phone number is required' })
    expect((await patch(token, amara.id, { age: 40 })).status).toBe(400)
    expect((await patch(token, amara.id, { status: 'seated' })).status).toBe(400)
    const changed = await patch(token, amara.id, { phone: '614-555-0105', firstName: 'Amara' })
    expect(await expectJson(changed)).toEqual({ changed: ['phone'] })
    const record = await expectJson<RegistrationDetail>(await staffCall(token, `/api/admin/registrations/${amara.id}`))
    expect(record.phone).toBe('614-555-0105')
    expect(record.updatedAt).not.toBeNull()
    const [entry] = (await readRows<{ action: string; detail: string }>('audit_log')).filter(
      (row) => row.action === 'details-changed',
    )
    expect(entry?.detail).toBe(`registration ${amara.id}: phone`)
    // The family's own page shows the corrected number.
    expect(await familyPageText(await linkOf(amara.id))).toContain('value="614-555-0105"')
  })

  it('the same person twice is refused (409), and a volunteer may not edit (403)', async () => {
    await insertCohort()
    const amara = await register()
    await register({ firstName: 'Bola' })
    const token = await sessionOf(await createStaffAs('coord', 'coordinator'))
    expect((await patch(token, amara.id, { firstName: 'Bola' })).status).toBe(409)
    const volunteer = await sessionOf(await createStaffAs('door', 'volunteer'))
    expect((await patch(volunteer, amara.id, { phone: '614-555-0105' })).status).toBe(403)
    expect((await readRows<{ first_name: string }>('registrations')).map((row) => row.first_name).sort()).toEqual([
      'Amara',
      'Bola',
    ])
  })

  it('notes are staff-only: listed in the console, audited without their text, never on the family page or download', async () => {
    await insertCohort()
    const amara = await register()
    const token = await sessionOf(await createStaffAs('coord', 'coordinator'))
    const note = 'Mother asked us to call after 6 pm; allergy card at the desk.'
    expect((await staffPost(token, `/api/admin/registrations/${amara.id}/notes`, { body: '   ' })).status).toBe(400)
    expect((await staffPost(token, `/api/admin/registrations/${amara.id}/notes`, { body: note })).status).toBe(201)
    const notes = await expectJson<{ body: string; writtenBy: string }[]>(
      await staffCall(token, `/api/admin/registrations/${amara.id}/notes`),
    )
    expect(notes).toEqual([expect.objectContaining({ body: note, writtenBy: 'coord' })])
    const audit = JSON.stringify(await readRows('audit_log'))
    expect(audit).toContain(`registration ${amara.id}: a note`)
    expect(audit).not.toContain('after 6 pm')
    const link = await linkOf(amara.id)
    expect(await familyPageText(link)).not.toContain('after 6 pm')
    expect(await (await call(`/family/data.json${link.search}`)).text()).not.toContain('after 6 pm')
  })
})
