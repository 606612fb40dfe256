import type { RegistrationRow } from '../../contract/admin'
import { ADMIN } from '../../content/admin'
import { BASE, followLink } from '../router'
import { FilterForm, type FilterField } from '../ui/FilterForm'
import { formatWhen } from '../ui/format'
import { Heading } from '../ui/Heading'
import { ListFrame, TableScroller, TD, TH } from '../ui/ListFrame'
import { useFilters, useList } from '../ui/list'
import { ConsentFlag } from '../ui/ConsentFlag'

const FIELDS: FilterField[] = [
  { name: 'q', label: ADMIN.filters.search, type: 'search', hint: ADMIN.filters.searchHint.registrations },
  { name: 'session', label: ADMIN.filters.session, options: ADMIN.sessionLabels },
  { name: 'partner', label: ADMIN.filters.partner },
  { name: 'ageMin', label: ADMIN.filters.ageMin, type: 'number' },
  { name: 'ageMax', label: ADMIN.filters.ageMax, type: 'number' },
  { name: 'from', label: ADMIN.filters.from, type: 'date' },
  { name: 'to', label: ADMIN.filters.to, type: 'date' },
]

export function RegistrationsScreen() {
  const { shown, api } = useFilters()
  const query = useList<RegistrationRow>('registrations', api)
  return (
    <>
      <Heading>{ADMIN.nav.registrations}</Heading>
      <FilterForm list="registrations" fields={FIELDS} shown={shown} exportQuery={api} />
      <ListFrame query={query}>
        {(rows) => (
          <TableScroller label={ADMIN.nav.registrations}>
            <thead>
              <tr>
                {[ADMIN.table.name, ADMIN.table.email, ADMIN.table.phone, ADMIN.table.age, ADMIN.table.session, ADMIN.table.partner, ADMIN.table.received].map((label) => (
                  <th key={label} scope="col" className={TH}>{label}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} className="hover:bg-canvas">
                  <th scope="row" className={TD + ' font-semibold'}>
                    <a href={`${BASE}/registrations/${row.id}`} onClick={followLink} className="text-primary underline underline-offset-2">
                      {row.firstName} {row.lastName}
                    </a>
                    {row.needsConsent && <ConsentFlag />}
                  </th>
                  <td className={TD}>{row.email}</td>
                  <td className={TD + ' whitespace-nowrap'}>{row.phone}</td>
                  <td className={TD + ' tabular-nums'}>{row.age}</td>
                  <td className={TD}>{row.sessionPreference ? ADMIN.sessionLabels[row.sessionPreference] : ADMIN.record.none}</td>
                  <td className={TD}>{row.source ?? ADMIN.overview.ownSite}</td>
                  <td className={TD + ' whitespace-nowrap'}>{formatWhen(row.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </TableScroller>
        )}
      </ListFrame>
    </>
  )
}
