import { describe, expect, it } from 'vitest'
import { apiFilterOf, filterAddress } from './filter-address'

describe('apiFilterOf', () => {
  // vitest.unit.config.ts runs the tests in New York's time zone (UTC-5 in winter, UTC-4 in summer).
  it('makes "from" the instant its local day starts and "to" the instant after its whole day', () => {
    expect(apiFilterOf(new URLSearchParams('from=2027-03-06&to=2027-03-14'))).toEqual({
      from: '2027-03-06T05:00:00.000Z',
      // The 14th starts at 04:00 UTC: the clocks went forward on the 14th.
      to: '2027-03-15T04:00:00.000Z',
    })
  })

  it('passes other filters as they are, and leaves out empty ones and days that are no date', () => {
    expect(apiFilterOf(new URLSearchParams('status=waitlisted&q=Ana&cohort=&from=someday&minAge=14'))).toEqual({
      status: 'waitlisted',
      q: 'Ana',
      minAge: '14',
    })
  })
})

describe('filterAddress', () => {
  it('puts the filled fields, trimmed, in the address and the search text in the history entry', () => {
    const form = [
      ['q', '  Ana Ruiz '],
      ['status', 'seated'],
      ['from', ''],
      ['minAge', ' 14'],
    ] as [string, FormDataEntryValue][]
    expect(filterAddress('/admin/registrations', form)).toEqual({
      to: '/admin/registrations?status=seated&minAge=14',
      searchText: 'Ana Ruiz',
    })
  })

  it('goes to the bare list with no search when nothing is filled', () => {
    expect(
      filterAddress('/admin/messages', [
        ['q', ' '],
        ['status', ''],
      ]),
    ).toEqual({
      to: '/admin/messages',
      searchText: undefined,
    })
  })
})
