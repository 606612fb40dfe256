import type { AuditEntry } from '../../contract/admin'
import { ADMIN } from '../../content/admin'
import { formatWhen } from '../ui/format'
import { Heading } from '../ui/Heading'
import { ListFrame, TableScroller, TD, TH } from '../ui/ListFrame'
import { useList } from '../ui/list'

export function AuditScreen() {
  const query = useList<AuditEntry>('audit', '')
  return (
    <>
      <Heading intro={ADMIN.audit.intro}>{ADMIN.audit.heading}</Heading>
      <ListFrame query={query}>
        {(rows) => (
          <TableScroller label={ADMIN.audit.heading}>
            <thead>
              <tr>
                {[ADMIN.audit.when, ADMIN.audit.who, ADMIN.audit.action, ADMIN.audit.detail].map((label) => (
                  <th key={label} scope="col" className={TH}>{label}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <td className={TD + ' whitespace-nowrap'}>{formatWhen(row.at)}</td>
                  <td className={TD}>{row.username}</td>
                  <td className={TD + (row.action === 'sign-in-failed' ? ' font-semibold text-danger' : '')}>{ADMIN.audit.actions[row.action] ?? row.action}</td>
                  <td className={TD}>{row.detail ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </TableScroller>
        )}
      </ListFrame>
    </>
  )
}
