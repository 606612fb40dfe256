import type { ReactNode } from 'react'
import { LABEL } from './Status'

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
