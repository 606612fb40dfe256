import type { ReactNode } from 'react'
import { LABEL } from './Status'

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
