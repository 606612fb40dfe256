import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useId, useState, type FormEvent } from 'react'
import { COHORT_DEFAULTS, PRICE_FIELDS, type Cohort } from '../../contract/cohorts'
import { isKeyOf, recordOf } from '../../contract/records'
import { ADMIN } from '../../content/admin'
import { callEndpoint, RequestError, EVERY_SCREEN } from '../api'
import { useCan } from '../ui/access'
import { InputField } from '../ui/Field'
import { MutationStatus, PRIMARY_BUTTON, SECONDARY_BUTTON } from '../ui/Status'

const copy = ADMIN.cohorts

/** The form's fields in order: the API's names, and how each is typed. */
const FIELDS = [
  ['startDate', 'date'],
  ['minimumSessions', 'number'],
  ['capacity', 'number'],
  ['sessionPrice', 'number'],
  ['sessionPriceMax', 'number'],
  ['completePrice', 'number'],
  ['earlyBirdDeadline', 'date'],
  ['earlyBirdSaving', 'number'],
  ['groupMinimum', 'number'],
  ['groupPercent', 'number'],
  ['refundDays', 'number'],
  ['offerHours', 'number'],
  ['holdHours', 'number'],
  ['headStartHours', 'number'],
  ['assistanceDecisionDays', 'number'],
  ['place', 'text'],
] as const
type FieldName = (typeof FIELDS)[number][0]

/** The text each field shows for a cohort being edited, or the spec's programme for a new one. */
function startingValues(cohort?: Cohort): Record<FieldName, string> {
  const shown = (value: string | number | null | undefined) =>
    value === null || value === undefined ? '' : String(value)
  const fallback = (name: FieldName) => (isKeyOf(COHORT_DEFAULTS, name) ? COHORT_DEFAULTS[name] : undefined)
  return recordOf(
    FIELDS.map(([name]) => name),
    (name) => shown(cohort ? cohort[name] : fallback(name)),
  )
}

/** What the API takes: numbers as numbers, an emptied optional field as null (a new cohort leaves it out); only the fields shown. */
function toBody(values: Record<FieldName, string>, creating: boolean, shown: (name: FieldName) => boolean) {
  const body: Record<string, unknown> = {}
  for (const [name, type] of FIELDS) {
    if (!shown(name)) continue
    const value = values[name].trim()
    if (!value) {
      if (!creating && ['sessionPriceMax', 'earlyBirdDeadline', 'earlyBirdSaving'].includes(name)) body[name] = null
      else if (creating && ['startDate', 'capacity', 'sessionPrice', 'completePrice'].includes(name)) body[name] = value
      continue
    }
    body[name] = type === 'number' ? Number(value) : value
  }
  return body
}

/**
 * Creates a cohort or edits one. The API's message shows under the field it names, and what
 * was typed stays; the list above updates once saved.
 */
export function CohortForm({ cohort, onDone }: { cohort?: Cohort; onDone?: () => void }) {
  const client = useQueryClient()
  const can = useCan()
  const shown = (name: FieldName) => can('prices') || !(PRICE_FIELDS as readonly string[]).includes(name)
  const [values, setValues] = useState(() => startingValues(cohort))
  const [open, setOpen] = useState(false)
  const formId = useId()
  const save = useMutation({
    mutationFn: async () => {
      const body = { ...toBody(values, !cohort, shown), ...(cohort ? {} : { open }) }
      return cohort ? callEndpoint('changeCohort', { id: cohort.id }, body) : callEndpoint('createCohort', {}, body)
    },
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: EVERY_SCREEN })
      if (!cohort) setValues(startingValues())
      onDone?.()
    },
  })
  const issues = save.error instanceof RequestError ? (save.error.body?.issues ?? []) : []
  const issueFor = (name: string) => issues.find((issue) => issue.path === name)?.message
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!save.isPending) save.mutate()
  }
  return (
    <form
      onSubmit={submit}
      aria-labelledby={`${formId}-heading`}
      className="rounded-brand bg-surface p-4 shadow-sm ring-1 ring-black/5"
    >
      <h2 id={`${formId}-heading`} className="mb-3 text-lg font-bold">
        {cohort ? copy.editHeading(cohort.startDate) : copy.newHeading}
      </h2>
      <div className="grid gap-3 sm:grid-cols-2">
        {FIELDS.filter(([name]) => shown(name)).map(([name, type]) => {
          const issue = issueFor(name)
          const hint = isKeyOf(copy.hints, name) ? copy.hints[name] : undefined
          return (
            <InputField
              key={name}
              label={copy.fields[name]}
              hint={hint}
              issue={issue}
              issueId={`${formId}-${name}`}
              type={type}
              value={values[name]}
              onChange={(value) => setValues((current) => ({ ...current, [name]: value }))}
            />
          )
        })}
      </div>
      {!cohort && (
        <label className="mt-4 flex items-center gap-2">
          <input
            type="checkbox"
            checked={open}
            onChange={(event) => setOpen(event.target.checked)}
            className="size-5"
          />
          {copy.fields.open}
        </label>
      )}
      <MutationStatus
        mutation={save}
        done={cohort ? copy.saved : copy.created}
        fieldsShown={issues.length > 0}
        className="mt-3 min-h-6 text-sm font-semibold"
      />
      <div className="flex flex-wrap gap-2">
        <button type="submit" disabled={save.isPending} className={PRIMARY_BUTTON}>
          {save.isPending ? copy.saving : cohort ? copy.save : copy.create}
        </button>
        {onDone && cohort && (
          <button type="button" onClick={onDone} className={SECONDARY_BUTTON}>
            {copy.cancel}
          </button>
        )}
      </div>
    </form>
  )
}
