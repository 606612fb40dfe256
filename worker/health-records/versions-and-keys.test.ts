import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { HealthRecordResponse } from '../../contract/health-records'
import { createStaffAs, sessionOf, staffCall } from '../test/admin-helpers'
import { clearTables, countRows, readRows } from '../test/helpers'
import { FILLED, familyGet, familyPost, familyWithLink, linkMadeAt } from './test-helpers'

beforeEach(clearTables)

const director = async () => sessionOf(await createStaffAs(`director-${crypto.randomUUID().slice(0, 8)}`, 'director'))
const BLANK = { signedName: 'Ada Okafor' }
/** Another valid key (32 bytes, base64), unlike the one the tests' config sets. */
const OTHER_KEY = btoa('another-32-byte-key-not-the-same')

describe('corrections and versions', () => {
  it('saves a blank record as not complete, keeps each version, and takes no change once the cohort has ended', async () => {
    const { id, link } = await familyWithLink()
    expect((await familyPost(link, 'health', BLANK)).status).toBe(303)
    expect(await (await familyGet(link)).text()).toContain(
      'Not complete yet: answer every question (write &quot;None&quot; where nothing applies).',
    )
    expect((await familyPost(link, 'health', FILLED)).status).toBe(303)
    const { versions } = (await (
      await staffCall(await director(), `/api/admin/registrations/${id}/health`)
    ).json()) as HealthRecordResponse
    expect(versions.map((version) => [version.version, version.complete, version.allergies])).toEqual([
      [2, true, 'Peanuts (severe)'],
      [1, false, ''],
    ])
    // The last session day is 2100-03-27: the next day the record is closed.
    const later = await linkMadeAt(id, new Date('2100-03-20T12:00:00Z'))
    const late = await familyPost(later, 'health', { ...FILLED, allergies: 'None' }, { BOOTCAMP_TODAY: '2100-03-28' })
    expect(late.status).toBe(303)
    expect(await countRows('health_records')).toBe(2)
    expect(await (await familyGet(later, '', { BOOTCAMP_TODAY: '2100-03-28' })).text()).toContain(
      'The cohort has ended: the health record can no longer be changed.',
    )
    const onLastDay = await familyPost(
      later,
      'health',
      { ...FILLED, allergies: 'None' },
      { BOOTCAMP_TODAY: '2100-03-27' },
    )
    expect(onLastDay.status).toBe(303)
    expect(await countRows('health_records')).toBe(3)
  })

  it('refuses a record without the typed name with the message under the field, storing nothing', async () => {
    const { link } = await familyWithLink({}, 'es')
    const refused = await familyPost(link, 'health', { ...FILLED, signedName: ' ' })
    expect(refused.status).toBe(400)
    const page = await refused.text()
    expect(page).toContain('<label for="health-allergies">Alergias</label>')
    expect(page).toContain(
      '<span id="health-signedName-error" class="error">Escribe tu nombre completo (hasta 100 caracteres).</span>',
    )
    expect(await countRows('health_records')).toBe(0)
  })
})

describe('a missing or wrong key', () => {
  it('answers a clear 500, logged once with its kind and no data, and stores nothing', async () => {
    const { id, link } = await familyWithLink()
    await familyPost(link, 'health', FILLED)
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      for (const [bindings, kind] of [
        [{ HEALTH_DATA_KEY: '' }, 'health_key_missing'],
        [{ HEALTH_DATA_KEY: OTHER_KEY }, 'health_key_unknown'],
      ] as const) {
        logged.mockClear()
        const token = await director()
        const response = await staffCall(token, `/api/admin/registrations/${id}/health`, {}, undefined, bindings)
        expect(response.status).toBe(500)
        expect(await response.json()).toEqual({
          message:
            'Health records cannot be read: the health data key (HEALTH_DATA_KEY) is missing or does not match. Tell the operator.',
        })
        expect(logged).toHaveBeenCalledTimes(1)
        const line = JSON.parse(String(logged.mock.calls[0]![0])) as Record<string, unknown>
        expect(line).toEqual({ level: 'error', event: 'health-key', kind, requestId: expect.any(String) as string })
      }
      logged.mockClear()
      const save = await familyPost(link, 'health', FILLED, { HEALTH_DATA_KEY: '' })
      expect(save.status).toBe(500)
      expect(await save.text()).toContain('The health record cannot be shown right now.')
      expect(logged).toHaveBeenCalledTimes(1)
      expect(JSON.stringify(logged.mock.calls)).not.toMatch(/Peanuts|Okafor/)
      expect(await countRows('health_records')).toBe(1)
      expect((await readRows('health_records')).length).toBe(1)
    } finally {
      logged.mockRestore()
    }
  })
})
