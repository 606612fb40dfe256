import type { UseMutationResult } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { INPUT, LABEL, MutationStatus, SECONDARY_BUTTON } from './Status'

/**
 * A short dated text added under a record, never edited afterwards (a staff note, an incident's
 * correction): one labelled box and its button. The caller's `mutation` stores the text; the
 * box empties once it is stored, and keeps the text after a failure to try again.
 */
export function DatedNoteForm({
  label,
  hint,
  maxLength,
  words,
  mutation,
}: {
  label: string
  hint?: string
  maxLength: number
  words: { add: string; adding: string; added: string }
  mutation: UseMutationResult<unknown, Error, string>
}) {
  const [body, setBody] = useState('')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!mutation.isPending) mutation.mutate(body, { onSuccess: () => setBody('') })
  }
  return (
    <form onSubmit={submit} className="mt-3">
      <label className={LABEL}>
        {label}
        {hint && <span className="block text-sm font-normal text-muted">{hint}</span>}
        <textarea
          value={body}
          onChange={(event) => setBody(event.target.value)}
          required
          maxLength={maxLength}
          rows={3}
          className={INPUT}
        />
      </label>
      <MutationStatus mutation={mutation} done={words.added} className="mt-2 min-h-6 text-sm font-semibold" />
      <button type="submit" disabled={mutation.isPending} className={SECONDARY_BUTTON}>
        {mutation.isPending ? words.adding : words.add}
      </button>
    </form>
  )
}
