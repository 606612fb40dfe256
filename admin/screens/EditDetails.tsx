import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useId, useState, type FormEvent } from 'react'
import type { RegistrationRow } from '../../contract/admin'
import { EDITABLE_DETAILS, type EditableDetail } from '../../contract/office'
import { OFFICE_CONSOLE } from '../../content/office-console'
import { callEndpoint, EVERY_SCREEN, RequestError } from '../api'
import { InputField } from '../ui/Field'
import { MutationStatus, PRIMARY_BUTTON } from '../ui/Status'

const copy = OFFICE_CONSOLE.details

const valuesOf = (row: RegistrationRow): Record<EditableDetail, string> => ({
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  phone: row.phone,
  age: String(row.age),
  emergencyContact: row.emergencyContact ?? '',
})

/** The details a family phones to correct, checked by the worker with the public form's rules. */
export function EditDetails({ registration }: { registration: RegistrationRow }) {
  const client = useQueryClient()
  const formId = useId()
  const [values, setValues] = useState(() => valuesOf(registration))
  const save = useMutation({
    mutationFn: () =>
      callEndpoint(
        'editDetails',
        { id: registration.id },
        { ...values, age: Number(values.age), emergencyContact: values.emergencyContact },
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: EVERY_SCREEN }),
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
      className="mt-4 rounded-brand bg-surface p-4 shadow-sm ring-1 ring-black/5"
    >
      <h2 id={`${formId}-heading`} className="font-bold">
        {copy.legend}
      </h2>
      <p className="mb-3 text-sm text-muted">{copy.intro}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        {EDITABLE_DETAILS.map((name) => {
          const issue = issueFor(name)
          return (
            <InputField
              key={name}
              name={name}
              label={copy[name]}
              issue={issue}
              issueId={`${formId}-${name}`}
              type={name === 'email' ? 'email' : name === 'phone' ? 'tel' : name === 'age' ? 'number' : 'text'}
              value={values[name]}
              onChange={(value) => setValues((current) => ({ ...current, [name]: value }))}
            />
          )
        })}
      </div>
      <MutationStatus
        mutation={save}
        done={save.data && copy.saved(save.data.changed.map((field) => OFFICE_CONSOLE.fieldNames[field]))}
        fieldsShown={issues.length > 0}
        className="mt-3 min-h-6 text-sm font-semibold"
      />
      <button type="submit" disabled={save.isPending} className={PRIMARY_BUTTON}>
        {save.isPending ? copy.saving : copy.save}
      </button>
    </form>
  )
}
