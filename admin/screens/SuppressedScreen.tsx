import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { SuppressedEmail } from '../../contract/admin'
import { ADMIN } from '../../content/admin'
import { errorText, sendJson } from '../api'
import { DataTable, type Column } from '../ui/DataTable'
import { formatWhen } from '../ui/format'
import { Heading } from '../ui/Heading'
import { ListFrame } from '../ui/ListFrame'
import { useList } from '../ui/list'
import { SECONDARY_BUTTON } from '../ui/Status'

const copy = ADMIN.suppressed

const belongsTo = (row: SuppressedEmail) => (row.kind === 'signup-guide' ? copy.signup : row.senderName ? copy.messageFrom(row.senderName) : copy.erased)

/**
 * The courtesy emails an address's daily cap held back. Staff who know the person (a parent who
 * really did write four times) send one by hand; the row then leaves the list and the audit
 * log records who sent it.
 */
export function SuppressedScreen() {
  const client = useQueryClient()
  const query = useList<SuppressedEmail>('suppressed', '')
  const send = useMutation({
    mutationFn: async (row: SuppressedEmail) => {
      await sendJson(`/api/admin/suppressed/${row.id}/send`, 'POST')
      return row
    },
    // The list, the overview's counts and the audit log have all changed.
    onSuccess: () => client.invalidateQueries({ queryKey: ['/api/admin'] }),
  })
  const columns: Column<SuppressedEmail>[] = [
    { label: copy.held, cell: (row) => formatWhen(row.createdAt), className: 'whitespace-nowrap font-normal' },
    { label: copy.kind, cell: (row) => copy.kinds[row.kind] ?? row.kind },
    { label: copy.to, cell: (row) => <span className="break-all">{row.email}</span> },
    { label: copy.record, cell: (row) => <span className="break-words">{belongsTo(row)}</span> },
    {
      label: copy.action,
      cell: (row) => (
        <button type="button" disabled={send.isPending} onClick={() => send.mutate(row)} className={SECONDARY_BUTTON} aria-label={`${copy.send}: ${copy.kinds[row.kind] ?? row.kind}, ${row.email}`}>
          {send.isPending && send.variables?.id === row.id ? copy.sending : copy.send}
        </button>
      ),
    },
  ]
  return (
    <>
      <Heading intro={copy.intro}>{copy.heading}</Heading>
      <p role="status" className="mb-3 min-h-6 text-sm font-semibold">
        {send.isError ? <span className="text-danger">{errorText(send.error)}</span> : send.isSuccess ? <span className="text-success">{copy.sent(send.data.email)}</span> : ''}
      </p>
      <ListFrame query={query}>{(rows) => <DataTable label={copy.heading} columns={columns} rows={rows} />}</ListFrame>
    </>
  )
}
