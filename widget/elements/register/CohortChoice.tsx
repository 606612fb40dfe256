import type { CohortTexts } from '../../../contract/cohort-slots'
import { useHydrated } from '../../forms/use-hydrated'
import { SelectField } from '../../ui/fields'

interface Props {
  choices: CohortTexts['choices']
  label: string
  value: string
  error: string | undefined
  onChange(value: string): void
}

/**
 * The family's choice of cohort, shown only while two or more are open ahead, each named by its
 * start; the first (the next one) is chosen, sent as "" so the server picks the next as it does
 * without a choice. Shown only after hydration, as the pre-rendered form has none: its own
 * component, so that only it renders again as hydration ends.
 */
export function CohortChoice({ choices, label, value, error, onChange }: Props) {
  if (!useHydrated() || choices.length < 2) return null
  return (
    <SelectField
      name="cohortId"
      label={label}
      value={value}
      error={error}
      onChange={(event) => onChange(event.target.value)}
      className="sm:col-span-2"
    >
      {choices.map((choice, index) => (
        <option key={choice.id} value={index === 0 ? '' : choice.id}>
          {choice.label}
        </option>
      ))}
    </SelectField>
  )
}
