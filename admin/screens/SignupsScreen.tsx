import type { SignupRow } from '../../contract/admin'
import { ADMIN } from '../../content/admin'
import { FilterForm, type FilterField } from '../ui/FilterForm'
import { formatWhen } from '../ui/format'
import { Heading } from '../ui/Heading'
import { ListFrame, TableScroller, TD, TH } from '../ui/ListFrame'
import { useFilters, useList } from '../ui/list'

const FIELDS: FilterField[] = [
  { name: 'q', label: ADMIN.filters.search, type: 'search', hint: ADMIN.filters.searchHint.signups },
  { name: 'status', label: ADMIN.filters.status, options: ADMIN.signupStatus },
  { name: 'partner', label: ADMIN.filters.partner },
  { name: 'from', label: ADMIN.filters.from, type: 'date' },
  { name: 'to', label: ADMIN.filters.to, type: 'date' },
]

export function SignupsScreen() {
  const { shown, api } = useFilters()
  const query = useList<SignupRow>('signups', api)
  return (
    <>
      <Heading>{ADMIN.nav.signups}</Heading>
      <FilterForm list="signups" fields={FIELDS} shown={shown} exportQuery={api} />
      <ListFrame query={query}>
        {(rows) => (
          <TableScroller label={ADMIN.nav.signups}>
            <thead>
              <tr>
                {[ADMIN.table.email, ADMIN.table.status, ADMIN.table.partner, ADMIN.table.received].map((label) => (
                  <th key={label} scope="col" className={TH}>{label}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <th scope="row" className={TD + ' font-semibold'}>{row.email}</th>
                  <td className={TD}>{row.unsubscribedAt ? ADMIN.signupStatus.unsubscribed : ADMIN.signupStatus.subscribed}</td>
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
