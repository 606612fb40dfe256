import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useId, useState, type FormEvent } from 'react'
import { COORDINATOR_NOTE_MAX, type AssessmentLinkRow } from '../../contract/assessment'
import { ASSESSMENT_CONSOLE } from '../../content/assessment-console'
import { callEndpoint, EVERY_SCREEN } from '../api'
import { INPUT, LABEL, MutationStatus, PRIMARY_BUTTON, SECONDARY_BUTTON } from '../ui/Status'

const copy = ASSESSMENT_CONSOLE

/**
 * The coordinator's short note on one participant's leadership report, which the family reads
 * on its page and the printable report; saved empty, it comes off.
 */
export function ReportNoteForm({ cohortId, row }: { cohortId: string; row: AssessmentLinkRow }) {
  const client = useQueryClient()
  const [open, setOpen] = useState(false)
  const [note, setNote] = useState(row.note)
  const id = useId()
  const save = useMutation({
    mutationFn: () => callEndpoint('reportNote', { id: cohortId, registrationId: row.id }, { note }),
    onSuccess: () => void client.invalidateQueries({ queryKey: EVERY_SCREEN }),
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!save.isPending) save.mutate()
  }
  if (!open)
    return (
      <button type="button" className={SECONDARY_BUTTON} onClick={() => setOpen(true)}>
        {row.note ? copy.editNote(row.firstName) : copy.writeNote(row.firstName)}
      </button>
    )
  return (
    <form onSubmit={submit} className="flex w-full flex-col gap-2">
      <label htmlFor={id} className={LABEL}>
        {copy.noteLabel(row.firstName)}
      </label>
      <textarea
        id={id}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        maxLength={COORDINATOR_NOTE_MAX}
        rows={3}
        className={INPUT}
      />
      <div className="flex gap-2">
        <button type="submit" className={PRIMARY_BUTTON} disabled={save.isPending}>
          {copy.saveNote}
        </button>
        <button type="button" className={SECONDARY_BUTTON} onClick={() => setOpen(false)}>
          {copy.closeNote}
        </button>
      </div>
      <MutationStatus mutation={save} done={copy.noteSaved} />
    </form>
  )
}
