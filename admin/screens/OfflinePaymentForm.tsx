import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useId, useState, type FormEvent } from 'react'
import { OFFLINE_KINDS, OFFLINE_METHODS, type OfflinePaymentRow } from '../../contract/office'
import { OFFICE_CONSOLE } from '../../content/office-console'
import { callEndpoint, EVERY_SCREEN, RequestError } from '../api'
import { useMe } from '../ui/access'
import { Field } from '../ui/Field'
import { centsOfDollars, money } from '../ui/format'
import { dayInZone, readDayInZone } from '../ui/zone'
import { INPUT, MutationStatus, PRIMARY_BUTTON } from '../ui/Status'

const copy = OFFICE_CONSOLE.offline

/** What the office took or gave back, oldest first. */
export function OfflineLines({ entries }: { entries: OfflinePaymentRow[] }) {
  if (entries.length === 0) return null
  return (
    <>
      <h3 className="mt-3 text-sm font-semibold text-muted">{copy.heading}</h3>
      <ul className="text-sm">
        {entries.map((entry) => (
          <li key={entry.id}>
            {copy.line(
              copy.kinds[entry.kind],
              copy.methods[entry.method],
              money(entry.amountCents),
              readDayInZone(`${entry.receivedOn}T12:00:00Z`),
              entry.receivedBy,
            )}
            <span className="block pl-4 text-muted wrap-anywhere">{entry.reason}</span>
          </li>
        ))}
      </ul>
    </>
  )
}

/** Cash or a cheque taken (part of the bill or all of it), or money given back in person. */
export function OfflinePaymentForm({ id }: { id: string }) {
  const client = useQueryClient()
  const formId = useId()
  const me = useMe()
  const [values, setValues] = useState({
    kind: 'payment',
    method: 'cash',
    dollars: '',
    receivedOn: dayInZone(new Date().toISOString()),
    receivedBy: me?.username ?? '',
    reason: '',
  })
  const set = (name: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }))
  const record = useMutation({
    mutationFn: () =>
      callEndpoint(
        'recordOfflinePayment',
        { id },
        {
          kind: values.kind,
          method: values.method,
          amountCents: centsOfDollars(values.dollars) ?? 0,
          receivedOn: values.receivedOn,
          receivedBy: values.receivedBy,
          reason: values.reason,
        },
      ),
    onSuccess: () => {
      setValues((current) => ({ ...current, dollars: '', reason: '' }))
      return client.invalidateQueries({ queryKey: EVERY_SCREEN })
    },
  })
  const issues = record.error instanceof RequestError ? (record.error.body?.issues ?? []) : []
  const issueFor = (name: string) => issues.find((issue) => issue.path === name)?.message
  const described = (name: string) =>
    issueFor(name) ? { 'aria-invalid': true, 'aria-describedby': `${formId}-${name}` } : {}
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!record.isPending) record.mutate()
  }
  return (
    <form onSubmit={submit} aria-labelledby={`${formId}-heading`} className="mt-4 border-t border-black/10 pt-3">
      <h3 id={`${formId}-heading`} className="font-semibold">
        {copy.legend}
      </h3>
      <p className="mb-2 text-sm text-muted">{copy.intro}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label={copy.kind} issue={issueFor('kind')} issueId={`${formId}-kind`}>
          <select value={values.kind} onChange={set('kind')} className={INPUT} {...described('kind')}>
            {OFFLINE_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {copy.kinds[kind]}
              </option>
            ))}
          </select>
        </Field>
        <Field label={copy.method} issue={issueFor('method')} issueId={`${formId}-method`}>
          <select value={values.method} onChange={set('method')} className={INPUT} {...described('method')}>
            {OFFLINE_METHODS.map((method) => (
              <option key={method} value={method}>
                {copy.methods[method]}
              </option>
            ))}
          </select>
        </Field>
        <Field label={copy.amount} issue={issueFor('amountCents')} issueId={`${formId}-amountCents`}>
          <input
            type="number"
            min="0.01"
            step="0.01"
            inputMode="decimal"
            required
            value={values.dollars}
            onChange={set('dollars')}
            className={INPUT}
            {...described('amountCents')}
          />
        </Field>
        <Field label={copy.receivedOn} issue={issueFor('receivedOn')} issueId={`${formId}-receivedOn`}>
          <input
            type="date"
            required
            value={values.receivedOn}
            onChange={set('receivedOn')}
            className={INPUT}
            {...described('receivedOn')}
          />
        </Field>
        <Field label={copy.receivedBy} issue={issueFor('receivedBy')} issueId={`${formId}-receivedBy`}>
          <input
            type="text"
            required
            value={values.receivedBy}
            onChange={set('receivedBy')}
            className={INPUT}
            {...described('receivedBy')}
          />
        </Field>
        <Field label={copy.reason} issue={issueFor('reason')} issueId={`${formId}-reason`}>
          <input
            type="text"
            required
            value={values.reason}
            onChange={set('reason')}
            className={INPUT}
            {...described('reason')}
          />
        </Field>
      </div>
      <MutationStatus
        mutation={record}
        done={copy.recorded}
        fieldsShown={issues.length > 0}
        className="mt-3 min-h-6 text-sm font-semibold"
      />
      <button type="submit" disabled={record.isPending} className={PRIMARY_BUTTON}>
        {record.isPending ? copy.recording : copy.record}
      </button>
    </form>
  )
}
