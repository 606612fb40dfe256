import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { INCIDENT_LIMITS, type IncidentDetail } from '../../contract/incidents'
import { queryKeyOf } from '../../contract/endpoints'
import { INCIDENTS_CONSOLE } from '../../content/incidents-console'
import { ADMIN } from '../../content/admin'
import { callEndpoint, useEndpoint } from '../api'
import { useCan } from '../ui/access'
import { BASE, followLink } from '../router'
import { formatWhen } from '../ui/format'
import { DatedNoteForm } from '../ui/DatedNoteForm'
import { Heading } from '../ui/Heading'
import { Status } from '../ui/Status'
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
  // One id per correction written: a retry after a lost answer stores it once; the next one gets a new id.
  const [draftId, setDraftId] = useState(() => crypto.randomUUID())
  const add = useMutation({
    mutationFn: (body: string) => callEndpoint('correctIncident', { id: incident.id }, { id: draftId, body }),
    onSuccess: () => {
      setDraftId(crypto.randomUUID())
      return client.invalidateQueries({ queryKey: queryKeyOf('incident', { id: incident.id }) })
    },
  })
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
      <DatedNoteForm
        label={copy.correction}
        hint={copy.correctionHint}
        maxLength={INCIDENT_LIMITS.text}
        words={copy}
        mutation={add}
      />
    </section>
  )
}
