import { useMutation } from '@tanstack/react-query'
import { useId, useState, type FormEvent } from 'react'
import { FAMILY_TOLD, INCIDENT_KINDS, INCIDENT_LIMITS } from '../../contract/incidents'
import { INCIDENTS_CONSOLE } from '../../content/incidents-console'
import { ADMIN } from '../../content/admin'
import { callEndpoint, RequestError, useEndpoint } from '../api'
import { BASE, followLink } from '../router'
import { Field } from '../ui/Field'
import { Heading } from '../ui/Heading'
import { INPUT, LABEL, MutationStatus, PRIMARY_BUTTON, SECONDARY_BUTTON, Status } from '../ui/Status'
import { timeInZone } from '../ui/wall-clock'

const copy = INCIDENTS_CONSOLE.record

const blank = (today: string) => ({
  id: crypto.randomUUID(),
  registrationId: '',
  kind: '',
  occurredAt: `${today}T${timeInZone(new Date())}`,
  place: '',
  whatHappened: '',
  actionTaken: '',
  othersInvolved: '',
  familyTold: 'phone',
  familyToldAt: `${today}T${timeInZone(new Date())}`,
  toldWho: '',
})

/**
 * Recording an incident on a phone, in under a minute: the participant, what and when, what was
 * done, and how the family was told. The id is made here once per incident, so sending again
 * after a lost answer stores it once; once saved it can only be corrected (IncidentScreen).
 */
export function IncidentForm({ cohortId }: { cohortId: string }) {
  const roster = useEndpoint('roster', { id: cohortId })
  if (roster.isPending) return <Status>{ADMIN.loading}</Status>
  if (roster.isError) return <Status error={roster.error} onRetry={() => void roster.refetch()} />
  const seated = roster.data.participants
    .filter((row) => row.status === 'seated')
    .sort((a, b) => a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName))
  return <IncidentFields cohortId={cohortId} today={roster.data.today} seated={seated} />
}

function IncidentFields({
  cohortId,
  today,
  seated,
}: {
  cohortId: string
  today: string
  seated: { id: string; firstName: string; lastName: string }[]
}) {
  const formId = useId()
  const [values, setValues] = useState(() => blank(today))
  const set = (name: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }))
  const save = useMutation({
    mutationFn: () =>
      callEndpoint(
        'recordIncident',
        { id: cohortId },
        {
          ...values,
          familyToldAt: values.familyTold === 'not-yet' ? null : values.familyToldAt,
        },
      ),
  })
  const issues = save.error instanceof RequestError ? (save.error.body?.issues ?? []) : []
  const issueFor = (name: string) => issues.find((issue) => issue.path === name)?.message
  const field = (name: keyof typeof values) => ({
    value: values[name] ?? '',
    onChange: set(name),
    className: INPUT,
    ...(issueFor(name) ? { 'aria-invalid': true, 'aria-describedby': `${formId}-${name}` } : {}),
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!save.isPending) save.mutate()
  }
  if (save.isSuccess)
    return (
      <>
        <Heading>{copy.heading}</Heading>
        <p role="status" className="mb-3 font-semibold text-success">
          {copy.saved}
        </p>
        <div className="flex flex-wrap gap-2">
          <a href={`${BASE}/incidents/${save.data.id}`} onClick={followLink} className={SECONDARY_BUTTON}>
            {INCIDENTS_CONSOLE.detail.heading(`${save.data.firstName} ${save.data.lastName}`)}
          </a>
          <button type="button" className={PRIMARY_BUTTON} onClick={() => (setValues(blank(today)), save.reset())}>
            {copy.another}
          </button>
        </div>
      </>
    )
  const issueProps = (name: string) => ({ issue: issueFor(name), issueId: `${formId}-${name}` })
  return (
    <>
      <p className="mb-2">
        <a
          href={`${BASE}/cohorts/${cohortId}/check-in`}
          onClick={followLink}
          className="font-semibold text-primary underline"
        >
          {ADMIN.checkIn.heading}
        </a>
      </p>
      <Heading intro={copy.intro}>{copy.heading}</Heading>
      <form onSubmit={submit} noValidate className="grid max-w-2xl gap-3">
        <Field label={copy.participant} {...issueProps('registrationId')}>
          <select required {...field('registrationId')}>
            <option value="">{copy.choose}</option>
            {seated.map((row) => (
              <option key={row.id} value={row.id}>
                {row.firstName} {row.lastName}
              </option>
            ))}
          </select>
        </Field>
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label={copy.kind} {...issueProps('kind')}>
            <select required {...field('kind')}>
              <option value="">{copy.choose}</option>
              {INCIDENT_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {INCIDENTS_CONSOLE.kinds[kind]}
                </option>
              ))}
            </select>
          </Field>
          <Field label={copy.occurredAt} {...issueProps('occurredAt')}>
            <input type="datetime-local" required {...field('occurredAt')} />
          </Field>
        </div>
        <Field label={copy.place} {...issueProps('place')}>
          <input type="text" required maxLength={INCIDENT_LIMITS.place} {...field('place')} />
        </Field>
        <Field
          label={<Hinted label={copy.whatHappened} hint={copy.whatHappenedHint} />}
          {...issueProps('whatHappened')}
        >
          <textarea required rows={3} maxLength={INCIDENT_LIMITS.text} {...field('whatHappened')} />
        </Field>
        <Field label={<Hinted label={copy.actionTaken} hint={copy.actionTakenHint} />} {...issueProps('actionTaken')}>
          <textarea required rows={2} maxLength={INCIDENT_LIMITS.text} {...field('actionTaken')} />
        </Field>
        <Field
          label={<Hinted label={copy.othersInvolved} hint={copy.othersInvolvedHint} />}
          {...issueProps('othersInvolved')}
        >
          <input type="text" maxLength={INCIDENT_LIMITS.others} {...field('othersInvolved')} />
        </Field>
        <fieldset>
          <legend className={LABEL}>{copy.familyTold}</legend>
          <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
            {FAMILY_TOLD.map((how) => (
              <label key={how} className="inline-flex min-h-11 items-center gap-2">
                <input
                  type="radio"
                  name={`${formId}-told`}
                  value={how}
                  checked={values.familyTold === how}
                  onChange={set('familyTold')}
                />
                {INCIDENTS_CONSOLE.told[how]}
              </label>
            ))}
          </div>
        </fieldset>
        {values.familyTold !== 'not-yet' && (
          <Field label={copy.familyToldAt} {...issueProps('familyToldAt')}>
            <input type="datetime-local" required {...field('familyToldAt')} />
          </Field>
        )}
        <Field label={<Hinted label={copy.toldWho} hint={copy.toldWhoHint} />} {...issueProps('toldWho')}>
          <input type="text" maxLength={INCIDENT_LIMITS.toldWho} {...field('toldWho')} />
        </Field>
        <MutationStatus mutation={save} fieldsShown={issues.length > 0} />
        <button type="submit" disabled={save.isPending} className={PRIMARY_BUTTON}>
          {save.isPending ? copy.saving : copy.save}
        </button>
      </form>
    </>
  )
}

/** A label with the line that says who reads the field. */
const Hinted = ({ label, hint }: { label: string; hint: string }) => (
  <>
    {label}
    <span className="block text-sm font-normal text-muted">{hint}</span>
  </>
)
