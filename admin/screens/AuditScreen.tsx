import type { AuditEntry } from '../../contract/admin'
import { ADMIN } from '../../content/admin'
import { DataTable, type Column } from '../ui/DataTable'
import { formatWhen } from '../ui/format'
import { Heading } from '../ui/Heading'
import { ListFrame } from '../ui/ListFrame'
import { useList } from '../ui/list'

const COLUMNS: Column<AuditEntry>[] = [
  { label: ADMIN.audit.when, cell: (row) => formatWhen(row.at), className: 'whitespace-nowrap font-normal' },
  { label: ADMIN.audit.who, cell: (row) => row.username },
  {
    label: ADMIN.audit.action,
    cell: (row) => (
      <span className={row.action === 'sign-in-failed' || row.action === 'refused' ? 'font-semibold text-danger' : ''}>
        {ADMIN.audit.actions[row.action] ?? row.action}
      </span>
    ),
  },
  { label: ADMIN.audit.detail, cell: (row) => row.detail ?? '' },
]

export function AuditScreen() {
  const query = useList<AuditEntry>('audit')
  return (
    <>
      <Heading intro={ADMIN.audit.intro}>{ADMIN.audit.heading}</Heading>
      <ListFrame query={query}>
        {(rows) => <DataTable label={ADMIN.audit.heading} columns={COLUMNS} rows={rows} />}
      </ListFrame>
    </>
  )
}
