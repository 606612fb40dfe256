import { useMutation } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { ADMIN } from '../../content/admin'
import { HELD_RECORDS, heldSentences } from '../../content/held-records'
import type { HeldRecords } from '../../contract/retention'
import { callEndpoint, errorText } from '../api'
import { Heading } from '../ui/Heading'
import { DANGER_BUTTON, INPUT, LABEL, SECONDARY_BUTTON } from '../ui/Status'

function Counts({ tables }: { tables: Record<string, number> }) {
  return (
    <ul className="mt-2 grid gap-1 sm:grid-cols-2">
      {Object.entries(tables).map(([table, rows]) => (
        <li key={table} className="flex justify-between gap-4 rounded-brand bg-canvas px-3 py-2">
          <code>{table}</code>
          <span className="font-semibold tabular-nums">{ADMIN.erase.rows(rows)}</span>
        </li>
      ))}
    </ul>
  )
}

/** What stays under legal hold, and the words to tell the person, in English and Spanish. */
function Held({ held }: { held: HeldRecords[] }) {
  if (held.length === 0) return null
  return (
    <div className="mt-4">
      <p className="font-semibold">{ADMIN.erase.held}</p>
      {[...heldSentences('en', held), HELD_RECORDS.en.why(held[0]!.yearsAfter18)].map((sentence) => (
        <p key={sentence} className="mt-1">
          {sentence}
        </p>
      ))}
      <details className="mt-2">
        <summary className="cursor-pointer font-semibold">{ADMIN.erase.heldSpanish}</summary>
        {[...heldSentences('es', held), HELD_RECORDS.es.why(held[0]!.yearsAfter18)].map((sentence) => (
          <p key={sentence} lang="es" className="mt-1">
            {sentence}
          </p>
        ))}
      </details>
    </div>
  )
}

/** By email: what will go from every table with personal data, a confirmation, then the counts. */
export function EraseScreen() {
  const [email, setEmail] = useState('')
  const [confirmed, setConfirmed] = useState(false)
  const preview = useMutation({
    mutationFn: (address: string) => callEndpoint('erasePreview', {}, { email: address }),
    onMutate: () => setConfirmed(false),
  })
  const erase = useMutation({
    mutationFn: (address: string) => callEndpoint('erase', {}, { email: address }),
  })
  const find = (event: FormEvent) => {
    event.preventDefault()
    erase.reset()
    preview.mutate(email)
  }
  const total = preview.data ? Object.values(preview.data.tables).reduce((sum, rows) => sum + rows, 0) : 0
  return (
    <>
      <Heading intro={ADMIN.erase.intro}>{ADMIN.erase.heading}</Heading>
      <form onSubmit={find} className="max-w-2xl rounded-brand bg-surface p-4 shadow-sm ring-1 ring-black/5">
        <label className={LABEL}>
          {ADMIN.erase.email}
          <input
            type="email"
            required
            autoComplete="off"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            className={INPUT}
          />
        </label>
        <button type="submit" disabled={preview.isPending} className={SECONDARY_BUTTON + ' mt-3'}>
          {ADMIN.erase.find}
        </button>
      </form>
      <div role="status" className="mt-5 max-w-2xl">
        {preview.isError && <p className="font-semibold text-danger">{errorText(preview.error)}</p>}
        {erase.isSuccess ? (
          <div className="rounded-brand bg-surface p-4 ring-1 ring-success">
            <p className="font-semibold text-success">{ADMIN.erase.done}</p>
            <Counts tables={erase.data.tables} />
            <Held held={erase.data.held} />
          </div>
        ) : (
          preview.data &&
          (total === 0 ? (
            <p className="rounded-brand bg-surface p-4 ring-1 ring-black/5">{ADMIN.erase.nothing}</p>
          ) : (
            <div className="rounded-brand bg-surface p-4 ring-1 ring-danger">
              <p className="font-semibold">{ADMIN.erase.found}</p>
              <Counts tables={preview.data.tables} />
              <Held held={preview.data.held} />
              <label className="mt-4 flex items-center gap-2">
                <input
                  type="checkbox"
                  checked={confirmed}
                  onChange={(event) => setConfirmed(event.target.checked)}
                  className="size-5 accent-danger"
                />
                {ADMIN.erase.confirm}
              </label>
              <button
                type="button"
                disabled={!confirmed || erase.isPending}
                onClick={() => erase.mutate(preview.variables ?? email)}
                className={DANGER_BUTTON + ' mt-3'}
              >
                {ADMIN.erase.submit}
              </button>
              {erase.isError && <p className="mt-2 font-semibold text-danger">{errorText(erase.error)}</p>}
            </div>
          ))
        )}
      </div>
    </>
  )
}
