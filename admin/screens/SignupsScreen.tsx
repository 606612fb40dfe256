import type { SignupRow } from '../../contract/admin'
import { ADMIN } from '../../content/admin'
import { DataTable, type Column } from '../ui/DataTable'
import type { FilterField } from '../ui/FilterForm'
import { formatWhen } from '../ui/format'
import { ListScreen } from '../ui/ListScreen'

const FIELDS: FilterField[] = [
  { name: 'q', label: ADMIN.filters.search, type: 'search', hint: ADMIN.filters.searchHint.signups },
  { name: 'status', label: ADMIN.filters.status, options: ADMIN.signupStatus },
  { name: 'partner', label: ADMIN.filters.partner },
  { name: 'from', label: ADMIN.filters.from, type: 'date' },
  { name: 'to', label: ADMIN.filters.to, type: 'date' },
]

const COLUMNS: Column<SignupRow>[] = [
  { label: ADMIN.table.email, cell: (row) => row.email },
  {
    label: ADMIN.table.status,
    cell: (row) => (row.unsubscribedAt ? ADMIN.signupStatus.unsubscribed : ADMIN.signupStatus.subscribed),
  },
  { label: ADMIN.table.partner, cell: (row) => row.source ?? ADMIN.overview.ownSite },
  { label: ADMIN.table.received, cell: (row) => formatWhen(row.createdAt), className: 'whitespace-nowrap' },
]

export function SignupsScreen() {
  return (
    <ListScreen<SignupRow> list="signups" title={ADMIN.nav.signups} fields={FIELDS}>
      {(rows) => <DataTable label={ADMIN.nav.signups} columns={COLUMNS} rows={rows} />}
    </ListScreen>
  )
}
