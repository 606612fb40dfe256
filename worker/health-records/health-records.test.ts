import { beforeEach, describe, expect, it } from 'vitest'
import type { HealthRecordResponse } from '../../contract/health-records'
import { createStaffAs, sessionOf, staffCall } from '../test/admin-helpers'
import { clearTables, readRows } from '../test/helpers'
import { FILLED, familyGet, familyPost, familyWithLink } from './test-helpers'

beforeEach(clearTables)

/** A session of a staff account of `role` (a new account each time). */
const staffAs = async (role: Parameters<typeof createStaffAs>[1]) =>
  sessionOf(await createStaffAs(`${role}-${crypto.randomUUID().slice(0, 8)}`, role))

describe('the health record on the family page', () => {
  it('is stored encrypted (no typed text in the row) and read decrypted by the director and the health lead only, audited', async () => {
    const { id, link } = await familyWithLink()
    const saved = await familyPost(link, 'health', FILLED)
    expect(saved.status).toBe(303)
    expect(saved.headers.get('location')).toContain('&done=health')
    const rows = await readRows<Record<string, unknown>>('health_records')
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ registration_id: id, version: 1, complete: 1, language: 'en' })
    expect(rows[0]!.key_id).toMatch(/^[0-9a-f]{16}$/)
    expect(atob(String(rows[0]!.iv))).toHaveLength(12)
    // Neither the row nor its ciphertext decoded holds what was typed.
    const stored = JSON.stringify(rows) + atob(String(rows[0]!.ciphertext))
    for (const typed of ['Peanuts', 'EpiPen', 'Asthma', 'Albuterol', 'Ngozi', '614-555-0199', 'Ada Okafor'])
      expect(stored).not.toContain(typed)
    for (const role of ['director', 'health-lead'] as const) {
      const response = await staffCall(await staffAs(role), `/api/admin/registrations/${id}/health`)
      expect(response.status).toBe(200)
      const { versions } = (await response.json()) as HealthRecordResponse
      expect(versions).toEqual([
        { ...FILLED, version: 1, complete: true, language: 'en', savedAt: expect.any(String) as string },
      ])
    }
    for (const role of ['coordinator', 'volunteer'] as const)
      expect((await staffCall(await staffAs(role), `/api/admin/registrations/${id}/health`)).status).toBe(403)
    const reads = (await readRows<{ action: string; username: string; detail: string }>('audit_log')).filter(
      (entry) => entry.action === 'health-read',
    )
    expect(reads.map((entry) => [entry.username.split('-').slice(0, -1).join('-'), entry.detail])).toEqual([
      ['director', `registration ${id}: health record`],
      ['health-lead', `registration ${id}: health record`],
    ])
    const record = await (await staffCall(await staffAs('director'), `/api/admin/registrations/${id}`)).text()
    expect(record).not.toMatch(/Peanuts|Albuterol|allerg/i)
    const page = await (await familyGet(link)).text()
    expect(page).toContain('<h2 id="health-heading">Health and safety</h2>')
    expect(page).toContain('<label for="health-allergies">Allergies</label>')
    expect(page).toContain('>Peanuts (severe)</textarea>')
    expect(page).toMatch(/Complete\. Last saved by Ada Okafor on .+ \(version 1\)\. Earlier versions are kept\./)
  })

  it('goes into the family’s download only when asked for on the page', async () => {
    const { link } = await familyWithLink()
    await familyPost(link, 'health', FILLED)
    const plain = (await (await familyGet(link, '/data.json')).json()) as Record<string, unknown>
    expect(Object.keys(plain)).toEqual([
      'registration',
      'consents',
      'payments',
      'releaseRules',
      'checkOuts',
      'incidents',
      'incidentCorrections',
      'followUpAnswers',
    ])
    expect(JSON.stringify(plain)).not.toContain('Peanuts')
    const response = await familyGet(new URL(`${link.href}&health=yes`), '/data.json')
    expect(response.status).toBe(200)
    const asked = (await response.json()) as {
      healthRecord: { allergies: string; version: number }[]
    }
    expect(asked.healthRecord.map((version) => [version.version, version.allergies])).toEqual([[1, 'Peanuts (severe)']])
  })
})
