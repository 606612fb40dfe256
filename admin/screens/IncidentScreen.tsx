import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { INCIDENT_LIMITS, type IncidentDetail } from '../../contract/incidents'
import { queryKeyOf } from '../../contract/endpoints'
import { INCIDENTS_CONSOLE } from '../../content/incidents-console'
import { ADMIN } from '../../content/admin'
import { callEndpoint, useEndpoint } from '../api'
import { useCan } from '../ui/access'
import { BASE, followLink } from '../router'
import { formatWhen } from '../ui/format'
import { Heading } from '../ui/Heading'
import { INPUT, LABEL, MutationStatus, SECONDARY_BUTTON, Status } from '../ui/Status'
import { readWallClock } from '../ui/wall-clock'

const copy = INCIDENTS_CONSOLE.detail
const form = INCIDENTS_CONSOLE.record

/** One saved incident as recorded (never editable), its dated corrections, and a new correction. */
export function IncidentScreen({ id }: { id: string }) {
  const can = useCan()
  const incident = useEndpoint('incident', { id })
  if (incident.isPending) return <Status>{ADMIN.loading}</Status>
  if (incident.isError) return <Status error={incident.error} onRetry={() => void incident.refetch()} />
  const shown = incident.data
  const told = `${INCIDENTS_CONSOLE.told[shown.familyTold]}${shown.familyToldAt ? `, ${readWallClock(shown.familyToldAt)}` : ''}`
  const facts: [string, string][] = [
    [form.kind, INCIDENTS_CONSOLE.kinds[shown.kind]],
    [form.occurredAt, readWallClock(shown.occurredAt)],
    [form.place, shown.place],
    [form.whatHappened, shown.whatHappened],
    [form.actionTaken, shown.actionTaken],
    [form.othersInvolved, shown.othersInvolved || '—'],
    [form.familyTold, told],
    [form.toldWho, shown.toldWho || '—'],
    [copy.familyEmail, shown.familyEmail ? INCIDENTS_CONSOLE.email[shown.familyEmail] : '—'],
  ]
  return (
    <>
      {can('incidents') && (
        <p className="mb-2">
          <a
            href={`${BASE}/cohorts/${shown.cohortId}/incidents`}
            onClick={followLink}
            className="font-semibold text-primary underline"
          >
            {copy.back}
          </a>
        </p>
      )}
      <Heading intro={copy.recorded(shown.recordedBy, formatWhen(shown.recordedAt))}>
        {copy.heading(`${shown.firstName} ${shown.lastName}`)}
      </Heading>
      <dl className="grid max-w-3xl gap-x-6 gap-y-2 rounded-brand bg-surface p-4 shadow-sm ring-1 ring-black/5 sm:grid-cols-[12rem_1fr]">
        {facts.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-semibold">{term}</dt>
            <dd className="mb-2 whitespace-pre-wrap wrap-anywhere sm:mb-0">{value}</dd>
          </div>
        ))}
      </dl>
      <Corrections incident={shown} />
    </>
  )
}

function Corrections({ incident }: { incident: IncidentDetail }) {
  const client = useQueryClient()
  const [draft, setDraft] = useState(() => ({ id: crypto.randomUUID(), body: '' }))
  const add = useMutation({
    mutationFn: () => callEndpoint('correctIncident', { id: incident.id }, draft),
    onSuccess: () => {
      setDraft({ id: crypto.randomUUID(), body: '' })
      return client.invalidateQueries({ queryKey: queryKeyOf('incident', { id: incident.id }) })
    },
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!add.isPending) add.mutate()
  }
  return (
    <section aria-labelledby="corrections-heading" className="mt-6 max-w-3xl">
      <h2 id="corrections-heading" className="text-xl font-bold">
        {copy.corrections}
      </h2>
      {incident.correctionList.length === 0 ? (
        <p className="mt-2">{copy.noCorrections}</p>
      ) : (
        <ol className="mt-2 space-y-2">
          {incident.correctionList.map((correction) => (
            <li key={correction.id} className="border-b border-black/10 pb-2">
              <p className="whitespace-pre-wrap wrap-anywhere">{correction.body}</p>
              <p className="text-sm text-muted">{copy.by(correction.writtenBy, formatWhen(correction.createdAt))}</p>
            </li>
          ))}
        </ol>
      )}
      <form onSubmit={submit} className="mt-3">
        <label className={LABEL}>
          {copy.correction}
          <span className="block text-sm font-normal text-muted">{copy.correctionHint}</span>
          <textarea
            value={draft.body}
            onChange={(event) => setDraft((current) => ({ ...current, body: event.target.value }))}
            required
            rows={3}
            maxLength={INCIDENT_LIMITS.text}
            className={INPUT}
          />
        </label>
        <MutationStatus mutation={add} done={copy.added} className="mt-2 min-h-6 text-sm font-semibold" />
        <button type="submit" disabled={add.isPending} className={SECONDARY_BUTTON}>
          {add.isPending ? copy.adding : copy.add}
        </button>
      </form>
    </section>
  )
}
