import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react'
import { Button } from '../ui/Button'
import { Honeypot } from './Honeypot'
import { useHydrated } from './use-hydrated'
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
  /** Takes values typed into pre-rendered fields before the script made them live. */
  onAdoptTyped: (form: HTMLFormElement) => void
}

/**
 * The shell shared by the three forms: the form or its success panel, the submit button and
 * its submitting state, and focus moves that keyboard and screen-reader users rely on.
 */
export function FormFrame(props: Props) {
  const formRef = useRef<HTMLFormElement>(null)
  const returning = useRef(false)
  const hydrated = useHydrated()
  const { onAdoptTyped } = props

  // A layout effect: the typed values are state before the enabled button is painted.
  useLayoutEffect(() => {
    if (hydrated && formRef.current) onAdoptTyped(formRef.current)
  }, [hydrated, onAdoptTyped])

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
    // method="post": were the script never to run, a native submit must not put personal data in a URL.
    <form ref={formRef} method="post" part={`form form-${props.name}`} aria-label={props.label} noValidate onSubmit={props.onSubmit} aria-busy={submitting}>
      {props.children}
      <Honeypot {...props.honeypot} />
      {props.challenge && <TurnstileChallenge {...props.challenge} />}
      {/* Disabled until the form is live: before that a click would be a native POST. */}
      <Button type="submit" size="lg" part="submit-button" disabled={submitting || !hydrated} className={props.submitClassName ?? 'mt-6 w-full'}>
        {submitting ? props.submittingLabel : props.submitLabel}
      </Button>
    </form>
  )
}
