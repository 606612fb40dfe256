import type { ReactNode } from 'react'
import { ADMIN } from '../../content/admin'
import { errorText } from '../api'

/** Loading, or a failure with its reason and a way to try again; announced politely. */
export function Status({ children, error, onRetry }: { children?: ReactNode; error?: unknown; onRetry?: () => void }) {
  if (error === undefined || error === null) {
    return (
      <p role="status" className="p-6 text-muted">
        {children}
      </p>
    )
  }
  return (
    <div role="alert" className="m-4 rounded-brand border border-danger bg-surface p-4">
      <p className="font-semibold text-danger">{ADMIN.loadFailed}</p>
      <p className="mt-1 text-sm">{errorText(error)}</p>
      {onRetry && (
        <button type="button" onClick={onRetry} className={SECONDARY_BUTTON + ' mt-3'}>
          {ADMIN.retry}
        </button>
      )}
    </div>
  )
}

export const PRIMARY_BUTTON =
  'inline-flex min-h-11 items-center justify-center rounded-brand bg-primary px-4 py-2 font-semibold text-on-primary hover:bg-primary-strong disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary'
export const SECONDARY_BUTTON =
  'inline-flex min-h-11 items-center justify-center rounded-brand border border-primary bg-surface px-4 py-2 font-semibold text-primary hover:bg-canvas disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary'
export const DANGER_BUTTON =
  'inline-flex min-h-11 items-center justify-center rounded-brand bg-danger px-4 py-2 font-semibold text-white hover:opacity-90 disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-danger'
export const INPUT =
  'mt-1 block min-h-11 w-full rounded-brand border border-muted bg-surface px-3 py-2 text-base font-normal text-ink focus:outline-2 focus:outline-offset-1 focus:outline-primary'
export const LABEL = 'block text-sm font-semibold text-ink'

/**
 * The line under a button that says how its request went, announced politely: the API's
 * sentence when it failed (unless the failure is shown under its fields: `fieldsShown`), else
 * `done` once it worked. It keeps its height while empty, so nothing moves when it speaks.
 */
export function MutationStatus({
  mutation,
  done,
  className = 'min-h-6 text-sm font-semibold',
  fieldsShown = false,
  as: Line = 'p',
}: {
  mutation: { isError: boolean; isSuccess: boolean; error: unknown }
  /** What a success says; a string is shown in the success colour, anything else as it is. */
  done?: ReactNode
  className?: string
  fieldsShown?: boolean
  as?: 'p' | 'span'
}) {
  return (
    <Line role="status" className={className}>
      {mutation.isError && !fieldsShown ? (
        <span className="text-danger">{errorText(mutation.error)}</span>
      ) : mutation.isSuccess && done !== undefined ? (
        typeof done === 'string' ? (
          <span className="text-success">{done}</span>
        ) : (
          done
        )
      ) : (
        ''
      )}
    </Line>
  )
}
