import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { REPLY_PROMISE_HOURS, STAFF_NOTE_MAX, type MessageRow } from '../../contract/admin'
import { ADMIN } from '../../content/admin'
import { OFFICE_CONSOLE } from '../../content/office-console'
import { SearchLink } from '../ui/SearchLink'
import { BASE } from '../router'
import { callEndpoint, EVERY_SCREEN } from '../api'
import type { FilterField } from '../ui/FilterForm'
import { formatWhen, timeLeft } from '../ui/format'
import { ListScreen } from '../ui/ListScreen'
import { INPUT, LABEL, MutationStatus, PRIMARY_BUTTON, SECONDARY_BUTTON } from '../ui/Status'

const FIELDS: FilterField[] = [
  { name: 'q', label: ADMIN.filters.search, type: 'search', hint: ADMIN.filters.searchHint.messages },
  { name: 'status', label: ADMIN.filters.status, options: ADMIN.messageStatus },
  { name: 'subject', label: ADMIN.filters.subject, options: ADMIN.subjectLabels },
  { name: 'partner', label: ADMIN.filters.partner },
  { name: 'from', label: ADMIN.filters.from, type: 'date' },
  { name: 'to', label: ADMIN.filters.to, type: 'date' },
]

export function MessagesScreen() {
  return (
    <ListScreen<MessageRow> list="messages" title={ADMIN.nav.messages} fields={FIELDS}>
      {(rows) => (
        <ul className="space-y-3">
          {rows.map((row) => (
            <MessageCard key={`${row.id}:${row.repliedAt ?? ''}:${row.staffNote ?? ''}`} message={row} />
          ))}
        </ul>
      )}
    </ListScreen>
  )
}

/** One message: who, what, the time left on the 24-hour promise, and the staff's reply state and note. */
function MessageCard({ message }: { message: MessageRow }) {
  const client = useQueryClient()
  const headingId = useId()
  const [note, setNote] = useState(message.staffNote ?? '')
  const save = useMutation({
    mutationFn: (replied: boolean) => callEndpoint('reply', { id: message.id }, { replied, note }),
    // Every list, count and waiting queue may have changed.
    onSuccess: () => client.invalidateQueries({ queryKey: EVERY_SCREEN }),
  })
  const left = timeLeft(message.createdAt, REPLY_PROMISE_HOURS)
  const replied = Boolean(message.repliedAt)
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className={`rounded-brand bg-surface p-4 shadow-sm ring-1 ${!replied && left.overdue ? 'ring-2 ring-danger' : 'ring-black/5'}`}
      >
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id={headingId} className="min-w-0 font-bold wrap-anywhere">
            {message.name}{' '}
            <span className="font-normal text-muted">
              · {message.subject ? ADMIN.subjectLabels[message.subject] : ADMIN.record.none}
            </span>
          </h2>
          <span className="text-sm text-muted">{formatWhen(message.createdAt)}</span>
        </div>
        <a href={`mailto:${message.email}`} className="text-sm text-primary underline wrap-anywhere">
          {message.email}
        </a>{' '}
        <span className="text-sm">
          ·{' '}
          <SearchLink to={`${BASE}/registrations`} searchText={message.email}>
            {OFFICE_CONSOLE.links.registrationsOf}
          </SearchLink>
        </span>
        <p className="mt-2 whitespace-pre-wrap wrap-anywhere">{message.message}</p>
        <p
          className={`mt-3 text-sm font-semibold ${replied ? 'text-success' : left.overdue ? 'text-danger' : 'text-ink'}`}
        >
          {replied
            ? ADMIN.messages.repliedBy(message.repliedBy ?? '', formatWhen(message.repliedAt))
            : left.overdue
              ? ADMIN.overview.overdue(left.hours)
              : ADMIN.overview.timeLeft(left.hours, left.minutes)}
        </p>
        <label className={LABEL + ' mt-3'}>
          {ADMIN.messages.note}
          <textarea
            value={note}
            maxLength={STAFF_NOTE_MAX}
            rows={2}
            onChange={(event) => setNote(event.target.value)}
            className={INPUT}
          />
        </label>
        <div className="mt-3 flex flex-wrap items-center gap-2">
          <button
            type="button"
            disabled={save.isPending}
            onClick={() => save.mutate(!replied)}
            className={replied ? SECONDARY_BUTTON : PRIMARY_BUTTON}
          >
            {replied ? ADMIN.messages.markWaiting : ADMIN.messages.markReplied}
          </button>
          <button
            type="button"
            disabled={save.isPending}
            onClick={() => save.mutate(replied)}
            className={SECONDARY_BUTTON}
          >
            {ADMIN.messages.save}
          </button>
          <MutationStatus mutation={save} done={ADMIN.messages.saved} as="span" className="text-sm" />
        </div>
      </article>
    </li>
  )
}
