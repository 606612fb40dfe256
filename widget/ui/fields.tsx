import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react'

const CONTROL =
  'block w-full rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-base text-ink shadow-xs placeholder:text-slate-500 focus:border-primary focus:outline-3 focus:outline-primary/25 aria-invalid:border-danger aria-invalid:focus:outline-danger/25'

interface FieldShellProps {
  label: string
  error?: string | undefined
  name: string
  className?: string
  children: (ids: { id: string; describedBy: string | undefined }) => ReactNode
}

/** Label, control and the message under it; `aria-invalid` and `aria-describedby` tie them together. */
function FieldShell({ label, error, name, className = '', children }: FieldShellProps) {
  const id = useId()
  const errorId = `${id}-error`
  return (
    <div part={`field field-${name}`} className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink">
        {label}
      </label>
      {children({ id, describedBy: error ? errorId : undefined })}
      {error && (
        <p id={errorId} role="alert" part="field-error" className="mt-1.5 text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  )
}

type Common = { label: string; name: string; error?: string | undefined; className?: string }

export function TextField({
  label,
  name,
  error,
  className,
  type = 'text',
  ...input
}: Common & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <FieldShell label={label} name={name} error={error} className={className}>
      {({ id, describedBy }) => (
        <input
          id={id}
          name={name}
          type={type}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={CONTROL}
          {...input}
        />
      )}
    </FieldShell>
  )
}

export function TextAreaField({
  label,
  name,
  error,
  className,
  ...textarea
}: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <FieldShell label={label} name={name} error={error} className={className}>
      {({ id, describedBy }) => (
        <textarea
          id={id}
          name={name}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`${CONTROL} resize-y`}
          {...textarea}
        />
      )}
    </FieldShell>
  )
}

export function SelectField({
  label,
  name,
  error,
  className,
  children,
  ...select
}: Common & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <FieldShell label={label} name={name} error={error} className={className}>
      {({ id, describedBy }) => (
        <select
          id={id}
          name={name}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`${CONTROL} appearance-auto`}
          {...select}
        >
          {children}
        </select>
      )}
    </FieldShell>
  )
}

export function CheckboxField({
  label,
  name,
  error,
  className = '',
  ...input
}: Omit<Common, 'label'> & { label: ReactNode } & Omit<InputHTMLAttributes<HTMLInputElement>, 'label'>) {
  const id = useId()
  const errorId = `${id}-error`
  return (
    <div part={`field field-${name}`} className={className}>
      <div className="flex items-start gap-3">
        <input
          id={id}
          name={name}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="mt-0.5 size-5 shrink-0 accent-primary"
          {...input}
        />
        <label htmlFor={id} className="text-sm text-ink">
          {label}
        </label>
      </div>
      {error && (
        <p id={errorId} role="alert" part="field-error" className="mt-1.5 text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  )
}
