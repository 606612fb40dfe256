/** Finding a family by the number they say on the phone, however it was typed on the form. */
import { beforeEach, describe, expect, it } from 'vitest'
import type { RegistrationRow } from '../../contract/admin'
import { createStaff, insertRegistration, searchList, signIn } from '../test/admin-helpers'
import { clearTables } from '../test/helpers'

beforeEach(clearTables)

describe('searching registrations by phone', () => {
  it('finds 614-555-0105 from its digits alone, with brackets, dots or spaces; names and emails still match', async () => {
    await insertRegistration({
      firstName: 'Ana',
      email: 'ana@example.org',
      phone: '614-555-0105',
      createdAt: '2026-11-01T10:00:00.000Z',
    })
    await insertRegistration({
      firstName: 'Ben',
      email: 'ben@example.org',
      phone: '(614) 555-0199',
      createdAt: '2026-11-02T10:00:00.000Z',
    })
    await createStaff()
    const token = await signIn()
    const names = async (q: string) =>
      (await searchList<RegistrationRow>(token, 'registrations', new URLSearchParams({ q }).toString())).items.map(
        (row) => row.firstName,
      )
    for (const typed of ['6145550105', '(614) 555-0105', '614.555.0105', '614 555 0105', '5550105'])
      expect(await names(typed), typed).toEqual(['Ana'])
    expect(await names('614 555')).toEqual(['Ben', 'Ana'])
    expect(await names('ana@example')).toEqual(['Ana'])
    expect(await names('Ben')).toEqual(['Ben'])
    // Two digits match no number by digits alone (only where they are typed as such).
    expect(await names('99')).toEqual(['Ben'])
  })
})
