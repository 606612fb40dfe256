import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useId } from 'react'
import type { SuppressedEmail } from '../../contract/admin'
import { ADMIN } from '../../content/admin'
import { callEndpoint, EVERY_SCREEN } from '../api'
import { formatWhen } from '../ui/format'
import { Heading } from '../ui/Heading'
import { ListFrame } from '../ui/ListFrame'
import { useList } from '../ui/list'
import { MutationStatus, SECONDARY_BUTTON } from '../ui/Status'

const copy = ADMIN.suppressed

function belongsTo(row: SuppressedEmail) {
  if (row.kind === 'signup-guide') return copy.signup
  if (row.kind === 'registration-repeat') return copy.registration
  return row.senderName ? copy.messageFrom(row.senderName) : copy.erased
}

/**
 * The courtesy emails an address's daily cap held back. Staff who know the person (a parent who
 * really did write four times) send one by hand; the row then leaves the list and the audit
 * log records who sent it.
 */
export function SuppressedScreen() {
  const client = useQueryClient()
  const query = useList<SuppressedEmail>('suppressed')
  const send = useMutation({
    mutationFn: async (row: SuppressedEmail) => {
      await callEndpoint('sendHeld', { id: row.id })
      return row
    },
    // The list, the overview's counts and the audit log have all changed.
    onSuccess: () => client.invalidateQueries({ queryKey: EVERY_SCREEN }),
  })
  return (
    <>
      <Heading intro={copy.intro}>{copy.heading}</Heading>
      <MutationStatus
        mutation={send}
        done={send.data && copy.sent(send.data.email)}
        className="mb-3 min-h-6 text-sm font-semibold"
      />
      <ListFrame query={query}>
        {(rows) => (
          <ul className="grid gap-3 md:grid-cols-2">
            {rows.map((row) => (
              <HeldEmailCard key={row.id} row={row} sending={send.isPending} onSend={() => send.mutate(row)} />
            ))}
          </ul>
        )}
      </ListFrame>
    </>
  )
}

/** One held email: what it is, when its submission came, who it is for and what it belongs to; a card, so a phone needs no sideways scroll. */
function HeldEmailCard({ row, sending, onSend }: { row: SuppressedEmail; sending: boolean; onSend: () => void }) {
  const headingId = useId()
  const kind = copy.kinds[row.kind] ?? row.kind
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="flex h-full flex-col gap-2 rounded-brand bg-surface p-4 shadow-sm ring-1 ring-black/5"
      >
        <h2 id={headingId} className="font-bold">
          {kind}
        </h2>
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
          <dt className="text-muted">{copy.received}</dt>
          <dd>{formatWhen(row.createdAt)}</dd>
          <dt className="text-muted">{copy.to}</dt>
          <dd className="break-words">{row.email}</dd>
          <dt className="text-muted">{copy.record}</dt>
          <dd className="break-words">{belongsTo(row)}</dd>
        </dl>
        <button
          type="button"
          disabled={sending}
          onClick={onSend}
          className={SECONDARY_BUTTON + ' mt-auto self-start'}
          aria-describedby={headingId}
        >
          {copy.send}
        </button>
      </article>
    </li>
  )
}
