import type { ReactNode } from 'react'
import { INPUT, LABEL } from './Status'

/**
 * A labelled control, an optional hint under it, and, when the API named it, the message under
 * it (the control points to both with `aria-describedby`, and to the message with `aria-invalid`).
 */
export function Field({
  label,
  hint,
  hintId,
  issue,
  issueId,
  children,
}: {
  label: ReactNode
  hint?: string | undefined
  hintId?: string
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
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      )}
      {issue && (
        <p id={issueId} className="mt-1 text-sm font-semibold text-danger">
          {issue}
        </p>
      )}
    </div>
  )
}

/**
 * One row of the console's edit forms: a labelled input, its value held by the form, an optional
 * hint, and the API's message for it underneath, both tied to the input for screen readers.
 */
export function InputField({
  label,
  hint,
  issue,
  issueId,
  type,
  value,
  onChange,
  name,
}: {
  label: ReactNode
  hint?: string | undefined
  issue: string | undefined
  issueId: string
  type: string
  value: string
  onChange: (value: string) => void
  name?: string
}) {
  const hintId = `${issueId}-hint`
  const described = [hint && hintId, issue && issueId].filter(Boolean).join(' ')
  return (
    <Field label={label} hint={hint} hintId={hintId} issue={issue} issueId={issueId}>
      <input
        name={name}
        type={type}
        inputMode={type === 'number' ? 'numeric' : undefined}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={issue ? true : undefined}
        aria-describedby={described || undefined}
        className={INPUT}
      />
    </Field>
  )
}
