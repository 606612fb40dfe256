import { useEffect, useRef, type ReactNode } from 'react'
import { Button } from '../ui/Button'
import { Honeypot } from './Honeypot'
import { TurnstileChallenge, type ChallengeProps } from './TurnstileChallenge'
import { SuccessPanel } from './SuccessPanel'
import type { FormStatus } from './use-submission'

interface Props {
  name: string
  label: string
  status: FormStatus
  submitLabel: string
  submittingLabel: string
  done: { title: string; body: string; again: string }
  onSubmit: (event: React.FormEvent<HTMLFormElement>) => void
  onStartOver: () => void
  /** Increments when the first invalid field should take focus. */
  focusRequest: number
  children: ReactNode
  submitClassName?: string
  honeypot: { value: string; onChange: (value: string) => void }
  challenge: ChallengeProps | null
}

/**
 * The shell shared by the three forms: the form or its success panel, the submit button and
 * its submitting state, and focus moves that keyboard and screen-reader users rely on.
 */
export function FormFrame(props: Props) {
  const formRef = useRef<HTMLFormElement>(null)
  const returning = useRef(false)

  useEffect(() => {
    if (props.focusRequest === 0) return
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [props.focusRequest])

  useEffect(() => {
    if (props.status !== 'editing' || !returning.current) return
    returning.current = false
    formRef.current?.querySelector<HTMLElement>('input, select, textarea')?.focus()
  }, [props.status])

  if (props.status === 'done') {
    return (
      <SuccessPanel
        {...props.done}
        onAgain={() => {
          returning.current = true
          props.onStartOver()
        }}
      />
    )
  }

  const submitting = props.status === 'submitting'
  return (
    <form ref={formRef} part={`form form-${props.name}`} aria-label={props.label} noValidate onSubmit={props.onSubmit} aria-busy={submitting}>
      {props.children}
      <Honeypot {...props.honeypot} />
      {props.challenge && <TurnstileChallenge {...props.challenge} />}
      <Button type="submit" size="lg" part="submit-button" disabled={submitting} className={props.submitClassName ?? 'mt-6 w-full'}>
        {submitting ? props.submittingLabel : props.submitLabel}
      </Button>
    </form>
  )
}
