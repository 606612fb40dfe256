import { useMutation, useQueryClient } from '@tanstack/react-query'
import { NOTE_MAX } from '../../contract/office'
import { OFFICE_CONSOLE } from '../../content/office-console'
import { ADMIN } from '../../content/admin'
import { callEndpoint, EVERY_SCREEN, useEndpoint } from '../api'
import { formatWhen } from '../ui/format'
import { DatedNoteForm } from '../ui/DatedNoteForm'
import { Status } from '../ui/Status'

const copy = OFFICE_CONSOLE.notes

/** Staff-only notes on the participant, newest first, and a new one. */
export function NotesSection({ id }: { id: string }) {
  const client = useQueryClient()
  const notes = useEndpoint('notes', { id })
  const add = useMutation({
    mutationFn: (body: string) => callEndpoint('addNote', { id }, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: EVERY_SCREEN }),
  })
  return (
    <section
      aria-labelledby="notes-heading"
      className="mt-4 rounded-brand bg-surface p-4 shadow-sm ring-1 ring-black/5"
    >
      <h2 id="notes-heading" className="font-bold">
        {copy.legend}
      </h2>
      <p className="text-sm text-muted">{copy.intro}</p>
      {notes.isPending ? (
        <Status>{ADMIN.loading}</Status>
      ) : notes.isError ? (
        <Status error={notes.error} onRetry={() => void notes.refetch()} />
      ) : notes.data.length === 0 ? (
        <p className="mt-2 text-sm">{copy.none}</p>
      ) : (
        <ul className="mt-2 space-y-2">
          {notes.data.map((note) => (
            <li key={note.id} className="border-b border-black/5 pb-2 text-sm">
              <p className="whitespace-pre-wrap wrap-anywhere">{note.body}</p>
              <p className="text-muted">{copy.by(note.writtenBy, formatWhen(note.createdAt))}</p>
            </li>
          ))}
        </ul>
      )}
      <DatedNoteForm label={copy.label} maxLength={NOTE_MAX} words={copy} mutation={add} />
    </section>
  )
}
