import type { ReactNode } from 'react'
import { INPUT, LABEL } from './Status'

/**
 * A labelled control and, when the API named it, the message under it (the control points to it
 * with `aria-describedby={issueId}` and `aria-invalid`).
 */
export function Field({
  label,
  issue,
  issueId,
  children,
}: {
  label: ReactNode
  issue: string | undefined
  issueId: string
  children: ReactNode
}) {
  return (
    <div>
      <label className={LABEL}>
        {label}
        {children}
      </label>
      {issue && (
        <p id={issueId} className="mt-1 text-sm font-semibold text-danger">
          {issue}
        </p>
      )}
    </div>
  )
}

/**
 * One row of the console's edit forms: a labelled input, its value held by the form, and the
 * API's message for it underneath, tied to the input for screen readers.
 */
export function InputField({
  label,
  issue,
  issueId,
  type,
  value,
  onChange,
  name,
}: {
  label: ReactNode
  issue: string | undefined
  issueId: string
  type: string
  value: string
  onChange: (value: string) => void
  name?: string
}) {
  return (
    <Field label={label} issue={issue} issueId={issueId}>
      <input
        name={name}
        type={type}
        inputMode={type === 'number' ? 'numeric' : undefined}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={issue ? true : undefined}
        aria-describedby={issue ? issueId : undefined}
        className={INPUT}
      />
    </Field>
  )
}
